import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { type UserRow, type UserWithRoles } from '../../db/tables/auth';

type AuthDb = Db;

/**
 * A new account's row, ready to insert: every column but the email at its
 * starting value (an admin-type account with no password, not disabled, email
 * not verified, nobody recorded as its creator) unless `fields` sets it. Sign-up,
 * invitations, imports, member registration, the first owner and the seeds
 * all start here.
 */
export function newUserRow(email: string, fields: Partial<UserRow> = {}, now = new Date()): UserRow {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    email,
    password_hash: null,
    first_name: null,
    last_name: null,
    phone_number: null,
    verified_phone: null,
    id_number: null,
    user_category: null,
    avatars: '[]',
    user_type: 'admin',
    disabled: 0,
    email_verified: 0,
    created_at: at,
    updated_at: at,
    created_by: null,
    updated_by: null,
    ...fields,
  };
}

export async function findUserByEmail(db: AuthDb, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: AuthDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function rolesOf(db: AuthDb, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

/** Roles for many users in one query (lists). */
export async function rolesOfMany(db: AuthDb, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return map;
  const rows = await db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', userIds).orderBy('role').execute();
  for (const row of rows) map.get(row.user_id)?.push(row.role);
  return map;
}

export async function withRoles(db: AuthDb, user: UserRow): Promise<UserWithRoles> {
  const [roles, outlet] = await Promise.all([
    rolesOf(db, user.id),
    db.selectFrom('user_sellers').select('seller_id').where('user_id', '=', user.id).executeTakeFirst(),
  ]);
  return { ...user, roles, outletId: outlet?.seller_id ?? null };
}

export async function replaceRoles(db: AuthDb, userId: string, roles: readonly string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roles.length)
    await db
      .insertInto('user_roles')
      .values([...new Set(roles)].map((role) => ({ user_id: userId, role })))
      .execute();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
