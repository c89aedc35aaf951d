import type { Kysely } from 'kysely';

// Issue 41 point 4: an applied action may carry a note besides its status (the device's clock was corrected to
// what the server knows), stored with its result so a replay answers the same note: its i18n key and its
// parameters as JSON, both null for every action without one (and every action stored before).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('actions').addColumn('note_key', 'text').execute();
  await db.schema.alterTable('actions').addColumn('note_params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['note_params', 'note_key']) await db.schema.alterTable('actions').dropColumn(column).execute();
}
