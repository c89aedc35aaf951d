import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { passwordSchema } from '../../../shared/validation/user';
import { profileSchema } from '../../../shared/validation/iam';
import type { Language } from '../../../shared/i18n';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validate';
import type { Logger } from '../../lib/logger';
import { publicOrigin } from '../../lib/publicOrigin';
import { writeAudit } from '../../db/audit';
import { deliverOutbox, queueMail } from '../mail/mailer';
import { composeMail, type MailKind } from '../mail/templates';
import { storeAvatars } from './avatars';
import { hashPassword } from './password';
import { endAllSessions } from './session';
import { clearGuesses } from './accountGuesses';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { AUTH_LIMITS, AUTH_THROTTLED } from './throttles';
import type { AccountTokenPurpose } from '../../db/tables/auth';
import { hashRefreshToken, newRefreshToken } from './tokens';
import { findUserByEmail, findUserById, normalizeEmail, withRoles } from './users.repository';
import { type UserRow, type UserWithRoles } from '../../db/tables/auth';
import type { UploadedFile } from './presenter';
import { fileStoreFor } from '../../lib/files/fileStore';

export interface AccountDeps {
  db: Db;
  config: Config;
  logger: Logger;
  req: Request;
  /** For the throttles' HTTP 429 (the GraphQL context has it). */
  res?: Response;
  t: TFunction;
  language: Language;
}

// How long a mailed link works. An invitation's set-password link lasts
// longer than a reset link: the invitee may open it days later.
export const TOKEN_TTL_MS: Record<AccountTokenPurpose | 'invitation', number> = {
  verifyEmail: 3 * 86_400_000,
  resetPassword: 2 * 3_600_000,
  // A sign-in link (signInLinks.ts) opens a session at once: short.
  signInLink: 10 * 60_000,
  invitation: 7 * 86_400_000,
};

/**
 * A password-reset request answers no sooner than this after its throttles
 * passed, whether or not the address has an account: the mail for a known
 * one (a transaction of four writes) is written inside this time, so the
 * answer's timing does not tell a registered address from an unknown one.
 */
export const PASSWORD_RESET_ANSWER_MS = 250;

export const badLink = () => new AppError('BAD_USER_INPUT', 'auth.codes.expired-action-code', {}, { authCode: 'auth/expired-action-code' });

/**
 * A one-time token for a mailed link; only its hash is stored. Earlier unused tokens of that purpose stop working,
 * unless `keepEarlier` (sign-in links: a stranger asking for one must not end the owner's).
 */
export async function createAccountToken(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
  { keepEarlier = false } = {},
): Promise<string> {
  const { token, hash } = newRefreshToken();
  const now = new Date();
  if (!keepEarlier)
    await db
      .updateTable('account_tokens')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  await db
    .insertInto('account_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      purpose,
      token_hash: hash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export async function findUsableToken(db: Db, token: string, purpose: AccountTokenPurpose) {
  const row = await db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hashRefreshToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && !row.used_at && row.expires_at > new Date().toISOString() ? row : undefined;
}

export async function consumeAccountToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<UserRow> {
  const now = new Date().toISOString();
  const row = await findUsableToken(db, token, purpose);
  if (!row) throw badLink();
  const claimed = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw badLink();
  const user = await findUserById(db, row.user_id);
  if (!user) throw badLink();
  return user;
}

/** A link in a mail: always on the configured public origin, whatever Host the request named (issue 30). */
export function linkFor(deps: Pick<AccountDeps, 'config' | 'language'>, route: string, token: string): string {
  return `${publicOrigin(deps.config)}/${deps.language}/auth/${route}?token=${encodeURIComponent(token)}`;
}

export const nameOf = (user: UserRow) => [user.first_name, user.last_name].filter(Boolean).join(' ');

/** Queues a mail with a one-time link, in the given transaction. */
export async function mailAccountLink(
  db: Db,
  deps: Pick<AccountDeps, 'config' | 'language' | 't'>,
  user: UserRow,
  kind: Exclude<MailKind, 'welcome'>,
): Promise<void> {
  const purpose: AccountTokenPurpose = kind === 'verifyEmail' ? 'verifyEmail' : 'resetPassword';
  const token = await createAccountToken(db, user.id, purpose, TOKEN_TTL_MS[kind]);
  const link = linkFor(deps, kind === 'verifyEmail' ? 'verify-email' : 'password-reset', token);
  await queueMail(db, composeMail(deps.t, kind, user.email, { link, name: nameOf(user) }));
}

export function afterCommit(deps: AccountDeps): void {
  void deliverOutbox(deps).catch((err: unknown) => deps.logger.error({ err }, 'outbox delivery failed'));
}

/** "Send the verification mail again", throttled per address and per client address. */
export async function resendVerificationEmail(deps: AccountDeps, user: UserRow): Promise<void> {
  await enforceRateLimit(
    deps.db,
    deps.res,
    AUTH_LIMITS.verifyMailsPerIp,
    clientAddress(deps.req),
    'auth.codes.too-many-emails',
    AUTH_THROTTLED,
  );
  await enforceRateLimit(
    deps.db,
    deps.res,
    AUTH_LIMITS.verifyMailsPerAddress,
    normalizeEmail(user.email),
    'auth.codes.too-many-emails',
    AUTH_THROTTLED,
  );
  await sendVerificationEmail(deps, user);
}

export async function sendVerificationEmail(deps: AccountDeps, user: UserRow): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await mailAccountLink(trx, deps, user, 'verifyEmail');
    await writeAudit(trx, { entityName: 'auth', entityId: user.id, action: 'sendVerificationEmail', actor: user });
  });
  afterCommit(deps);
}

