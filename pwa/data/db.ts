import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  actionMigrationStrategies,
  actionSchema,
  sellerMigrationStrategies,
  sellerSchema,
  type LocalAction,
  type LocalSeller,
} from './schemas';
import { closeDraftStore } from './draftStore';
import { closeItemStore } from './itemStore';
import { unwatchPending, watchPending } from './pendingActions';

// The items replica is not here: it is a plain Dexie table beside this database (itemStore.ts).
export type Collections = {
  sellers: RxCollection<LocalSeller>;
  actions: RxCollection<LocalAction>;
};
export type LocalDatabase = RxDatabase<Collections>;

addRxPlugin(RxDBLocalDocumentsPlugin);
// Schema versions above 0 migrate the stored documents when a collection opens (schemas.ts).
addRxPlugin(RxDBMigrationSchemaPlugin);

let opening: { name: string; db: Promise<LocalDatabase> } | undefined;
let closing: Promise<void> = Promise.resolve();

/** The database of one account on this device: each account's replica and outbox stay apart (docs/decisions.md "One local database per account"). */
export function localDatabaseName(userId: string): string {
  return `aqua-${userId}`;
}

/** A database (IndexedDB through Dexie), opened once per page until closeLocalDatabase; opening another name closes the open one first. */
export function openLocalDatabase(name: string): Promise<LocalDatabase> {
  if (opening?.name === name) return opening.db;
  if (opening) void closeLocalDatabase();
  const db = closing.then(() => createLocalDatabase(name));
  opening = { name, db };
  return db;
}

/** Closes the open database (its items store too), so the next account's opens afresh. Replication must be stopped first. */
export function closeLocalDatabase(): Promise<void> {
  const open = opening;
  opening = undefined;
  if (!open) return closing;
  closing = (async () => {
    const db = await open.db.catch(() => undefined);
    closeItemStore(open.name);
    closeDraftStore(open.name);
    if (db) unwatchPending(db);
    await db?.close();
  })();
  return closing;
}

async function createLocalDatabase(name: string): Promise<LocalDatabase> {
  const db = await createRxDatabase<Collections>({
    name,
    storage: getRxStorageDexie(),
    multiInstance: true,
    eventReduce: true,
    localDocuments: true,
    closeDuplicates: true,
  });
  await db.addCollections({
    sellers: { schema: sellerSchema, migrationStrategies: sellerMigrationStrategies },
    actions: { schema: actionSchema, migrationStrategies: actionMigrationStrategies },
  });
  // Queued actions are the seller's work: ask the browser not to evict them.
  void navigator.storage?.persist?.();
  // The device's checks see what waits in its outbox (pendingActions.ts).
  watchPending(db);
  return db;
}

const deviceIds = new WeakMap<LocalDatabase, Promise<string>>();

/**
 * A stable id for this device, made once and kept in the local database.
 * Read once per page: it never changes, and every scan queues an action
 * with it, so a read per scan was an IndexedDB round trip on the scan path.
 */
export function deviceId(db: LocalDatabase): Promise<string> {
  let id = deviceIds.get(db);
  if (!id) {
    id = readOrMakeDeviceId(db);
    // A failed read is retried by the next caller rather than remembered.
    id.catch(() => deviceIds.delete(db));
    deviceIds.set(db, id);
  }
  return id;
}

async function readOrMakeDeviceId(db: LocalDatabase): Promise<string> {
  const existing = await db.getLocal<{ id: string }>('device');
  if (existing) return existing.get('id') as string;
  const id = crypto.randomUUID();
  await db.upsertLocal('device', { id });
  return id;
}
