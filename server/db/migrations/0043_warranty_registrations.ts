import type { Kysely } from 'kysely';

// A buyer's own registration of an item's warranty from the public warranty
// page (issue 20): a code ticket until the SMS code confirms it. A confirmed
// one sets `registered_item_id`, unique, so an item is registered once however
// many tickets race for it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('warranty_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('registered_item_id', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('warranty_registrations_item').on('warranty_registrations').columns(['item_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('warranty_registrations').execute();
}
