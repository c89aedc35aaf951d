import type { Kysely } from 'kysely';

// A complaint recorded by staff for a customer who phoned or walked in carries the customer's name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('customer_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('complaints').dropColumn('customer_name').execute();
}
