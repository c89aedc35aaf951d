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
// skips the wait (it still meets the per-address throttles). A password reset also clears the count, and a new
// device has a way in the wait cannot shut: a sign-in link mailed to the account (signInLinks.ts, issue 42).

/**
 * A guess wait: failures of one key (from any address) before waits start, the first wait, doubling after each
 * failure up to the longest, and how long without failures forgets them. One mechanism, two rules: sign-in
 * passwords per account, and the deletion pin per account (issue 42 point 5).
 */
export interface GuessRule {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
  /** The refusal inside the wait: its message key and extensions (Retry-After's seconds are added). */
  refusal: { messageKey: string; extensions: Record<string, unknown> };
}

export const ACCOUNT_GUESSES = {
  /** Failures (any address) before waits start: a person mistyping gets these for free. */
  free: 10,
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  /** A day without failures forgets them. */
  forgetAfterMs: 24 * 3_600_000,
  // The sign-in screen offers a mailed sign-in link on this answer (signInLinks.ts): the wait holds new devices only.
  refusal: { messageKey: 'auth.codes.too-many-requests', extensions: { authCode: 'auth/too-many-requests', signInLink: true } },
} as const satisfies GuessRule;

/** How long the key waits after its `failures`-th failure. */
export function waitAfter(failures: number, rule: GuessRule = ACCOUNT_GUESSES): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.firstWaitMs * 2 ** (failures - rule.free), rule.maxWaitMs);
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
 * Takes the key's next attempt, or refuses with 429 and Retry-After while it must wait. One atomic update claims
 * the attempt, so of several arriving together when the wait ends only one goes on to the check. Keys: a
 * normalised (lower-case) email for sign-in, `PIN:<user id>` for the pin (upper case, so no email collides).
 */
export async function takeGuess(
  db: Db,
  key: string,
  res: Response | undefined,
  rule: GuessRule = ACCOUNT_GUESSES,
  now = new Date(),
): Promise<void> {
  const row = await db.selectFrom('sign_in_delays').selectAll().where('email', '=', key).executeTakeFirst();
  if (!row || row.failures < rule.free || forgotten(row.last_failed_at, rule, now)) return;
  const claimed = await db
    .updateTable('sign_in_delays')
    .set({ next_attempt_at: new Date(now.getTime() + waitAfter(row.failures, rule)).toISOString() })
    .where('email', '=', key)
    .where('next_attempt_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return;
  const next = await db.selectFrom('sign_in_delays').select('next_attempt_at').where('email', '=', key).executeTakeFirst();
  const retryAfter = Math.max(1, Math.ceil((new Date(next?.next_attempt_at ?? now).getTime() - now.getTime()) / 1000));
  if (res) forceHttpStatus(res, 429, { 'Retry-After': String(retryAfter) });
  throw new AppError(
    'TOO_MANY_REQUESTS',
    rule.refusal.messageKey,
    { minutes: Math.ceil(retryAfter / 60) },
    { ...rule.refusal.extensions, retryAfter },
  );
}

const forgotten = (lastFailedAt: string, rule: GuessRule, now: Date) =>
  new Date(lastFailedAt).getTime() + rule.forgetAfterMs <= now.getTime();

/** One more failure of the key (atomic, so concurrent ones all count), and the wait it earns. */
export async function recordGuessFailure(db: Db, key: string, rule: GuessRule = ACCOUNT_GUESSES, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - rule.forgetAfterMs).toISOString();
  const row = await db
    .insertInto('sign_in_delays')
    .values({ email: key, failures: 1, next_attempt_at: at, last_failed_at: at })
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
  const wait = waitAfter(row.failures, rule);
  if (wait > 0)
    await db
      .updateTable('sign_in_delays')
      .set({ next_attempt_at: new Date(now.getTime() + wait).toISOString() })
      .where('email', '=', key)
      .execute();
}

/** A right guess (or a password reset): the key's count starts again. */
export async function clearGuesses(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_delays').where('email', '=', key).execute();
}
