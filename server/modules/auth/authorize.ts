import { can, type Permission } from '../../../shared/permissions';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { writeAudit } from '../audit/writer';
import type { UserWithRoles } from './users.repository';

/** The signed-in user, or UNAUTHENTICATED (a disabled account says so). */
export function requireUser(ctx: Context): UserWithRoles {
  if (ctx.user) return ctx.user;
  if (ctx.authProblem === 'disabled') throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
  throw new AppError('UNAUTHENTICATED');
}

/**
 * The one check at the top of every protected resolver: the §6 matrix in
 * shared/permissions.ts. Returns the user (narrowed); refusals are audited.
 */
export async function authorize(ctx: Context, permission: Permission): Promise<UserWithRoles> {
  const user = requireUser(ctx);
  if (can(user.roles, permission)) return user;
  await writeAudit(ctx.db, { entityName: 'permission', entityId: permission, action: 'denied', actor: user, values: { roles: user.roles } });
  throw new AppError('FORBIDDEN');
}
