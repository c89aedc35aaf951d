import { effectiveWarrantyStatus } from '../../../shared/items';
import { camelRow } from '../../db/camel';
import type { ItemRow } from './items.repository';

/** The one way an item leaves the server; the warranty status is as of `now` (expiry computed on read). */
export function presentItem(row: ItemRow, now = new Date()) {
  return camelRow(row, {
    itemId: row.id,
    warrantyStatus: effectiveWarrantyStatus({ warrantyStatus: row.warranty_status, expirationDate: row.expiration_date }, now),
    isRestored: row.is_restored === 1,
  });
}
