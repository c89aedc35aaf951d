import type { Kysely } from 'kysely';

// Ending every session of an account at once (issue 15): `users.token_version`
// travels in each access token (claim `ver`) and is checked on every request;
// a password reset or disabling the account bumps it, so tokens minted before
// stop working on their next request instead of after 15 minutes. Refresh
// tokens remember the version they were issued under (a refresh racing the
// bump cannot outlive it), and `retried_at` marks the one retry the
// reuse-grace window allows a rotated token.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('refresh_tokens').addColumn('retried_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('retried_at').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('token_version').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
