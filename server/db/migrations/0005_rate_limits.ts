import type { Kysely } from 'kysely';

// Fixed-window request counters for public endpoints (server/db/rateLimit.ts),
// in the database so every server process counts the same requests.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // The window's number (time ÷ window length), as text: compared for equality only.
    .addColumn('window_id', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expiry').on('rate_limits').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
