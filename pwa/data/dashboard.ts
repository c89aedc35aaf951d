import type { ItemType } from '../../shared/items';
import { requestText as request } from './request';

// The dashboards' doorway to the server: grouped counts only (no item rows).

export interface DashboardCounts {
  inFactory: number;
  inStock: number;
  exported: number;
  sold: number;
  activeWarranties: number;
  expiringSoon: number;
  total: number;
}

export interface Dashboard {
  asOf: string;
  expiringWithinDays: number;
  totals: DashboardCounts;
  byType: Array<{ itemType: ItemType; counts: DashboardCounts }>;
  bySeller: Array<{ sellerId: string; sellerName: string | null; counts: DashboardCounts }>;
}

/** Dates are calendar days YYYY-MM-DD (Cairo), both included. */
export interface TotalsFilter {
  itemType?: ItemType | null;
  sellerId?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface TotalWarehouse {
  total: number;
  byType: Array<{ itemType: ItemType; count: number }>;
  rows: Array<{ catalogId: string; name: string; itemType: ItemType; inStock: number }>;
}

export interface InventoryRow {
  itemType: ItemType | 'all';
  inFactory: number;
  inStock: number;
  exported: number;
  total: number;
}

export interface TotalInventory {
  total: InventoryRow;
  rows: InventoryRow[];
}

export interface TotalExportation {
  total: number;
  byType: Array<{ itemType: ItemType; count: number }>;
  byMonth: Array<{ month: string; count: number }>;
  bySeller: Array<{ sellerId: string; sellerName: string | null; count: number }>;
}

const COUNTS = 'inFactory inStock exported sold activeWarranties expiringSoon total';
const INVENTORY_ROW = 'itemType inFactory inStock exported total';

export async function fetchDashboard(filter: TotalsFilter, signal?: AbortSignal): Promise<Dashboard> {
  const q = `query Dashboard($filter: TotalsFilter) { dashboard(filter: $filter) { asOf expiringWithinDays totals { ${COUNTS} } byType { itemType counts { ${COUNTS} } } bySeller { sellerId sellerName counts { ${COUNTS} } } } }`;
  return (await request<{ dashboard: Dashboard }>(q, { filter }, signal)).dashboard;
}

export async function fetchTotalWarehouse(filter: TotalsFilter, signal?: AbortSignal): Promise<TotalWarehouse> {
  const q = 'query TotalWarehouse($filter: TotalsFilter) { totalWarehouse(filter: $filter) { total byType { itemType count } rows { catalogId name itemType inStock } } }';
  return (await request<{ totalWarehouse: TotalWarehouse }>(q, { filter }, signal)).totalWarehouse;
}

export async function fetchTotalInventory(filter: TotalsFilter, signal?: AbortSignal): Promise<TotalInventory> {
  const q = `query TotalInventory($filter: TotalsFilter) { totalInventory(filter: $filter) { total { ${INVENTORY_ROW} } rows { ${INVENTORY_ROW} } } }`;
  return (await request<{ totalInventory: TotalInventory }>(q, { filter }, signal)).totalInventory;
}

export async function fetchTotalExportation(filter: TotalsFilter, signal?: AbortSignal): Promise<TotalExportation> {
  const q = 'query TotalExportation($filter: TotalsFilter) { totalExportation(filter: $filter) { total byType { itemType count } byMonth { month count } bySeller { sellerId sellerName count } } }';
  return (await request<{ totalExportation: TotalExportation }>(q, { filter }, signal)).totalExportation;
}
