import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { signUpSchema } from '../../../shared/validation/user';
import { parseInput } from '../../graphql/validate';
import { writeAudit } from '../../db/audit';
import { refundRateLimit } from '../../db/rateLimit';
import { assertNotLocked, attemptKey, clearFailures, recordFailure } from './bruteForce';
import { clearGuesses, isKnownDevice, recordGuessFailure, rememberDevice, takeGuess } from './accountGuesses';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { bearerTokenOf, clearRefreshCookie, secretOf, setRefreshCookie } from './session';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { AUTH_LIMITS, AUTH_THROTTLED } from './throttles';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN, signAccessToken, verifyAccessToken } from './tokens';
import type { RefreshTokensTable, UserType } from '../../db/tables/auth';
import { findUserByEmail, findUserById, newUserRow, normalizeEmail, withRoles } from './users.repository';
import { tokenVersionOf, type UserRow, type UserWithRoles } from '../../db/tables/auth';
import type { Selectable } from 'kysely';

export interface AuthDeps {
  db: Db;
  config: Config;
  res: Response;
  /** For the brute-force counter (email + client address) and the throttles (client address). */
  req?: Request;
}

export interface SignedIn {
  token: string;
  user: UserWithRoles;
}

export const BACKOFFICE_USER_TYPES: readonly UserType[] = ['admin', 'seller'];
const credentialsError = () => new AppError('UNAUTHENTICATED', 'auth.codes.wrong-password', {}, { authCode: 'auth/wrong-password' });
const sessionError = () => new AppError('UNAUTHENTICATED', 'auth.codes.session-expired', {}, { authCode: 'auth/session-expired' });

/**
 * Email and password sign-in for back-office users (admins and sellers).
 * Unknown email, wrong password and member (client) accounts get the same
 * answer after the same amount of work. Failures count per email and address
 * (bruteForce.ts), per address across all emails (AUTH_LIMITS): the
 * address's hit is taken before the password is hashed, and given back when
 * the sign-in succeeds; and per account across all addresses, which makes
 * later attempts wait unless they come from a known device (accountGuesses.ts).
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; rememberMe: boolean; userTypes?: readonly UserType[] },
): Promise<SignedIn> {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  const address = clientAddress(deps.req);
  const addressHit = await enforceRateLimit(
    db,
    deps.res,
    AUTH_LIMITS.signInFailuresPerIp,
    address,
    'auth.codes.too-many-requests',
    AUTH_THROTTLED,
  );
  const attempts = attemptKey(email, deps.req?.ip);
  await assertNotLocked(db, attempts, deps.res);
  const user = await findUserByEmail(db, email);
  if (!(await isKnownDevice(deps.req, deps.config, user?.id))) await takeGuess(db, email, deps.res);
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  // The member modal narrows this to admins (public-site §4); the back-office takes admins and sellers.
  if (!user || !user.password_hash || !passwordOk || !(input.userTypes ?? BACKOFFICE_USER_TYPES).includes(user.user_type)) {
    await recordFailure(db, attempts);
    await recordGuessFailure(db, email);
    await writeAudit(db, { entityName: 'auth', entityId: user?.id ?? null, action: 'signInFailed', values: { email } });
    throw credentialsError();
  }
  if (user.disabled) {
    await writeAudit(db, { entityName: 'auth', entityId: user.id, action: 'signInFailed', values: { email, reason: 'disabled' } });
    throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
  }
  await clearFailures(db, attempts);
  await clearGuesses(db, email);
  await refundRateLimit(db, AUTH_LIMITS.signInFailuresPerIp, address, addressHit);
  await rememberDevice(deps.res, deps.config, user.id);
  const token = await startSession(deps, user, input.rememberMe);
  await writeAudit(db, { entityName: 'auth', entityId: user.id, action: 'signIn', actor: { id: user.id, email: user.email } });
  return { token, user: await withRoles(db, user) };
}

/**
 * Self sign-up: an admin-type account with no roles (pending permissions)
 * until granted. Throttled per client address and per email address before
 * any password is hashed.
 */
export async function signUp(deps: AuthDeps, raw: unknown): Promise<SignedIn> {
  const { db } = deps;
  await enforceRateLimit(db, deps.res, AUTH_LIMITS.signUpsPerIp, clientAddress(deps.req), 'auth.codes.too-many-sign-ups', AUTH_THROTTLED);
  const input = parseInput(signUpSchema, raw);
  await enforceRateLimit(db, deps.res, AUTH_LIMITS.signUpsPerAddress, input.email, 'auth.codes.too-many-sign-ups', AUTH_THROTTLED);
  if (await findUserByEmail(db, input.email))
    throw new AppError('BAD_USER_INPUT', 'auth.codes.email-already-in-use', {}, { authCode: 'auth/email-already-in-use' });
  const user = newUserRow(input.email, {
    password_hash: await hashPassword(input.password),
    first_name: input.firstName ?? null,
    last_name: input.lastName ?? null,
  });
  await insertOwnAccount(db, user, 'signUp');
  const token = await startSession(deps, user, false);
  return { token, user: { ...user, roles: [], outletId: null } };
}

/** An account a person made for themselves (a sign-up, a first social sign-in): its row and its audit, the person as the actor. */
export async function insertOwnAccount(db: Db, user: UserRow, source: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await writeAudit(trx, {
      entityName: 'user',
      entityId: user.id,
      action: 'create',
      actor: { id: user.id, email: user.email },
      values: { email: user.email, source },
    });
  });
}

