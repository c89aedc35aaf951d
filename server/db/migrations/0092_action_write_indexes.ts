import type { Kysely } from 'kysely';

// Write amplification of an offline action (issue 21): every item index whose
// columns an action changes is rewritten with it. Three are dropped or merged,
// each with the query plans that used it (docs/decisions.md "Indexes an action writes"):
// - items_warranty_expiry (warranty_status, expiration_date) is a prefix of
//   items_dash_warranty, which serves the same lookups;
// - items_status_created (status, created_at, id) and items_dash_stock
//   (status, created_at, catalog_id) become one (status, created_at, id, catalog_id):
//   the list's status filter and sort, and the dated stock count (covering);
// - items_catalog_status (catalog_id, status) becomes items_catalog (catalog_id):
//   no query filters on the pair, and an index without status is not touched by
//   an action, none of which changes an item's catalog entry.
// Same indexes on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ['items_warranty_expiry', 'items_status_created', 'items_dash_stock', 'items_catalog_status'])
    await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('items_status_created').on('items').columns(['status', 'created_at', 'id', 'catalog_id']).execute();
  await db.schema.createIndex('items_catalog').on('items').column('catalog_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['items_status_created', 'items_catalog']) await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('items_warranty_expiry').on('items').columns(['warranty_status', 'expiration_date']).execute();
  await db.schema.createIndex('items_status_created').on('items').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('items_dash_stock').on('items').columns(['status', 'created_at', 'catalog_id']).execute();
  await db.schema.createIndex('items_catalog_status').on('items').columns(['catalog_id', 'status']).execute();
}
