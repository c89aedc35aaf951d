import type { ItemStatus, ItemType } from '../../../shared/items';
import type { Db } from '../../db';
import { BUCKET_UNITS, bucketOf, type BucketUnit } from '../../db/counterBuckets';

// Counts of items per (type, status, outlet), moved by every command that
// creates items or changes their status or outlet, in the same transaction.

export async function bumpItemCount(
  db: Db,
  key: { itemType: ItemType; status: ItemStatus; sellerId: string | null },
  delta: number,
): Promise<void> {
  if (!delta) return;
  await db
    .insertInto('item_counts')
    .values({ item_type: key.itemType, status: key.status, seller_id: key.sellerId ?? '', n: delta })
    .onConflict((oc) => oc.columns(['item_type', 'status', 'seller_id']).doUpdateSet((eb) => ({ n: eb('item_counts.n', '+', delta) })))
    .execute();
}

/** Items made (created_at) on one day, of one entry, that left (−1) or reached (+1) a status (at an outlet, or none). */
export interface MadeMove {
  createdAt: string;
  itemType: ItemType;
  catalogId: string;
  status: ItemStatus;
  sellerId: string | null;
  delta: number;
}

/** Items exported on one day, of one type, that reached (+1) or left (−1) an outlet. */
export interface ExportMove {
  exportedAt: string;
  itemType: ItemType;
  sellerId: string;
  delta: number;
}

/**
 * Each move counted in its UTC month, week of the month and day, summed: the
 * rows not zero, in key order (on PostgreSQL two writers taking shared rows in
 * opposite orders would deadlock).
 */
function datedRows<K extends Record<string, string>>(moves: Iterable<{ at: string; key: K; delta: number }>) {
  const rows = new Map<string, K & { unit: BucketUnit; bucket: string; n: number }>();
  for (const m of moves) {
    for (const unit of BUCKET_UNITS) {
      const bucket = bucketOf(unit, m.at);
      const id = JSON.stringify([unit, bucket, ...Object.values(m.key)]);
      const row = rows.get(id) ?? { ...m.key, unit, bucket, n: 0 };
      row.n += m.delta;
      rows.set(id, row);
    }
  }
  return [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, row]) => (row.n ? [row] : []));
}

/** Moves item_made_counts and, for the moves at an outlet, item_outlet_made_counts (migration 0096): a statement each. */
export async function bumpMadeCounts(db: Db, moves: Iterable<MadeMove>): Promise<void> {
  const all = [...moves];
  const values = datedRows(
    all.map((m) => ({ at: m.createdAt, key: { item_type: m.itemType, status: m.status, catalog_id: m.catalogId }, delta: m.delta })),
  );
  if (values.length)
    await db
      .insertInto('item_made_counts')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['unit', 'bucket', 'item_type', 'status', 'catalog_id'])
          .doUpdateSet((eb) => ({ n: eb('item_made_counts.n', '+', eb.ref('excluded.n')) })),
      )
      .execute();
  const atOutlets = datedRows(
    all.flatMap((m) =>
      m.sellerId ? [{ at: m.createdAt, key: { seller_id: m.sellerId, item_type: m.itemType, status: m.status }, delta: m.delta }] : [],
    ),
  );
  if (atOutlets.length)
    await db
      .insertInto('item_outlet_made_counts')
      .values(atOutlets)
      .onConflict((oc) =>
        oc
          .columns(['unit', 'seller_id', 'bucket', 'item_type', 'status'])
          .doUpdateSet((eb) => ({ n: eb('item_outlet_made_counts.n', '+', eb.ref('excluded.n')) })),
      )
      .execute();
}

/** Moves item_export_counts (migration 0096), in one statement. */
export async function bumpExportCounts(db: Db, moves: Iterable<ExportMove>): Promise<void> {
  const values = datedRows(
    [...moves].map((m) => ({ at: m.exportedAt, key: { item_type: m.itemType, seller_id: m.sellerId }, delta: m.delta })),
  );
  if (!values.length) return;
  await db
    .insertInto('item_export_counts')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['unit', 'bucket', 'item_type', 'seller_id'])
        .doUpdateSet((eb) => ({ n: eb('item_export_counts.n', '+', eb.ref('excluded.n')) })),
    )
    .execute();
}

/** The total for filters on these three columns only; undefined when other filters need a real count. */
export async function countFromCounters(
  db: Db,
  filter: { itemType?: ItemType | null; status?: ItemStatus | null; sellerId?: string | null },
): Promise<number> {
  let q = db.selectFrom('item_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'));
  if (filter.itemType) q = q.where('item_type', '=', filter.itemType);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.sellerId) q = q.where('seller_id', '=', filter.sellerId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** An active warranty starts (+1) or is cancelled (−1): its expiry day moves the histogram. */
export async function bumpWarrantyExpiry(db: Db, expirationDate: string, delta: number): Promise<void> {
  const day = expirationDate.slice(0, 10);
  await db
    .insertInto('warranty_expiries')
    .values({ day, n: delta })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ n: eb('warranty_expiries.n', '+', delta) })))
    .execute();
}

/**
 * Totals of active warranties that have expired by `now` and that have not:
 * whole past days from the histogram, today's part counted on the index.
 */
export async function warrantyTotals(db: Db, now: Date): Promise<{ expired: number; active: number }> {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const sums = await db
    .selectFrom('warranty_expiries')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('all'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('day', '<', today).then(eb.ref('n')).else(0).end()), eb.lit(0)).as('past'),
    ])
    .executeTakeFirstOrThrow();
  const todays = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('warranty_status', '=', 'active')
    .where('expiration_date', '>=', `${today}T00:00:00.000Z`)
    .where('expiration_date', '<=', at)
    .executeTakeFirstOrThrow();
  const expired = Number(sums.past) + Number(todays.n);
  return { expired, active: Number(sums.all) - expired };
}
