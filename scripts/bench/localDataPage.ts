import { print as printDocument } from '@0no-co/graphql.web';
import { formatSerial } from '../../shared/items';
import { isWellFormedSerial, readSerial } from '../../shared/items/serial';
import { findLocalItem, indexItems } from '../../pwa/data/device/items';
import { forgetItemIndex } from '../../pwa/data/device/itemIndex';
import { queueAction } from '../../pwa/data/device/outbox';
import { watchPending } from '../../pwa/data/device/pending';
import { defineDeviceStore, type DeviceStore } from '../../pwa/data/device/store';
import type { LocalItem } from '../../pwa/data/device/types';
import { startSyncEngine } from '../../pwa/data/sync/engine';
import type { Send } from '../../pwa/data/sync/api';
import { graphqlRequest } from '../../pwa/lib/graphql';
import { checkSerials, queueScanRows } from '../../pwa/features/operations/scanQueue';
import { precheck } from '../../pwa/features/operations/precheck';

// The browser side of scan.bench.ts, paste.bench.ts and pull.bench.ts: pwa/data's own functions (the ones the scan
// screens and the sync engine call) on a page served from the real server's origin, so GraphQL goes to the real server.

declare global {
  interface Window {
    benchOpen(name: string): Promise<void>;
    benchSeedItems(count: number): Promise<string[]>;
    /** `queue` false: the verdict only, nothing queued (scans during a first sync, whose outbox would push them). */
    benchArmScan(sellerId: string, queue?: boolean): void;
    benchScanTimes(): { done: number; times: number[]; lookups: number[]; verdicts: number[]; misses: number };
    /** Resolves once `count` scans are queued (no polling: a polling wait would keep the page rendering frames). */
    benchScanDone(count: number): Promise<void>;
    benchPull(token: string): Promise<{ ms: number; count: number; longestTaskMs: number }>;
    /** benchPull started and left running: `benchPulling` is true until it has caught up, `benchPulled` its result. */
    benchStartPull(token: string): void;
    benchPulling: boolean;
    benchPulled: Promise<{ ms: number; count: number; longestTaskMs: number }>;
    benchPlainIdb(): Promise<{ ms: number; count: number }>;
    /** A pasted list on the export screen: looked up, checked and queued (draft and outbox), timed. */
    benchPasteQueue(serials: string[], sellerId: string): Promise<{ ms: number; queued: number }>;
  }
}

let db: DeviceStore;

window.benchOpen = async (name) => {
  db = defineDeviceStore(name);
  await db.open();
  watchPending(db);
};

/** Items as the pull would have stored them, written in large bulk puts (setup, not measured). */
window.benchSeedItems = async (count) => {
  const serials: string[] = [];
  const chunk = 5_000;
  for (let start = 1; start <= count; start += chunk) {
    const docs: LocalItem[] = [];
    for (let i = start; i < start + chunk && i <= count; i++) {
      const serialNumber = formatSerial('product', 2026, i);
      serials.push(serialNumber);
      docs.push({
        id: crypto.randomUUID(),
        serialNumber,
        itemType: 'product',
        status: 'inStock',
        warrantyStatus: 'inactive',
        itemName: 'RO system',
        catalogId: 'bench',
        sellerId: null,
        activationDate: null,
        expirationDate: null,
        updatedAt: String(i),
      });
    }
    await db.items.bulkPut(docs);
  }
  // As a page load would find them: the in-memory serial index read from the store (pwa/data/device/itemIndex.ts).
  forgetItemIndex(db.name);
  await indexItems(db);
  return serials;
};

window.benchPasteQueue = async (serials, sellerId) => {
  const caller = { roles: ['exportEditor'], outletId: null };
  const started = performance.now();
  const rows = await checkSerials(db, serials, 'manual', (item, pending) =>
    precheck('export', { sellerId }, item, caller, new Date(), pending),
  );
  const accepted = rows.filter((row) => !row.refusal);
  const queued = await queueScanRows(db, accepted, 'export', () => ({ sellerId }), {
    screen: 'export',
    keepQueued: false,
    at: (serial) => serials.indexOf(serial),
  });
  return { ms: performance.now() - started, queued: queued.length };
};

