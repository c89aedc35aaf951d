import type { Language } from '../../../shared/i18n';
import type { ItemStatus, ItemType } from '../../../shared/items';
import type { Db } from '../../db';
import { noIndexRef } from '../../db/dialect';
import { rowName } from '../../db/names';
import { monthOf, nextMonthStart, splitByMonths } from './months';

// Aggregates for the dashboards. Every function returns grouped counts, never
// item rows: totals come from the counter tables (item_counts, item_stat_counts)
// and only the partial ends of a time range are counted from covering indexes.

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

/** A counter metric summed per (type, outlet[, bucket]) over a bucket range (inclusive; null ends open). */
async function counters(
  db: Db,
  metric: 'sold' | 'active' | 'exported',
  scope: Scope,
  range: { first: string | null; last: string | null },
) {
  let q = db
    .selectFrom('item_stat_counts')
    .select(['item_type as itemType', 'seller_id as sellerId', 'bucket', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('metric', '=', metric)
    .where('item_type', 'in', scope.itemTypes);
  if (range.first) q = q.where('bucket', '>=', range.first);
  if (range.last) q = q.where('bucket', '<=', range.last);
  if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
  const rows = await q.groupBy(['item_type', 'seller_id', 'bucket']).execute();
  return rows.map((r) => ({ itemType: r.itemType, sellerId: r.sellerId, bucket: r.bucket, n: Number(r.n) }));
}

export async function soldCounts(db: Db, scope: Scope): Promise<Grouped[]> {
  return (await counters(db, 'sold', scope, { first: null, last: null })).map(({ bucket: _bucket, ...r }) => r);
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
  return [...later.map(({ bucket: _bucket, ...r }) => r), ...thisMonth];
}

/** Active warranties that expire in (now, now + days]. */
export async function expiringCounts(db: Db, scope: Scope, now: Date, days: number): Promise<Grouped[]> {
  return exactWarranties(db, scope, now.toISOString(), new Date(now.getTime() + days * 86_400_000).toISOString());
}

/** Items at outlets by export month, for exports within [from, to) (null ends open). */
export async function exportCounts(db: Db, scope: Scope, from: Date | null, to: Date | null): Promise<Array<Grouped & { month: string }>> {
  const split = splitByMonths(from, to);
  const parts = await Promise.all([
    split.months
      ? counters(db, 'exported', scope, split.months).then((rows) => rows.map(({ bucket, ...r }) => ({ ...r, month: bucket })))
      : [],
    ...split.edges.map(async (edge) => {
      let q = db
        .selectFrom('items')
        .select(['item_type as itemType', 'seller_id as sellerId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'exported')
        .where('exported_at', '>=', edge.from)
        .where('exported_at', '<', edge.to)
        .where('item_type', 'in', scope.itemTypes);
      if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
      const rows = await q.groupBy(['item_type', 'seller_id']).execute();
      return rows.map((r) => ({ itemType: r.itemType, sellerId: r.sellerId ?? '', n: Number(r.n), month: edge.month }));
    }),
  ]);
  return parts.flat();
}

/** Items made within [from, to) per (type, status): one covering range count per pair (index items_type_status_created). */
export async function inventoryByDates(
  db: Db,
  scope: Scope,
  from: Date | null,
  to: Date | null,
): Promise<Array<{ itemType: ItemType; status: ItemStatus; n: number }>> {
  const statuses: ItemStatus[] = ['inFactory', 'inStock', 'exported'];
  const pairs = scope.itemTypes.flatMap((itemType) => statuses.map((status) => ({ itemType, status })));
  return Promise.all(
    pairs.map(async ({ itemType, status }) => {
      let q = db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('item_type', '=', itemType)
        .where('status', '=', status);
      if (from) q = q.where('created_at', '>=', from.toISOString());
      if (to) q = q.where('created_at', '<', to.toISOString());
      if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
      const row = await q.executeTakeFirstOrThrow();
      return { itemType, status, n: Number(row.n) };
    }),
  );
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
 * the item commands); with dates, stock made within [from, to) counted on items_status_created (migration 0092).
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
  let q = db
    .selectFrom('items')
    .select(['catalog_id as catalogId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'inStock');
  // The index has no item_type: filter on it only when the caller may not see every type.
  if (itemTypes.length < 3) q = q.where('item_type', 'in', itemTypes);
  if (from) q = q.where('created_at', '>=', from.toISOString());
  if (to) q = q.where('created_at', '<', to.toISOString());
  // Not the bare column on SQLite: grouping on it tempts SQLite into walking items_catalog over all
  // stock to skip a sort; `+catalog_id` keeps it on the date range of items_status_created.
  const counts = await q.groupBy(noIndexRef(db, 'catalog_id')).execute();
  if (!counts.length) return [];
  const entries = await db
    .selectFrom('catalog_entries')
    .select(['id', 'name_ar', 'name_en', 'kind'])
    .where(
      'id',
      'in',
      counts.map((c) => c.catalogId),
    )
    .execute();
  const byId = new Map(entries.map((e) => [e.id, e]));
  return counts.map((c) => ({
    catalogId: c.catalogId,
    name_ar: byId.get(c.catalogId)?.name_ar ?? null,
    name_en: byId.get(c.catalogId)?.name_en ?? null,
    itemType: byId.get(c.catalogId)?.kind ?? 'product',
    n: Number(c.n),
  }));
}

/** Outlets' names in `language`, else in the other one. */
export async function sellerNames(db: Db, ids: string[], language: Language): Promise<Map<string, string | null>> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('sellers').select(['id', 'name_ar', 'name_en']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, rowName(r, language)]));
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
