import type { ItemType } from '../../../shared/items';
import type { Permission } from '../../../shared/permissions';
import { CATALOG_PATHS } from '../../app/layouts/backofficeMenu';

// What differs between products, spare parts and accessories on screen: the
// route segment, the titles and the permissions. Everything else is shared.
export interface CatalogKind {
  kind: ItemType;
  /** Route segment under /:lang/admin (the menu's path). */
  path: string;
  /** i18n key of the plural title (the menu's label). */
  titleKey: string;
  permissions: { read: Permission; create: Permission; edit: Permission; destroy: Permission };
}

function kindOf(kind: ItemType, titleKey: string): CatalogKind {
  return { kind, path: CATALOG_PATHS[kind], titleKey, permissions: { read: `${kind}Read`, create: `${kind}Create`, edit: `${kind}Edit`, destroy: `${kind}Destroy` } };
}

export const CATALOG_KINDS: Record<ItemType, CatalogKind> = {
  product: kindOf('product', 'nav.products'),
  sparePart: kindOf('sparePart', 'nav.spareParts'),
  accessory: kindOf('accessory', 'nav.accessories'),
};