/**
 * A scan field as on the exportation screen: characters, then Enter; the
 * serial is read, looked up on the device and queued in the outbox. The time
 * runs from the Enter key event to the outbox insert having committed.
 */
window.benchArmScan = (sellerId, queue = true) => {
  const input = document.createElement('input');
  input.setAttribute('aria-label', 'Serial number');
  document.body.append(input);
  input.focus();
  const verdict = document.createElement('output');
  document.body.append(verdict);
  const caller = { roles: ['exportEditor'], outletId: null };
  const state = { done: 0, times: [] as number[], lookups: [] as number[], verdicts: [] as number[], misses: 0 };
  let waiting: { count: number; resolve(): void } | undefined;
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const text = input.value;
    input.value = '';
    const arrived = event.timeStamp;
    void (async () => {
      const serial = readSerial(text);
      if (!serial) throw new Error(`not a serial: ${text}`);
      const item = await findLocalItem(db, serial);
      if (!item) state.misses++;
      state.lookups.push(performance.now() - arrived);
      // The verdict as the scan screens reach it (check digit, then decide() on the device's copy), written
      // into the page and timed at the next frame: when it can be on screen.
      const answer = isWellFormedSerial(serial) ? precheck('export', { sellerId }, item, caller).verdict : 'refused';
      verdict.textContent = `${serial}: ${answer}`;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      state.verdicts.push(performance.now() - arrived);
      if (queue) await queueAction(db, 'export', serial, { sellerId });
      state.times.push(performance.now() - arrived);
      state.done++;
      if (waiting && state.done >= waiting.count) waiting.resolve();
    })();
  });
  window.benchScanTimes = () => state;
  window.benchScanDone = (count) =>
    state.done >= count ? Promise.resolve() : new Promise<void>((resolve) => (waiting = { count, resolve }));
};

/** The longest main-thread task (PerformanceObserver 'longtask': 50 ms and over) while `work` runs; 0 when there was none. */
async function withLongestTask<T>(work: () => Promise<T>): Promise<T & { longestTaskMs: number }> {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  try {
    const result = await work();
    // Entries are delivered after the task: let the last ones arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ...result, longestTaskMs: longest };
  } finally {
    observer.disconnect();
  }
}

/** A fresh device's first pull through the real sync engine (items and sellers, in its worker), until it has caught up. */
window.benchPull = (token) =>
  withLongestTask(async () => {
    const send: Send = (document, variables) =>
      graphqlRequest(printDocument(document), variables as Record<string, unknown>, { language: 'en', token });
    const started = performance.now();
    const engine = startSyncEngine(db, {
      send,
      token: () => token,
      refresh: async () => token,
      restore: async () => token,
      onToken: () => () => undefined,
      language: () => 'en',
    });
    await engine.caughtUp;
    const ms = performance.now() - started;
    await engine.stop();
    return { ms, count: await db.items.count() };
  });

window.benchStartPull = (token) => {
  window.benchPulling = true;
  window.benchPulled = window.benchPull(token).finally(() => (window.benchPulling = false));
};

/**
 * The reference: the documents the pull stored, written again by ONE plain
 * IndexedDB transaction into a fresh store keyed by id with one serial index.
 */
window.benchPlainIdb = async () => {
  const docs = await db.items.toArray();
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(`plain-${crypto.randomUUID()}`, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'id' }).createIndex('serialNumber', 'serialNumber');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction('items', 'readwrite');
    const store = tx.objectStore('items');
    for (const doc of docs) store.put(doc);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  const ms = performance.now() - started;
  const count = await new Promise<number>((resolve) => {
    const req = idb.transaction('items').objectStore('items').count();
    req.onsuccess = () => resolve(req.result);
  });
  idb.close();
  return { ms, count };
};
