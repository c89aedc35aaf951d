import { expect } from 'vitest';
import type { Db } from '../../server/db';

/** item_counts, warranty_expiries, catalog quantities and the dashboards' counters agree with a count of the items themselves. */
export async function expectCountersMatchItems(db: Db): Promise<void> {
  await expectDashboardCountersMatchItems(db);
  const counters = await db
    .selectFrom('item_counts')
    .select(['item_type', 'status', 'seller_id', 'n'])
    .where('n', '!=', 0)
    .orderBy('item_type')
    .orderBy('status')
    .orderBy('seller_id')
    .execute();
  const grouped = await db
    .selectFrom('items')
    .select([
      'item_type',
      'status',
      (eb) => eb.fn.coalesce('seller_id', eb.val('')).as('seller_id'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['item_type', 'status', 'seller_id'])
    .orderBy('item_type')
    .orderBy('status')
    .orderBy('seller_id')
    .execute();
  expect(counters).toEqual(grouped.map((g) => ({ ...g, n: Number(g.n) })));
  const expiries = await db.selectFrom('warranty_expiries').select(['day', 'n']).where('n', '!=', 0).orderBy('day').execute();
  const active = await db.selectFrom('items').select('expiration_date').where('warranty_status', '=', 'active').execute();
  const byDay = new Map<string, number>();
  for (const a of active)
    byDay.set((a.expiration_date as string).slice(0, 10), (byDay.get((a.expiration_date as string).slice(0, 10)) ?? 0) + 1);
  expect(expiries).toEqual([...byDay].sort(([x], [y]) => (x < y ? -1 : 1)).map(([day, n]) => ({ day, n })));
  const entries = await db.selectFrom('catalog_entries').select(['id', 'quantity']).execute();
  for (const e of entries) {
    const { n } = await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('catalog_id', '=', e.id)
      .where('status', '=', 'inStock')
      .executeTakeFirstOrThrow();
    expect(e.quantity).toBe(Number(n));
  }
}

type Counted = Record<string, string | number>;

const sortedCounts = (counts: Iterable<Counted>) =>
  [...counts].filter((c) => c.n !== 0).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

/** One more of `key` (its fields in a fixed order, as the stored rows are selected). */
function tally(counts: Map<string, Counted>, key: Record<string, string>): void {
  const id = JSON.stringify(key);
  const c = counts.get(id) ?? { ...key, n: 0 };
  c.n = Number(c.n) + 1;
  counts.set(id, c);
}

/**
 * item_stat_counts (sold; active by expiry month; exported by export month and day) and
 * item_made_counts (by creation month and day, type, status, entry) agree with the items,
 * counted here one by one.
 */
export async function expectDashboardCountersMatchItems(db: Db): Promise<void> {
  const items = await db
    .selectFrom('items')
    .select([
      'item_type',
      'status',
      'seller_id',
      'catalog_id',
      'created_at',
      'exported_at',
      'bill_date',
      'warranty_status',
      'expiration_date',
    ])
    .execute();
  const stats = new Map<string, Counted>();
  const made = new Map<string, Counted>();
  for (const i of items) {
    const owner = { item_type: i.item_type, seller_id: i.seller_id ?? '' };
    if (i.bill_date !== null) tally(stats, { metric: 'sold', bucket: '', ...owner });
    if (i.warranty_status === 'active' && i.expiration_date)
      tally(stats, { metric: 'active', bucket: i.expiration_date.slice(0, 7), ...owner });
    if (i.status === 'exported' && i.exported_at) {
      tally(stats, { metric: 'exported', bucket: i.exported_at.slice(0, 7), ...owner });
      tally(stats, { metric: 'exportedDay', bucket: i.exported_at.slice(0, 10), ...owner });
    }
    const kind = { item_type: i.item_type, status: i.status, catalog_id: i.catalog_id };
    tally(made, { unit: 'month', bucket: i.created_at.slice(0, 7), ...kind });
    tally(made, { unit: 'day', bucket: i.created_at.slice(0, 10), ...kind });
  }
  const storedStats = await db.selectFrom('item_stat_counts').select(['metric', 'bucket', 'item_type', 'seller_id', 'n']).execute();
  expect(sortedCounts(storedStats.map((r) => ({ ...r, n: Number(r.n) })))).toEqual(sortedCounts(stats.values()));
  const storedMade = await db.selectFrom('item_made_counts').select(['unit', 'bucket', 'item_type', 'status', 'catalog_id', 'n']).execute();
  expect(sortedCounts(storedMade.map((r) => ({ ...r, n: Number(r.n) })))).toEqual(sortedCounts(made.values()));
}
