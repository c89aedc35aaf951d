import type { ItemStatus, ItemType } from '../../../shared/items';
import type { BucketUnit } from '../counterBuckets';

/** Counts kept by the triggers of migrations 0090 and 0096. */
export interface ItemStatCountsTable {
  metric: 'sold' | 'active' | 'exported' | 'exportedWeek' | 'exportedDay';
  /**
   * '' for sold; the UTC month 'YYYY-MM' of the expiry (active) or of the export (exported); the week of
   * the month 'YYYY-MM-wN' (exportedWeek) or the UTC day 'YYYY-MM-DD' (exportedDay) of the export.
   */
  bucket: string;
  item_type: ItemType;
  /** '' when the item is at no outlet. */
  seller_id: string;
  n: number;
}

/** Items per UTC month, week of the month and day of creation (migration 0096), kept by the item commands. */
export interface ItemMadeCountsTable {
  unit: BucketUnit;
  /** created_at's bucket in the unit (server/db/counterBuckets.ts). */
  bucket: string;
  item_type: ItemType;
  status: ItemStatus;
  catalog_id: string;
  n: number;
}

export interface DashboardTables {
  item_stat_counts: ItemStatCountsTable;
  item_made_counts: ItemMadeCountsTable;
}
