import { sql, type Kysely } from 'kysely';

// Issue 29 point 1: a restore of a sold item is the customer's return (`returned_at`, `return_reason`, kept until
// the item is sold again), and a faulty item a warranty claim replaced is marked (`replaced_at`) so no restore
// brings it back to sellable stock. Items replaced before this get the date their claim was resolved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').addColumn('returned_at', 'text').execute();
  await db.schema.alterTable('items').addColumn('return_reason', 'text').execute();
  await db.schema.alterTable('items').addColumn('replaced_at', 'text').execute();
  await sql`
    update items set replaced_at = (
      select max(c.resolved_at) from warranty_claims c where c.item_id = items.id and c.status = 'replaced'
    )
    where id in (select item_id from warranty_claims where status = 'replaced')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['replaced_at', 'return_reason', 'returned_at']) await db.schema.alterTable('items').dropColumn(column).execute();
}
