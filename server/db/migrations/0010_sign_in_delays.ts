import type { Kysely } from 'kysely';

// Issue 30: failed sign-ins per account, whatever the address: after a few, each next attempt on the account
// waits longer (server/modules/auth/accountGuesses.ts), keyed by the normalised email, known account or not.
// And every request now asks whether its session (refresh-token family) was signed out: the family index gains
// revoked_at, so that question reads the revoked rows only, not every rotation of a month-long session.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('refresh_tokens_family_revoked').on('refresh_tokens').columns(['family_id', 'revoked_at']).execute();
  await db.schema.dropIndex('refresh_tokens_family').execute();
  await db.schema
    .createTable('sign_in_delays')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    // ISO time before which the account takes no attempt from an unknown device.
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_delays').execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.dropIndex('refresh_tokens_family_revoked').execute();
}
