import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { actionSchema, itemSchema, sellerSchema, type LocalAction, type LocalItem, type LocalSeller } from './schemas';

export type Collections = {
  items: RxCollection<LocalItem>;
  sellers: RxCollection<LocalSeller>;
  actions: RxCollection<LocalAction>;
};
export type LocalDatabase = RxDatabase<Collections>;

addRxPlugin(RxDBLocalDocumentsPlugin);

let opening: Promise<LocalDatabase> | undefined;

/** The device's database (IndexedDB through Dexie), opened once per page. */
export function openLocalDatabase(name = 'aqua'): Promise<LocalDatabase> {
  opening ??= (async () => {
    const db = await createRxDatabase<Collections>({
      name,
      storage: getRxStorageDexie(),
      multiInstance: true,
      eventReduce: true,
      localDocuments: true,
      closeDuplicates: true,
    });
    await db.addCollections({
      items: { schema: itemSchema },
      sellers: { schema: sellerSchema },
      actions: { schema: actionSchema },
    });
    // Queued actions are the seller's work: ask the browser not to evict them.
    void navigator.storage?.persist?.();
    return db;
  })();
  return opening;
}

/** A stable id for this device, made once and kept in the local database. */
export async function deviceId(db: LocalDatabase): Promise<string> {
  const existing = await db.getLocal<{ id: string }>('device');
  if (existing) return existing.get('id') as string;
  const id = crypto.randomUUID();
  await db.upsertLocal('device', { id });
  return id;
}
