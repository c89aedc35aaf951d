import type { Kysely } from 'kysely';

// Stale offline actions (issue 15): each applied action records the item's
// change number it wrote (`item_seq`), so a later action that carries the
// change number its device saw (`seen.version`) can be checked against what
// other devices did to the item since. Rows stored before this migration have
// none; for them the action's own change number less one is the same value
// (a push numbers the item's change, then its result, one after the other).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('actions').addColumn('item_seq', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('actions').dropColumn('item_seq').execute();
}
