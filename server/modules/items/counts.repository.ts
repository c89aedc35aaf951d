import type { ItemStatus, ItemType } from '../../../shared/items';
import type { Db } from '../../db';

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

/** Items made (created_at) on one day, of one entry, that left (−1) or reached (+1) a status. */
export interface MadeMove {
  createdAt: string;
  itemType: ItemType;
  catalogId: string;
  status: ItemStatus;
  delta: number;
}

/**
 * Moves item_made_counts (migration 0096): each move counts in its UTC month
 * and its UTC day. One statement for all of them, rows in key order (on
 * PostgreSQL two writers taking shared rows in opposite orders would deadlock).
 */
export async function bumpMadeCounts(db: Db, moves: Iterable<MadeMove>): Promise<void> {
  const rows = new Map<
    string,
    { unit: 'month' | 'day'; bucket: string; item_type: ItemType; status: ItemStatus; catalog_id: string; n: number }
  >();
  for (const m of moves) {
    for (const [unit, bucket] of [
      ['month', m.createdAt.slice(0, 7)],
      ['day', m.createdAt.slice(0, 10)],
    ] as const) {
      const key = JSON.stringify([unit, bucket, m.itemType, m.status, m.catalogId]);
      const row = rows.get(key) ?? { unit, bucket, item_type: m.itemType, status: m.status, catalog_id: m.catalogId, n: 0 };
      row.n += m.delta;
      rows.set(key, row);
    }
  }
  const values = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, row]) => (row.n ? [row] : []));
  if (!values.length) return;
  await db
    .insertInto('item_made_counts')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['unit', 'bucket', 'item_type', 'status', 'catalog_id'])
        .doUpdateSet((eb) => ({ n: eb('item_made_counts.n', '+', eb.ref('excluded.n')) })),
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
