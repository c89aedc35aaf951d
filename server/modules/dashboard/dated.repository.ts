import { sql, type RawBuilder, type SqlBool } from 'kysely';
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

/** A month's row of an exportation's answer: its sum in the columns of a pair's row (a union's branches line up). */
const monthRow = (month: 'month' | 'bucket') => [
  sql.lit('month').as('axis'),
  sql<string>`${sql.ref(month)}`.as('month'),
  sql.lit('').as('itemType'),
  sql.lit('').as('sellerId'),
  sql<string | null>`null`.as('name_ar'),
  sql<string | null>`null`.as('name_en'),
  sql<number>`sum(${sql.ref('n')})`.as('n'),
];

/** A (type, outlet) row of an exportation's answer, from `pairs` and the outlet's names in `sellers`; n its count. */
const pairRow = (n: RawBuilder<unknown>) => [
  sql.lit('pair').as('axis'),
  sql.lit('').as('month'),
  sql<ItemType>`${sql.ref('pairs.item_type')}`.as('itemType'),
  sql<string>`${sql.ref('pairs.seller_id')}`.as('sellerId'),
  sql<string | null>`${sql.ref('sellers.name_ar')}`.as('name_ar'),
  sql<string | null>`${sql.ref('sellers.name_en')}`.as('name_en'),
  sql<number>`${n}`.as('n'),
];

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
    let q = qc
      .selectFrom('item_export_counts')
      .where(inBuckets(db, t))
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
    .select(monthRow('month'))
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
        .select(pairRow(sql`${sql.ref('pairs.n')}`)),
    )
    .execute();
}

/**
 * No dates: per month from the counters; per (type, outlet), the items at outlets now, which are item_counts'
 * own rows (an item is at an outlet from its export, which dates it, until it leaves): 150 rows, where the
 * month counters hold 36 times as many.
 */
function exportedEver(db: Db, scope: Scope) {
  let months = db
    .selectFrom('item_export_counts')
    .where(inBuckets(db, { unit: 'month', first: null, last: null }))
    .select(monthRow('bucket'))
    .where('item_type', 'in', scope.itemTypes);
  let pairs = db
    .selectFrom('item_counts as pairs')
    .leftJoin('sellers', 'sellers.id', 'pairs.seller_id')
    .select(pairRow(sql`sum(${sql.ref('pairs.n')})`))
    .where('pairs.status', '=', 'exported')
    .where('pairs.item_type', 'in', scope.itemTypes);
  if (scope.sellerId) {
    months = months.where('seller_id', '=', scope.sellerId);
    pairs = pairs.where('pairs.seller_id', '=', scope.sellerId);
  }
  return months
    .groupBy('bucket')
    .unionAll(pairs.groupBy(['pairs.item_type', 'pairs.seller_id', 'sellers.name_ar', 'sellers.name_en']))
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
  for (const r of await madeWithin(db, scope, terms)) {
    const key = `${r.itemType}/${r.status}`;
    const c = counts.get(key) ?? { itemType: r.itemType, status: r.status, n: 0 };
    c.n += Number(r.n);
    counts.set(key, c);
  }
  return [...counts.values()];
}

/**
 * Items made within the terms per (type, status). Every item: item_made_counts, and the hours on the
 * (type, status, created_at) index, covered when every status is named. An outlet's: its own counters
 * (item_outlet_made_counts, keyed by the outlet first; item_made_counts has no outlet) and its hours on
 * items_seller_created.
 */
function madeWithin(db: Db, scope: Scope, terms: Term[]) {
  const { sellerId } = scope;
  const ofOutlet = <Q extends { where(column: 'seller_id', op: '=', value: string): Q }>(q: Q) =>
    sellerId ? q.where('seller_id', '=', sellerId) : q;
  const everyStatus = <Q extends { where(column: 'status', op: 'in', value: readonly ItemStatus[]): Q }>(q: Q) =>
    sellerId ? q : q.where('status', 'in', ITEM_STATUSES);
  const parts = [
    ...countersOf(terms).map((t) =>
      ofOutlet(db.selectFrom(sellerId ? 'item_outlet_made_counts' : 'item_made_counts'))
        .select(['item_type as itemType', 'status', (eb) => eb.fn.sum<number>(signed('n', t.sign)).as('n')])
        .where(inBuckets(db, t))
        .where('item_type', 'in', scope.itemTypes)
        .groupBy(['item_type', 'status']),
    ),
    ...exactOf(terms).map((t) =>
      everyStatus(ofOutlet(db.selectFrom('items')))
        .select((eb) => ['item_type as itemType', 'status', eb(eb.fn.countAll<number>(), '*', sql.lit(t.sign)).as('n')])
        .where('item_type', 'in', scope.itemTypes)
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
      db
        .selectFrom('item_made_counts')
        .where(inBuckets(db, t))
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

/**
 * A counter term's buckets, in a statement kept serial (serialPlan): the same three columns name them in
 * item_made_counts, item_outlet_made_counts and item_export_counts.
 */
function inBuckets(db: Db, term: Pick<CounterTerm, 'unit' | 'first' | 'last'>): RawBuilder<SqlBool> {
  const conditions = [sql`unit = ${term.unit}`, serialPlan(db)];
  if (term.first) conditions.push(sql`bucket >= ${term.first}`);
  if (term.last) conditions.push(sql`bucket <= ${term.last}`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
