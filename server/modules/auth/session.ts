import type { Request, Response } from 'express';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { readCookie } from '../../lib/cookies';
import { verifyAccessToken, REFRESH_TOKEN } from './tokens';
import { findUserById, withRoles } from './users.repository';
import { tokenVersionOf, type UserWithRoles } from '../../db/tables/auth';

export interface RequestAuth {
  user: UserWithRoles | null;
  authProblem: 'invalid' | 'disabled' | null;
}

/**
 * The user behind a request's bearer token, read fresh from the database on
 * every request so a disabled account is locked out at once, and a token
 * minted before the account's sessions were ended (its `ver` is behind the
 * account's token version) is refused at once.
 */
export async function authenticateRequest(db: Db, config: Config, req: Request): Promise<RequestAuth> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { user: null, authProblem: null };
  const claims = await verifyAccessToken(secretOf(config), match[1]);
  if (!claims) return { user: null, authProblem: 'invalid' };
  const row = await findUserById(db, claims.userId);
  if (!row) return { user: null, authProblem: 'invalid' };
  if (row.disabled) return { user: null, authProblem: 'disabled' };
  if (claims.tokenVersion !== tokenVersionOf(row)) return { user: null, authProblem: 'invalid' };
  return { user: await withRoles(db, row), authProblem: null };
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
