import type { ItemStatus, ItemType } from '../../../shared/items';

/** Counts kept by the triggers of migrations 0090 and 0096 (metric: sold | active | exported | exportedDay). */
export interface ItemStatCountsTable {
  metric: 'sold' | 'active' | 'exported' | 'exportedDay';
  /** '' for sold; the UTC month 'YYYY-MM' of the expiry (active) or of the export (exported); the UTC day 'YYYY-MM-DD' of the export (exportedDay). */
  bucket: string;
  item_type: ItemType;
  /** '' when the item is at no outlet. */
  seller_id: string;
  n: number;
}

/** Items per UTC month and day of creation (migration 0096), kept by the item commands. */
export interface ItemMadeCountsTable {
  unit: 'month' | 'day';
  /** 'YYYY-MM' (month) or 'YYYY-MM-DD' (day) of created_at, UTC. */
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
