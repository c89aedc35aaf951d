import { sql, type Kysely } from 'kysely';

// Write amplification of an offline action, second pass (issue 32.3): every
// action writes the item's change number, so every index holding sync_seq was
// rewritten by every action, whatever the item. Each now holds only the rows a
// query asks it for (docs/decisions.md "Indexes an action writes"):
// - items_status_sync (status, sync_seq) served only the stock's pull
//   (status = 'inStock'): now items_stock_sync (sync_seq) of in-stock items.
//   Actions on items at outlets (sales, activations, claims, most of them) no
//   longer touch it; queries name the status as a literal, as SQLite's planner
//   proves a partial index's condition only from one.
// - items_seller_sync (seller_id, sync_seq) and items_seller_created
//   (seller_id, created_at) are only read with `seller_id = ?`: now of items
//   at an outlet, so moves in the factory and the stock (no outlet) skip them.
//   `seller_id = ?` implies `seller_id is not null` for both planners.
// Same indexes on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ['items_status_sync', 'items_seller_sync', 'items_seller_created']) await db.schema.dropIndex(index).execute();
  await db.schema
    .createIndex('items_stock_sync')
    .on('items')
    .column('sync_seq')
    .where(sql.ref('status'), '=', sql.lit('inStock'))
    .execute();
  await db.schema
    .createIndex('items_seller_sync')
    .on('items')
    .columns(['seller_id', 'sync_seq'])
    .where(sql.ref('seller_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('items_seller_created')
    .on('items')
    .columns(['seller_id', 'created_at'])
    .where(sql.ref('seller_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['items_stock_sync', 'items_seller_sync', 'items_seller_created']) await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('items_status_sync').on('items').columns(['status', 'sync_seq']).execute();
  await db.schema.createIndex('items_seller_sync').on('items').columns(['seller_id', 'sync_seq']).execute();
  await db.schema.createIndex('items_seller_created').on('items').columns(['seller_id', 'created_at']).execute();
}
