import type { ItemStatus, ItemType } from '../../../shared/items';
import type { BucketUnit } from '../counterBuckets';

/** Counts kept by the triggers of migration 0090 (its `exported` metric became item_export_counts in 0097). */
export interface ItemStatCountsTable {
  metric: 'sold' | 'active';
  /** '' for sold; the UTC month 'YYYY-MM' of the expiry (active). */
  bucket: string;
  item_type: ItemType;
  /** '' when the item is at no outlet. */
  seller_id: string;
  n: number;
}

/** Items per UTC month, week of the month (migration 0097) and day of creation (0096), kept by the item commands. */
export interface ItemMadeCountsTable {
  unit: BucketUnit;
  /** created_at's bucket in the unit (server/db/counterBuckets.ts). */
  bucket: string;
  item_type: ItemType;
  status: ItemStatus;
  catalog_id: string;
  n: number;
}

/** Items at an outlet per UTC month, week of the month and day of export (migration 0097), kept by the item commands. */
export interface ItemExportCountsTable {
  unit: BucketUnit;
  /** exported_at's bucket in the unit (server/db/counterBuckets.ts). */
  bucket: string;
  item_type: ItemType;
  seller_id: string;
  n: number;
}

/** item_made_counts' counts for the items at each outlet, the outlet first (migration 0097), kept by the item commands. */
export interface ItemOutletMadeCountsTable {
  unit: BucketUnit;
  seller_id: string;
  /** created_at's bucket in the unit (server/db/counterBuckets.ts). */
  bucket: string;
  item_type: ItemType;
  status: ItemStatus;
  n: number;
}

export interface DashboardTables {
  item_stat_counts: ItemStatCountsTable;
  item_made_counts: ItemMadeCountsTable;
  item_export_counts: ItemExportCountsTable;
  item_outlet_made_counts: ItemOutletMadeCountsTable;
}
