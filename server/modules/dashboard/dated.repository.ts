import { sql } from 'kysely';
import { ITEM_STATUSES, type ItemStatus, type ItemType } from '../../../shared/items';
import type { Db } from '../../db';
import { noIndexRef, readTwice, serialPlan } from '../../db/dialect';
import type { Scope, WarehouseCount } from './dashboard.repository';
import { rangeTerms, type Term } from './months';

// The totals of a date range, one statement a screen: a branch a term of
// rangeTerms (a range of month or day counters, or the hours at an end counted
// on a covering index), its counts carrying the term's sign, each branch a plain
// index range and grouped by the database. One statement, not one a term: on
// PostgreSQL each is a round trip, and under load those, not the rows, were the
// time. Every statement that reads counters is kept serial (serialPlan).

type CounterTerm = Exclude<Term, { unit: 'exact' }>;
type ExactTerm = Extract<Term, { unit: 'exact' }>;

const countersOf = (terms: Term[]) => terms.filter((t): t is CounterTerm => t.unit !== 'exact');
const exactOf = (terms: Term[]) => terms.filter((t): t is ExactTerm => t.unit === 'exact');

/** `n` with the term's sign: a literal, so each branch stays a plain range. */
const signed = (n: 'n', sign: 1 | -1) => (sign > 0 ? sql<number>`${sql.ref(n)}` : sql<number>`-${sql.ref(n)}`);

/** Keys whose count is not zero (terms of opposite signs cancel). */
const nonZero = <K>(map: Map<K, number>) => new Map([...map].filter(([, n]) => n !== 0));

function add<K>(map: Map<K, number>, key: K, n: number | string | bigint) {
  map.set(key, (map.get(key) ?? 0) + Number(n));
}

export interface ExportTotals {
  byMonth: Map<string, number>;
  bySeller: Map<string, number>;
  byType: Map<ItemType, number>;
  /** The outlets' names, read in the same statement. */
  sellers: Map<string, { name_ar: string | null; name_en: string | null }>;
}

/**
 * Items at outlets exported within [from, to) (null ends open), summed by export
 * month (UTC) and by (type, outlet), from which the outlets' and the types' sums
 * are added up here: the two sums of one scan (a WITH both read), so no counter
 * row travels and PostgreSQL has no two scans to run in parallel workers.
 */
export async function exportTotals(db: Db, scope: Scope, from: Date | null, to: Date | null): Promise<ExportTotals> {
  const terms = rangeTerms(from, to);
  const totals: ExportTotals = { byMonth: new Map(), bySeller: new Map(), byType: new Map(), sellers: new Map() };
  if (!terms.length) return totals;
  const rows = from || to ? await exportedWithin(db, scope, terms) : await exportedEver(db, scope);
  for (const r of rows) {
    if (r.axis === 'month') add(totals.byMonth, r.month, r.n);
    else {
      add(totals.byType, r.itemType as ItemType, r.n);
      add(totals.bySeller, r.sellerId, r.n);
      totals.sellers.set(r.sellerId, { name_ar: r.name_ar, name_en: r.name_en });
    }
  }
  return { ...totals, byMonth: nonZero(totals.byMonth), bySeller: nonZero(totals.bySeller) };
}

function exportedWithin(db: Db, scope: Scope, terms: Term[]) {
  const counters = countersOf(terms);
  // Each exact term's items, one row an item (a few hours' exports), signed and labelled with its month.
  const exact = exactOf(terms).map((t) => (qc: Db) => {
    let q = qc
      .selectFrom('items')
      .select((eb) => [
        sql.lit(t.sign as number).as('n'),
        sql.lit(t.month).as('month'),
        'item_type',
        eb.fn.coalesce('seller_id', sql.lit('')).as('seller_id'),
      ])
      .where('status', '=', 'exported')
      .where('exported_at', '>=', t.from)
      .where('exported_at', '<', t.to)
      .where('item_type', 'in', scope.itemTypes);
    // Not an index on the outlet: a few hours of exports are fewer rows than an outlet's.
    if (scope.sellerId) q = q.where(noIndexRef(db, 'seller_id'), '=', scope.sellerId);
    return q;
  });
  // Each counter term's rows, signed and labelled with their month (a week's or a day's is in one month).
  const counted = counters.map((t) => (qc: Db) => {
    let q = exportCounters(db, t, qc)
      .select([
        signed('n', t.sign).as('n'),
        t.unit === 'month' ? sql<string>`bucket`.as('month') : sql.lit(t.month as string).as('month'),
        'item_type',
        'seller_id',
      ])
      .where('item_type', 'in', scope.itemTypes);
    if (scope.sellerId) q = q.where('seller_id', '=', scope.sellerId);
    return q;
  });
  const parts = [...counted, ...exact];
  return db
    .with(
      (cte) => readTwice(db, cte('counted')),
      (qc) => {
        const [first, ...rest] = parts.map((part) => part(qc as Db));
        return rest.reduce((u, q) => u.unionAll(q), first as NonNullable<typeof first>);
      },
    )
    .selectFrom('counted')
    .select((eb) => [
      sql.lit('month').as('axis'),
      'month',
      sql.lit('').as('itemType'),
      sql.lit('').as('sellerId'),
      sql<string | null>`null`.as('name_ar'),
      sql<string | null>`null`.as('name_en'),
      eb.fn.sum<number>('n').as('n'),
    ])
    .groupBy('month')
    .unionAll((eb) =>
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('counted')
            .select((e) => ['item_type', 'seller_id', e.fn.sum<number>('n').as('n')])
            .groupBy(['item_type', 'seller_id'])
            .as('pairs'),
        )
        // The outlets' names, looked up once a pair after the sums.
        .leftJoin('sellers', 'sellers.id', 'pairs.seller_id')
        .select([
          sql.lit('pair').as('axis'),
          sql.lit('').as('month'),
          'pairs.item_type as itemType',
          'pairs.seller_id as sellerId',
          'sellers.name_ar',
          'sellers.name_en',
          'pairs.n',
        ]),
    )
    .execute();
}

