import type { Language } from '../../../shared/i18n';
import { CLAIM_STATUSES, ITEM_STATUSES, perStatus, type ItemType } from '../../../shared/items';
import type { DashboardCounts } from '../../../shared/dashboard';
import type { Db } from '../../db';
import { rowName } from '../../db/names';
import { exportTotals, inventoryByDates } from './dated.repository';
import { sellerNames } from '../sellers/sellers.repository';
import {
  activeWarrantyCounts,
  claimCounts,
  expiringCounts,
  soldCounts,
  statusCounts,
  warehouseCounts,
  type Grouped,
  type Scope,
} from './dashboard.repository';

// Grouped counts from the repository folded into the shapes the screens show.

export const EXPIRING_WITHIN_DAYS = 30;

const zero = (): DashboardCounts => ({ ...perStatus(() => 0), sold: 0, activeWarranties: 0, expiringSoon: 0, total: 0 });

function add(map: Map<string, DashboardCounts>, key: string, field: keyof DashboardCounts, n: number) {
  const counts = map.get(key) ?? zero();
  counts[field] += n;
  map.set(key, counts);
}

/** Home and Dashboard: the totals, per type and per outlet, as of `now`. */
export async function dashboardTotals(db: Db, scope: Scope, now: Date, language: Language) {
  const [statuses, sold, active, expiring, claimed] = await Promise.all([
    statusCounts(db, scope),
    soldCounts(db, scope),
    activeWarrantyCounts(db, scope, now),
    expiringCounts(db, scope, now, EXPIRING_WITHIN_DAYS),
    claimCounts(db, scope, language),
  ]);
  const byType = new Map<string, DashboardCounts>();
  const bySeller = new Map<string, DashboardCounts>();
  const totals = zero();
  const fold = (rows: Grouped[], field: keyof DashboardCounts) => {
    for (const r of rows) {
      if (!r.n) continue;
      totals[field] += r.n;
      add(byType, r.itemType, field, r.n);
      if (r.sellerId) add(bySeller, r.sellerId, field, r.n);
    }
  };
  for (const status of ITEM_STATUSES)
    fold(
      statuses.filter((r) => r.status === status),
      status,
    );
  fold(statuses, 'total');
  fold(sold, 'sold');
  fold(active, 'activeWarranties');
  fold(expiring, 'expiringSoon');
  const names = await sellerNames(db, [...bySeller.keys()], language);
  return {
    asOf: now.toISOString(),
    expiringWithinDays: EXPIRING_WITHIN_DAYS,
    totals,
    claims: {
      total: claimed.byStatus.reduce((sum, r) => sum + r.count, 0),
      open: claimed.byStatus.filter((r) => r.status === 'received' || r.status === 'diagnosed').reduce((sum, r) => sum + r.count, 0),
      byStatus: CLAIM_STATUSES.map((status) => ({ status, count: claimed.byStatus.find((r) => r.status === status)?.count ?? 0 })),
      byCatalog: claimed.byCatalog.sort((a, b) => b.claims - a.claims || a.name.localeCompare(b.name)),
    },
    byType: scope.itemTypes.map((itemType) => ({ itemType, counts: byType.get(itemType) ?? zero() })),
    bySeller: [...bySeller.entries()]
      .map(([sellerId, counts]) => ({ sellerId, sellerName: names.get(sellerId) ?? null, counts }))
      .sort((a, b) => b.counts.exported - a.counts.exported || b.counts.sold - a.counts.sold || a.sellerId.localeCompare(b.sellerId)),
  };
}

export async function totalWarehouse(db: Db, itemTypes: readonly ItemType[], from: Date | null, to: Date | null, language: Language) {
  const rows = await warehouseCounts(db, itemTypes, from, to);
  const byType = itemTypes.map((itemType) => ({
    itemType,
    count: rows.filter((r) => r.itemType === itemType).reduce((s, r) => s + r.n, 0),
  }));
  return {
    total: byType.reduce((s, t) => s + t.count, 0),
    byType,
    rows: rows
      .map((r) => ({ catalogId: r.catalogId, name: rowName(r, language) ?? '', itemType: r.itemType, inStock: r.n }))
      .sort((a, b) => b.inStock - a.inStock || a.name.localeCompare(b.name)),
  };
}

export async function totalInventory(db: Db, scope: Scope, from: Date | null, to: Date | null) {
  const counts = from || to ? await inventoryByDates(db, scope, from, to) : await statusCounts(db, scope);
  const row = (itemType: string) => ({ itemType, ...perStatus(() => 0), total: 0 });
  const rows = new Map(scope.itemTypes.map((t) => [t as string, row(t)]));
  const total = row('all');
  for (const c of counts) {
    const r = rows.get(c.itemType);
    if (!r) continue;
    r[c.status] += c.n;
    r.total += c.n;
    total[c.status] += c.n;
    total.total += c.n;
  }
  return { total, rows: [...rows.values()] };
}

export async function totalExportation(db: Db, scope: Scope, from: Date | null, to: Date | null, language: Language) {
  const { byMonth, bySeller, byType, sellers } = await exportTotals(db, scope, from, to);
  return {
    total: [...byType.values()].reduce((sum, n) => sum + n, 0),
    byType: scope.itemTypes.map((itemType) => ({ itemType, count: byType.get(itemType) ?? 0 })),
    byMonth: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count })),
    bySeller: [...bySeller.entries()]
      .map(([sellerId, count]) => {
        const names = sellers.get(sellerId);
        return { sellerId, sellerName: names ? rowName(names, language) : null, count };
      })
      .sort((a, b) => b.count - a.count || a.sellerId.localeCompare(b.sellerId)),
  };
}
