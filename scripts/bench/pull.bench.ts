import { randomUUID } from 'node:crypto';
import { sqliteOf } from '../../server/db';
import { formatSerial, qrCodeOf } from '../../shared/items';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { buildUser } from '../../tests/support/factories';
import { gql, type GraphQLResponse } from '../../tests/support/graphql';
import { startTestServer } from '../../tests/support/server';
import { openBenchPage } from './browserPage';
import { percentile, print, sized } from './support';

export const lines = [
  'initial_pull_items_per_s',
  'initial_pull_plain_idb_per_s',
  'initial_pull_share_of_plain_idb',
  'initial_pull_longest_task_ms',
  'initial_pull_server_only_items_per_s',
  'scan_during_sync_verdict_p95_ms',
] as const;

// Smoke: 1,500 items, so the pull still takes more than one page.
const ITEMS = Number(process.env.BENCH_PULL_ITEMS ?? sized(50_000, 1_500));
const ROUNDS = sized(3, 1);
/** The PWA's page of items (ITEM_PAGE, pwa/data/sync/engine.ts). */
const PAGE = 1000;

/**
 * initial_pull_items_per_s: a fresh device of a stock user (exportCreate)
 * pulls 50k items in stock from the real server (HTTP, GraphQL itemPull by
 * checkpoint) into IndexedDB through pwa/data's replication, from its start
 * to awaitInitialReplication().
 * initial_pull_share_of_plain_idb: that rate over the rate of ONE plain
 * IndexedDB transaction putting the same 50k documents into a fresh store
 * keyed by id with one serial index, same browser, same round.
 * initial_pull_longest_task_ms: the longest main-thread task during the pull
 * (PerformanceObserver 'longtask', which reports tasks of 50 ms and over; 0: none).
 * scan_during_sync_verdict_p95_ms: a keyboard-wedge scan's verdict (scan.bench.ts's, from the Enter key event to the
 * verdict painted) while a fresh device's first sync of the same 50k items runs; serials spread over the set, so
 * some are not on the device yet (their verdict is "not on this device", as real). One scan at a time, until the pull
 * has caught up.
 * initial_pull_server_only_items_per_s: the same pull's pages asked for from
 * Node one after another, nothing stored: the server's own rate, which bounds
 * the device's.
XXDEL
 * with the serial index and with none), one round each, for docs/decisions.md.
 */
