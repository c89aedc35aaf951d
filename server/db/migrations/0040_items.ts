import { sql, type Kysely } from 'kysely';
import { floatType } from '../dialect';
import { auditColumns, dropTables, timestamps } from './columns';

// Catalog, geography, sellers, items, activation records, offline actions and
// the sync bookkeeping (issue 4). Every replicated table carries `sync_seq`,
// taken from one server-side counter (docs/decisions.md "Checkpoints").

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('sync_counters' as never)
    .values({ name: 'changes', value: 0 } as never)
    .execute();

  await db.schema
    .createTable('sync_tombstones')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    // Who stops seeing the document: 'all', 'stock', or 'seller:<id>'.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('sync_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_tombstones_pk', ['collection', 'doc_id', 'scope'])
    .execute();
  await db.schema.createIndex('sync_tombstones_seq').on('sync_tombstones').columns(['collection', 'scope', 'sync_seq']).execute();

  await db.schema
    .createTable('serial_counters')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalog_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('product', 'sparePart', 'accessory')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text')
    .addColumn('description', 'text')
    .addColumn('unit_price', floatType(db))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('barcode', 'text', (c) => c.unique())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('brand', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warranty_period', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_parts', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call(auditColumns)
    .addColumn('sync_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_kind_created').on('catalog_entries').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('catalog_kind_name').on('catalog_entries').columns(['kind', 'name']).execute();
  await db.schema.createIndex('catalog_sync').on('catalog_entries').column('sync_seq').execute();

  for (const [table, parent] of [
    ['governorates', null],
    ['cities', 'governorates'],
    ['regions', 'cities'],
  ] as const) {
    let t = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_ar', 'text', (c) => c.notNull());
    if (parent) t = t.addColumn('parent_id', 'text', (c) => c.notNull().references(`${parent}.id`));
    await t.$call(timestamps).execute();
    if (parent) await db.schema.createIndex(`${table}_parent`).on(table).columns(['parent_id', 'name_en']).execute();
  }

  await db.schema
    .createTable('sellers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_type', 'text', (c) => c.notNull().check(sql`seller_type in ('branch', 'distributor')`))
    .addColumn('distributor_type', 'text', (c) => c.check(sql`distributor_type in ('retailer', 'wholesaler')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'renewal', 'ended')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('branch_name', 'text')
    .addColumn('distributor_name', 'text')
    .addColumn('wholesaler_name', 'text')
    .addColumn('telephone', 'text')
    .addColumn('is_online_store', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('website_url', 'text')
    .addColumn('tax_facility_number', 'text')
    .addColumn('area', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('manager', 'text')
    .addColumn('manager_name', 'text')
    .addColumn('manager_phone', 'text')
    .addColumn('address', 'text')
    .addColumn('country_id', 'text', (c) => c.references('governorates.id'))
    .addColumn('city_id', 'text', (c) => c.references('cities.id'))
    .addColumn('region_id', 'text', (c) => c.references('regions.id'))
    .$call(auditColumns)
    .addColumn('sync_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sellers_type_status').on('sellers').columns(['seller_type', 'status', 'created_at']).execute();
  await db.schema.createIndex('sellers_status').on('sellers').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('sellers_sync').on('sellers').column('sync_seq').execute();

  await db.schema
    .createTable('user_sellers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('sellers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_sellers_seller').on('user_sellers').column('seller_id').execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('distributor_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'contacted', 'rejected')`))
    .$call(timestamps)
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('applications_status').on('applications').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('catalog_id', 'text', (c) => c.notNull().references('catalog_entries.id'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('inFactory', 'inStock', 'exported')`))
    .addColumn('warranty_status', 'text', (c) => c.notNull().check(sql`warranty_status in ('inactive', 'active', 'expired')`))
    .addColumn('qr_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('seller_id', 'text', (c) => c.references('sellers.id'))
    .addColumn('activation_date', 'text')
    .addColumn('expiration_date', 'text')
    .addColumn('iteration_number', 'integer', (c) => c.notNull())
    .addColumn('printing_count_per_item', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'text')
    .addColumn('brand', 'text')
    .addColumn('photo', 'text')
    .addColumn('exported_by', 'text')
    .addColumn('exported_at', 'text')
    .addColumn('bill_date', 'text')
    .addColumn('client_name', 'text')
    .addColumn('client_phone', 'text')
    .addColumn('activated_by', 'text')
    .addColumn('is_restored', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('restored_by', 'text')
    .addColumn('restored_at', 'text')
    .addColumn('notes', 'text')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .$call(timestamps)
    .addColumn('sync_seq', 'integer', (c) => c.notNull())
    .execute();
  // The admin list's filters, each ending in its default sort (created_at, id) so a page is an index range walk.
  await db.schema.createIndex('items_type_status_created').on('items').columns(['item_type', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('items_status_created').on('items').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('items_type_created').on('items').columns(['item_type', 'created_at', 'id']).execute();
  // Warranty filters walk active items in page order and test the expiry from the index itself.
  await db.schema
    .createIndex('items_warranty_created')
    .on('items')
    .columns(['warranty_status', 'created_at', 'id', 'expiration_date'])
    .execute();
  await db.schema.createIndex('items_created').on('items').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('items_seller_created').on('items').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('items_warranty_expiry').on('items').columns(['warranty_status', 'expiration_date']).execute();
  await db.schema.createIndex('items_catalog_status').on('items').columns(['catalog_id', 'status']).execute();
  await db.schema.createIndex('items_client_phone').on('items').column('client_phone').execute();
  // Pull by scope: a seller's outlet, the stock.
  await db.schema.createIndex('items_seller_sync').on('items').columns(['seller_id', 'sync_seq']).execute();
  await db.schema.createIndex('items_status_sync').on('items').columns(['status', 'sync_seq']).execute();

  // Item counts per (type, status, outlet), kept by the item commands: the admin list's
  // total for its common filters without counting a million rows (docs/decisions.md).
  await db.schema
    .createTable('item_counts')
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // '' for no outlet: part of the primary key, so never null.
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_counts_pk', ['item_type', 'status', 'seller_id'])
    .execute();

  // Active warranties per expiry day (UTC), kept by activate/restore: the total of the
  // warranty filters without counting every active item (expiry is computed on read).
  await db.schema
    .createTable('warranty_expiries')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activation_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_name', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('client'))
    .addColumn('number_of_activations', 'integer', (c) => c.notNull())
    .addColumn('activation_status', 'text', (c) => c.notNull().check(sql`activation_status in ('normal', 'exceeded')`))
    .addColumn('activator', 'text')
    .addColumn('activated_by', 'text')
    .addColumn('user_status', 'text', (c) => c.notNull().defaultTo('enabled'))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('activation_records_status').on('activation_records').columns(['activation_status', 'updated_at']).execute();

  await db.schema
    .createTable('actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    // Canonical JSON of {type, serialNumber, payload}: the same id with other content is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'rejected')`))
    .addColumn('reason_key', 'text')
    .addColumn('reason_params', 'text')
    .addColumn('item_id', 'text')
    .addColumn('sync_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('actions_user_sync').on('actions').columns(['user_id', 'sync_seq']).execute();
  await db.schema.createIndex('actions_item').on('actions').columns(['item_id', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'actions',
    'activation_records',
    'item_counts',
    'warranty_expiries',
    'items',
    'applications',
    'user_sellers',
    'sellers',
    'regions',
    'cities',
    'governorates',
    'catalog_entries',
    'serial_counters',
    'sync_tombstones',
    'sync_counters',
  ]);
}
