import type { Kysely } from 'kysely';
import { auditColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .$call(auditColumns)
    .execute();
  // Cursor paging walks (created_at, id) descending.
  await db.schema.createIndex('offers_created_at_id').on('offers').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offers').execute();
}
