import type { Kysely } from 'kysely';

// A club member's national id number and membership category (public spec:
// "Registration completion needs phoneNumber, idNumber, userType,
// userCategory"); null for staff accounts and until a member fills them in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('id_number', 'text').execute();
  await db.schema.alterTable('users').addColumn('user_category', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('user_category').execute();
  await db.schema.alterTable('users').dropColumn('id_number').execute();
}
