import type { Kysely } from 'kysely';
import type { AnyDb } from '../dialect';

// The phone an account has proven by a code sent to it (a member's sign-in or
// registration), E.164; null until then. `phone_number` is what the profile
// says and anyone may type any number there; what is recorded under a phone
// (warranty registrations, complaints) is shown to the account only through
// this one (docs/decisions.md, "A member's activity").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('verified_phone', 'text').execute();
  // Accounts made by a member's code: the code that made the account proved its phone, if the profile still says it.
  const anyDb = db as unknown as AnyDb;
  await anyDb
    .updateTable('users')
    .set((eb) => ({ verified_phone: eb.ref('phone_number') }))
    .where('phone_number', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('member_codes as c')
          .innerJoin('member_identities as i', 'i.id', 'c.identity_id')
          .select('c.id')
          .whereRef('i.user_id', '=', 'users.id')
          .whereRef('c.phone_number', '=', 'users.phone_number')
          .whereRef('c.used_at', '=', 'users.created_at'),
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('verified_phone').execute();
}
