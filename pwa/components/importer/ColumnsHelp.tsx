import { Code, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The template's columns and what goes in each: column names stay as the
 * template has them (left to right, also in Arabic), the explanation is translated.
 */
export function ColumnsHelp({ columns, keyPrefix }: { columns: readonly string[]; keyPrefix: string }) {
  const { t } = useTranslation();
  return (
    <List.Root gap="1" variant="plain" aria-label={t('importer.columnsHelp')}>
      {columns.map((column) => (
        <List.Item key={column} display="block">
          <Code dir="ltr" marginInlineEnd="2">
            {column}
          </Code>
          <Text as="span" color="fg.muted" fontSize="sm">
            {t(`${keyPrefix}.${column}`)}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
