import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { signUpSchema } from '../../../shared/validation/user';
import { parseInput } from '../../graphql/validate';
import { writeAudit } from '../audit/writer';
import { assertNotLocked, attemptKey, clearFailures, recordFailure } from './bruteForce';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { clearRefreshCookie, secretOf, setRefreshCookie } from './session';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN, signAccessToken } from './tokens';
import type { UserType } from './tables';
import { findUserByEmail, findUserById, normalizeEmail, withRoles, type UserRow, type UserWithRoles } from './users.repository';

export interface AuthDeps {
  db: Db;
  config: Config;
  res: Response;
  /** For the brute-force counter (email + client address). */
  req?: Request;
}

export interface SignedIn {
  token: string;
  user: UserWithRoles;
}

const BACKOFFICE_USER_TYPES: readonly UserType[] = ['admin', 'seller'];
const credentialsError = () => new AppError('UNAUTHENTICATED', 'auth.codes.wrong-password', {}, { authCode: 'auth/wrong-password' });
const sessionError = () => new AppError('UNAUTHENTICATED', 'auth.codes.session-expired', {}, { authCode: 'auth/session-expired' });

/**
 * Email and password sign-in for back-office users (admins and sellers).
 * Unknown email, wrong password and member (client) accounts get the same
 * answer after the same amount of work.
 */
export async function signIn(deps: AuthDeps, input: { email: string; password: string; rememberMe: boolean; userTypes?: readonly UserType[] }): Promise<SignedIn> {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  const attempts = attemptKey(email, deps.req?.ip);
  await assertNotLocked(db, attempts, deps.res);
  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  // The member modal narrows this to admins (public-site §4); the back-office takes admins and sellers.
  if (!user || !user.password_hash || !passwordOk || !(input.userTypes ?? BACKOFFICE_USER_TYPES).includes(user.user_type)) {
    await recordFailure(db, attempts);
    await writeAudit(db, { entityName: 'auth', entityId: user?.id ?? null, action: 'signInFailed', values: { email } });
    throw credentialsError();
  }
  if (user.disabled) {
    await writeAudit(db, { entityName: 'auth', entityId: user.id, action: 'signInFailed', values: { email, reason: 'disabled' } });
    throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
  }
  await clearFailures(db, attempts);
  const token = await startSession(deps, user, input.rememberMe);
  await writeAudit(db, { entityName: 'auth', entityId: user.id, action: 'signIn', actor: { id: user.id, email: user.email } });
  return { token, user: await withRoles(db, user) };
}

/** Self sign-up: an admin-type account with no roles (pending permissions) until granted. */
export async function signUp(deps: AuthDeps, raw: unknown): Promise<SignedIn> {
  const input = parseInput(signUpSchema, raw);
  const { db } = deps;
  if (await findUserByEmail(db, input.email)) throw new AppError('BAD_USER_INPUT', 'auth.codes.email-already-in-use', {}, { authCode: 'auth/email-already-in-use' });
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    email: input.email,
    password_hash: passwordHash,
    first_name: input.firstName ?? null,
    last_name: input.lastName ?? null,
    phone_number: null,
    avatars: '[]',
    user_type: 'admin',
    disabled: 0,
    email_verified: 0,
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await writeAudit(trx, { entityName: 'user', entityId: user.id, action: 'create', actor: { id: user.id, email: user.email }, values: { email: user.email, source: 'signUp' } });
  });
  const token = await startSession(deps, user, false);
  return { token, user: { ...user, roles: [], outletId: null } };
}

/** Issues the refresh cookie and answers an access token (also used by modules/members after a phone code). */
export async function startSession(deps: AuthDeps, user: UserRow, persistent: boolean): Promise<string> {
  await issueRefreshToken(deps, user.id, randomUUID(), persistent);
  return signAccessToken(secretOf(deps.config), user.id);
}

async function issueRefreshToken(deps: AuthDeps, userId: string, familyId: string, persistent: boolean): Promise<void> {
  const { token, hash } = newRefreshToken();
  const now = new Date();
  const lifetimeMs = persistent ? REFRESH_TOKEN.persistentDays * 86_400_000 : REFRESH_TOKEN.sessionHours * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await deps.db
    .insertInto('refresh_tokens')
    .values({ id: randomUUID(), user_id: userId, family_id: familyId, token_hash: hash, persistent: persistent ? 1 : 0, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), used_at: null, revoked_at: null })
    .execute();
  setRefreshCookie(deps.res, deps.config, token, persistent, expiresAt);
}

/**
 * Trades a refresh token for a new access token and a new refresh token of the
 * same family. A token used again after the grace window means it was stolen:
 * the family is revoked.
 */
export async function refresh(deps: AuthDeps, presented: string | undefined): Promise<SignedIn> {
  const { db } = deps;
  if (!presented) throw sessionError();
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashRefreshToken(presented)).executeTakeFirst();
  if (!row) throw sessionError();
  const now = new Date();
  const justRotated = row.used_at !== null && !row.revoked_at && now.getTime() - Date.parse(row.used_at) <= REFRESH_TOKEN.reuseGraceSeconds * 1000;
  if ((row.used_at && !justRotated) || row.revoked_at) {
    await revokeFamily(db, row.family_id, now);
    await writeAudit(db, { entityName: 'auth', entityId: row.user_id, action: 'refreshTokenReuse', values: { familyId: row.family_id } });
    clearRefreshCookie(deps.res, deps.config);
    throw sessionError();
  }
  if (row.expires_at <= now.toISOString()) throw sessionError();
  const user = await findUserById(db, row.user_id);
  if (!user || user.disabled) {
    await revokeFamily(db, row.family_id, now);
    clearRefreshCookie(deps.res, deps.config);
    throw user ? new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' }) : sessionError();
  }
  // A concurrent request that claimed the token first rotated it just now: inside the grace window too.
  if (!justRotated) await db.updateTable('refresh_tokens').set({ used_at: now.toISOString() }).where('id', '=', row.id).where('used_at', 'is', null).execute();
  await issueRefreshToken(deps, user.id, row.family_id, row.persistent === 1);
  return { token: await signAccessToken(secretOf(deps.config), user.id), user: await withRoles(db, user) };
}

export async function signOut(deps: AuthDeps, presented: string | undefined): Promise<void> {
  if (presented) {
    const row = await deps.db.selectFrom('refresh_tokens').select(['family_id', 'user_id']).where('token_hash', '=', hashRefreshToken(presented)).executeTakeFirst();
    if (row) {
      await revokeFamily(deps.db, row.family_id, new Date());
      await writeAudit(deps.db, { entityName: 'auth', entityId: row.user_id, action: 'signOut' });
    }
  }
  clearRefreshCookie(deps.res, deps.config);
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now.toISOString() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}
