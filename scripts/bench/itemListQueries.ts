import { formatSerial } from '../../shared/items';
import { itemListSchema } from '../../shared/validation/item';
import type { Db } from '../../server/db';
import { listItems } from '../../server/modules/items/items.repository';
import { percentile, print } from './support';

/**
 * The admin item list's usual filters (type, status, outlet, dates, warranty,
 * a serial), timed over the generated items of either engine's bench; prints
 * `<prefix>admin_item_list_p95_ms` and `_p50_ms`. `serialMustExist`: the bench
 * planted product 4242 of 2026, and an empty serial page would time nothing.
 */
export async function timeItemListFilters(
  db: Db,
  sellerIds: string[],
  now: number,
  runs: number,
  { prefix = '', serialMustExist = false } = {},
): Promise<void> {
  const filters: Array<[string, Record<string, unknown>, string]> = [
    ['type+status', { itemType: 'product', status: 'inStock' }, 'createdAt_DESC'],
    ['status', { status: 'exported' }, 'createdAt_DESC'],
    ['outlet', { sellerId: sellerIds[7] }, 'createdAt_DESC'],
    ['outlet+status', { sellerId: sellerIds[3], status: 'exported' }, 'createdAt_ASC'],
    ['type', { itemType: 'accessory' }, 'createdAt_DESC'],
    ['dates', { createdAtFrom: new Date(now - 30 * 86_400_000).toISOString(), createdAtTo: new Date(now).toISOString() }, 'createdAt_DESC'],
    ['warranty', { warrantyStatus: 'expired' }, 'createdAt_DESC'],
    ['serial', { serialNumber: formatSerial('product', 2026, 4242) }, 'createdAt_DESC'],
  ];
  const all: number[] = [];
  for (const [name, filter, orderBy] of filters) {
    const times: number[] = [];
    for (let r = 0; r < runs / filters.length; r++) {
      const input = itemListSchema.parse({ filter, orderBy, limit: 10, offset: (r % 5) * 10 });
      const t = performance.now();
      const page = await listItems(db, input, new Date());
      times.push(performance.now() - t);
      if (serialMustExist && name === 'serial' && input.offset === 0 && page.rows.length !== 1)
        throw new Error('the serial filter found no row');
    }
    all.push(...times);
    console.error(`  ${name.padEnd(14)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
  print(`${prefix}admin_item_list_p95_ms`, percentile(all, 95), 'ms');
  print(`${prefix}admin_item_list_p50_ms`, percentile(all, 50), 'ms');
}
