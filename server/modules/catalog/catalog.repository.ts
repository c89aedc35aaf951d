import type { Selectable } from 'kysely';
import type { Language } from '../../../shared/i18n';
import type { ItemType } from '../../../shared/items';
import type { CatalogListInput } from '../../../shared/validation/catalog';
import type { Db } from '../../db';
import type { Write } from '../../db/batchWrite';
import { containsText } from '../../db/dialect';
import { nameOrder } from '../../db/names';
import type { CatalogEntriesTable } from '../../db/tables/catalog';
import { parseSort } from '../../../shared/validation/common';
import { snakeKey } from '../../db/camel';

export type CatalogRow = Selectable<CatalogEntriesTable>;

export async function listCatalog(
  db: Db,
  kind: ItemType,
  input: CatalogListInput,
  language: Language,
): Promise<{ count: number; rows: CatalogRow[] }> {
  const f = input.filter;
  let q = db.selectFrom('catalog_entries').where('kind', '=', kind);
  const name = f.name;
  if (name) q = q.where((eb) => eb.or(['name_ar', 'name_en', 'item_name'].map((column) => containsText(column, name))));
  if (f.barcode) q = q.where('barcode', '=', f.barcode);
  if (f.brand) q = q.where(containsText('brand', f.brand));
  if (f.warrantyPeriod != null) q = q.where('warranty_period', '=', f.warrantyPeriod);
  if (f.inStock != null) q = q.where('quantity', f.inStock ? '>' : '=', 0);
  if (f.createdAtFrom) q = q.where('created_at', '>=', f.createdAtFrom);
  if (f.createdAtTo) q = q.where('created_at', '<=', f.createdAtTo);
  const { field, direction } = parseSort(input.orderBy);
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy(field === 'name' ? nameOrder(language) : snakeKey(field), dir)
      .orderBy('id', dir)
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
  ]);
  return { count: Number(count), rows };
}

export async function findCatalog(db: Db, id: string): Promise<CatalogRow | undefined> {
  return db.selectFrom('catalog_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCatalogMany(db: Db, ids: readonly string[]): Promise<CatalogRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('catalog_entries').selectAll().where('id', 'in', ids).execute();
}

export async function barcodeOwner(db: Db, barcode: string): Promise<string | undefined> {
  const row = await db.selectFrom('catalog_entries').select('id').where('barcode', '=', barcode).executeTakeFirst();
  return row?.id;
}

/** In use: it has items, or a product lists it among its parts. */
export async function catalogInUse(db: Db, id: string): Promise<boolean> {
  const item = await db.selectFrom('items').select('id').where('catalog_id', '=', id).limit(1).executeTakeFirst();
  if (item) return true;
  const part = await db
    .selectFrom('catalog_entries')
    .select('id')
    .where(containsText('product_parts', JSON.stringify(id)))
    .limit(1)
    .executeTakeFirst();
  return Boolean(part);
}

/** Moves the stock count by `delta` as items enter or leave stock (a write for the caller to run). */
export function quantityWrite(db: Db, catalogId: string, delta: number, seq: number): Write {
  return db
    .updateTable('catalog_entries')
    .set((eb) => ({ quantity: eb('quantity', '+', delta), sync_seq: seq }))
    .where('id', '=', catalogId);
}
