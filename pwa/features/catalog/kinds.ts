import type { ItemType } from '../../../shared/items';
import { CATALOG_PATHS } from '../../session/backofficeMenu';

// What differs between products, spare parts and accessories on screen: the
// route segment, the titles and the operations. Everything else is shared.
export interface CatalogKind {
  kind: ItemType;
  /** Route segment under /:lang/admin (the menu's path). */
  path: string;
  /** i18n key of the plural title (the menu's label). */
  titleKey: string;
  /** The kind's own operations (shared/operations.ts): its buttons show only when the account may call them. */
  ops: { create: `${ItemType}Create`; edit: `${ItemType}Update`; destroy: `${ItemType}Destroy`; import: `${ItemType}Import` };
}

function kindOf(kind: ItemType, titleKey: string): CatalogKind {
  return {
    kind,
    path: CATALOG_PATHS[kind],
    titleKey,
    ops: { create: `${kind}Create`, edit: `${kind}Update`, destroy: `${kind}Destroy`, import: `${kind}Import` },
  };
}

export const CATALOG_KINDS: Record<ItemType, CatalogKind> = {
  product: kindOf('product', 'nav.products'),
  sparePart: kindOf('sparePart', 'nav.spareParts'),
  accessory: kindOf('accessory', 'nav.accessories'),
};
