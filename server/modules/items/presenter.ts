import { effectiveWarrantyStatus } from '../../../shared/items';
import type { ItemRow } from './items.repository';

/** The one way an item leaves the server; the warranty status is as of `now` (expiry computed on read). */
export function presentItem(row: ItemRow, now = new Date()) {
  return {
    id: row.id,
    itemId: row.id,
    itemType: row.item_type,
    catalogId: row.catalog_id,
    status: row.status,
    warrantyStatus: effectiveWarrantyStatus({ warrantyStatus: row.warranty_status, expirationDate: row.expiration_date }, now),
    qrCode: row.qr_code,
    serialNumber: row.serial_number,
    userId: row.user_id,
    sellerId: row.seller_id,
    activationDate: row.activation_date,
    expirationDate: row.expiration_date,
    iterationNumber: row.iteration_number,
    printingCountPerItem: row.printing_count_per_item,
    itemName: row.item_name,
    brand: row.brand,
    photo: row.photo,
    exportedBy: row.exported_by,
    exportedAt: row.exported_at,
    billDate: row.bill_date,
    clientName: row.client_name,
    clientPhone: row.client_phone,
    activatedBy: row.activated_by,
    isRestored: row.is_restored === 1,
    restoredBy: row.restored_by,
    restoredAt: row.restored_at,
    returnedAt: row.returned_at,
    returnReason: row.return_reason,
    replacedAt: row.replaced_at,
    notes: row.notes,
    batchId: row.batch_id,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
