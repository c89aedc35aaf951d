import { expect } from 'vitest';
import type { Db } from '../../server/db';

/** item_counts, warranty_expiries and catalog quantities agree with a count of the items themselves. */
export async function expectCountersMatchItems(db: Db): Promise<void> {
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
