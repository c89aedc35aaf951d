import type { ActivationStatus, ItemStatus, ItemType, WarrantyStatus } from '../../../shared/items';

export interface ItemsTable {
  id: string;
  serial_number: string;
  catalog_id: string;
  item_type: ItemType;
  status: ItemStatus;
  /** As stored: an 'active' warranty past expiration_date reads as expired (computed on read). */
  warranty_status: WarrantyStatus;
  qr_code: string;
  user_id: string | null;
  seller_id: string | null;
  activation_date: string | null;
  expiration_date: string | null;
  iteration_number: number;
  printing_count_per_item: number;
  item_name: string | null;
  brand: string | null;
  photo: string | null;
  exported_by: string | null;
  exported_at: string | null;
  bill_date: string | null;
  client_name: string | null;
  client_phone: string | null;
  activated_by: string | null;
  is_restored: number;
  restored_by: string | null;
  restored_at: string | null;
  /** A customer's return (a restore of a sold item), until it is sold again (migration 0093). */
  returned_at: string | null;
  return_reason: string | null;
  /** A warranty claim replaced it: it never goes back to the stock. */
  replaced_at: string | null;
  notes: string | null;
  batch_id: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  sync_seq: number;
}

export interface SerialCountersTable {
  prefix: string;
  value: number;
}

export interface ActivationRecordsTable {
  id: string;
  phone_number: string;
  user_name: string | null;
  user_type: string;
  number_of_activations: number;
  activation_status: ActivationStatus;
  activator: string | null;
  activated_by: string | null;
  user_status: string;
  created_at: string;
  updated_at: string;
}

export interface ItemCountsTable {
  item_type: ItemType;
  status: ItemStatus;
  /** '' when the item is at no outlet. */
  seller_id: string;
  n: number;
}

export interface WarrantyExpiriesTable {
  /** YYYY-MM-DD (UTC) of expiration_date. */
  day: string;
  n: number;
}

/** A buyer's registration from the warranty page (migration 0043): a code ticket, confirmed at most once per item. */
export interface WarrantyRegistrationsTable {
  id: string;
  item_id: string;
  customer_name: string;
  /** E.164, where the code went. */
  phone_number: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
  /** The item, once confirmed (unique: one registration an item). */
  registered_item_id: string | null;
}

export interface ItemTables {
  items: ItemsTable;
  item_counts: ItemCountsTable;
  warranty_expiries: WarrantyExpiriesTable;
  serial_counters: SerialCountersTable;
  activation_records: ActivationRecordsTable;
  warranty_registrations: WarrantyRegistrationsTable;
}
