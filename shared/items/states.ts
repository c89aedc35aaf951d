// The item vocabulary both sides share (spec §3, §4).
export const ITEM_TYPES = ['product', 'sparePart', 'accessory'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_STATUSES = ['inFactory', 'inStock', 'exported'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const WARRANTY_STATUSES = ['inactive', 'active', 'expired'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

export const ACTION_TYPES = ['factoryExport', 'export', 'sell', 'activate', 'restore'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const SELLER_STATUSES = ['pending', 'confirmed', 'renewal', 'ended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'contacted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ACTIVATION_STATUSES = ['normal', 'exceeded'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export function isItemType(v: unknown): v is ItemType {
  return typeof v === 'string' && (ITEM_TYPES as readonly string[]).includes(v);
}
