import { can, type Permission } from '../../../shared/permissions';
import type { Context } from '../../graphql/context';
import { authorize, requireUser } from '../auth/authorize';
import type { UserWithRoles } from '../auth/users.repository';

/**
 * For operations several permissions open (e.g. the items database for any
 * catalog reader): passes when any allows it, else refuses and audits through
 * authorize() with the first.
 */
export async function authorizeAny(ctx: Context, permissions: readonly [Permission, ...Permission[]]): Promise<UserWithRoles> {
  const user = requireUser(ctx);
  if (permissions.some((p) => can(user.roles, p))) return user;
  return authorize(ctx, permissions[0]);
}
