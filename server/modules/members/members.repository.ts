import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { MemberCodesTable, MemberIdentitiesTable } from '../../db/tables/members';

export type IdentityRow = Selectable<MemberIdentitiesTable>;
export type CodeRow = Selectable<MemberCodesTable>;
/** An identity with the phone of its account (null while it has none). */
export type IdentityWithPhone = IdentityRow & { phone: string | null };

export async function identitiesOfMember(db: Db, memberId: string): Promise<IdentityWithPhone[]> {
  return db
    .selectFrom('member_identities as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .selectAll('i')
    .select('u.phone_number as phone')
    .where('i.member_id', '=', memberId)
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
}

export async function findIdentity(db: Db, id: string): Promise<IdentityRow | undefined> {
  return db.selectFrom('member_identities').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCode(db: Db, id: string): Promise<CodeRow | undefined> {
  return db.selectFrom('member_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countCodesSince(db: Db, identityId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('member_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('identity_id', '=', identityId)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new code replaces the identity's earlier ones: only the latest can be used. */
export async function retireCodes(db: Db, identityId: string, now: Date): Promise<void> {
  await db
    .updateTable('member_codes')
    .set({ used_at: now.toISOString() })
    .where('identity_id', '=', identityId)
    .where('used_at', 'is', null)
    .execute();
}
