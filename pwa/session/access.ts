import { useMemo } from 'react';
import { mayQueue } from '../../shared/items/actions';
import { reachesScope, verdict, type Caller } from '../../shared/access/contract';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import type { ActionType } from '../../shared/items/states';
import { can, type Permission } from '../../shared/access/permissions';
import { useSession, type SessionUser } from './session';

// The PWA half of the access contract (shared/access): menus, routes and
// buttons ask whether the signed-in account may call the operation behind
// them, from the same rows the server enforces, so nothing is shown that the
// server would answer with 403.

/**
 * What a screen or button needs: the operation it calls, the offline action
 * it queues, and a permission where the record decides (the branch screens
 * need branchRead, the distributor screens sellerRead, of the one sellerList).
 * Every part given must pass; none given: any account with a role.
 */
export interface ScreenAccess {
  /** The operation(s) the screen calls: all of them. */
  op?: OperationName | readonly OperationName[];
  action?: ActionType;
  permission?: Permission;
}

export function callerOf(user: Pick<SessionUser, 'roles' | 'outletId' | 'emailVerified' | 'userType'> | null | undefined): Caller | null {
  return user ? { roles: user.roles, emailVerified: user.emailVerified, outletId: user.outletId ?? null, userType: user.userType } : null;
}

/** As the server's gate decides: the permission, and for an outlet-scoped operation a reach (an unlinked seller account has none). */
export function mayCall(caller: Caller | null, op: OperationName): boolean {
  return verdict(OPERATIONS[op], caller) === 'allowed' && (caller === null || reachesScope(OPERATIONS[op], caller));
}

export function mayOpen(caller: Caller | null, access: ScreenAccess): boolean {
  if (!caller?.roles.length || !caller.emailVerified) return false;
  if (access.op && ![access.op].flat().every((op) => mayCall(caller, op))) return false;
  if (access.action && !mayQueue(caller.roles, access.action)) return false;
  if (access.permission && !can(caller.roles, access.permission)) return false;
  return true;
}

export interface Access {
  caller: Caller | null;
  /** The account may call this operation (its row in shared/operations.ts). */
  canCall(op: OperationName): boolean;
  /** The account may queue this offline action type at all (shared/items/actions.ts). */
  canQueue(type: ActionType): boolean;
  /** A screen's or button's full need. */
  canOpen(access: ScreenAccess): boolean;
  /** A permission the record decides (see ScreenAccess.permission); prefer canCall. */
  can(permission: Permission): boolean;
}

export function useAccess(): Access {
  const { user } = useSession();
  return useMemo(() => {
    const caller = callerOf(user);
    return {
      caller,
      canCall: (op) => mayCall(caller, op),
      canQueue: (type) => Boolean(caller && mayQueue(caller.roles, type)),
      canOpen: (access) => mayOpen(caller, access),
      can: (permission) => can(caller?.roles, permission),
    };
  }, [user]);
}
