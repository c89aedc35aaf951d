import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';

// The dashboards' doorway to the server: grouped counts only (no item rows).

const CountsFields = graphql(`
  fragment CountsFields on DashboardCounts @_unmask {
    inFactory
    inStock
    exported
    sold
    activeWarranties
    expiringSoon
    total
  }
`);

const InventoryRowFields = graphql(`
  fragment InventoryRowFields on InventoryRow @_unmask {
    itemType
    inFactory
    inStock
    exported
    total
  }
`);

const Dashboard = graphql(
  `
    query Dashboard($filter: TotalsFilter) {
      dashboard(filter: $filter) {
        asOf
        expiringWithinDays
        claims {
          total
          open
          byStatus {
            status
            count
          }
          byCatalog {
            catalogId
            name
            itemType
            claims
            replaced
            sold
            failureRate
          }
        }
        totals {
          ...CountsFields
        }
        byType {
          itemType
          counts {
            ...CountsFields
          }
        }
        bySeller {
          sellerId
          sellerName
          counts {
            ...CountsFields
          }
        }
      }
    }
  `,
  [CountsFields],
);

const TotalWarehouse = graphql(`
  query TotalWarehouse($filter: TotalsFilter) {
    totalWarehouse(filter: $filter) {
      total
      byType {
        itemType
        count
      }
      rows {
        catalogId
        name
        itemType
        inStock
      }
    }
  }
`);

const TotalInventory = graphql(
  `
    query TotalInventory($filter: TotalsFilter) {
      totalInventory(filter: $filter) {
        total {
          ...InventoryRowFields
        }
        rows {
          ...InventoryRowFields
        }
      }
    }
  `,
  [InventoryRowFields],
);

const TotalExportation = graphql(`
  query TotalExportation($filter: TotalsFilter) {
    totalExportation(filter: $filter) {
      total
      byType {
        itemType
        count
      }
      byMonth {
        month
        count
      }
      bySeller {
        sellerId
        sellerName
        count
      }
    }
  }
`);

export type DashboardCounts = ResultOf<typeof CountsFields>;
export type Dashboard = ResultOf<typeof Dashboard>['dashboard'];
/** Dates are calendar days YYYY-MM-DD (Cairo), both included. */
export type TotalsFilter = NonNullable<VariablesOf<typeof Dashboard>['filter']>;
export type TotalWarehouse = ResultOf<typeof TotalWarehouse>['totalWarehouse'];
/** `itemType` is an item type, or 'all' on the total row. */
export type InventoryRow = ResultOf<typeof InventoryRowFields>;
export type TotalExportation = ResultOf<typeof TotalExportation>['totalExportation'];

export async function fetchDashboard(filter: TotalsFilter, signal?: AbortSignal): Promise<Dashboard> {
  return (await request(Dashboard, { filter }, { signal })).dashboard;
}

export async function fetchTotalWarehouse(filter: TotalsFilter, signal?: AbortSignal): Promise<TotalWarehouse> {
  return (await request(TotalWarehouse, { filter }, { signal })).totalWarehouse;
}

export async function fetchTotalInventory(filter: TotalsFilter, signal?: AbortSignal) {
  return (await request(TotalInventory, { filter }, { signal })).totalInventory;
}

export async function fetchTotalExportation(filter: TotalsFilter, signal?: AbortSignal): Promise<TotalExportation> {
  return (await request(TotalExportation, { filter }, { signal })).totalExportation;
}
