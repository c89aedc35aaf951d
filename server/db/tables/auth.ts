import type { Generated, Selectable } from 'kysely';

export type UserType = 'admin' | 'seller' | 'client';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  /** The phone a code sent to it has proven (E.164; migration 0009): what is recorded under a phone shows only through it. */
  verified_phone: string | null;
  /** A member's national id number (digits); null for staff. */
  id_number: string | null;
  /** A member's membership category (shared/validation/member.ts USER_CATEGORIES); null for staff. */
  user_category: string | null;
  /** JSON array of uploaded files ({id, name, sizeInBytes, publicUrl, privateUrl}); at most one. */
  avatars: string;
  user_type: UserType;
  disabled: number;
  email_verified: number;
  /** Bumped when every session must end (password reset, disabled): access tokens carry it as `ver`. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
}

/** A provider account (OpenID Connect `iss` by our provider name, and its `sub`) that signs in as a user. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  /** The address the provider gave when the link was made (for the audit trail; the user's own may change). */
  email: string;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token rotated from one sign-in shares a family; reuse revokes the family. */
  family_id: string;
  token_hash: string;
  persistent: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  /** The user's token_version when this token was issued: a later bump makes it worthless. */
  token_version: Generated<number>;
  /** When the one retry the reuse-grace window allows was spent (docs/decisions.md). */
  retried_at: string | null;
}

export interface AuthTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  user_identities: UserIdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  account_tokens: AccountTokensTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_delays: SignInDelaysTable;
}

/** Failed sign-ins of one account from every address (server/modules/auth/accountGuesses.ts). */
export interface SignInDelaysTable {
  email: string;
  failures: number;
  next_attempt_at: string;
  last_failed_at: string;
}

export type { Generated };

export type AccountTokenPurpose = 'verifyEmail' | 'resetPassword' | 'signInLink';

export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SignInAttemptsTable {
  /** `email|ip` */
  key: string;
  failures: number;
  window_started_at: string;
}

/**
 * A users row. `token_version` is optional so a row built in code for an
 * insert (a new account) may leave it to the column's default, 0: read it
 * through `tokenVersionOf`.
 */
export type UserRow = Omit<Selectable<UsersTable>, 'token_version'> & { token_version?: number };
export const tokenVersionOf = (user: Pick<UserRow, 'token_version'>): number => user.token_version ?? 0;
/** An account as access sees it (shared/access/contract.ts `Caller`): its roles and its outlet, if any. */
export interface UserWithRoles extends UserRow {
  roles: string[];
  /** The outlet (seller) an outlet account is linked to; null for back-office accounts. */
  outletId: string | null;
}
