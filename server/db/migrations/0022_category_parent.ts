import type { Kysely } from 'kysely';

// Article categories get sub-categories (public spec: "content types with
// categories and sub-categories"): one level, a sub-category names its main
// category. Deleting a main category leaves its sub-categories as main ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('content_categories')
    .addColumn('parent_id', 'integer', (c) => c.references('content_categories.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('content_categories_parent').on('content_categories').column('parent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('content_categories_parent').execute();
  await db.schema.alterTable('content_categories').dropColumn('parent_id').execute();
}
