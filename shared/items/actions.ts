import type { ActionType, ItemStatus } from './states';
import { can, type Permission } from '../access/permissions';
import type { Scope } from '../access/contract';

// The offline actions' part of the access contract: who may queue each type,
// on whose items, and from which item state. The server's decide() and the
// device's check before queueing (pwa/features/operations/precheck.ts) both read this
// one table (docs/decisions.md "Who moves stock").

export interface ActionAccess {
  readonly permission: Permission;
  /**
   * `outlet`: an outlet account acts only on its own outlet, the item's outlet
   * for sell, activate and restore, the receiving outlet for export.
   */
  readonly scope: Scope;
  /** The item statuses the action starts from. */
  readonly from: readonly ItemStatus[];
}

export const ACTIONS: Readonly<Record<ActionType, ActionAccess>> = {
  // The factory hands items to the stock: warehouse staff, any item.
  factoryExport: { permission: 'importerCreate', scope: 'any', from: ['inFactory'] },
  // Stock to an outlet: the export roles; an outlet account receives only into its own outlet.
  export: { permission: 'exportCreate', scope: 'outlet', from: ['inStock'] },
  sell: { permission: 'activationCreate', scope: 'outlet', from: ['exported'] },
  activate: { permission: 'activationCreate', scope: 'outlet', from: ['exported'] },
  // An outlet's item back to the stock: the export roles, as for moving it out.
  restore: { permission: 'exportEdit', scope: 'outlet', from: ['exported'] },
  // A warranty claim on an item at an outlet: the complaint handlers of the outlet that holds it, or any outlet's
  // for a back-office account (the admins). A replacement is part of the claim, not a sale: no activationCreate.
  claimReceive: { permission: 'complaintEdit', scope: 'outlet', from: ['exported'] },
  claimDiagnose: { permission: 'complaintEdit', scope: 'outlet', from: ['exported'] },
  claimResolve: { permission: 'complaintEdit', scope: 'outlet', from: ['exported'] },
};

/** Every permission that opens at least one action type: what pushing actions needs. */
export const ACTION_PERMISSIONS = [
  'importerCreate',
  'exportCreate',
  'activationCreate',
  'exportEdit',
  'complaintEdit',
] as const satisfies readonly Permission[];

/** True when the roles may queue actions of this type at all (scope and state come later, per item). */
export function mayQueue(roles: readonly string[] | null | undefined, type: ActionType): boolean {
  return can(roles, ACTIONS[type].permission);
}
