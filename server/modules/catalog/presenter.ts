import { camelRow } from '../../db/camel';
import type { CatalogRow } from './catalog.repository';

/** The one way a catalog entry leaves the server; GraphQL adds `name` in the caller's language (graphql/localName.ts). */
export function presentCatalog(row: CatalogRow) {
  return camelRow(row, {
    photos: JSON.parse(row.photos) as unknown[],
    features: JSON.parse(row.features) as string[],
    productParts: row.kind === 'product' ? (JSON.parse(row.product_parts) as string[]) : [],
  });
}
