import type { Kysely } from 'kysely';

// Where the settings' signature is printed: on warranty certificates (on by
// default, as the old system's certificate carried it) and on label sheets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('signature_on_certificate', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('settings')
    .addColumn('signature_on_labels', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('signature_on_labels').execute();
  await db.schema.alterTable('settings').dropColumn('signature_on_certificate').execute();
}
