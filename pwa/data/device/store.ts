import { Dexie, type EntityTable, type Table } from 'dexie';
import type { DraftFields, DraftRow, DraftScreen, LocalAction, LocalItem, LocalSeller, MetaKey, MetaRow, MetaValues } from './types';

// The device's one local store per account (docs/decisions.md "One local store"): items, sellers, the outbox, the scan
// screens' drafts and the sync's own records in ONE IndexedDB database, so a scan's draft row and its outbox entry are
// written in one transaction, and a pushed action's answer and the item it changed in another. The page, the items
// pull's worker and the service worker open it by name with this same schema.

export type DeviceStore = Dexie & {
  items: EntityTable<LocalItem, 'id'>;
  sellers: EntityTable<LocalSeller, 'id'>;
  actions: EntityTable<LocalAction, 'id'>;
  draftRows: Table<DraftRow, [DraftScreen, string]>;
  draftFields: EntityTable<DraftFields, 'screen'>;
  meta: Table<MetaRow, MetaKey>;
};

const PREFIX = 'aqua-device-';

/** The store of one account on this device: each account's copies and outbox stay apart. */
export function deviceStoreName(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The account a store belongs to (null: not a device store's name). */
export function userOfStore(name: string): string | null {
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length) : null;
}

/** The store `name` with its schema, not opened yet (Dexie opens it on first use). */
export function defineDeviceStore(name: string): DeviceStore {
  const db = new Dexie(name) as DeviceStore;
  db.version(1).stores({
    items: 'id, serialNumber',
    sellers: 'id',
    // [state+createdAt]: the push takes the oldest queued first; serialNumber: an item's actions (its page offline).
    actions: 'id, [state+createdAt], serialNumber',
    draftRows: '[screen+serial], screen',
    draftFields: 'screen',
    meta: 'key',
  });
  return db;
}

export async function readMeta<K extends MetaKey>(store: DeviceStore, key: K): Promise<MetaValues[K] | undefined> {
  return ((await store.meta.get(key)) as MetaRow<K> | undefined)?.value;
}

export async function writeMeta<K extends MetaKey>(store: DeviceStore, key: K, value: MetaValues[K]): Promise<void> {
  await store.meta.put({ key, value } as MetaRow);
}

const deviceIds = new WeakMap<DeviceStore, Promise<string>>();

/**
 * A stable id for this device, made once and kept in the store. Read once per page: every scan queues an action
 * with it, and a read per scan was an IndexedDB round trip on the scan path.
 */
export function deviceId(store: DeviceStore): Promise<string> {
  let id = deviceIds.get(store);
  if (!id) {
    id = store.transaction('rw', store.meta, async () => {
      const existing = await readMeta(store, 'device');
      if (existing) return existing.id;
      const made = crypto.randomUUID();
      await writeMeta(store, 'device', { id: made });
      return made;
    });
    // A failed read is retried by the next caller rather than remembered.
    id.catch(() => deviceIds.delete(store));
    deviceIds.set(store, id);
  }
  return id;
}

/** How many actions wait in the store of `userId`, without opening it for anything else (the sign-in page's notice). */
export async function countQueued(userId: string): Promise<number> {
  const names = await Dexie.getDatabaseNames().catch(() => undefined);
  if (names && !names.includes(deviceStoreName(userId))) return 0;
  const store = defineDeviceStore(deviceStoreName(userId));
  try {
    return await store.actions.where('[state+createdAt]').between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).count();
  } finally {
    store.close();
  }
}
