import { useMemo } from 'react';
import type { ItemType } from '../../../shared/items';
import { IMPORT_BATCH_SIZE } from '../../../shared/validation/iam';
import { CATALOG_IMPORT_COLUMNS, catalogImportRowSchema, type CatalogImportRow } from '../../../shared/validation/imports';
import { ImportScreen } from '../../components/importer/ImportScreen';
import type { ImporterOptions } from '../../components/importer/useImporter';
import { importCatalogRows } from '../../data/imports';

/** Products, spare parts or accessories from an .xlsx file, through the shared importer (spec §4/§5). */
export function CatalogImportPage({ kind }: { kind: ItemType }) {
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
    <ImportScreen
      titleKey={`imports.title.${kind}`}
      helpKey="imports.help.catalog"
      columnsKey="imports.columns.catalog"
      options={options}
      templateName={`${kind}-import-template`}
    />
  );
}
