import { sql, type Kysely } from 'kysely';
import { floatType } from '../dialect';
import { dropTables } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The current settings: one row, id 'default' (spec §3: the document named default).
  await db.schema
    .createTable('settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('barcode_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('barcode_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pin_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deletion_needs_pin_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signature', 'text')
    .addColumn('activation_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`activation_limit >= 1`),
    )
    .addColumn('label_offset_top_mm', floatType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('label_offset_start_mm', floatType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  // Past settings: every save keeps the replaced settings as a dated entry.
  await db.schema
    .createTable('settings_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('settings_history_created_at').on('settings_history').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['settings_history', 'settings']);
}
