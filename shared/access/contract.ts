import { can, type Permission } from './permissions';

// The shape of one access declaration. Every GraphQL operation has one
// (shared/operations.ts), and so has every offline action type
// (shared/items/actions.ts). The server enforces them before any resolver
// runs; the PWA builds its menus, routes and buttons from the same data.

/**
 * Whose records the operation reaches once it is allowed:
 * - `any`: every record the permission covers;
 * - `outlet`: an account linked to an outlet (a branch or distributor seller)
 *   reaches only that outlet's records, and records elsewhere answer as if they
 *   did not exist; back-office accounts reach every record; any other caller
 *   (a seller account linked to no outlet) is refused (`outletReachOf`);
 * - `account`: only the caller's own account and what it made.
 */
export type Scope = 'any' | 'outlet' | 'account';

/** Who may call: anyone, any signed-in account, or an account holding any one of the permissions. */
export type Allow = 'public' | 'signedIn' | readonly [Permission, ...Permission[]];

export interface Access {
  readonly allow: Allow;
  readonly scope: Scope;
}

/** The caller as access sees it: its roles, whether its address is verified and, for an outlet account, its outlet. */
export interface Caller {
  roles: readonly string[];
  /**
   * Roles are granted to an email address, so they take effect only once the
   * account has shown it owns that address (spec: "Email not verified yet").
   */
  emailVerified: boolean;
  /** Set for an account linked to an outlet; null otherwise (what that reaches: `outletReachOf`). */
  outletId: string | null;
  /** The account's type (shared/validation/iam.ts USER_TYPES): an unlinked back-office account reaches every outlet. */
  userType: string;
}

/**
 * What an outlet-scoped operation reaches, handed to its resolver by the gate: every outlet, or one. Never
 * absent: "every outlet" is a value a back-office account is given, not the lack of an outlet.
 */
export type OutletReach = { readonly kind: 'every' } | { readonly kind: 'outlet'; readonly outletId: string };

/**
 * The back-office's account type, of shared/validation/iam.ts USER_TYPES (the others: a seller account works
 * for one outlet, a club member for none). Linking an account to an outlet needs a seller account, so an
 * outlet's staff are never of this type.
 */
const BACK_OFFICE_ACCOUNT = 'admin';

/**
 * The reach of a caller of an outlet-scoped operation, or null when it has none and is refused: an account
 * linked to an outlet reaches that outlet (whatever its type); an unlinked back-office account reaches every
 * outlet; an unlinked seller account (its link removed) or member reaches nothing.
 */
export function outletReachOf(caller: { userType: string; outletId: string | null }): OutletReach | null {
  if (caller.outletId !== null) return { kind: 'outlet', outletId: caller.outletId };
  return caller.userType === BACK_OFFICE_ACCOUNT ? { kind: 'every' } : null;
}

/** Whether the caller reaches what the access's scope asks: an outlet-scoped operation needs a reach, others none. */
export function reachesScope(access: Access, caller: Pick<Caller, 'outletId' | 'userType'>): boolean {
  return access.scope !== 'outlet' || outletReachOf(caller) !== null;
}

/**
 * Why an access check failed: not signed in (UNAUTHENTICATED), lacking every
 * permission (FORBIDDEN), or holding it on an address not verified yet.
 */
export type AccessVerdict = 'allowed' | 'signIn' | 'forbidden' | 'unverified';

/**
 * The access verdict for a caller (null: anonymous). A caller with no roles
 * passes only `public` and `signedIn` operations; one whose address is not
 * verified passes no operation that needs a permission.
 */
export function verdict(access: Access, caller: Pick<Caller, 'roles' | 'emailVerified'> | null): AccessVerdict {
  if (access.allow === 'public') return 'allowed';
  if (!caller) return 'signIn';
  if (access.allow === 'signedIn') return 'allowed';
  if (!access.allow.some((permission) => can(caller.roles, permission))) return 'forbidden';
  return caller.emailVerified ? 'allowed' : 'unverified';
}

/** The permissions an access names (none for public and signed-in operations). */
export function permissionsOfAccess(access: Access): readonly Permission[] {
  return typeof access.allow === 'string' ? [] : access.allow;
}

// Builders keep the table short and its rows alike.
export const open: Access = { allow: 'public', scope: 'any' };
export const own: Access = { allow: 'signedIn', scope: 'account' };
export function needs(permissions: Permission | readonly [Permission, ...Permission[]], scope: Scope = 'any'): Access {
  return { allow: typeof permissions === 'string' ? [permissions] : permissions, scope };
}
