import type { TFunction } from 'i18next';
import type { Permission } from '../../../shared/access/permissions';
import type { SellerType } from '../../../shared/validation/seller';

// Branches and distributors share every screen; they differ in route, title,
// permissions (branches answer to branch*, distributors to seller*) and a
// few fields (docs/decisions.md, "Branches answer to branch*, distributors to seller*").
export interface SellerKind {
  type: SellerType;
  path: 'branches' | 'distributors';
  titleKey: string;
  /** What the type's screens check on top of the operation (shared/access): branches answer to the branch permissions, distributors to the seller ones. */
  permissions: { read: Permission; create: Permission; edit: Permission; destroy: Permission };
}

export const SELLER_KINDS: Record<SellerType, SellerKind> = {
  branch: {
    type: 'branch',
    path: 'branches',
    titleKey: 'nav.branches',
    permissions: { read: 'branchRead', create: 'branchCreate', edit: 'branchEdit', destroy: 'branchDestroy' },
  },
  distributor: {
    type: 'distributor',
    path: 'distributors',
    titleKey: 'nav.distributors',
    permissions: { read: 'sellerRead', create: 'sellerCreate', edit: 'sellerEdit', destroy: 'sellerDestroy' },
  },
};

/** A distributor's type in the UI's language (null when it has none); the schema's value is a string, an unknown one shows as written. */
export function distributorTypeLabel(t: TFunction, value: string | null): string | null {
  return value ? t(`sellers.distributorType.${value}`, { defaultValue: value }) : null;
}
