import { sql, type Kysely } from 'kysely';
import type { ItemStatus, ItemType } from '../../../shared/items';
import type { Db } from '../../db';
import type { Write } from '../../db/batchWrite';
import { BUCKET_UNITS, bucketOf } from '../../db/counterBuckets';

// Counts of items per (type, status, outlet), moved by every command that
// creates items or changes their status or outlet, in the same transaction.

/** Moves item_counts: the keys' rows in the given order (key order: see addDated), one upsert. */
export function itemCountsWrite(
  db: Db,
  moves: Array<{ key: { itemType: ItemType; status: ItemStatus; sellerId: string | null }; delta: number }>,
): Write | undefined {
  const values = moves.flatMap(({ key, delta }) =>
    delta ? [{ item_type: key.itemType, status: key.status, seller_id: key.sellerId ?? '', n: delta }] : [],
  );
  if (!values.length) return undefined;
  return db
    .insertInto('item_counts')
    .values(values)
    .onConflict((oc) => oc.columns(['item_type', 'status', 'seller_id']).doUpdateSet({ n: sql`item_counts.n + excluded.n` }));
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

// The dated counters (migration 0097) and the columns that key a bucket's row besides unit and bucket.
const DATED_KEYS = {
  item_made_counts: ['item_type', 'status', 'catalog_id'],
  item_outlet_made_counts: ['seller_id', 'item_type', 'status'],
  item_export_counts: ['item_type', 'seller_id'],
} as const;
type DatedTable = keyof typeof DATED_KEYS;
type DatedMove = { at: string; key: Record<string, string>; delta: number };

/**
 * Adds moves to a dated counter: each counted in its UTC month, week of the month and day, summed, and
 * the rows not zero written by one statement in key order (on PostgreSQL two writers taking shared rows
 * in opposite orders would deadlock).
 */
function addDated(db: Db, table: DatedTable, moves: DatedMove[]): Write | undefined {
  const keys = DATED_KEYS[table];
  const rows = new Map<string, Record<string, string | number>>();
  for (const m of moves) {
    for (const unit of BUCKET_UNITS) {
      const bucket = bucketOf(unit, m.at);
      const id = JSON.stringify([unit, bucket, ...keys.map((k) => m.key[k])]);
      const row = rows.get(id) ?? { ...m.key, unit, bucket, n: 0 };
      row.n = Number(row.n) + m.delta;
      rows.set(id, row);
    }
  }
  const values = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, row]) => (row.n ? [row] : []));
  if (!values.length) return undefined;
  // The three tables alike: Kysely types one table's rows, not a choice of tables.
  const counters = db as unknown as Kysely<Record<DatedTable, Record<string, string | number>>>;
  return counters
    .insertInto(table)
    .values(values)
    .onConflict((oc) => oc.columns(['unit', 'bucket', ...keys]).doUpdateSet({ n: sql`${sql.ref(`${table}.n`)} + excluded.n` }));
}

/** Moves item_made_counts and, for the moves at an outlet, item_outlet_made_counts (migration 0097). */
export function madeCountsWrites(db: Db, moves: Iterable<MadeMove>): Array<Write | undefined> {
  const all = [...moves];
  return [
    addDated(
      db,
      'item_made_counts',
      all.map((m) => ({ at: m.createdAt, key: { item_type: m.itemType, status: m.status, catalog_id: m.catalogId }, delta: m.delta })),
    ),
    addDated(
      db,
      'item_outlet_made_counts',
      all.flatMap((m) =>
        m.sellerId ? [{ at: m.createdAt, key: { seller_id: m.sellerId, item_type: m.itemType, status: m.status }, delta: m.delta }] : [],
      ),
    ),
  ];
}

/** Moves item_export_counts (migration 0097). */
export function exportCountsWrite(db: Db, moves: Iterable<ExportMove>): Write | undefined {
  return addDated(
    db,
    'item_export_counts',
    [...moves].map((m) => ({ at: m.exportedAt, key: { item_type: m.itemType, seller_id: m.sellerId }, delta: m.delta })),
  );
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

/** Active warranties start (+1) or are cancelled (−1): their expiry days move the histogram (days in key order). */
export function warrantyExpiriesWrite(db: Db, moves: Array<{ day: string; delta: number }>): Write | undefined {
  const values = moves.flatMap(({ day, delta }) => (delta ? [{ day: day.slice(0, 10), n: delta }] : []));
  if (!values.length) return undefined;
  return db
    .insertInto('warranty_expiries')
    .values(values)
    .onConflict((oc) => oc.column('day').doUpdateSet({ n: sql`warranty_expiries.n + excluded.n` }));
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
