import type { RateLimit } from '../../db/rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Throttles on the account endpoints anyone can call, counted in the
 * database (`rate_limits`, fixed windows) so every server process shares them
 * and a restart does not reset them. Per client address and per email
 * address (a mail sent to an account counts against who asked, not the
 * account); over a limit the answer is TOO_MANY_REQUESTS with HTTP 429 and
 * Retry-After. The per-email sign-in lock (bruteForce.ts) stays as it was.
 */
export const AUTH_LIMITS = {
  /** Self sign-ups from one address: each makes an account and mails a link. */
  signUpsPerIp: { name: 'sign-up-ip', limit: 10, windowMs: HOUR },
  /** Sign-up attempts naming one email address. */
  signUpsPerAddress: { name: 'sign-up-address', limit: 5, windowMs: HOUR },
  /** Failed sign-ins from one address, whatever the email (password spraying); a success is not counted. */
  signInFailuresPerIp: { name: 'sign-in-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Password-reset mails asked from one address, whatever the email: the requester pays, never the target (issue 42). */
  resetMailsPerIp: { name: 'reset-mail-ip', limit: 20, windowMs: HOUR },
  /** Sign-in links asked from one address, whatever the email (signInLinks.ts); likewise never per target. */
  signInLinksPerIp: { name: 'sign-in-link-ip', limit: 10, windowMs: HOUR },
  /** Verification mails asked for again by a signed-in account. */
  verifyMailsPerAddress: { name: 'verify-mail-address', limit: 5, windowMs: HOUR },
  verifyMailsPerIp: { name: 'verify-mail-ip', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** The sign-in screens read this code to show the message of Firebase's auth/too-many-requests. */
export const AUTH_THROTTLED = { authCode: 'auth/too-many-requests' } as const;
