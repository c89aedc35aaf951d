import { randomUUID } from 'node:crypto';
import { sqliteOf } from '../../server/db';
import { formatSerial, qrCodeOf } from '../../shared/items';
import { launchBrowser } from '../../tests/support/browser';
import { buildUser } from '../../tests/support/factories';
import { startTestServer } from '../../tests/support/server';
import { openBenchPage } from './browserPage';
import { percentile, print } from './support';

const ITEMS = Number(process.env.BENCH_PULL_ITEMS ?? 50_000);
const ROUNDS = 3;

/**
 * initial_pull_items_per_s: a fresh device of a stock user (exportCreate)
 * pulls 50k items in stock from the real server (HTTP, GraphQL itemPull by
 * checkpoint) into IndexedDB through pwa/data's replication, from its start
 * to awaitInitialReplication().
 * initial_pull_share_of_raw: that rate over the rate of one raw Dexie bulkPut
 * of the same stored documents into a fresh database with the same tables and
 * indexes, in the same browser, same round.
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
    const rawRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { context, page } = await openBenchPage(browser, server.url, 'scripts/bench/localDataPage.ts');
      await page.evaluate((name) => window.benchOpen(name), `pull-${round}`);
      const pulled = await page.evaluate((token) => window.benchPull(token), stock.token);
      if (pulled.count !== ITEMS) throw new Error(`pulled ${pulled.count} of ${ITEMS} items`);
      const raw = await page.evaluate(() => window.benchRawPut());
      if (raw.count !== ITEMS) throw new Error(`raw put ${raw.count} of ${ITEMS} docs`);
      pullRates.push(ITEMS / (pulled.ms / 1000));
      rawRates.push(ITEMS / (raw.ms / 1000));
      await context.close();
    }
    console.error(
      `  rounds: pull items/s ${pullRates.map(Math.round).join(', ')}; raw bulkPut docs/s ${rawRates.map(Math.round).join(', ')}`,
    );
    const pullRate = percentile(pullRates, 50);
    const rawRate = percentile(rawRates, 50);
    print('initial_pull_items_per_s', Math.round(pullRate), 'items/s');
    print('initial_pull_raw_bulkput_per_s', Math.round(rawRate), 'docs/s');
    print('initial_pull_share_of_raw', pullRate / rawRate, 'ratio');
  } finally {
    await browser.close();
    await server.stop();
  }
}
