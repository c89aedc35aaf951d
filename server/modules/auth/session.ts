import type { Request, Response } from 'express';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { readCookie } from '../../lib/cookies';
import { verifyAccessToken, REFRESH_TOKEN } from './tokens';
import { withRoles } from './users.repository';
import { tokenVersionOf, type UserWithRoles } from '../../db/tables/auth';

export interface RequestAuth {
  user: UserWithRoles | null;
  authProblem: 'invalid' | 'disabled' | null;
}

/** A bearer token's account, and when the token expires (ms since the epoch): a long-lived stream ends then. */
export interface BearerAuth extends RequestAuth {
  expiresAt?: number;
}

/**
 * The user behind a request's bearer token, read fresh from the database on
 * every request so a disabled account is locked out at once, a token minted
 * before the account's sessions were ended (its `ver` is behind the account's
 * token version) is refused at once, and so is one whose session was signed
 * out (its refresh-token family revoked). The session's state comes in the
 * same query as the user's row: one indexed lookup (refresh_tokens_family)
 * more in a read every request makes anyway.
 */
export async function authenticateRequest(db: Db, config: Config, req: Request): Promise<RequestAuth> {
  const token = bearerTokenOf(req);
  return token ? authenticateBearer(db, config, token) : { user: null, authProblem: null };
}

/** The token of `Authorization: Bearer <token>`; never a cookie or the URL. */
export function bearerTokenOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

/** authenticateRequest for a token in hand: a stream checks its token again while it stays open. */
export async function authenticateBearer(db: Db, config: Config, token: string): Promise<BearerAuth> {
  const claims = await verifyAccessToken(secretOf(config), token);
  if (!claims) return { user: null, authProblem: 'invalid' };
  const { sessionId } = claims;
  const found = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            // A token without a session names none ('' is no family id).
            .where('refresh_tokens.family_id', '=', sessionId ?? '')
            .where('refresh_tokens.revoked_at', 'is not', null),
        )
        .as('session_ended'),
    )
    .where('users.id', '=', claims.userId)
    .executeTakeFirst();
  if (!found) return { user: null, authProblem: 'invalid' };
  const { session_ended: sessionEnded, ...row } = found;
  if (row.disabled) return { user: null, authProblem: 'disabled' };
  // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
  if (claims.tokenVersion !== tokenVersionOf(row) || Boolean(sessionEnded)) return { user: null, authProblem: 'invalid' };
  return { user: await withRoles(db, row), authProblem: null, expiresAt: claims.expiresAt };
}

/**
 * Ends every session of these accounts at once, in the caller's transaction:
 * their access tokens stop working on the next request (token version bump)
 * and their refresh tokens are revoked. Password reset and disabling call it.
 */
export async function endAllSessions(db: Db, userIds: readonly string[], now = new Date()): Promise<void> {
  if (!userIds.length) return;
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', 'in', userIds)
    .execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null)
    .execute();
}

export function secretOf(config: Config): string {
  if (!config.jwtSecret) throw new Error('JWT secret is not configured');
  return config.jwtSecret;
}

export function readRefreshCookie(req: Request): string | undefined {
  return readCookie(req.headers.cookie, REFRESH_TOKEN.cookie);
}

export function setRefreshCookie(res: Response, config: Config, token: string, persistent: boolean, expiresAt: Date): void {
  res.cookie(REFRESH_TOKEN.cookie, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
    path: '/graphql',
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export function clearRefreshCookie(res: Response, config: Config): void {
  res.clearCookie(REFRESH_TOKEN.cookie, { httpOnly: true, sameSite: 'strict', secure: config.production, path: '/graphql' });
}
