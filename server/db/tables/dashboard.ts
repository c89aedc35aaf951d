import type { ItemType } from '../../../shared/items';

/** Counts kept by the triggers of migration 0090 (metric: sold | active | exported). */
export interface ItemStatCountsTable {
  metric: 'sold' | 'active' | 'exported';
  /** '' for sold; the UTC month 'YYYY-MM' of the expiry (active) or of the export (exported). */
  bucket: string;
  item_type: ItemType;
  /** '' when the item is at no outlet. */
  seller_id: string;
  n: number;
}

export interface DashboardTables {
  item_stat_counts: ItemStatCountsTable;
}
