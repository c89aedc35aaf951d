import { bilingualNameOf } from '../../db/names';
import type { CatalogRow } from './catalog.repository';

/** The one way a catalog entry leaves the server; GraphQL adds `name` in the caller's language (graphql/localName.ts). */
export function presentCatalog(row: CatalogRow) {
  return {
    id: row.id,
    kind: row.kind,
    ...bilingualNameOf(row),
    itemName: row.item_name,
    description: row.description,
    unitPrice: row.unit_price,
    photos: JSON.parse(row.photos) as unknown[],
    barcode: row.barcode,
    features: JSON.parse(row.features) as string[],
    brand: row.brand,
    quantity: row.quantity,
    warrantyPeriod: row.warranty_period,
    productParts: row.kind === 'product' ? (JSON.parse(row.product_parts) as string[]) : [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedSeq: row.sync_seq,
  };
}
