import { IMPORT_BATCH_SIZE } from '../../../shared/validation/iam';
import {
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_REQUIRED_COLUMNS,
  itemImportRowSchema,
  type ItemImportRow,
} from '../../../shared/validation/imports';
import { ImportScreen } from '../../components/importer/ImportScreen';
import type { ImporterOptions } from '../../components/importer/useImporter';
import { importItemRows } from '../../data/imports';

const ITEM_IMPORT_IN_FLIGHT = 4;

const OPTIONS: ImporterOptions<ItemImportRow> = {
  columns: ITEM_IMPORT_COLUMNS,
  requiredColumns: ITEM_IMPORT_REQUIRED_COLUMNS,
  schema: itemImportRowSchema,
  batchSize: IMPORT_BATCH_SIZE,
  // Batches of 10 stay the unit of progress and pause; four in flight let the server commit them together (group commit).
  inFlight: ITEM_IMPORT_IN_FLIGHT,
  // Identical rows ("one more item of entry X") are legitimate: the line makes each row's hash its own.
  hashOf: (row, line) => ({ line, row }),
  importBatch: importItemRows,
};

/**
 * Items of existing catalog entries from an .xlsx file (docs/decisions.md "Item import").
 * Any kind's import permission opens the page (its route's access); the server checks each row's kind.
 */
export function ItemImportPage() {
  return (
    <ImportScreen
      titleKey="imports.title.item"
      helpKey="imports.help.item"
      columnsKey="imports.columns.item"
      options={OPTIONS}
      templateName="items-import-template"
    />
  );
}
