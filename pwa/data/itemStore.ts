import { Dexie, type EntityTable } from 'dexie';
import { forgetItemIndex, loadItemIndex } from './itemIndex';
import type { LocalItem } from './schemas';
import type { Checkpoint, PulledPage } from './itemPage';

// The items replica: read-only on the device (the outbox is where writes go),
// so it is a plain Dexie table rather than an RxDB collection. One index (the
// serial, for the scan screens' lookups), no per-document metadata, and each
// pulled page is one transaction: the live documents in one bulk put, the
// tombstones in one bulk delete, the checkpoint beside them. RxDB's storage
// wrote 3 indexes and read every document before writing it (docs/decisions.md
// "Items replica store").

/** Where the pull stands: its checkpoint and, during a first sync, how far it got. */
export interface PullState {
  key: 'items';
  checkpoint: Checkpoint;
  /** Set from a first sync's first page until its last: live items written so far of the server's total. */
  first: { done: number; total: number } | null;
}

export type ItemStore = Dexie & {
  items: EntityTable<LocalItem, 'id'>;
  pull: EntityTable<PullState, 'key'>;
};

const stores = new Map<string, ItemStore>();

/** Opens the Dexie database `name` as the items store: the page's own copy, or the pull worker's (itemPull.worker.ts). */
export function openItemStore(name: string): ItemStore {
  const store = new Dexie(name) as ItemStore;
  store.version(1).stores({ items: 'id, serialNumber', pull: 'key' });
  // 2: items carry their sale, return and replacement (issue 29): the pull starts again from the beginning, so
  // every copy gets them; the items stay meanwhile (each page overwrites its own).
  store
    .version(2)
    .stores({ items: 'id, serialNumber', pull: 'key' })
    .upgrade((tx) => tx.table('pull').clear());
  return store;
}

/** The items store beside the RxDB database `databaseName` (one per page, opened on first use). */
export function itemStoreNamed(databaseName: string): ItemStore {
  let store = stores.get(databaseName);
  if (!store) {
    store = openItemStore(`${databaseName}-items`);
    stores.set(databaseName, store);
    const opened = store;
    // The in-memory serial index (itemIndex.ts), filled once per page in the background.
    void loadItemIndex(opened.name, () => opened.items.toArray());
  }
  return store;
}

/** Closes the items store beside `databaseName` (its account signed out); the next use opens it again. */
export function closeItemStore(databaseName: string): void {
  stores.get(databaseName)?.close();
  stores.delete(databaseName);
  forgetItemIndex(`${databaseName}-items`);
}

export async function pullStateOf(store: ItemStore): Promise<PullState | undefined> {
  return store.pull.get('items');
}

/** A page's writes: the live items put, the ids of the tombstones deleted. */
export interface PageWrites {
  live: LocalItem[];
  gone: string[];
}

/**
 * Writes one pulled page and where the pull now stands, in one transaction:
 * a page is either all stored with its checkpoint or not at all.
 */
export async function writeItemPage(store: ItemStore, page: PulledPage<LocalItem>, state: PullState): Promise<PageWrites> {
  const live: LocalItem[] = [];
  const gone: string[] = [];
  for (const { _deleted, ...doc } of page.documents) {
    if (_deleted) gone.push(doc.id);
    else live.push(doc);
  }
  await store.transaction('rw', store.items, store.pull, async () => {
    if (live.length) await store.items.bulkPut(live);
    if (gone.length) await store.items.bulkDelete(gone);
    await store.pull.put(state);
  });
  return { live, gone };
}
