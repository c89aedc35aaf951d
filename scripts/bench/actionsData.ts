import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db';
import type { UserWithRoles } from '../../server/db/tables/auth';
import { newUserRow } from '../../server/modules/auth/users.repository';
import { catalogCreator } from '../../server/modules/catalog/commands';
import { itemBatchCreator } from '../../server/modules/items/batchCreator';
import { sellerCreator } from '../../server/modules/sellers/commands';
import { NO_SELLER_DETAILS } from '../../shared/validation/seller';

export interface BenchAction {
  id: string;
  type: 'factoryExport' | 'export';
  serialNumber: string;
  payload: Record<string, string>;
  deviceId: string;
  createdAt: string;
}

/**
 * The actions benches' workload on any engine: `items` new items of one product and an outlet, and for each item
 * its factory export then its export to the outlet (two kinds of rules, quantities moving both ways), in that order.
 */
export async function benchActions(db: Db, items: number): Promise<{ user: UserWithRoles; actions: BenchAction[] }> {
  const now = new Date().toISOString();
  const user: UserWithRoles = { ...newUserRow('bench@test.example', { email_verified: 1 }), roles: ['admin'], outletId: null };
  const actor = { id: user.id, email: user.email };
  const { serials, sellerId } = await db.transaction().execute(async (trx) => {
    const entry = await catalogCreator(trx, {
      kind: 'product',
      data: {
        nameAr: null,
        nameEn: 'Bench',
        itemName: null,
        description: null,
        unitPrice: null,
        photos: [],
        barcode: null,
        features: [],
        brand: null,
        warrantyPeriod: 12,
        productParts: [],
      },
      actor,
    });
    const seller = await sellerCreator(trx, {
      data: { ...NO_SELLER_DETAILS, sellerType: 'branch', nameAr: null, nameEn: 'Bench branch' },
      actor,
    });
    const batch = await itemBatchCreator(trx, {
      input: { catalogId: entry.id, iterations: items, printingCountPerItem: 1, notes: null },
      actor,
    });
    return { serials: batch.items.map((i) => i.serial_number), sellerId: seller.id };
  });
  const actions = serials.flatMap((serial): BenchAction[] => [
    { id: randomUUID(), type: 'factoryExport', serialNumber: serial, payload: {}, deviceId: 'bench', createdAt: now },
    { id: randomUUID(), type: 'export', serialNumber: serial, payload: { sellerId }, deviceId: 'bench', createdAt: now },
  ]);
  return { user, actions };
}