/**
 * No dates: per month from the counters; per (type, outlet), the items at outlets now, which are item_counts'
 * own rows (an item is at an outlet from its export, which dates it, until it leaves): 150 rows, where the
 * month counters hold 36 times as many.
 */
function exportedEver(db: Db, scope: Scope) {
  let months = exportCounters(db, { unit: 'month', first: null, last: null })
    .select((eb) => [
      sql.lit('month').as('axis'),
      'bucket as month',
      sql.lit('').as('itemType'),
      sql.lit('').as('sellerId'),
      sql<string | null>`null`.as('name_ar'),
      sql<string | null>`null`.as('name_en'),
      eb.fn.sum<number>('n').as('n'),
    ])
    .where('item_type', 'in', scope.itemTypes);
  let pairs = db
    .selectFrom('item_counts')
    .leftJoin('sellers', 'sellers.id', 'item_counts.seller_id')
    .select((eb) => [
      sql.lit('pair').as('axis'),
      sql.lit('').as('month'),
      'item_counts.item_type as itemType',
      'item_counts.seller_id as sellerId',
      'sellers.name_ar',
      'sellers.name_en',
      eb.fn.sum<number>('item_counts.n').as('n'),
    ])
    .where('item_counts.status', '=', 'exported')
    .where('item_counts.item_type', 'in', scope.itemTypes);
  if (scope.sellerId) {
    months = months.where('seller_id', '=', scope.sellerId);
    pairs = pairs.where('item_counts.seller_id', '=', scope.sellerId);
  }
  return months
    .groupBy('bucket')
    .unionAll(pairs.groupBy(['item_counts.item_type', 'item_counts.seller_id', 'sellers.name_ar', 'sellers.name_en']))
    .execute();
}

/** Items made within [from, to) per (type, status). */
export async function inventoryByDates(
  db: Db,
  scope: Scope,
  from: Date | null,
  to: Date | null,
): Promise<Array<{ itemType: ItemType; status: ItemStatus; n: number }>> {
  const counts = new Map<string, { itemType: ItemType; status: ItemStatus; n: number }>();
  const terms = rangeTerms(from, to);
  const sellerId = scope.sellerId;
  for (const r of sellerId ? await madeAtOutlet(db, { ...scope, sellerId }, terms) : await madeWithin(db, scope, terms)) {
    const key = `${r.itemType}/${r.status}`;
    const c = counts.get(key) ?? { itemType: r.itemType, status: r.status, n: 0 };
    c.n += Number(r.n);
    counts.set(key, c);
  }
  return [...counts.values()];
}

/** As madeWithin, for one outlet's items: its own counters (item_outlet_made_counts), its hours on items_seller_created. */
function madeAtOutlet(db: Db, scope: Scope & { sellerId: string }, terms: Term[]) {
  const parts = [
    ...countersOf(terms).map((t) => {
      let q = db
        .selectFrom('item_outlet_made_counts')
        .select(['item_type as itemType', 'status', (eb) => eb.fn.sum<number>(signed('n', t.sign)).as('n')])
        .where('unit', '=', t.unit)
        .where('seller_id', '=', scope.sellerId)
        .where('item_type', 'in', scope.itemTypes)
        .where(serialPlan(db));
      if (t.first) q = q.where('bucket', '>=', t.first);
      if (t.last) q = q.where('bucket', '<=', t.last);
      return q.groupBy(['item_type', 'status']);
    }),
    ...exactOf(terms).map((t) =>
      db
        .selectFrom('items')
        .select((eb) => ['item_type as itemType', 'status', eb(eb.fn.countAll<number>(), '*', sql.lit(t.sign)).as('n')])
        .where('seller_id', '=', scope.sellerId)
        .where('item_type', 'in', scope.itemTypes)
        .where('created_at', '>=', t.from)
        .where('created_at', '<', t.to)
        .groupBy(['item_type', 'status']),
    ),
  ];
  const [first, ...rest] = parts;
  return first ? rest.reduce((u, q) => u.unionAll(q), first).execute() : Promise.resolve([]);
}

