// The item vocabulary both sides share (spec §3, §4).
export const ITEM_TYPES = ['product', 'sparePart', 'accessory'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_STATUSES = ['inFactory', 'inStock', 'exported'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** One value per item status, in ITEM_STATUSES' order: a count or a column per status is never a list written out by hand. */
export const perStatus = <T>(value: (status: ItemStatus) => T) =>
  Object.fromEntries(ITEM_STATUSES.map((status) => [status, value(status)])) as Record<ItemStatus, T>;

export const WARRANTY_STATUSES = ['inactive', 'active', 'expired'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

export const ACTION_TYPES = [
  'factoryExport',
  'export',
  'sell',
  'activate',
  'restore',
  // A warranty claim's steps (docs/decisions.md "Warranty claims"): received, diagnosed, then resolved.
  'claimReceive',
  'claimDiagnose',
  'claimResolve',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The claim steps among the action types. */
export const CLAIM_ACTION_TYPES = ['claimReceive', 'claimDiagnose', 'claimResolve'] as const satisfies readonly ActionType[];
export type ClaimActionType = (typeof CLAIM_ACTION_TYPES)[number];

/** A warranty claim's status: open (received, diagnosed) or resolved by one of its outcomes. */
export const CLAIM_STATUSES = ['received', 'diagnosed', 'repaired', 'replaced', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_OUTCOMES = ['repaired', 'replaced', 'refused'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
/** An open claim's status: what the next step may follow. */
export type OpenClaimStatus = 'received' | 'diagnosed';

export function isClaimAction(type: string): type is ClaimActionType {
  return (CLAIM_ACTION_TYPES as readonly string[]).includes(type);
}

export const SELLER_STATUSES = ['pending', 'confirmed', 'renewal', 'ended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'contacted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ACTIVATION_STATUSES = ['normal', 'exceeded'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export function isItemType(v: unknown): v is ItemType {
  return typeof v === 'string' && (ITEM_TYPES as readonly string[]).includes(v);
}
