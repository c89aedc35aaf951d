import { sql } from 'kysely';
import { ITEM_STATUSES, type ItemStatus, type ItemType } from '../../../shared/items';
import type { Db } from '../../db';
import { noIndexRef } from '../../db/dialect';
import type { Scope } from './dashboard.repository';
import { rangeTerms, type Term } from './months';

// The totals of a date range: each of rangeTerms' terms counted on the counters
// (whole months and days) or on a covering index (the hours at the ends), and
// added with its sign. Every query answers grouped counts, never item rows.

type CounterTerm = Extract<Term, { unit: 'month' | 'day' }>;

/** `n` added to `key` of `map` with the term's sign. */
function add<K>(map: Map<K, number>, key: K, n: number | string | bigint, sign: number) {
  map.set(key, (map.get(key) ?? 0) + sign * Number(n));
}

/** Keys whose count is not zero (terms of opposite signs cancel). */
const nonZero = <K>(map: Map<K, number>) => new Map([...map].filter(([, n]) => n !== 0));

export interface ExportTotals {
  byMonth: Map<string, number>;
  bySeller: Map<string, number>;
  byType: Map<ItemType, number>;
}

/**
 * Items at outlets exported within [from, to) (null ends open), summed by export
 * month (UTC), by outlet and by type. Each term is one statement answering two
 * sums grouped by the database: per month (whole-month terms only: a day's or an
 * hour's rows lie in one month) and per (type, outlet), from which the outlets'
 * and the types' sums are added up here; no counter row travels.
 */
export async function exportTotals(db: Db, scope: Scope, from: Date | null, to: Date | null): Promise<ExportTotals> {
  const totals: ExportTotals = { byMonth: new Map(), bySeller: new Map(), byType: new Map() };
  const parts = await Promise.all(rangeTerms(from, to).map(async (term) => ({ term, rows: await exportSums(db, scope, term) })));
  for (const { term, rows } of parts) {
    for (const r of rows) {
      if (r.axis === 'month') {
        add(totals.byMonth, r.month, r.n, term.sign);
        continue;
      }
      add(totals.byType, r.itemType as ItemType, r.n, term.sign);
      add(totals.bySeller, r.sellerId ?? '', r.n, term.sign);
      if (term.unit !== 'month' && term.month) add(totals.byMonth, term.month, r.n, term.sign);
    }
  }
  return { byMonth: nonZero(totals.byMonth), bySeller: nonZero(totals.bySeller), byType: totals.byType };
}

function exportSums(db: Db, scope: Scope, term: Term) {
  if (term.unit === 'exact') {
    let q = db
      .selectFrom('items')
      .select((eb) => [
        sql.lit('pair').as('axis'),
        sql.lit('').as('month'),
        'item_type as itemType',
        'seller_id as sellerId',
        eb.fn.countAll<number>().as('n'),
      ])
      .where('status', '=', 'exported')
      .where('exported_at', '>=', term.from)
      .where('exported_at', '<', term.to)
      .where('item_type', 'in', scope.itemTypes);
    // Not an index on the outlet: a few hours of exports are fewer rows than an outlet's.
    if (scope.sellerId) q = q.where(noIndexRef(db, 'seller_id'), '=', scope.sellerId);
    return q.groupBy(['item_type', 'seller_id']).execute();
  }
  const counters = () => {
    let q = db
      .selectFrom('item_stat_counts')
      .where('metric', '=', term.unit === 'month' ? 'exported' : 'exportedDay')
      .where('item_type', 'in', scope.itemTypes);
    if (term.first) q = q.where('bucket', '>=', term.first);
    if (term.last) q = q.where('bucket', '<=', term.last);
    if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
    return q;
  };
  // No dates: the items at outlets now, per (type, outlet), are item_counts' own rows (an item is at an outlet
  // from its export, which dates it, until it leaves), 150 rows where the month counters hold 36 times as many.
  const pairs =
    !term.first && !term.last
      ? itemsAtOutlets(db, scope)
      : counters()
          .select((eb) => [
            sql.lit('pair').as('axis'),
            sql.lit('').as('month'),
            eb.ref('item_type').as('itemType'),
            eb.ref('seller_id').as('sellerId'),
            eb.fn.sum<number>('n').as('n'),
          ])
          .groupBy(['item_type', 'seller_id']);
  if (term.unit === 'day') return pairs.execute();
  const months = counters()
    .select((eb) => [
      sql.lit('month').as('axis'),
      eb.ref('bucket').as('month'),
      sql.lit('').as('itemType'),
      sql.lit('').as('sellerId'),
      eb.fn.sum<number>('n').as('n'),
    ])
    .groupBy('bucket');
  return months.unionAll(pairs).execute();
}