export async function run(): Promise<void> {
  const server = await startTestServer({ seedDemo: false });
  const browser = await launchBrowser();
  try {
    const sqlite = sqliteOf(server.database);
    const stamp = new Date().toISOString();
    const catalogId = randomUUID();
    sqlite
      .prepare(
        `insert into catalog_entries (id, kind, name, quantity, warranty_period, created_at, updated_at, sync_seq) values (?, 'product', 'RO system', ?, 12, ?, ?, 0)`,
      )
      .run(catalogId, ITEMS, stamp, stamp);
    const insertItem =
      sqlite.prepare(`insert into items (id, serial_number, catalog_id, item_type, status, warranty_status, qr_code, iteration_number, printing_count_per_item, item_name,
      is_restored, batch_id, created_at, updated_at, sync_seq) values (?, ?, ?, 'product', 'inStock', 'inactive', ?, ?, 1, 'RO system', 0, 'bench', ?, ?, ?)`);
    sqlite.transaction(() => {
      for (let i = 1; i <= ITEMS; i++) {
        const serial = formatSerial('product', 2026, i);
        insertItem.run(randomUUID(), serial, catalogId, qrCodeOf(serial), i, stamp, stamp, i);
      }
      sqlite.prepare(`update sync_counters set value = ? where name = 'changes'`).run(ITEMS);
    })();
    const stock = await buildUser(server, { roles: ['exportEditor'] });

    const pullRates: number[] = [];
    const plainRates: number[] = [];
    const longest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { context, page } = await openBenchPage(browser, server.url, 'scripts/bench/localDataPage.ts');
      await page.evaluate((name) => window.benchOpen(name), `pull-${round}`);
      const pulled = await page.evaluate((token) => window.benchPull(token), stock.token);
      if (pulled.count !== ITEMS) throw new Error(`pulled ${pulled.count} of ${ITEMS} items`);
      const plain = await page.evaluate(() => window.benchPlainIdb());
      if (plain.count !== ITEMS) throw new Error(`plain IndexedDB put ${plain.count} of ${ITEMS} docs`);
      pullRates.push(ITEMS / (pulled.ms / 1000));
      plainRates.push(ITEMS / (plain.ms / 1000));
      longest.push(pulled.longestTaskMs);
      await context.close();
    }
    console.error(
      `  rounds: pull items/s ${pullRates.map(Math.round).join(', ')}; plain IndexedDB docs/s ${plainRates.map(Math.round).join(', ')}; longest task ms ${longest.map(Math.round).join(', ')}`,
    );
    const duringSync = await scansDuringSync(browser, server.url, stock.token);
    const serverRate = ITEMS / ((await serverOnlyPullMs(server.url, stock.token)) / 1000);
    const pullRate = percentile(pullRates, 50);
    const plainRate = percentile(plainRates, 50);
    print('initial_pull_items_per_s', Math.round(pullRate), 'items/s');
    print('initial_pull_plain_idb_per_s', Math.round(plainRate), 'docs/s');
    print('initial_pull_share_of_plain_idb', pullRate / plainRate, 'ratio');
    print('initial_pull_longest_task_ms', Math.round(Math.max(...longest)), 'ms');
    print('initial_pull_server_only_items_per_s', Math.round(serverRate), 'items/s');
    print('scan_during_sync_verdict_p95_ms', percentile(duringSync, 95), 'ms');
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Verdict times of wedge scans made one after another while a fresh device's first sync runs. */
async function scansDuringSync(browser: Browser, url: string, token: string): Promise<number[]> {
  const { context, page } = await openBenchPage(browser, url, 'scripts/bench/localDataPage.ts');
  try {
    await page.evaluate((name) => window.benchOpen(name), 'pull-scans');
    await page.evaluate(() => window.benchArmScan('bench-outlet', false));
    await page.evaluate((t) => window.benchStartPull(t), token);
    let scans = 0;
    while (await page.evaluate(() => window.benchPulling)) {
      // The serial at once (a wedge types it in a few ms), then its Enter: the verdict's time runs from that key event.
      await page.keyboard.insertText(formatSerial('product', 2026, 1 + ((scans * 7919) % ITEMS)));
      await page.keyboard.press('Enter');
      await page.evaluate((n) => window.benchScanDone(n), ++scans);
    }
    const pulled = await page.evaluate(() => window.benchPulled);
    if (pulled.count !== ITEMS) throw new Error(`pulled ${pulled.count} of ${ITEMS} items while scanning`);
    const { verdicts, misses } = await page.evaluate(() => window.benchScanTimes());
    console.error(
      `  during the first sync: ${scans} scans (${misses} not on the device yet), verdict p50 ${percentile(verdicts, 50).toFixed(1)} ms, max ${Math.max(...verdicts).toFixed(1)} ms; that pull's longest task ${Math.round(pulled.longestTaskMs)} ms`,
    );
    return verdicts;
  } finally {
    await context.close();
  }
}

/** Every page of the caller's itemPull (the PWA's fields and page size) asked for in turn, the answers parsed and dropped. */
async function serverOnlyPullMs(url: string, token: string): Promise<number> {
  const query = `query ($cp: CheckpointInput, $limit: Int!) { itemPull(checkpoint: $cp, limit: $limit) {
    documents { id _deleted updatedAt item { serialNumber itemType status warrantyStatus itemName catalogId sellerId activationDate expirationDate } }
    checkpoint { updatedAt id } total } }`;
  type Page = { itemPull: { documents: unknown[]; checkpoint: { updatedAt: number; id: string } } };
  const started = performance.now();
  let cp: Page['itemPull']['checkpoint'] | null = null;
  for (let more = true; more;) {
    const { data, errors }: GraphQLResponse<Page> = await gql<Page>(url, query, { cp, limit: PAGE }, { token });
    if (!data) throw new Error(JSON.stringify(errors));
    cp = data.itemPull.checkpoint;
    more = data.itemPull.documents.length === PAGE;
  }
  return performance.now() - started;
}
