import type { Db } from '../../db';
import { writeAudit } from '../../db/audit';
import { refundRateLimit } from '../../db/rateLimit';
import { AppError } from '../../graphql/errors';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { queueMail } from '../mail/mailer';
import { composeMail } from '../mail/templates';
import {
  afterCommit,
  answerAfterFixedTime,
  badLink,
  consumeAccountToken,
  createAccountToken,
  linkFor,
  nameOf,
  TOKEN_TTL_MS,
  type AccountDeps,
} from './accounts';
import { rememberDevice } from './accountGuesses';
import { BACKOFFICE_USER_TYPES, startSession, type AuthDeps, type SignedIn } from './commands';
import { AUTH_LIMITS, AUTH_THROTTLED } from './throttles';
import { findUserByEmail, normalizeEmail, withRoles } from './users.repository';
import type { UserRow } from '../../db/tables/auth';

// A way in for a new device that no stranger can shut (issue 42 point 4; OWASP's "Blocking Brute Force Attacks"):
// failed guesses make an account's new devices wait (accountGuesses.ts), and the owner on a new phone met that
// wait. A one-time link mailed to the account signs in whoever opens it and makes that browser a known device.
// A link, not a typed code: a 256-bit token cannot be guessed, so nothing has to be counted per account, where a
// stranger could spend it. What is counted is who asks: links per client address (AUTH_LIMITS.signInLinksPerIp),
// and a wrong link as a failed sign-in of that address. A stranger asking for the owner's link makes no earlier
// link stop working (keepEarlier).

/** A back-office account that has set its password (an invitee uses its invitation); disabled ones are refused apart. */
const takesLinks = (user: UserRow | undefined): user is UserRow =>
  Boolean(user?.password_hash && BACKOFFICE_USER_TYPES.includes(user.user_type));

/** Mails a sign-in link when the address is a back-office account's; answers alike, after the same time, otherwise. */
export async function sendSignInLink(deps: AccountDeps, rawEmail: string): Promise<void> {
  const address = clientAddress(deps.req);
  await enforceRateLimit(deps.db, deps.res, AUTH_LIMITS.signInLinksPerIp, address, 'auth.codes.too-many-emails', AUTH_THROTTLED);
  const email = normalizeEmail(rawEmail);
  await answerAfterFixedTime(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!takesLinks(user) || user.disabled) return;
    await deps.db.transaction().execute(async (trx) => {
      const token = await createAccountToken(trx, user.id, 'signInLink', TOKEN_TTL_MS.signInLink, { keepEarlier: true });
      await queueMail(
        trx,
        composeMail(deps.t, 'signInLink', user.email, { link: linkFor(deps, 'signin-link', token), name: nameOf(user) }),
      );
      await writeAudit(trx, { entityName: 'auth', entityId: user.id, action: 'sendSignInLink', values: { email, address } });
    });
    afterCommit(deps);
  });
}

/** Opens a session with a mailed link (once, within its ten minutes); the browser becomes a known device of the account. */
export async function signInWithLink(deps: AuthDeps & { db: Db }, token: string, rememberMe: boolean): Promise<SignedIn> {
  const { db } = deps;
  const address = clientAddress(deps.req);
  const hit = await enforceRateLimit(
    db,
    deps.res,
    AUTH_LIMITS.signInFailuresPerIp,
    address,
    'auth.codes.too-many-requests',
    AUTH_THROTTLED,
  );
  const user = await consumeAccountToken(db, token, 'signInLink').catch(async (err: unknown) => {
    await writeAudit(db, { entityName: 'auth', entityId: null, action: 'signInLinkFailed', values: { address } });
    throw err;
  });
  if (!takesLinks(user)) throw badLink();
  if (user.disabled) throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
  await refundRateLimit(db, AUTH_LIMITS.signInFailuresPerIp, address, hit);
  await rememberDevice(deps.res, deps.config, user.id);
  const session = await startSession(deps, user, rememberMe);
  await writeAudit(db, {
    entityName: 'auth',
    entityId: user.id,
    action: 'signIn',
    actor: { id: user.id, email: user.email },
    values: { method: 'link' },
  });
  return { token: session, user: await withRoles(db, user) };
}
