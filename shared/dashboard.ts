// The dashboards' figures (spec §5), as the server answers them (server/modules/dashboard).
import type { ItemStatus } from './items/states';

/** Grouped item counts: by status, sold, active warranties and those expiring soon, and all of them. */
export interface DashboardCounts extends Record<ItemStatus, number> {
  sold: number;
  activeWarranties: number;
  expiringSoon: number;
  total: number;
}