function madeWithin(db: Db, scope: Scope, terms: Term[]) {
  const parts = [
    ...countersOf(terms).map((t) =>
      madeCounters(db, t)
        .select(['item_type as itemType', 'status', (eb) => eb.fn.sum<number>(signed('n', t.sign)).as('n')])
        .where('item_type', 'in', scope.itemTypes)
        .groupBy(['item_type', 'status']),
    ),
    // Every status named, so SQLite reads the (type, status, created_at) index's ranges, covered.
    ...exactOf(terms).map((t) =>
      db
        .selectFrom('items')
        .select((eb) => ['item_type as itemType', 'status', eb(eb.fn.countAll<number>(), '*', sql.lit(t.sign)).as('n')])
        .where('item_type', 'in', scope.itemTypes)
        .where('status', 'in', ITEM_STATUSES)
        .where('created_at', '>=', t.from)
        .where('created_at', '<', t.to)
        .groupBy(['item_type', 'status']),
    ),
  ];
  const [first, ...rest] = parts;
  return first ? rest.reduce((u, q) => u.unionAll(q), first).execute() : Promise.resolve([]);
}

/** Stock made within [from, to) per catalog entry, with the entry's names and type (counts not zero). */
export async function stockMadeWithin(
  db: Db,
  itemTypes: readonly ItemType[],
  from: Date | null,
  to: Date | null,
): Promise<WarehouseCount[]> {
  const terms = rangeTerms(from, to);
  const parts = [
    ...countersOf(terms).map((t) =>
      madeCounters(db, t)
        .select(['catalog_id as catalogId', (eb) => eb.fn.sum<number>(signed('n', t.sign)).as('n')])
        .where('status', '=', 'inStock')
        .where('item_type', 'in', itemTypes)
        .groupBy('catalog_id'),
    ),
    ...exactOf(terms).map((t) => {
      let q = db
        .selectFrom('items')
        .select((eb) => ['catalog_id as catalogId', eb(eb.fn.countAll<number>(), '*', sql.lit(t.sign)).as('n')])
        .where('status', '=', 'inStock')
        .where('created_at', '>=', t.from)
        .where('created_at', '<', t.to);
      // items_status_created has no item_type: filter on it only when the caller may not see every type.
      if (itemTypes.length < 3) q = q.where('item_type', 'in', itemTypes);
      // Not the bare column on SQLite: grouping on it tempts SQLite into walking items_catalog over all
      // stock to skip a sort; `+catalog_id` keeps it on the date range of items_status_created.
      return q.groupBy(noIndexRef(db, 'catalog_id'));
    }),
  ];
  const [first, ...rest] = parts;
  if (!first) return [];
  // The entries' names in the same statement: one round trip.
  const rows = await db
    .selectFrom(rest.reduce((u, q) => u.unionAll(q), first).as('t'))
    .innerJoin('catalog_entries as c', 'c.id', 't.catalogId')
    .select((eb) => ['t.catalogId', 'c.name_ar', 'c.name_en', 'c.kind as itemType', eb.fn.sum<number>('t.n').as('n')])
    .groupBy(['t.catalogId', 'c.name_ar', 'c.name_en', 'c.kind'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) })).filter((r) => r.n !== 0);
}

/** A counter term's rows of item_made_counts, in a statement kept serial (serialPlan). */
function madeCounters(db: Db, term: Pick<CounterTerm, 'unit' | 'first' | 'last'>) {
  let q = db.selectFrom('item_made_counts').where('unit', '=', term.unit).where(serialPlan(db));
  if (term.first) q = q.where('bucket', '>=', term.first);
  if (term.last) q = q.where('bucket', '<=', term.last);
  return q;
}

/** A counter term's rows of item_export_counts, in a statement kept serial (serialPlan); `qc` builds it inside a WITH. */
function exportCounters(db: Db, term: Pick<CounterTerm, 'unit' | 'first' | 'last'>, qc: Db = db) {
  let q = qc.selectFrom('item_export_counts').where('unit', '=', term.unit).where(serialPlan(db));
  if (term.first) q = q.where('bucket', '>=', term.first);
  if (term.last) q = q.where('bucket', '<=', term.last);
  return q;
}
