export { DashboardPage, HomePage } from './DashboardPage';
export { TotalExportationPage, TotalInventoryPage, TotalWarehousePage } from './TotalsPages';
