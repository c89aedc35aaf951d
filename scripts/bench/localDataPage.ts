import { getDexieDbWithTables } from 'rxdb/plugins/storage-dexie';
import { formatSerial } from '../../shared/items';
import { setAccessToken } from '../../pwa/data/accessToken';
import { openLocalDatabase, type LocalDatabase } from '../../pwa/data/db';
import { findLocalItem } from '../../pwa/data/items';
import { queueAction } from '../../pwa/data/outbox';
import { startReplication } from '../../pwa/data/replication';
import type { LocalItem } from '../../pwa/data/schemas';
import { extractSerial } from '../../pwa/scan/serial';
import { precheck } from '../../pwa/features/operations/precheck';
import { isWellFormedSerial } from '../../shared/items/serial';

// The browser side of scan.bench.ts and pull.bench.ts: pwa/data's own
// functions (the ones the scan screens and the LocalDataProvider call) on a
// page served from the real server's origin, so GraphQL goes to the real server.

type DexieState = Awaited<ReturnType<typeof getDexieDbWithTables>>;

declare global {
  interface Window {
    benchOpen(name: string): Promise<void>;
    benchSeedItems(count: number): Promise<string[]>;
    benchArmScan(sellerId: string): void;
    benchScanTimes(): { done: number; times: number[]; lookups: number[]; verdicts: number[]; misses: number };
    /** Resolves once `count` scans are queued (no polling: a polling wait would keep the page rendering frames). */
    benchScanDone(count: number): Promise<void>;
    benchPull(token: string): Promise<{ ms: number; count: number }>;
    benchRawPut(): Promise<{ ms: number; count: number }>;
  }
}

let db: LocalDatabase;

window.benchOpen = async (name) => {
  db = await openLocalDatabase(name);
};

/** Items as replication would have stored them, written in large bulk inserts (setup, not measured). */
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
    const result = await db.items.bulkInsert(docs);
    if (result.error.length) throw new Error(`seed: ${result.error.length} write errors`);
  }
  return serials;
};

/**
 * A scan field as on the exportation screen: characters, then Enter; the
 * serial is read, looked up on the device and queued in the outbox. The time
 * runs from the Enter key event to the outbox insert having committed.
 */
window.benchArmScan = (sellerId) => {
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
      const serial = extractSerial(text);
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
      await queueAction(db, 'export', serial, { sellerId });
      state.times.push(performance.now() - arrived);
      state.done++;
      if (waiting && state.done >= waiting.count) waiting.resolve();
    })();
  });
  window.benchScanTimes = () => state;
  window.benchScanDone = (count) =>
    state.done >= count ? Promise.resolve() : new Promise<void>((resolve) => (waiting = { count, resolve }));
};

/** A fresh device's first pull through the real replication (items, sellers, actions), until it has caught up. */
window.benchPull = async (token) => {
  setAccessToken(token);
  const started = performance.now();
  const replication = startReplication(db);
  await replication.awaitInitialReplication();
  const ms = performance.now() - started;
  await replication.stop();
  return { ms, count: await db.items.count().exec() };
};

/**
 * The baseline: the documents the replication stored, put again with one raw
 * Dexie bulkPut into a fresh database with the same tables and indexes.
 */
window.benchRawPut = async () => {
  const source = await (db.items.storageInstance as unknown as { internals: Promise<DexieState> }).internals;
  const docs = await source.dexieTable.toArray();
  const target = await getDexieDbWithTables(`raw-${crypto.randomUUID()}`, 'items', {}, db.items.schema.jsonSchema);
  const started = performance.now();
  await target.dexieTable.bulkPut(docs);
  const ms = performance.now() - started;
  return { ms, count: await target.dexieTable.count() };
};
