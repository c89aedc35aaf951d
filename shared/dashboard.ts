// The dashboards' figures (spec §5), as the server answers them (server/modules/dashboard).

/** Grouped item counts: by status, sold, active warranties and those expiring soon, and all of them. */
export interface DashboardCounts {
  inFactory: number;
  inStock: number;
  exported: number;
  sold: number;
  activeWarranties: number;
  expiringSoon: number;
  total: number;
}
