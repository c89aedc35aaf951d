import { camelRow } from '../../db/camel';
import type { ApplicationRow, SellerRow } from './sellers.repository';

/** The one way an outlet leaves the server; GraphQL adds `name` in the caller's language (graphql/localName.ts). */
export function presentSeller(row: SellerRow) {
  return camelRow(row, { isOnlineStore: row.is_online_store === 1, area: JSON.parse(row.area) as string[] });
}

export const presentApplication = (row: ApplicationRow) => camelRow(row);
