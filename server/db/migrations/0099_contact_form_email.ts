import type { Kysely } from 'kysely';

// Issue 43: the sponsor enquiry asks the sender's own email beside the company's (public spec §3: name, email,
// phoneNumber, companyName, companyEmail, type). Null in enquiries sent before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_forms').addColumn('email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_forms').dropColumn('email').execute();
}
