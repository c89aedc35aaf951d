import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '../../../shared/items';
import { IMPORT_BATCH_SIZE } from '../../../shared/validation/iam';
import { CATALOG_IMPORT_COLUMNS, catalogImportRowSchema, type CatalogImportRow } from '../../../shared/validation/imports';
import { ColumnsHelp } from '../../components/importer/ColumnsHelp';
import { Importer } from '../../components/importer/Importer';
import type { ImporterOptions } from '../../components/importer/useImporter';
import { usePageTitle } from '../../components/usePageTitle';
import { importCatalogRows } from '../../data/imports';

/** Products, spare parts or accessories from an .xlsx file, through the shared importer (spec §4/§5). */
export function CatalogImportPage({ kind }: { kind: ItemType }) {
  const { t } = useTranslation();
  usePageTitle(`imports.title.${kind}`);
  const options = useMemo<ImporterOptions<CatalogImportRow>>(
    () => ({
      columns: CATALOG_IMPORT_COLUMNS[kind],
      schema: catalogImportRowSchema,
      batchSize: IMPORT_BATCH_SIZE,
      importBatch: (rows) => importCatalogRows(kind, rows),
    }),
    [kind],
  );
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(`imports.title.${kind}`)}
      </Heading>
      <Text color="fg.muted">{t('imports.help.catalog')}</Text>
      <ColumnsHelp columns={CATALOG_IMPORT_COLUMNS[kind]} keyPrefix="imports.columns.catalog" />
      <Importer options={options} templateName={`${kind}-import-template`} />
    </Stack>
  );
}
