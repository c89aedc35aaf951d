import { z } from 'zod';
import { nextDay, startOfDay } from '../../../shared/dates';
import { calendarDay } from '../../../shared/validation/common';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { can } from '../../../shared/access/permissions';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { reachOf, requireFor, requireUser } from '../../graphql/access';
import { dashboardTotals, totalExportation, totalInventory, totalWarehouse } from './totals';

const typeDefs = /* GraphQL */ `
  type DashboardCounts {
    inFactory: Int!
    "In the warehouse (inStock)."
    inStock: Int!
    "At outlets."
    exported: Int!
    "With a bill date."
    sold: Int!
    "Active as of the request (an active warranty past its expiry reads expired)."
    activeWarranties: Int!
    "Active warranties expiring within expiringWithinDays."
    expiringSoon: Int!
    total: Int!
  }
  type DashboardTypeCounts {
    itemType: String!
    counts: DashboardCounts!
  }
  type DashboardSellerCounts {
    sellerId: String!
    sellerName: String
    counts: DashboardCounts!
  }
  type ClaimStatusCount {
    "received | diagnosed | repaired | replaced | refused"
    status: String!
    count: Int!
  }
  type ClaimCatalogCount {
    catalogId: String!
    name: String!
    itemType: String!
    claims: Int!
    replaced: Int!
    "Items of this entry with a bill date (in the caller's scope)."
    sold: Int!
    "Items claimed at least once per item sold; null when none is sold."
    failureRate: Float
  }
  "Warranty claims in the caller's scope: by status, and by catalog entry (the failure rate per product), most claims first."
  type DashboardClaims {
    total: Int!
    open: Int!
    byStatus: [ClaimStatusCount!]!
    byCatalog: [ClaimCatalogCount!]!
  }
  type Dashboard {
    asOf: String!
    claims: DashboardClaims!
    expiringWithinDays: Int!
    totals: DashboardCounts!
    "Only the item types the caller may read."
    byType: [DashboardTypeCounts!]!
    "Outlets holding items, most exported first."
    bySeller: [DashboardSellerCounts!]!
  }
  type TypeCount {
    itemType: String!
    count: Int!
  }
  type WarehouseRow {
    catalogId: String!
    name: String!
    itemType: String!
    inStock: Int!
  }
  type TotalWarehouse {
    total: Int!
    byType: [TypeCount!]!
    rows: [WarehouseRow!]!
  }
  type InventoryRow {
    "An item type, or 'all' for the total row."
    itemType: String!
    inFactory: Int!
    inStock: Int!
    exported: Int!
    total: Int!
  }
  type TotalInventory {
    total: InventoryRow!
    rows: [InventoryRow!]!
  }
  type MonthCount {
    "YYYY-MM (UTC)"
    month: String!
    count: Int!
  }
  type SellerCount {
    sellerId: String!
    sellerName: String
    count: Int!
  }
  type TotalExportation {
    total: Int!
    byType: [TypeCount!]!
    byMonth: [MonthCount!]!
    "Most exports first."
    bySeller: [SellerCount!]!
  }
  "from/to are calendar days (YYYY-MM-DD, Cairo), both included."
  input TotalsFilter {
    itemType: String
    sellerId: String
    from: String
    to: String
  }
  extend type Query {
    "Home and Dashboard totals. The filter's dates are ignored: the totals are as of now."
    dashboard(filter: TotalsFilter): Dashboard!
    "Stock per catalog entry; dates filter on when the items were made; sellerId does not apply."
    totalWarehouse(filter: TotalsFilter): TotalWarehouse!
    "All items by status and type; dates filter on when the items were made."
    totalInventory(filter: TotalsFilter): TotalInventory!
    "Items at outlets by outlet and by month of export; dates filter on the export date."
    totalExportation(filter: TotalsFilter): TotalExportation!
  }
`;

const day = calendarDay;
const filterSchema = z
  .object({ itemType: z.enum(ITEM_TYPES).nullish(), sellerId: z.string().trim().max(64).nullish(), from: day.nullish(), to: day.nullish() })
  .nullish()
  .transform((v) => v ?? {});

/**
 * Reading the totals of a type is reading that type's items: the caller sees
 * the types whose Read permission it holds, and asking for another is refused.
 */
async function scopeOf(ctx: Context, args: Record<string, unknown>) {
  const filter = parseInput(filterSchema, args.filter);
  const user = requireUser(ctx);
  const reach = reachOf(ctx);
  const readable = ITEM_TYPES.filter((t) => can(user.roles, `${t}Read`));
  if (filter.itemType && !readable.includes(filter.itemType)) await requireFor(ctx, `${filter.itemType}Read`);
  const itemTypes: readonly ItemType[] = filter.itemType ? [filter.itemType] : readable;
  if (!itemTypes.length) throw new AppError('FORBIDDEN');
  return {
    // An outlet account's figures are its own outlet's, whatever the filter asks.
    scope: { itemTypes, sellerId: reach.kind === 'outlet' ? reach.outletId : filter.sellerId || null },
    from: filter.from ? startOfDay(filter.from) : null,
    to: filter.to ? startOfDay(nextDay(filter.to)) : null,
  };
}

type Args = Record<string, unknown>;

export const dashboardModule: GraphQLModule = {
  name: 'dashboard',
  typeDefs,
  resolvers: {
    Query: {
      dashboard: async (_: unknown, args: Args, ctx: Context) => {
        const { scope } = await scopeOf(ctx, args);
        return dashboardTotals(ctx.db, scope, new Date(), ctx.language);
      },
      totalWarehouse: async (_: unknown, args: Args, ctx: Context) => {
        const { scope, from, to } = await scopeOf(ctx, args);
        return totalWarehouse(ctx.db, scope.itemTypes, from, to, ctx.language);
      },
      totalInventory: async (_: unknown, args: Args, ctx: Context) => {
        const { scope, from, to } = await scopeOf(ctx, args);
        return totalInventory(ctx.db, scope, from, to);
      },
      totalExportation: async (_: unknown, args: Args, ctx: Context) => {
        const { scope, from, to } = await scopeOf(ctx, args);
        return totalExportation(ctx.db, scope, from, to, ctx.language);
      },
    },
  },
};
