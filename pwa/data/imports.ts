import type { ItemType } from '../../shared/items';
import type { CatalogImportRow, ItemImportRow } from '../../shared/validation/imports';
import { graphql, type ResultOf } from './graphql';
import { request } from './request';

// Catalog and item imports: one call per batch of rows, one outcome per row
// in order (the server checks every row again and refuses rows one by one).

const ProductImport = graphql(`
  mutation ProductImport($rows: [CatalogImportRow!]!) {
    outcomes: productImport(rows: $rows) {
      ok
      error
    }
  }
`);
const SparePartImport = graphql(`
  mutation SparePartImport($rows: [CatalogImportRow!]!) {
    outcomes: sparePartImport(rows: $rows) {
      ok
      error
    }
  }
`);
const AccessoryImport = graphql(`
  mutation AccessoryImport($rows: [CatalogImportRow!]!) {
    outcomes: accessoryImport(rows: $rows) {
      ok
      error
    }
  }
`);
const CATALOG_IMPORT: Record<ItemType, typeof ProductImport> = {
  product: ProductImport,
  sparePart: SparePartImport,
  accessory: AccessoryImport,
};

const ItemImport = graphql(`
  mutation ItemImport($rows: [ItemImportRow!]!) {
    outcomes: itemImport(rows: $rows) {
      ok
      error
    }
  }
`);

type Batch<T> = Array<{ row: T; importHash: string }>;
export type ImportOutcome = ResultOf<typeof ItemImport>['outcomes'][number];

export async function importCatalogRows(kind: ItemType, rows: Batch<CatalogImportRow>): Promise<ImportOutcome[]> {
  return (await request(CATALOG_IMPORT[kind], { rows: rows.map(({ row, importHash }) => ({ data: row, importHash })) })).outcomes;
}

export async function importItemRows(rows: Batch<ItemImportRow>): Promise<ImportOutcome[]> {
  return (await request(ItemImport, { rows: rows.map(({ row, importHash }) => ({ data: row, importHash })) })).outcomes;
}
