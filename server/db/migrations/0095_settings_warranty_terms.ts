import type { Kysely } from 'kysely';

// The warranty terms the customer's certificate prints (issue 29 point 9), one text in the settings; empty until set.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('warranty_terms', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('warranty_terms').execute();
}
