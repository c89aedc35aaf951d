import { useLiveQuery } from 'dexie-react-hooks';
import { announceItemWrites, indexedItem, indexedItems, loadItemIndex } from './itemIndex';
import { readMeta, writeMeta, type DeviceStore } from './store';
import type { ItemPullState, LocalItem, LocalSeller } from './types';

// The device's copies of items and sellers: how they are written (a pulled page, a pushed action's answer) and read
// (a scan's lookup, the screens that list the device's own items).

/** Starts filling the store's in-memory serial index (once per page), in the background. */
export function indexItems(store: DeviceStore): Promise<void> {
  return loadItemIndex(store.name, () => store.items.toArray());
}

/** A pulled page's documents: live items and the ids of tombstones. */
export interface ItemPage {
  documents: Array<LocalItem & { _deleted: boolean }>;
}

/** A page's writes: the live items put, the ids of the tombstones deleted. */
export interface PageWrites {
  live: LocalItem[];
  gone: string[];
}

/**
 * Writes one pulled page and where the pull now stands, in one transaction: a page is either all stored with its
 * checkpoint or not at all. Then every context's serial index hears of it.
 */
export async function writeItemPage(store: DeviceStore, page: ItemPage, state: ItemPullState): Promise<PageWrites> {
  const live: LocalItem[] = [];
  const gone: string[] = [];
  for (const { _deleted, ...doc } of page.documents) {
    if (_deleted) gone.push(doc.id);
    else live.push(doc);
  }
  await store.transaction('rw', store.items, store.meta, async () => {
    if (live.length) await store.items.bulkPut(live);
    if (gone.length) await store.items.bulkDelete(gone);
    await writeMeta(store, 'itemPull', state);
  });
  announceItemWrites(store.name, live, gone);
  return { live, gone };
}

export function itemPullState(store: DeviceStore): Promise<ItemPullState | undefined> {
  return readMeta(store, 'itemPull');
}

/** A local item by serial, or null when the device does not have it: from memory once the index is in, else IndexedDB. */
export async function findLocalItem(store: DeviceStore, serialNumber: string): Promise<LocalItem | null> {
  const known = indexedItem(store.name, serialNumber);
  if (known !== undefined) return known;
  return (await store.items.where('serialNumber').equals(serialNumber).first()) ?? null;
}

/** Local items by serial, in one read (a pasted list): each serial's item, or null when the device does not have it. */
export async function findLocalItems(store: DeviceStore, serials: readonly string[]): Promise<Map<string, LocalItem | null>> {
  const out = new Map<string, LocalItem | null>();
  const missing: string[] = [];
  for (const serial of serials) {
    const known = indexedItem(store.name, serial);
    if (known === undefined) missing.push(serial);
    else out.set(serial, known);
  }
  if (missing.length) {
    const found = await store.items.where('serialNumber').anyOf(missing).toArray();
    const bySerial = new Map(found.map((item) => [item.serialNumber, item]));
    for (const serial of missing) out.set(serial, bySerial.get(serial) ?? null);
  }
  return out;
}

/** Every item the device holds (its outlet's, or the stock): from memory once the index is in, else IndexedDB. */
export async function localItems(store: DeviceStore): Promise<LocalItem[]> {
  return indexedItems(store.name) ?? store.items.toArray();
}

/** Outlets an item can be exported to: confirmed sellers (the screen names and sorts them in its language). */
export function useConfirmedSellers(store: DeviceStore | undefined): LocalSeller[] {
  return useLiveQuery(async () => (store ? (await store.sellers.toArray()).filter((s) => s.status === 'confirmed') : []), [store]) ?? [];
}

/** Every outlet the device holds (names for its lists). */
export function useLocalSellers(store: DeviceStore | undefined): LocalSeller[] | undefined {
  return useLiveQuery(async () => (store ? store.sellers.toArray() : []), [store]);
}

/** The device's copy of the item with this serial (null: not on the device; undefined while read), kept up to date. */
export function useLocalItem(store: DeviceStore | undefined, serial: string): LocalItem | null | undefined {
  return useLiveQuery(
    async () => (store ? ((await store.items.where('serialNumber').equals(serial).first()) ?? null) : null),
    [store, serial],
  );
}
