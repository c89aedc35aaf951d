import { randomUUID } from 'node:crypto';
import type { ActionType } from '../../../shared/items';
import type { SeedDeps } from '../../db/seeding';
import { itemActionApplier } from './actionApplier';
import { itemBatchCreator } from './batchCreator';

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
        if (n % 8 === 0)
          await apply('activate', item.serial_number, {
            clientName: 'عميل تجريبي',
            clientPhone: `0100000${String(n % 50).padStart(4, '0')}`,
          });
        else if (n % 12 === 0) await apply('sell', item.serial_number, { clientName: 'Demo client', clientPhone: '01000009999' });
        else if (n % 20 === 0) await apply('restore', item.serial_number, {});
      }
    }
  });
}
