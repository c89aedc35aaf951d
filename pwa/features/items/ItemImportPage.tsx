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
/** 5 batches of 10 a call: under the server's 100 rows a call (MAX_IMPORT_ROWS_PER_CALL), issue 32 point 4. */
const ITEM_IMPORT_BATCHES_PER_CALL = 5;

const OPTIONS: ImporterOptions<ItemImportRow> = {
  columns: ITEM_IMPORT_COLUMNS,
  requiredColumns: ITEM_IMPORT_REQUIRED_COLUMNS,
  schema: itemImportRowSchema,
  batchSize: IMPORT_BATCH_SIZE,
  // Batches of 10 stay the unit of progress and pause; four in flight let the server commit them together (group commit).
  inFlight: ITEM_IMPORT_IN_FLIGHT,
  // Several batches travel in one call: each call's own server work (about 19 ms here) is paid once for them.
  batchesPerCall: ITEM_IMPORT_BATCHES_PER_CALL,
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
