import type { SocialProvider } from '../../../../shared/signIn';
import { emailSchema, optionalPersonName, USER_LIMITS } from '../../../../shared/validation/user';
import { writeAudit } from '../../../db/audit';
import type { UserRow, UserWithRoles } from '../../../db/tables/auth';
import { AppError } from '../../../graphql/errors';
import { clientAddress, enforceRateLimit } from '../../../graphql/throttle';
import { sendVerificationEmail, type AccountDeps } from '../accounts';
import { insertOwnAccount } from '../commands';
import { AUTH_LIMITS, AUTH_THROTTLED } from '../throttles';
import { findUserByEmail, findUserById, newUserRow, withRoles } from '../users.repository';

/** What the provider's ID token says about the person (OpenID Connect standard claims). */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

const refuse = (code: string) => new AppError('BAD_USER_INPUT', `auth.codes.${code}`, {}, { authCode: `auth/${code}` });

/** A name from the provider, or null when it is not one we would accept from a form. */
function nameClaim(value: unknown, max: number): string | null {
  const parsed = optionalPersonName(max).safeParse(typeof value === 'string' ? value.slice(0, max) : null);
  return parsed.success ? (parsed.data ?? null) : null;
}

/**
 * The account a provider's person signs in as (spec: "social sign-in creates a
 * profile for a new user from provider data and sends a verification email
 * if unverified"):
 * - a provider account linked before signs in as its user;
 * - else an existing user with the same address is linked, but only when the
 *   provider vouches for the address: an unverified one could be anybody's
 *   ("Email is already in use for a different authentication method");
 * - else a new account like a self sign-up: no roles, pending permissions.
 * Members (client accounts) sign in by phone code, never here.
 */
export async function accountOfProvider(deps: AccountDeps, provider: SocialProvider, claims: ProviderClaims): Promise<UserWithRoles> {
  const { db } = deps;
  const parsedEmail = emailSchema.safeParse(claims.email);
  if (!parsedEmail.success) throw refuse('invalid-email');
  const email = parsedEmail.data;
  const vouched = claims.email_verified === true;
  const now = new Date().toISOString();

  const linked = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', claims.sub)
    .executeTakeFirst();
  let user: UserRow | undefined = linked ? await findUserById(db, linked.user_id) : undefined;
  if (!user) {
    const existing = await findUserByEmail(db, email);
    if (existing) mayUseSocialSignIn(existing);
    if (existing && !vouched) throw refuse('account-exists-with-different-credential');
    user = existing ?? (await createAccount(deps, provider, claims, email, vouched));
    const account = user;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user_identities')
        .values({ provider, subject: claims.sub, user_id: account.id, email, created_at: now })
        .execute();
      // The provider has shown the address is this person's, which is what the mailed link would show.
      if (vouched && !account.email_verified)
        await trx.updateTable('users').set({ email_verified: 1, updated_at: now }).where('id', '=', account.id).execute();
      await writeAudit(trx, {
        entityName: 'auth',
        entityId: account.id,
        action: 'linkIdentity',
        actor: account,
        values: { provider, email },
      });
    });
    if (vouched) user = { ...user, email_verified: 1 };
  }
  mayUseSocialSignIn(user);
  await writeAudit(db, { entityName: 'auth', entityId: user.id, action: 'signIn', actor: user, values: { via: provider } });
  return withRoles(db, user);
}

/** Checked before an account is linked, so a refused one never gains a provider identity. */
function mayUseSocialSignIn(user: UserRow): void {
  if (user.user_type === 'client') throw refuse('user-not-found');
  if (user.disabled) throw refuse('user-disabled');
}

async function createAccount(
  deps: AccountDeps,
  provider: SocialProvider,
  claims: ProviderClaims,
  email: string,
  vouched: boolean,
): Promise<UserRow> {
  // Counted with the self sign-ups: each makes an account (and may mail a link).
  await enforceRateLimit(
    deps.db,
    undefined,
    AUTH_LIMITS.signUpsPerIp,
    clientAddress(deps.req),
    'auth.codes.too-many-sign-ups',
    AUTH_THROTTLED,
  );
  const user = newUserRow(email, {
    first_name: nameClaim(claims.given_name, USER_LIMITS.firstName),
    last_name: nameClaim(claims.family_name, USER_LIMITS.lastName),
    email_verified: vouched ? 1 : 0,
  });
  await insertOwnAccount(deps.db, user, `social:${provider}`);
  if (!vouched) await sendVerificationEmail(deps, user);
  return user;
}
