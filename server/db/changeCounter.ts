import { sql, type Expression, type SqlBool } from 'kysely';
import type { Checkpoint } from '../../shared/sync';
import { insertRows, type Write } from './batchWrite';
import { isPostgres } from './dialect';
import type { Db } from './index';

// One server-side counter orders every replicated change (docs/decisions.md
// "Checkpoints"). Every writer of a replicated table (catalog, sellers, items,
// sync) numbers its changes here, inside the transaction that makes them;
// modules/sync only reads them back (pull by checkpoint), below the watermark.
// SQLite: a counter row, bumped in the write transaction; one writer at a time,
// so numbers reach clients in commit order. PostgreSQL: a sequence, so writers
// do not queue on one row lock; numbers then commit out of order, and the
// watermark says below which number every change is committed (migration 0044).

/**
 * A row changed after the checkpoint: (sync_seq, id) > (checkpoint.updatedAt, checkpoint.id), the one keyset of
 * every pull. Its number also as a range (`sync_seq >=`), so an index ending in sync_seq (an outlet's items, the
 * stock, a scope's tombstones) starts at the checkpoint instead of reading every row of the scope.
 */
export function afterCheckpoint(after: Checkpoint, id: 'id' | 'doc_id' = 'id'): Expression<SqlBool> {
  return sql<SqlBool>`(sync_seq >= ${after.updatedAt} and (sync_seq > ${after.updatedAt} or ${sql.ref(id)} > ${after.id}))`;
}

/** The next change number. */
export async function nextSeq(db: Db): Promise<number> {
  return reserveSeqs(db, 1);
}

/** Reserves `count` numbers; returns the last one (the block is last-count+1 … last). */
export async function reserveSeqs(db: Db, count: number): Promise<number> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ last: number }>`select sync_take_seqs(${count}::integer) as last`.execute(db);
    return (rows[0] as { last: number }).last;
  }
  const row = await db
    .updateTable('sync_counters')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', 'changes')
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Every change numbered below this is committed (or gone with its rollback): a
 * pull serves only those, so a checkpoint never passes a number that commits
 * later. Undefined on SQLite, where commit order is number order. Read it
 * before the changes, outside a transaction, so their snapshot is newer.
 */
export async function changeWatermark(db: Db): Promise<number | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ watermark: number }>`select sync_watermark() as watermark`.execute(db);
  return (rows[0] as { watermark: number }).watermark;
}

/**
 * The first change number a pull cannot serve yet: on PostgreSQL the watermark, on SQLite one past the counter
 * (its single writer commits in number order, and a read waits for an open write transaction to end).
 */
export async function pullableBelow(db: Db): Promise<number> {
  const watermark = await changeWatermark(db);
  if (watermark !== undefined) return watermark;
  const row = await db.selectFrom('sync_counters').select('value').where('name', '=', 'changes').executeTakeFirstOrThrow();
  return row.value + 1;
}

/**
 * The number of the stock's newest change from `from` to below `below` (0: none), for the change stream. Read
 * through the stock's partial index (items_stock_sync): without statistics, SQLite's planner takes an index on
 * the status instead and reads every item in stock, on every look.
 */
export async function newestStockChange(db: Db, below: number, from = 0): Promise<number> {
  const items = isPostgres(db) ? sql`items` : sql`items indexed by items_stock_sync`;
  const { rows } = await sql<{ seq: number }>`select sync_seq as seq from ${items}
    where status = 'inStock' and sync_seq >= ${from} and sync_seq < ${below} order by sync_seq desc limit 1`.execute(db);
  return rows[0]?.seq ?? 0;
}

/**
 * Holds, to the end of the transaction, a lock on each key (a pushed batch's
 * action ids and serials), so concurrent batches that share one wait for each
 * other and disjoint ones run side by side; then reserves `count` change
 * numbers (reserveSeqs) and answers the last. On PostgreSQL one round trip: the
 * locks are taken in a subquery the numbers' call reads, so they come first
 * (a batch waiting for another's keys holds no number back from the pulls). On
 * SQLite only the numbers: its single writer already runs one batch at a time.
 */
export async function lockKeysThenReserve(db: Db, keys: string[], count: number): Promise<number> {
  if (!isPostgres(db)) return reserveSeqs(db, count);
  const { rows } = await sql<{ last: number }>`select sync_take_seqs(${count}::integer) as last
    from (select sync_lock_keys(${keys}::text[])) as locked`.execute(db);
  return (rows[0] as { last: number }).last;
}

/** Records that a document left a scope (deleted: scope 'all'; an item leaving an outlet or the stock). */
export async function writeTombstone(db: Db, collection: string, docId: string, scope: string, seq: number): Promise<void> {
  await db
    .insertInto('sync_tombstones')
    .values({ collection, doc_id: docId, scope, sync_seq: seq })
    .onConflict((oc) => oc.columns(['collection', 'doc_id', 'scope']).doUpdateSet({ sync_seq: seq }))
    .execute();
}

/** Several tombstones at once (a pushed batch's): one multi-row upsert per 500, one row per key, for the caller to run. */
export function tombstonesWrites(db: Db, rows: Array<{ collection: string; docId: string; scope: string; seq: number }>): Write[] {
  return insertRows(
    db,
    'sync_tombstones',
    rows.map((r) => ({ collection: r.collection, doc_id: r.docId, scope: r.scope, sync_seq: r.seq })),
    { columns: ['collection', 'doc_id', 'scope'], set: { sync_seq: sql`excluded.sync_seq` } },
  );
}