/**
 * Always answers the same, after the same time, whether or not the address
 * has an account, so the form cannot be used to find out who is registered
 * (docs/decisions.md). Throttled per client address, the requester: a cap per
 * email address let a stranger spend the owner's mails (issue 42 point 4).
 */
export async function sendPasswordResetEmail(deps: AccountDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await enforceRateLimit(
    deps.db,
    deps.res,
    AUTH_LIMITS.resetMailsPerIp,
    clientAddress(deps.req),
    'auth.codes.too-many-emails',
    AUTH_THROTTLED,
  );
  await answerAfterFixedTime(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.disabled || user.user_type === 'client') return;
    await deps.db.transaction().execute(async (trx) => {
      await mailAccountLink(trx, deps, user, 'resetPassword');
      await writeAudit(trx, { entityName: 'auth', entityId: user.id, action: 'sendPasswordResetEmail', values: { email } });
    });
    afterCommit(deps);
  });
}

/** Runs `work` and answers no sooner than PASSWORD_RESET_ANSWER_MS after it began, whatever it found. */
export async function answerAfterFixedTime(work: () => Promise<void>): Promise<void> {
  const answerAt = Date.now() + PASSWORD_RESET_ANSWER_MS;
  try {
    await work();
  } finally {
    const wait = answerAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export async function sendWelcomeEmail(
  deps: AccountDeps,
  actor: UserRow,
  rawEmail: string,
  name: string | null | undefined,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await deps.db.transaction().execute(async (trx) => {
    await queueMail(
      trx,
      composeMail(deps.t, 'welcome', email, { link: `${publicOrigin(deps.config)}/${deps.language}/auth/signin`, name: name ?? '' }),
    );
    await writeAudit(trx, { entityName: 'auth', entityId: null, action: 'sendWelcomeEmail', actor, values: { email } });
  });
  afterCommit(deps);
}

export async function verifyEmail(deps: AccountDeps, token: string): Promise<UserWithRoles> {
  const user = await deps.db.transaction().execute(async (trx) => {
    const found = await consumeAccountToken(trx, token, 'verifyEmail');
    await trx.updateTable('users').set({ email_verified: 1, updated_at: new Date().toISOString() }).where('id', '=', found.id).execute();
    await writeAudit(trx, {
      entityName: 'user',
      entityId: found.id,
      action: 'verifyEmail',
      actor: found,
      values: { before: { emailVerified: found.email_verified === 1 }, after: { emailVerified: true } },
    });
    return found;
  });
  return withRoles(deps.db, { ...user, email_verified: 1 });
}

/** Sets a new password from a mailed link (reset or invitation); ends every session of the account. */
export async function passwordReset(deps: AccountDeps, token: string, rawPassword: unknown): Promise<void> {
  const password = parseInput(passwordSchema, rawPassword);
  // A link that cannot work is refused before the (deliberately slow) hashing: made-up tokens cost no CPU.
  if (!(await findUsableToken(deps.db, token, 'resetPassword'))) throw badLink();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const user = await consumeAccountToken(trx, token, 'resetPassword');
    const now = new Date().toISOString();
    // The link arrived by mail: following it proves the address too.
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified: 1, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    // Every session of the account ends now: refresh tokens revoked, access tokens refused on their next request.
    await endAllSessions(trx, [user.id], new Date(now));
    // Whoever holds the mailed link owns the account: its failed sign-ins no longer make it wait.
    await clearGuesses(trx, normalizeEmail(user.email));
    await writeAudit(trx, { entityName: 'user', entityId: user.id, action: 'passwordReset', actor: user });
  });
}

export async function updateProfile(deps: AccountDeps, user: UserWithRoles, raw: unknown): Promise<UserWithRoles> {
  const input = parseInput(profileSchema, raw);
  const current = JSON.parse(user.avatars) as UploadedFile[];
  const avatars =
    input.avatars === undefined
      ? current
      : await storeAvatars(fileStoreFor(deps.config), `user/avatars/profile/${user.id}`, input.avatars, current);
  const next = {
    first_name: input.firstName === undefined ? user.first_name : input.firstName,
    last_name: input.lastName === undefined ? user.last_name : input.lastName,
    phone_number: input.phoneNumber === undefined ? user.phone_number : input.phoneNumber,
    id_number: input.idNumber === undefined ? user.id_number : input.idNumber,
    user_category: input.userCategory === undefined ? user.user_category : input.userCategory,
    avatars: JSON.stringify(avatars),
    updated_at: new Date().toISOString(),
    updated_by: user.id,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set(next).where('id', '=', user.id).execute();
    await writeAudit(trx, {
      entityName: 'user',
      entityId: user.id,
      action: 'updateProfile',
      actor: user,
      values: {
        before: {
          firstName: user.first_name,
          lastName: user.last_name,
          phoneNumber: user.phone_number,
          avatars: current.map((a) => a.name),
        },
        after: {
          firstName: next.first_name,
          lastName: next.last_name,
          phoneNumber: next.phone_number,
          avatars: avatars.map((a) => a.name),
        },
      },
    });
  });
  return { ...user, ...next };
}
