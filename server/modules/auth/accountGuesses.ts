import type { Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { readCookie } from '../../lib/cookies';
import { forceHttpStatus } from '../../lib/httpStatus';
import { AppError } from '../../graphql/errors';
import { secretOf } from './session';

// Password guesses per account, from every address together (issue 30; docs/decisions.md "Password guesses per
// account"). The per-address throttles let 20 addresses × 10 tries = 200 guesses through, and the right password
// still worked. Now, past ACCOUNT_GUESSES.free failures on an account, each next attempt waits: 1 s, then twice as
// long after each failure, up to 15 minutes, and attempts inside the wait are refused before any password is
// hashed. A wait, not a lock: nobody can shut the owner out for good, and the owner's own browser is not held
// at all: a successful sign-in leaves a signed cookie naming the account (a known device), and a known device
// skips the wait (it still meets the per-address throttles). A password reset also clears the count.

export const ACCOUNT_GUESSES = {
  /** Failures (any address) before waits start: a person mistyping gets these for free. */
  free: 10,
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  /** A day without failures forgets them. */
  forgetAfterMs: 24 * 3_600_000,
} as const;

/** How long the account waits after its `failures`-th failure. */
export function waitAfter(failures: number): number {
  if (failures < ACCOUNT_GUESSES.free) return 0;
  return Math.min(ACCOUNT_GUESSES.firstWaitMs * 2 ** (failures - ACCOUNT_GUESSES.free), ACCOUNT_GUESSES.maxWaitMs);
}

const DEVICE = { cookie: 'aqua_dev', typ: 'device+jwt', days: 365 } as const;
const key = (config: Config) => new TextEncoder().encode(`device:${secretOf(config)}`);

/** After a successful sign-in: this browser is a known device of the account. */
export async function rememberDevice(res: Response, config: Config, userId: string): Promise<void> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: DEVICE.typ })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE.days}d`)
    .sign(key(config));
  res.cookie(DEVICE.cookie, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
    path: '/graphql',
    expires: new Date(Date.now() + DEVICE.days * 86_400_000),
  });
}

/** True when the request comes from a known device of this account. */
export async function isKnownDevice(req: Request | undefined, config: Config, userId: string | undefined): Promise<boolean> {
  const token = readCookie(req?.headers.cookie, DEVICE.cookie);
  if (!token || !userId) return false;
  try {
    const { payload } = await jwtVerify(token, key(config), { algorithms: ['HS256'], typ: DEVICE.typ });
    return payload.sub === userId;
  } catch {
    return false;
  }
}

/**
 * Takes the account's next attempt, or refuses with 429 and Retry-After while it must wait. One atomic update
 * claims the attempt, so of several arriving together when the wait ends only one goes on to the password.
 */
export async function takeAccountAttempt(db: Db, email: string, res: Response | undefined, now = new Date()): Promise<void> {
  const row = await db.selectFrom('sign_in_delays').selectAll().where('email', '=', email).executeTakeFirst();
  if (!row || row.failures < ACCOUNT_GUESSES.free || forgotten(row.last_failed_at, now)) return;
  const claimed = await db
    .updateTable('sign_in_delays')
    .set({ next_attempt_at: new Date(now.getTime() + waitAfter(row.failures)).toISOString() })
    .where('email', '=', email)
    .where('next_attempt_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return;
  const next = await db.selectFrom('sign_in_delays').select('next_attempt_at').where('email', '=', email).executeTakeFirst();
  const retryAfter = Math.max(1, Math.ceil((new Date(next?.next_attempt_at ?? now).getTime() - now.getTime()) / 1000));
  if (res) forceHttpStatus(res, 429, { 'Retry-After': String(retryAfter) });
  throw new AppError('TOO_MANY_REQUESTS', 'auth.codes.too-many-requests', {}, { authCode: 'auth/too-many-requests', retryAfter });
}

const forgotten = (lastFailedAt: string, now: Date) => new Date(lastFailedAt).getTime() + ACCOUNT_GUESSES.forgetAfterMs <= now.getTime();

/** One more failure on the account (atomic, so concurrent ones all count), and the wait it earns. */
export async function recordAccountFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - ACCOUNT_GUESSES.forgetAfterMs).toISOString();
  const row = await db
    .insertInto('sign_in_delays')
    .values({ email, failures: 1, next_attempt_at: at, last_failed_at: at })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('sign_in_delays.last_failed_at', '<=', forgetBefore)
          .then(1)
          .else(eb('sign_in_delays.failures', '+', 1))
          .end(),
        last_failed_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const wait = waitAfter(row.failures);
  if (wait > 0)
    await db
      .updateTable('sign_in_delays')
      .set({ next_attempt_at: new Date(now.getTime() + wait).toISOString() })
      .where('email', '=', email)
      .execute();
}

/** A right password (or a password reset): the account's count starts again. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_delays').where('email', '=', email).execute();
}
