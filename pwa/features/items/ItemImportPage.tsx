import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IMPORT_BATCH_SIZE } from '../../../shared/validation/iam';
import {
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_REQUIRED_COLUMNS,
  itemImportRowSchema,
  type ItemImportRow,
} from '../../../shared/validation/imports';
import { ColumnsHelp } from '../../components/importer/ColumnsHelp';
import { Importer } from '../../components/importer/Importer';
import type { ImporterOptions } from '../../components/importer/useImporter';
import { usePageTitle } from '../../components/usePageTitle';
import { importItemRows } from '../../data/imports';

const OPTIONS: ImporterOptions<ItemImportRow> = {
  columns: ITEM_IMPORT_COLUMNS,
  requiredColumns: ITEM_IMPORT_REQUIRED_COLUMNS,
  schema: itemImportRowSchema,
  batchSize: IMPORT_BATCH_SIZE,
  // Identical rows ("one more item of entry X") are legitimate: the line makes each row's hash its own.
  hashOf: (row, line) => ({ line, row }),
  importBatch: importItemRows,
};

/** Items of existing catalog entries from an .xlsx file (docs/decisions.md "Item import"). */
export function ItemImportPage() {
  const { t } = useTranslation();
  // Any kind's import permission opens the page (its route's access); the server checks each row's kind.
  usePageTitle('imports.title.item');
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('imports.title.item')}
      </Heading>
      <Text color="fg.muted">{t('imports.help.item')}</Text>
      <ColumnsHelp columns={ITEM_IMPORT_COLUMNS} keyPrefix="imports.columns.item" />
      <Importer options={OPTIONS} templateName="items-import-template" />
    </Stack>
  );
}
