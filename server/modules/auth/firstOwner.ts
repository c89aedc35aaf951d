import { emailSchema } from '../../../shared/validation/user';
import { writeAudit } from '../../db/audit';
import { createAccountToken } from './accounts';
import { findUserByEmail, newUserRow, replaceRoles, rolesOf } from './users.repository';
import type { Db } from '../../db';

// The first owner of a production install (no demo accounts there): made from
// the machine's shell by `npm run create-owner -- --email …` (scripts/
// create-owner.ts), which prints a one-time set-password link. Whoever can run
// it already holds the server, so it needs no other proof; a web setup page
// would be open to whoever reached a fresh server first.

/** How long the printed link works: long enough to reach a browser, not a standing key. */
export const OWNER_LINK_TTL_MS = 24 * 3_600_000;

export class CreateOwnerError extends Error {}

export interface CreatedOwner {
  userId: string;
  email: string;
  /** False when the address was already an owner's (a new link for it, e.g. a lost password). */
  created: boolean;
  /** The set-password page, with its one-time token. */
  link: string;
  expiresAt: string;
}

/** True when at least one enabled account holds the owner role. */
export async function hasEnabledOwner(db: Db): Promise<boolean> {
  const owner = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.id')
    .where('user_roles.role', '=', 'owner')
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  return owner !== undefined;
}

/**
 * Makes `email` an owner account without a password and answers a one-time
 * link to set one (the reset-token path of auth/accounts.ts: the same page,
 * the same single use; following it verifies the address). An address that
 * is already an enabled owner gets a new link (earlier unused ones stop
 * working); any other existing account is refused: roles are changed in the
 * back-office, by an owner.
 */
export async function createOwner(
  db: Db,
  input: { email: string; firstName?: string | null; lastName?: string | null; origin: string; language: 'ar' | 'en' },
): Promise<CreatedOwner> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new CreateOwnerError(`not an email address: ${input.email}`);
  const email = parsed.data;
  const origin = input.origin.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new CreateOwnerError(`not an origin (http[s]://host[:port]): ${input.origin}`);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    let userId: string;
    if (existing) {
      if (!(await rolesOf(trx, existing.id)).includes('owner'))
        throw new CreateOwnerError(`${email} already has an account without the owner role: an owner changes its roles in the back-office`);
      if (existing.disabled) throw new CreateOwnerError(`${email} is a disabled owner: an owner enables it in the back-office`);
      userId = existing.id;
    } else {
      // No password until the link is followed.
      const user = newUserRow(email, { first_name: input.firstName?.trim() || null, last_name: input.lastName?.trim() || null });
      userId = user.id;
      await trx.insertInto('users').values(user).execute();
      await replaceRoles(trx, userId, ['owner']);
    }
    const token = await createAccountToken(trx, userId, 'resetPassword', OWNER_LINK_TTL_MS);
    await writeAudit(trx, {
      entityName: 'user',
      entityId: userId,
      // Labelled actions of the audit screen: a new account, or a new set-password link for an owner.
      action: existing ? 'sendPasswordResetEmail' : 'create',
      values: { email, roles: ['owner'], via: 'scripts/create-owner.ts' },
    });
    return {
      userId,
      email,
      created: !existing,
      link: `${origin}/${input.language}/auth/password-reset?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(Date.now() + OWNER_LINK_TTL_MS).toISOString(),
    };
  });
}