function itemsAtOutlets(db: Db, scope: Scope) {
  let q = db
    .selectFrom('item_counts')
    .select((eb) => [
      sql.lit('pair').as('axis'),
      sql.lit('').as('month'),
      eb.ref('item_type').as('itemType'),
      eb.ref('seller_id').as('sellerId'),
      eb.fn.sum<number>('n').as('n'),
    ])
    .where('status', '=', 'exported')
    .where('item_type', 'in', scope.itemTypes);
  if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
  return q.groupBy(['item_type', 'seller_id']);
}

/** Items made within [from, to) per (type, status). */
export async function inventoryByDates(
  db: Db,
  scope: Scope,
  from: Date | null,
  to: Date | null,
): Promise<Array<{ itemType: ItemType; status: ItemStatus; n: number }>> {
  const counts = new Map<string, { itemType: ItemType; status: ItemStatus; n: number }>();
  const fold = (rows: Array<{ itemType: ItemType; status: ItemStatus; n: number | string }>, sign: number) => {
    for (const r of rows) {
      const key = `${r.itemType}/${r.status}`;
      const c = counts.get(key) ?? { itemType: r.itemType, status: r.status, n: 0 };
      c.n += sign * Number(r.n);
      counts.set(key, c);
    }
  };
  if (scope.sellerId) {
    // The counters have no outlet: an outlet's items are counted on items_seller_created, which covers them.
    let q = db
      .selectFrom('items')
      .select(['item_type as itemType', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('seller_id', '=', scope.sellerId)
      .where('item_type', 'in', scope.itemTypes);
    if (from) q = q.where('created_at', '>=', from.toISOString());
    if (to) q = q.where('created_at', '<', to.toISOString());
    fold(await q.groupBy(['item_type', 'status']).execute(), 1);
  } else {
    const parts = await Promise.all(
      rangeTerms(from, to).map(async (term) => {
        if (term.unit !== 'exact') {
          const rows = await madeCounters(db, term)
            .select(['item_type as itemType', 'status', (eb) => eb.fn.sum<number>('n').as('n')])
            .where('item_type', 'in', scope.itemTypes)
            .groupBy(['item_type', 'status'])
            .execute();
          return { sign: term.sign, rows };
        }
        // Every status named, so SQLite reads the (type, status, created_at) index's ranges, covered.
        const q = db
          .selectFrom('items')
          .select(['item_type as itemType', 'status', (eb) => eb.fn.countAll<number>().as('n')])
          .where('item_type', 'in', scope.itemTypes)
          .where('status', 'in', ITEM_STATUSES)
          .where('created_at', '>=', term.from)
          .where('created_at', '<', term.to);
        return { sign: term.sign, rows: await q.groupBy(['item_type', 'status']).execute() };
      }),
    );
    for (const { sign, rows } of parts) fold(rows, sign);
  }
  return [...counts.values()];
}

function madeCounters(db: Db, term: CounterTerm) {
  let q = db.selectFrom('item_made_counts').where('unit', '=', term.unit);
  if (term.first) q = q.where('bucket', '>=', term.first);
  if (term.last) q = q.where('bucket', '<=', term.last);
  return q;
}

/** Stock made within [from, to), per catalog entry (counts not zero). */
export async function stockMadeWithin(
  db: Db,
  itemTypes: readonly ItemType[],
  from: Date | null,
  to: Date | null,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const parts = await Promise.all(
    rangeTerms(from, to).map(async (term) => {
      if (term.unit !== 'exact') {
        const rows = await madeCounters(db, term)
          .select(['catalog_id as catalogId', (eb) => eb.fn.sum<number>('n').as('n')])
          .where('status', '=', 'inStock')
          .where('item_type', 'in', itemTypes)
          .groupBy('catalog_id')
          .execute();
        return { sign: term.sign, rows };
      }
      let q = db
        .selectFrom('items')
        .select(['catalog_id as catalogId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'inStock')
        .where('created_at', '>=', term.from)
        .where('created_at', '<', term.to);
      // items_status_created has no item_type: filter on it only when the caller may not see every type.
      if (itemTypes.length < 3) q = q.where('item_type', 'in', itemTypes);
      // Not the bare column on SQLite: grouping on it tempts SQLite into walking items_catalog over all
      // stock to skip a sort; `+catalog_id` keeps it on the date range of items_status_created.
      return { sign: term.sign, rows: await q.groupBy(noIndexRef(db, 'catalog_id')).execute() };
    }),
  );
  for (const { sign, rows } of parts) for (const r of rows) add(counts, r.catalogId, r.n, sign);
  return nonZero(counts);
}
