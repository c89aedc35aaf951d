import type { LocalItem } from './types';

// The device's items by serial, in memory, one index per store (keyed by the store's name): a scan's verdict is one
// Map read, not an IndexedDB request (issue 29, scan_to_verdict_p95_ms). Filled once per page from the store, then
// kept in step by every committed write of items, whoever made it: this page, the pull's worker, another tab or the
// service worker announce theirs on a BroadcastChannel (announceItemWrites). Until it is filled, lookups go to
// IndexedDB.

interface Index {
  bySerial: Map<string, LocalItem>;
  serialOf: Map<string, string>;
  /** False while the store's items are read; `loading` resolves when they are in. */
  ready: boolean;
  loading: Promise<void>;
  /** Ids deleted while the store was read: the read's older copy must not bring them back. */
  goneWhileLoading: Set<string>;
}

const indexes = new Map<string, Index>();
const channels = new Map<string, BroadcastChannel>();

interface ItemWrites {
  live: readonly LocalItem[];
  gone: readonly string[];
}

const channelName = (store: string) => `aqua-items:${store}`;

function put(index: Index, item: LocalItem) {
  const old = index.serialOf.get(item.id);
  if (old !== undefined && old !== item.serialNumber) index.bySerial.delete(old);
  index.bySerial.set(item.serialNumber, item);
  index.serialOf.set(item.id, item.serialNumber);
}

function drop(index: Index, id: string) {
  const serial = index.serialOf.get(id);
  if (serial !== undefined) index.bySerial.delete(serial);
  index.serialOf.delete(id);
  if (!index.ready) index.goneWhileLoading.add(id);
}

/**
 * Starts filling the index of the store `name` from `readAll` (once per page); resolves when it is ready.
 * Pages written meanwhile go in as they come and win over the read's copies.
 */
export function loadItemIndex(name: string, readAll: () => Promise<LocalItem[]>): Promise<void> {
  const existing = indexes.get(name);
  if (existing) return existing.loading;
  const index: Index = {
    bySerial: new Map(),
    serialOf: new Map(),
    ready: false,
    loading: Promise.resolve(),
    goneWhileLoading: new Set(),
  };
  index.loading = readAll().then(
    (items) => {
      if (indexes.get(name) !== index) return;
      for (const item of items) if (!index.serialOf.has(item.id) && !index.goneWhileLoading.has(item.id)) put(index, item);
      index.goneWhileLoading.clear();
      index.ready = true;
    },
    () => {
      // Unreadable now: lookups stay on IndexedDB, and the next page load tries again.
      if (indexes.get(name) === index) indexes.delete(name);
    },
  );
  indexes.set(name, index);
  if (typeof BroadcastChannel !== 'undefined' && !channels.has(name)) {
    const channel = new BroadcastChannel(channelName(name));
    channel.onmessage = ({ data }: MessageEvent<ItemWrites>) => indexPage(name, data.live, data.gone);
    channels.set(name, channel);
  }
  return index.loading;
}

/** The item with this serial as the device holds it: null when it does not; undefined while the index is not ready. */
export function indexedItem(name: string, serial: string): LocalItem | null | undefined {
  const index = indexes.get(name);
  if (!index?.ready) return undefined;
  return index.bySerial.get(serial) ?? null;
}

/** Every item the index holds (undefined while it is not ready), for screens that list the device's own items. */
export function indexedItems(name: string): LocalItem[] | undefined {
  const index = indexes.get(name);
  return index?.ready ? [...index.bySerial.values()] : undefined;
}

/**
 * Items written to the store `name` (committed): this page's index follows at once, and every other context's through
 * the channel (a context's own messages do not come back to it).
 */
export function announceItemWrites(name: string, live: readonly LocalItem[], gone: readonly string[]): void {
  if (!live.length && !gone.length) return;
  indexPage(name, live, gone);
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(name));
  channel.postMessage({ live, gone } satisfies ItemWrites);
  channel.close();
}

/** Writes committed elsewhere: live items in, tombstones out. */
function indexPage(name: string, live: readonly LocalItem[], gone: readonly string[]): void {
  const index = indexes.get(name);
  if (!index) return;
  for (const item of live) put(index, item);
  for (const id of gone) drop(index, id);
}

/** The account's store closed (sign-out): its items leave memory. */
export function forgetItemIndex(name: string): void {
  indexes.delete(name);
  channels.get(name)?.close();
  channels.delete(name);
}
