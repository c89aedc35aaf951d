import type { Permission } from '../../../shared/permissions';
import type { SellerType } from '../../data/sellers';

// Branches and distributors share every screen; they differ in route, title,
// permissions (branches answer to branch*, distributors to seller*) and a
// few fields (docs/decisions.md, "Items screens").
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
