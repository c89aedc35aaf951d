import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import type { Config } from '../../lib/config';
import type { Db } from '../../db';
import { AppError, badInput } from '../../graphql/errors';
import { MEMBER_CODE_LENGTH, maskPhone, type MemberRegistration } from '../../../shared/validation/member';
import { writeAudit } from '../../db/audit';
import { assertNotLocked, attemptKey, recordFailure } from '../auth/bruteForce';
import { forceHttpStatus } from '../../lib/httpStatus';
import { hashPassword } from '../auth/password';
import { signIn, startSession, type SignedIn } from '../auth/commands';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { AUTH_THROTTLED } from '../auth/throttles';
import { findUserByEmail, findUserById, newUserRow, withRoles } from '../auth/users.repository';
import { type UserRow } from '../../db/tables/auth';
import {
  countCodesSince,
  findCode,
  findIdentity,
  identitiesOfMember,
  retireCodes,
  type CodeRow,
  type IdentityWithPhone,
} from './members.repository';
import { newSmsCode, queueSmsWithoutGateway, sendSmsThroughGateway, smsCodeHash, smsCodeMatches } from './sms';

/** Spec §9: six digits. Ten minutes to type it, five tries, five codes an hour per person. */
export const CODE_RULES = { length: MEMBER_CODE_LENGTH, ttlMs: 10 * 60_000, attempts: 5, perHour: 5 } as const;

/**
 * Each code is an SMS someone pays for and a phone someone answers: beyond
 * five an hour per person (CODE_RULES), at most this many requests an hour
 * from one client address (whatever the person), and codes to one phone
 * (whatever the person: a new member's registration names any phone). Counted
 * in `rate_limits`, so every server process shares them.
 */
export const CODE_LIMITS = {
  perIp: { name: 'member-code-ip', limit: 30, windowMs: 3_600_000 },
  perPhone: { name: 'member-code-phone', limit: 5, windowMs: 3_600_000 },
} as const;

export interface MemberDeps {
  db: Db;
  config: Config;
  res: Response;
  req?: Request;
  /** The caller's language: the SMS is written in it. */
  t: TFunction;
}

/** Spec §8: non-admin email sign-in and an unknown phone user get auth/user-not-found. */
const userNotFound = () => new AppError('UNAUTHENTICATED', 'members.errors.userNotFound', {}, { authCode: 'auth/user-not-found' });
const codeExpired = () =>
  badInput('members.errors.codeExpired', {}, { authCode: 'auth/code-expired', fields: { code: 'members.errors.codeExpired' } });

interface StoredRegistration {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

/**
 * Step 1: the people on a membership. Unknown numbers count against the
 * caller's address (the sign-in limit: 10 per 15 minutes), so membership
 * numbers cannot be walked.
 */
export async function memberFinder(deps: MemberDeps, memberId: string): Promise<IdentityWithPhone[]> {
  const key = attemptKey('member-lookup', deps.req?.ip);
  await assertNotLocked(deps.db, key, deps.res);
  const rows = await identitiesOfMember(deps.db, memberId);
  if (!rows.length) {
    await recordFailure(deps.db, key);
    throw badInput('members.errors.memberNotFound', {}, { fields: { memberId: 'members.errors.memberNotFound' } });
  }
  return rows;
}

/**
 * Step 5: sends a code to the phone. A registered person must give the phone
 * of their account; a new one brings the step-4 form, kept (password hashed)
 * until the code proves the phone.
 */
export async function memberCodeSender(
  deps: MemberDeps,
  input: { identityId: string; phoneNumber: string; registration: MemberRegistration | null },
): Promise<CodeRow> {
  const { db, config } = deps;
  // Every request from the address counts, sent or refused, before anything is looked up or hashed.
  await enforceRateLimit(db, deps.res, CODE_LIMITS.perIp, clientAddress(deps.req), 'members.errors.tooManyCodesRequested', AUTH_THROTTLED);
  const identity = await findIdentity(db, input.identityId);
  if (!identity) throw badInput('members.errors.memberNotFound');
  if (identity.user_id) {
    const user = await findUserById(db, identity.user_id);
    if (user?.disabled) throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
    if (user?.phone_number !== input.phoneNumber)
      throw badInput('members.errors.phoneMismatch', {}, { fields: { phoneNumber: 'members.errors.phoneMismatch' } });
  } else {
    if (!input.registration) throw userNotFound();
    if (await findUserByEmail(db, input.registration.email))
      throw badInput(
        'auth.codes.email-already-in-use',
        {},
        { authCode: 'auth/email-already-in-use', fields: { email: 'auth.codes.email-already-in-use' } },
      );
  }

  const now = new Date();
  if ((await countCodesSince(db, identity.id, new Date(now.getTime() - 3_600_000))) >= CODE_RULES.perHour) {
    forceHttpStatus(deps.res, 429);
    throw new AppError('TOO_MANY_REQUESTS', 'members.errors.tooManyCodes');
  }
  await enforceRateLimit(db, deps.res, CODE_LIMITS.perPhone, input.phoneNumber, 'members.errors.tooManyCodesRequested', AUTH_THROTTLED);
  // Hashed only once every limit has passed: refused requests cost no scrypt.
  let registration: StoredRegistration | null = null;
  if (!identity.user_id && input.registration) {
    const { firstName, lastName, email, password } = input.registration;
    registration = { firstName, lastName, email, passwordHash: await hashPassword(password) };
  }
  const code = newSmsCode();
  const id = randomUUID();
  const row: CodeRow = {
    id,
    identity_id: identity.id,
    phone_number: input.phoneNumber,
    code_hash: smsCodeHash(id, code),
    registration: registration ? JSON.stringify(registration) : null,
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CODE_RULES.ttlMs).toISOString(),
    used_at: null,
  };
  const sms = {
    to: input.phoneNumber,
    text: deps.t('members.sms.code', { code, appTitle: deps.t('common.appTitle'), count: CODE_RULES.ttlMs / 60_000 }),
  };
  await db.transaction().execute(async (trx) => {
    await retireCodes(trx, identity.id, now);
    await trx.insertInto('member_codes').values(row).execute();
    await queueSmsWithoutGateway(trx, config, sms);
    await writeAudit(trx, {
      entityName: 'member',
      entityId: identity.id,
      action: 'codeSent',
      values: { phone: maskPhone(input.phoneNumber), registering: Boolean(registration) },
    });
  });
  await sendSmsThroughGateway(config, sms);
  return row;
}