/** Issues the refresh cookie and answers an access token (also used by modules/members after a phone code). */
export async function startSession(deps: AuthDeps, user: UserRow, persistent: boolean): Promise<string> {
  const familyId = randomUUID();
  const issued = await insertRefreshToken(deps.db, user, familyId, persistent);
  setRefreshCookie(deps.res, deps.config, issued.token, persistent, issued.expiresAt);
  return signAccessToken(secretOf(deps.config), user.id, { tokenVersion: tokenVersionOf(user), sessionId: familyId });
}

/** A new refresh token of the family, under the account's token version as read (a bump since makes it worthless). */
async function insertRefreshToken(
  db: Db,
  user: UserRow,
  familyId: string,
  persistent: boolean,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newRefreshToken();
  const now = new Date();
  const lifetimeMs = persistent ? REFRESH_TOKEN.persistentDays * 86_400_000 : REFRESH_TOKEN.sessionHours * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: user.id,
      family_id: familyId,
      token_hash: hash,
      persistent: persistent ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
      revoked_at: null,
      token_version: tokenVersionOf(user),
      retried_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** A family is revoked as a whole (sign-out, reuse, password reset, disabling): one revoked token ends it. */
async function familyRevoked(db: Db, familyId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
  );
}

/**
 * Trades a refresh token for a new access token and a new refresh token of the
 * same family. A token already rotated may be presented once more within the
 * grace window (a reload or second tab raced the rotation, or its answer was
 * lost) and gets a sibling; any other reuse means it was stolen: the family is
 * revoked. A token issued before the account's sessions were ended is refused.
 */
export async function refresh(deps: AuthDeps, presented: string | undefined): Promise<SignedIn> {
  const { db } = deps;
  if (!presented) throw sessionError();
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashRefreshToken(presented)).executeTakeFirst();
  if (!row) throw sessionError();
  const now = new Date();
  // A token minted into a family while it was being revoked (a racing retry) is revoked with it.
  if (row.revoked_at || (await familyRevoked(db, row.family_id))) return reuseDetected(deps, row, now);
  if (row.expires_at <= now.toISOString()) throw sessionError();
  const user = await findUserById(db, row.user_id);
  if (!user || user.disabled || tokenVersionOf(user) !== row.token_version) {
    await revokeFamily(db, row.family_id, now);
    clearRefreshCookie(deps.res, deps.config);
    throw user?.disabled
      ? new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' })
      : sessionError();
  }
  // First use: claim the token. A concurrent request that claimed it first makes this one its retry.
  const claimed =
    row.used_at === null &&
    Number(
      (
        await db
          .updateTable('refresh_tokens')
          .set({ used_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  if (!claimed) {
    // The one retry: rotated within the grace window, not retried before, not revoked since (one atomic claim, so
    // two retries racing each other cannot both win).
    const rotatedSince = new Date(now.getTime() - REFRESH_TOKEN.reuseGraceSeconds * 1000).toISOString();
    const retry = await db
      .updateTable('refresh_tokens')
      .set({ retried_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('retried_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('used_at', '>=', rotatedSince)
      .executeTakeFirst();
    if (Number(retry.numUpdatedRows) !== 1) return reuseDetected(deps, row, now);
  }
  const issued = await insertRefreshToken(db, user, row.family_id, row.persistent === 1);
  // Reuse detected by a racing request while this one was rotating: the new token dies with its family, unsent.
  if (await familyRevoked(db, row.family_id)) return reuseDetected(deps, row, now);
  setRefreshCookie(deps.res, deps.config, issued.token, row.persistent === 1, issued.expiresAt);
  const token = await signAccessToken(secretOf(deps.config), user.id, { tokenVersion: tokenVersionOf(user), sessionId: row.family_id });
  return { token, user: await withRoles(db, user) };
}

/** A refresh token presented when it must not be: the whole family ends, audited. */
async function reuseDetected(deps: AuthDeps, row: Selectable<RefreshTokensTable>, now: Date): Promise<never> {
  await revokeFamily(deps.db, row.family_id, now);
  await writeAudit(deps.db, {
    entityName: 'auth',
    entityId: row.user_id,
    action: 'refreshTokenReuse',
    values: { familyId: row.family_id },
  });
  clearRefreshCookie(deps.res, deps.config);
  throw sessionError();
}

/**
 * Ends the session the request names: the refresh cookie's family, and the access token's (claim `sid`), so a
 * client without the cookie (an API client, a browser that blocks it) signs out too (issue 42 point 11).
 */
export async function signOut(deps: AuthDeps, presented: string | undefined): Promise<void> {
  const sessions = new Map<string, string>();
  if (presented) {
    const row = await deps.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'user_id'])
      .where('token_hash', '=', hashRefreshToken(presented))
      .executeTakeFirst();
    if (row) sessions.set(row.family_id, row.user_id);
  }
  const bearer = deps.req && bearerTokenOf(deps.req);
  const claims = bearer ? await verifyAccessToken(secretOf(deps.config), bearer) : undefined;
  if (claims?.sessionId) {
    // Only a family of the token's own account: a valid token names its session, never another's.
    const owned = await deps.db
      .selectFrom('refresh_tokens')
      .select('user_id')
      .where('family_id', '=', claims.sessionId)
      .where('user_id', '=', claims.userId)
      .limit(1)
      .executeTakeFirst();
    if (owned) sessions.set(claims.sessionId, owned.user_id);
  }
  const now = new Date();
  for (const [familyId, userId] of sessions) {
    await revokeFamily(deps.db, familyId, now);
    await writeAudit(deps.db, { entityName: 'auth', entityId: userId, action: 'signOut' });
  }
  clearRefreshCookie(deps.res, deps.config);
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
