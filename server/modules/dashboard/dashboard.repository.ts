import type { Language } from '../../../shared/i18n';
import type { ItemStatus, ItemType } from '../../../shared/items';
import type { Db } from '../../db';
import { rowName } from '../../db/names';
import { stockMadeWithin } from './dated.repository';
import { monthOf, nextMonthStart } from './months';

// Aggregates for the dashboards. Every function returns grouped counts, never
// item rows: totals come from the counter tables (item_counts, item_stat_counts)
// and only the partial ends of a time range are counted from covering indexes
// (date ranges: dated.repository.ts).

/** What the caller may see and asked for: item types (never empty) and one outlet or all. */
export interface Scope {
  itemTypes: readonly ItemType[];
  sellerId: string | null;
}

export interface Grouped {
  itemType: ItemType;
  sellerId: string;
  n: number;
}

/** Items per (type, outlet, status): the item commands' own counters. */
export async function statusCounts(db: Db, scope: Scope): Promise<Array<Grouped & { status: ItemStatus }>> {
  let q = db
    .selectFrom('item_counts')
    .select(['item_type as itemType', 'seller_id as sellerId', 'status', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('item_type', 'in', scope.itemTypes);
  if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
  const rows = await q.groupBy(['item_type', 'seller_id', 'status']).execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** A counter metric summed per (type, outlet) over a bucket range (inclusive; null ends open). */
async function counters(
  db: Db,
  metric: 'sold' | 'active',
  scope: Scope,
  range: { first: string | null; last: string | null },
): Promise<Grouped[]> {
  let q = db
    .selectFrom('item_stat_counts')
    .select(['item_type as itemType', 'seller_id as sellerId', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('metric', '=', metric)
    .where('item_type', 'in', scope.itemTypes);
  if (range.first) q = q.where('bucket', '>=', range.first);
  if (range.last) q = q.where('bucket', '<=', range.last);
  if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
  // Per (type, outlet), not per bucket too: the callers add the buckets up, and the database does it without
  // sending a row per month (the active warranties' two years of months were 3,750 rows, 8 ms of the Dashboard).
  const rows = await q.groupBy(['item_type', 'seller_id']).execute();
  return rows.map((r) => ({ itemType: r.itemType, sellerId: r.sellerId, n: Number(r.n) }));
}

export async function soldCounts(db: Db, scope: Scope): Promise<Grouped[]> {
  return counters(db, 'sold', scope, { first: null, last: null });
}

/** Active warranties (expiring within [from, to)), counted exactly on the covering index items_dash_warranty. */
async function exactWarranties(db: Db, scope: Scope, from: string, to: string | null): Promise<Grouped[]> {
  let q = db
    .selectFrom('items')
    .select(['item_type as itemType', 'seller_id as sellerId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('warranty_status', '=', 'active')
    .where('expiration_date', '>', from)
    .where('item_type', 'in', scope.itemTypes);
  if (to) q = q.where('expiration_date', '<=', to);
  if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
  const rows = await q.groupBy(['item_type', 'seller_id']).execute();
  return rows.map((r) => ({ itemType: r.itemType, sellerId: r.sellerId ?? '', n: Number(r.n) }));
}

/**
 * Warranties active at `now` (stored active and expiring after now): the months
 * after this one from the counters, this month's rest counted exactly.
 */
export async function activeWarrantyCounts(db: Db, scope: Scope, now: Date): Promise<Grouped[]> {
  const next = nextMonthStart(now);
  const [later, thisMonth] = await Promise.all([
    counters(db, 'active', scope, { first: monthOf(next), last: null }),
    // expiration_date < next month, written as <= the last instant before it.
    exactWarranties(db, scope, now.toISOString(), new Date(next.getTime() - 1).toISOString()),
  ]);
  return [...later, ...thisMonth];
}

/** Active warranties that expire in (now, now + days]. */
export async function expiringCounts(db: Db, scope: Scope, now: Date, days: number): Promise<Grouped[]> {
  return exactWarranties(db, scope, now.toISOString(), new Date(now.getTime() + days * 86_400_000).toISOString());
}

export interface WarehouseCount {
  catalogId: string;
  name_ar: string | null;
  name_en: string | null;
  itemType: ItemType;
  n: number;
}

/**
 * Stock per catalog entry. Without dates it is the entry's quantity (kept by
 * the item commands); with dates, stock made within [from, to), from the
 * counters of items made (dated.repository.ts).
 */
export async function warehouseCounts(
  db: Db,
  itemTypes: readonly ItemType[],
  from: Date | null,
  to: Date | null,
): Promise<WarehouseCount[]> {
  if (!from && !to) {
    const rows = await db
      .selectFrom('catalog_entries')
      .select(['id as catalogId', 'name_ar', 'name_en', 'kind as itemType', 'quantity as n'])
      .where('kind', 'in', itemTypes)
      .where('quantity', '>', 0)
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }
  return stockMadeWithin(db, itemTypes, from, to);
}

/** Warranty claims per status, and per catalog entry with its sold items: the failure rate per product (issue 20). */
export async function claimCounts(db: Db, scope: Scope, language: Language) {
  let q = db.selectFrom('warranty_claims').where('item_type', 'in', scope.itemTypes);
  if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
  const [byStatus, byCatalog] = await Promise.all([
    q
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    q
      .select([
        'catalog_id as catalogId',
        (eb) => eb.fn.countAll<number>().as('claims'),
        (eb) => eb.fn.count<number>('item_id').distinct().as('items'),
        (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'replaced').then(1).else(0).end()).as('replaced'),
      ])
      .groupBy('catalog_id')
      .execute(),
  ]);
  const ids = byCatalog.map((r) => r.catalogId);
  let sold = db
    .selectFrom('items')
    .select(['catalog_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bill_date', 'is not', null)
    .where('item_type', 'in', scope.itemTypes);
  if (scope.sellerId) sold = sold.where('seller_id', '=', scope.sellerId);
  const [soldRows, entries] = ids.length
    ? await Promise.all([
        sold.where('catalog_id', 'in', ids).groupBy('catalog_id').execute(),
        db.selectFrom('catalog_entries').select(['id', 'name_ar', 'name_en', 'kind']).where('id', 'in', ids).execute(),
      ])
    : [[], []];
  const soldOf = new Map(soldRows.map((r) => [r.catalog_id, Number(r.n)]));
  const entryOf = new Map(entries.map((e) => [e.id, e]));
  return {
    byStatus: byStatus.map((r) => ({ status: r.status, count: Number(r.n) })),
    byCatalog: byCatalog.map((r) => {
      const entry = entryOf.get(r.catalogId);
      const soldCount = soldOf.get(r.catalogId) ?? 0;
      return {
        catalogId: r.catalogId,
        name: entry ? (rowName(entry, language) ?? '') : '',
        itemType: entry?.kind ?? '',
        claims: Number(r.claims),
        replaced: Number(r.replaced ?? 0),
        sold: soldCount,
        // Items claimed at least once, per item sold (null: none sold in the scope).
        failureRate: soldCount ? Number(r.items) / soldCount : null,
      };
    }),
  };
}