/**
 * Step 6: a right code signs the person in (making their account first when
 * they registered in step 4). A wrong one uses up one of five tries; an
 * expired, replaced or used code asks for a new one.
 */
export async function memberCodeVerifier(deps: MemberDeps, input: { ticketId: string; code: string }): Promise<SignedIn> {
  const { db } = deps;
  const now = new Date();
  const ticket = await findCode(db, input.ticketId);
  if (!ticket || ticket.used_at || ticket.expires_at <= now.toISOString()) throw codeExpired();
  if (ticket.attempts >= CODE_RULES.attempts) throw new AppError('TOO_MANY_REQUESTS', 'members.errors.tooManyAttempts');
  if (!smsCodeMatches(ticket.id, input.code, ticket.code_hash)) {
    await db
      .updateTable('member_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', ticket.id)
      .execute();
    const left = CODE_RULES.attempts - ticket.attempts - 1;
    if (left <= 0) throw new AppError('TOO_MANY_REQUESTS', 'members.errors.tooManyAttempts');
    throw badInput(
      'members.errors.wrongCode',
      { count: left },
      { authCode: 'auth/invalid-verification-code', attemptsLeft: left, fields: { code: 'members.errors.wrongCode' } },
    );
  }

  const user = await db.transaction().execute(async (trx): Promise<UserRow> => {
    const claimed = await trx
      .updateTable('member_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', ticket.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw codeExpired();
    const identity = await findIdentity(trx, ticket.identity_id);
    if (!identity) throw codeExpired();
    if (identity.user_id) {
      const existing = await findUserById(trx, identity.user_id);
      if (!existing) throw userNotFound();
      if (existing.disabled) throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
      // The code reached this phone: what is recorded under it is the member's to see (their activity).
      const proved = existing.verified_phone !== ticket.phone_number;
      if (proved)
        await trx
          .updateTable('users')
          .set({ verified_phone: ticket.phone_number, updated_at: now.toISOString() })
          .where('id', '=', existing.id)
          .execute();
      await writeAudit(trx, {
        entityName: 'auth',
        entityId: existing.id,
        action: 'memberSignIn',
        actor: { id: existing.id, email: existing.email },
        values: proved ? { identityId: identity.id, verifiedPhone: maskPhone(ticket.phone_number) } : { identityId: identity.id },
      });
      return { ...existing, verified_phone: ticket.phone_number };
    }
    if (!ticket.registration) throw userNotFound();
    const registration = JSON.parse(ticket.registration) as StoredRegistration;
    if (await findUserByEmail(trx, registration.email))
      throw badInput('auth.codes.email-already-in-use', {}, { authCode: 'auth/email-already-in-use' });
    const created = newUserRow(
      registration.email,
      {
        password_hash: registration.passwordHash,
        first_name: registration.firstName,
        last_name: registration.lastName,
        phone_number: ticket.phone_number,
        verified_phone: ticket.phone_number,
        user_type: 'client',
      },
      now,
    );
    await trx.insertInto('users').values(created).execute();
    await trx
      .updateTable('member_identities')
      .set({ user_id: created.id, updated_at: now.toISOString() })
      .where('id', '=', identity.id)
      .execute();
    const actor = { id: created.id, email: created.email };
    await writeAudit(trx, {
      entityName: 'user',
      entityId: created.id,
      action: 'create',
      actor,
      values: { email: created.email, source: 'memberRegistration', identityId: identity.id },
    });
    await writeAudit(trx, { entityName: 'auth', entityId: created.id, action: 'memberSignIn', actor, values: { identityId: identity.id } });
    return created;
  });
  // Members sign in on their own phones: the session lasts (30 days) rather than ending with the browser.
  const token = await startSession(deps, user, true);
  return { token, user: await withRoles(db, user) };
}

/** Email and password in the modal: administrators only (spec §4); anyone else is "user not found". */
export async function memberEmailSignIn(deps: MemberDeps, input: { email: string; password: string }): Promise<SignedIn> {
  try {
    return await signIn(deps, { ...input, rememberMe: false, userTypes: ['admin'] });
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'auth.codes.wrong-password') throw userNotFound();
    throw err;
  }
}
