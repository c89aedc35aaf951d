import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../usePageTitle';
import { ColumnsHelp } from './ColumnsHelp';
import { Importer } from './Importer';
import type { ImporterOptions } from './useImporter';

/**
 * An import screen (spec §4/§5): its title, what the file holds (`helpKey`,
 * and each template column explained under `columnsKey`), then the importer.
 */
export function ImportScreen<T>({
  titleKey,
  helpKey,
  columnsKey,
  options,
  templateName,
}: {
  titleKey: string;
  helpKey?: string;
  columnsKey?: string;
  options: ImporterOptions<T>;
  templateName: string;
}) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(titleKey)}
      </Heading>
      {helpKey && <Text color="fg.muted">{t(helpKey)}</Text>}
      {columnsKey && <ColumnsHelp columns={options.columns} keyPrefix={columnsKey} />}
      <Importer options={options} templateName={templateName} />
    </Stack>
  );
}
