import type { GraphQLFieldResolver } from 'graphql';
import { outletReachOf, verdict, type Access, type OutletReach } from '../../shared/access/contract';
import { can, type Permission } from '../../shared/access/permissions';
import { isOperationName, OPERATIONS, type OperationName } from '../../shared/operations';
import { writeAudit } from '../db/audit';
import type { UserWithRoles } from '../db/tables/auth';
import type { Context } from './context';
import { AppError } from './errors';
import { currentScope } from '../lib/requestScope';

// The server half of the access contract (shared/access): every root field is
// wrapped by `gated` when the schema is built, so an operation's row in
// OPERATIONS is checked before its resolver parses anything, and an operation
// without a row stops the server at start.

type Resolver = GraphQLFieldResolver<unknown, Context, Record<string, unknown>>;

/** The signed-in user, or UNAUTHENTICATED (a disabled account says so). */
export function requireUser(ctx: Context): UserWithRoles {
  if (ctx.user) return ctx.user;
  if (ctx.authProblem === 'disabled')
    throw new AppError('UNAUTHENTICATED', 'auth.codes.user-disabled', {}, { authCode: 'auth/user-disabled' });
  throw new AppError('UNAUTHENTICATED');
}

const callerOf = (ctx: Context) => ctx.user && { roles: ctx.user.roles, emailVerified: ctx.user.email_verified === 1 };

/** Whether the caller passes an operation's declared access, asked without a refusal (a field shown only to them). */
export function passes(ctx: Context, name: OperationName): boolean {
  return verdict(OPERATIONS[name], callerOf(ctx)) === 'allowed';
}

/** Runs the access check of one operation; refusals are audited. */
export async function admit(ctx: Context, name: OperationName, access: Access = OPERATIONS[name]): Promise<void> {
  const answer = verdict(access, callerOf(ctx));
  if (answer === 'allowed') return;
  const user = requireUser(ctx);
  await writeAudit(ctx.db, {
    entityName: 'permission',
    entityId: name,
    action: 'denied',
    actor: user,
    values: { roles: user.roles, ...(answer === 'unverified' && { emailVerified: false }) },
  });
  if (answer === 'unverified') throw new AppError('FORBIDDEN', 'auth.emailNotVerified', {}, { reason: 'EMAIL_NOT_VERIFIED' });
  throw new AppError('FORBIDDEN');
}

/**
 * The outlet reach of a caller of an outlet-scoped operation; none (an account whose outlet link was removed,
 * a member) is refused and audited like a missing permission.
 */
async function reachFor(ctx: Context, name: OperationName): Promise<OutletReach> {
  const user = requireUser(ctx);
  const reach = outletReachOf({ userType: user.user_type, outletId: user.outletId });
  if (reach) return reach;
  await writeAudit(ctx.db, {
    entityName: 'permission',
    entityId: name,
    action: 'denied',
    actor: user,
    values: { roles: user.roles, userType: user.user_type, outletId: null },
  });
  throw new AppError('FORBIDDEN', 'auth.noOutlet', {}, { reason: 'NO_OUTLET' });
}

/**
 * The resolver behind its operation's access check. An outlet-scoped operation's resolver gets, in its own
 * context, the reach the declared scope gives the caller (read with `reachOf`).
 */
export function gated(name: string, resolve: Resolver): Resolver {
  if (!isOperationName(name)) throw new Error(`GraphQL operation ${name} has no access declared in shared/operations.ts`);
  const access = OPERATIONS[name];
  return async (parent, args, ctx, info) => {
    const scope = currentScope();
    scope.operation ??= name;
    await admit(ctx, name, access);
    if (access.scope !== 'outlet') return resolve(parent, args, ctx, info);
    // A context of its own: one request may run several root fields, each with its own scope.
    return resolve(parent, args, { ...ctx, outletReach: await reachFor(ctx, name) }, info);
  };
}

/**
 * What the running outlet-scoped operation reaches. Only the gate gives it; read anywhere else (an operation
 * not declared `'outlet'`), it is a refusal rather than every outlet.
 */
export function reachOf(ctx: Context): OutletReach {
  if (ctx.outletReach) return ctx.outletReach;
  throw new AppError('FORBIDDEN');
}

/**
 * A permission that depends on the record rather than the operation (the kind
 * of the catalog entry a batch is made of, the type of an outlet): checked in
 * the resolver on top of the operation's row, refused and audited like it.
 */
export async function requireFor(ctx: Context, permission: Permission): Promise<UserWithRoles> {
  const user = requireUser(ctx);
  if (can(user.roles, permission)) return user;
  await writeAudit(ctx.db, {
    entityName: 'permission',
    entityId: permission,
    action: 'denied',
    actor: user,
    values: { roles: user.roles },
  });
  throw new AppError('FORBIDDEN');
}
