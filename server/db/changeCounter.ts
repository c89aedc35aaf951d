import type { Db } from './index';

// One server-side counter orders every replicated change (docs/decisions.md
// "Checkpoints"). It is bumped inside the transaction that makes the change,
// and SQLite runs one write transaction at a time, so the numbers reach
// clients in commit order: a checkpoint never skips a change that commits later.
// Every writer of a replicated table (catalog, sellers, items, sync) numbers its
// changes here; modules/sync only reads them back (pull by checkpoint).

/** The next change number. */
export async function nextSeq(db: Db): Promise<number> {
  return reserveSeqs(db, 1);
}

/** Reserves `count` numbers; returns the last one (the block is last-count+1 … last). */
export async function reserveSeqs(db: Db, count: number): Promise<number> {
  const row = await db
    .updateTable('sync_counters')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', 'changes')
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Records that a document left a scope (deleted: scope 'all'; an item leaving an outlet or the stock). */
export async function writeTombstone(db: Db, collection: string, docId: string, scope: string, seq: number): Promise<void> {
  await db
    .insertInto('sync_tombstones')
    .values({ collection, doc_id: docId, scope, sync_seq: seq })
    .onConflict((oc) => oc.columns(['collection', 'doc_id', 'scope']).doUpdateSet({ sync_seq: seq }))
    .execute();
}
