import type { ItemType } from '../../shared/items';
import type { CatalogImportRow, ItemImportRow } from '../../shared/validation/imports';
import type { RowOutcome } from '../components/importer/useImporter';
import { requestText as request } from './request';

// Catalog and item imports: one call per batch of rows, one outcome per row
// in order (the server checks every row again and refuses rows one by one).

type Batch<T> = Array<{ row: T; importHash: string }>;

export async function importCatalogRows(kind: ItemType, rows: Batch<CatalogImportRow>): Promise<RowOutcome[]> {
  const data = await request<Record<string, RowOutcome[]>>(`mutation CatalogImport($rows: [CatalogImportRow!]!) { ${kind}Import(rows: $rows) { ok error } }`, {
    rows: rows.map(({ row, importHash }) => ({ data: row, importHash })),
  });
  return data[`${kind}Import`] ?? [];
}

export async function importItemRows(rows: Batch<ItemImportRow>): Promise<RowOutcome[]> {
  const data = await request<{ itemImport: RowOutcome[] }>('mutation ItemImport($rows: [ItemImportRow!]!) { itemImport(rows: $rows) { ok error } }', {
    rows: rows.map(({ row, importHash }) => ({ data: row, importHash })),
  });
  return data.itemImport;
}
