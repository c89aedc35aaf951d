import { PERMISSIONS, permissionsOf, ROLES, type Role } from './permissions';

// Who may hand out or take away which rights (issue 30; docs/decisions.md "Nobody grants beyond their own
// rights"): one rule, read by the server's IAM commands and by the PWA's role picker.
//
// - nobody grants a role carrying a right they do not hold themselves;
// - nobody changes (roles, status) an account whose rights exceed their own;
// - so only an owner touches an owner.
//
// An account's rights are the permissions its roles allow (the §6 matrix); the two roles §6 calls "full
// access", owner and admin, hold every permission and a tier of their own. The matrix lists fewer operations
// for admin than for editor (admin has no iamEdit and no customer permissions): those stay what admin may
// call, but as rights to compare, an admin's cover every non-owner account, so that it links and enables the
// seller accounts it runs, while an editor never demotes, disables or makes an admin.

/** The full-access tiers each role reaches: an owner is an admin and more. */
const FULL_ACCESS: Partial<Record<Role, readonly string[]>> = { owner: ['role:owner', 'role:admin'], admin: ['role:admin'] };

/** The rights the roles give: their permissions, and the full-access tiers of owner and admin. */
function rightsOf(roles: readonly string[]): Set<string> {
  const rights = new Set<string>(permissionsOf(roles));
  for (const role of roles) {
    const tiers = FULL_ACCESS[role as Role];
    if (!tiers) continue;
    for (const tier of tiers) rights.add(tier);
    for (const permission of PERMISSIONS) rights.add(permission);
  }
  return rights;
}

/** True when every right of `roles` is among `held`. */
function within(roles: readonly string[], held: Set<string>): boolean {
  for (const right of rightsOf(roles)) if (!held.has(right)) return false;
  return true;
}

/** The roles `actorRoles` may grant: those carrying no right the actor lacks. */
export function grantableRoles(actorRoles: readonly string[]): Role[] {
  const held = rightsOf(actorRoles);
  return ROLES.filter((role) => within([role], held));
}

/** Of `roles`, those the actor may not grant (empty when all may be). */
export function rolesBeyond(actorRoles: readonly string[], roles: readonly string[]): string[] {
  const held = rightsOf(actorRoles);
  return [...new Set(roles)].filter((role) => !within([role], held));
}

/** True when the actor may change an account holding `targetRoles` (its roles or its status): none of its rights exceeds the actor's. */
export function mayChangeAccount(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return within(targetRoles, rightsOf(actorRoles));
}
