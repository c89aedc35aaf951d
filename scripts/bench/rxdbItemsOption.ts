import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { LocalItem } from '../../pwa/data/schemas';
import type { Checkpoint } from '../../pwa/data/itemPage';
import { pullItems } from '../../pwa/data/syncApi';

// The option not taken (docs/decisions.md "Items replica store"): the items
// replica as an RxDB collection, as it was before pwa/data/itemStore.ts, with
// the serial index or `indexes: []`. RxDB's Dexie storage adds its own
// [_deleted+id] and [_meta.lwt+id] indexes whatever the schema says.

const schema = (indexes: string[]): RxJsonSchema<LocalItem> => ({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    serialNumber: { type: 'string', maxLength: 64 },
    itemType: { type: 'string' },
    status: { type: 'string' },
    warrantyStatus: { type: 'string' },
    itemName: { type: 'string' },
    catalogId: { type: 'string' },
    sellerId: { type: ['string', 'null'] },
    activationDate: { type: ['string', 'null'] },
    expirationDate: { type: ['string', 'null'] },
    billDate: { type: ['string', 'null'] },
    clientName: { type: ['string', 'null'] },
    returnedAt: { type: ['string', 'null'] },
    replacedAt: { type: ['string', 'null'] },
    updatedAt: { type: 'string' },
  },
  required: ['id', 'serialNumber', 'itemType', 'status', 'warrantyStatus', 'itemName', 'catalogId', 'updatedAt'],
  indexes,
});

/** A first pull of the caller's items into a fresh RxDB collection through RxDB's replication, as the PWA did. */
export async function pullIntoRxdb(indexes: string[]): Promise<{ ms: number; count: number }> {
  const rx = await createRxDatabase<{ items: RxCollection<LocalItem> }>({
    name: `rx-option-${crypto.randomUUID()}`,
    storage: getRxStorageDexie(),
  });
  await rx.addCollections({ items: { schema: schema(indexes) } });
  const started = performance.now();
  const state = replicateRxCollection({
    replicationIdentifier: 'items-option',
    collection: rx.items,
    live: false,
    waitForLeadership: false,
    pull: { batchSize: 500, handler: (checkpoint: Checkpoint | undefined, limit) => pullItems(checkpoint, limit) },
  });
  await state.awaitInitialReplication();
  const ms = performance.now() - started;
  await state.cancel();
  const count = await rx.items.count().exec();
  await rx.close();
  return { ms, count };
}
