import type { Selectable } from 'kysely';
import type { ItemListInput } from '../../../shared/validation/item';
import type { Db } from '../../db';
import { countFromCounters, warrantyTotals } from './counts.repository';
import type { ItemsTable } from './tables';

export type ItemRow = Selectable<ItemsTable>;

const SORT = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  serialNumber: 'serial_number',
  exportedAt: 'exported_at',
  activationDate: 'activation_date',
  expirationDate: 'expiration_date',
} as const;

export async function findItemBySerial(db: Db, serial: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('serial_number', '=', serial).executeTakeFirst();
}

export async function findItem(db: Db, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The admin items database: every filter is an equality or range the indexes
 * of migration 0040 serve, and the sort ends in id so pages never overlap.
 * Warranty "expired" = active past its date (computed on read; the stored
 * status is only ever inactive or active). Filters on type, status and outlet
 * only take their total from item_counts, and a warranty filter alone from
 * warranty_expiries, instead of counting rows.
 */
export async function listItems(db: Db, input: ItemListInput, now: Date) {
  const f = input.filter;
  const at = now.toISOString();
  let q = db.selectFrom('items');
  if (f.itemType) q = q.where('item_type', '=', f.itemType);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.sellerId) q = q.where('seller_id', '=', f.sellerId);
  if (f.catalogId) q = q.where('catalog_id', '=', f.catalogId);
  if (f.serialNumber) q = q.where('serial_number', '=', f.serialNumber.toUpperCase());
  if (f.clientPhone) q = q.where('client_phone', '=', f.clientPhone);
  if (f.createdAtFrom) q = q.where('created_at', '>=', f.createdAtFrom);
  if (f.createdAtTo) q = q.where('created_at', '<=', f.createdAtTo);
  if (f.exportedAtFrom) q = q.where('exported_at', '>=', f.exportedAtFrom);
  if (f.exportedAtTo) q = q.where('exported_at', '<=', f.exportedAtTo);
  if (f.warrantyStatus === 'inactive') q = q.where('warranty_status', '=', 'inactive');
  if (f.warrantyStatus === 'active') q = q.where('warranty_status', '=', 'active').where('expiration_date', '>', at);
  if (f.warrantyStatus === 'expired') q = q.where('warranty_status', '=', 'active').where('expiration_date', '<=', at);
  const [field, direction] = input.orderBy.split('_') as [keyof typeof SORT, 'ASC' | 'DESC'];
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  const countable = Object.entries(f).every(([key, value]) => value == null || key === 'itemType' || key === 'status' || key === 'sellerId');
  const warrantyOnly = (f.warrantyStatus === 'active' || f.warrantyStatus === 'expired') && Object.entries(f).every(([key, value]) => value == null || key === 'warrantyStatus');
  const [count, rows] = await Promise.all([
    warrantyOnly
      ? warrantyTotals(db, now).then((t) => (f.warrantyStatus === 'active' ? t.active : t.expired))
      : countable ? countFromCounters(db, f) : q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow().then((r) => r.count),
    q.selectAll().orderBy(SORT[field], dir).orderBy('id', dir).limit(input.limit).offset(input.offset).execute(),
  ]);
  return { count: Number(count), rows };
}

/** The item's history: its audit rows, oldest first. */
export async function itemTimeline(db: Db, itemId: string) {
  return db
    .selectFrom('audit_logs')
    .select(['id', 'action', 'values', 'created_by_email', 'created_by_id', 'timestamp'])
    .where('entity_id', '=', itemId)
    .where('entity_name', '=', 'item')
    .orderBy('timestamp')
    .orderBy('id')
    .execute();
}

/** Takes `count` serial sequence numbers for a prefix (type letter + year); returns the first. */
export async function reserveSerials(db: Db, prefix: string, count: number): Promise<number> {
  const row = await db
    .insertInto('serial_counters')
    .values({ prefix, value: count })
    .onConflict((oc) => oc.column('prefix').doUpdateSet((eb) => ({ value: eb('serial_counters.value', '+', count) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value - count + 1;
}
