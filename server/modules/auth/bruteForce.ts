import type { Response } from 'express';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { forceHttpStatus } from '../../lib/httpStatus';

// After 10 failed sign-ins for one email from one address, sign-in is refused
// until the window that started with the first failure has passed. Counters
// are database rows, so a restart does not reset them and every server process shares them.
export const SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;

export function attemptKey(email: string, ip: string | undefined): string {
  return `${email}|${ip ?? '-'}`;
}

export async function assertNotLocked(db: Db, key: string, res: Response | undefined, now = new Date()): Promise<void> {
  const row = await db.selectFrom('sign_in_attempts').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || row.failures < SIGN_IN_LIMIT.failures) return;
  const until = new Date(row.window_started_at).getTime() + SIGN_IN_LIMIT.windowMs;
  if (until <= now.getTime()) return;
  const retryAfter = Math.ceil((until - now.getTime()) / 1000);
  if (res) forceHttpStatus(res, 429, { 'Retry-After': String(retryAfter) });
  throw new AppError('TOO_MANY_REQUESTS', 'auth.codes.too-many-requests', {}, { authCode: 'auth/too-many-requests', retryAfter });
}

/** One atomic upsert: concurrent failures from several server processes all count. */
export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const started = now.toISOString();
  // A window that started at or before this instant has run out (ISO text compares in time order).
  const expiredBefore = new Date(now.getTime() - SIGN_IN_LIMIT.windowMs).toISOString();
  await db
    .insertInto('sign_in_attempts')
    .values({ key, failures: 1, window_started_at: started })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('sign_in_attempts.window_started_at', '<=', expiredBefore);
        return {
          failures: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('sign_in_attempts.failures', '+', 1))
            .end(),
          window_started_at: eb.case().when(expired).then(started).else(eb.ref('sign_in_attempts.window_started_at')).end(),
        };
      }),
    )
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', '=', key).execute();
}
