import { randomUUID } from 'node:crypto';
import type { ActionType } from '../../../shared/items';
import type { SeedDeps } from '../../db/seeding';
import { itemActionApplier } from './actionApplier';
import { itemBatchCreator } from './batchCreator';

/** Buyers' names as a shop would take them down. */
const CLIENTS = [
  'محمد عبد الحميد',
  'منى السيد',
  'أحمد فتحي',
  'سارة إبراهيم',
  'خالد منصور',
  'هبة عادل',
  'يوسف الشريف',
  'نورا حسين',
  'عمرو زكي',
  'ريم مصطفى',
];

/**
 * A few hundred demo items through the real commands: some still in the
 * factory, most in stock, some at the Smouha branch and the Alexandria
 * distributor, a few sold and activated, one restored.
 */
export async function seedItems({ db }: SeedDeps): Promise<void> {
  const owner = await db.selectFrom('users').select(['id', 'email']).where('email', '=', 'owner@demo.test').executeTakeFirst();
  const actor = { id: owner?.id ?? 'seed', email: owner?.email ?? 'seed@demo.test' };
  const user = { ...(owner ?? {}), ...actor, roles: ['owner'], outletId: null } as Parameters<typeof itemActionApplier>[1]['user'];
  const entries = await db.selectFrom('catalog_entries').select(['id', 'kind']).orderBy('created_at').execute();
  const outlets = await db.selectFrom('sellers').select('id').where('status', '=', 'confirmed').orderBy('created_at').execute();
  if (!entries.length) return;
  await db.transaction().execute(async (trx) => {
    // Each step at its own time, after the batch that made the item, so timelines read in order.
    const apply = (type: ActionType, serialNumber: string, payload: Record<string, unknown> = {}) =>
      itemActionApplier(trx, { actionId: randomUUID(), type, serialNumber, payload, deviceId: 'seed', user, now: new Date() });
    let n = 0;
    for (const entry of entries) {
      const count = entry.kind === 'product' ? 80 : 40;
      const { items } = await itemBatchCreator(trx, {
        input: { catalogId: entry.id, iterations: count, printingCountPerItem: 1, notes: null },
        actor,
      });
      for (const item of items) {
        n++;
        if (n % 10 === 0) continue; // stays in the factory
        await apply('factoryExport', item.serial_number);
        const outlet = outlets[n % 3 === 0 ? 1 : 0];
        if (n % 4 !== 0 || !outlet) continue; // stays in stock
        await apply('export', item.serial_number, { sellerId: outlet.id });
        const client = {
          clientName: CLIENTS[(n / 4) % CLIENTS.length] as string,
          clientPhone: `01${n % 3}${String(20_000_000 + n * 7919).slice(-8)}`,
        };
        if (n % 8 === 0) await apply('activate', item.serial_number, client);
        else if (n % 12 === 0) await apply('sell', item.serial_number, client);
        // Not a multiple of 10 (those stayed in the factory): some exported items come back to stock.
        else if (n % 20 === 4) await apply('restore', item.serial_number, {});
      }
    }
  });
}
