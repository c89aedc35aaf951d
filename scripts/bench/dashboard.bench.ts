import { randomUUID } from 'node:crypto';
import { startOfDay } from '../../shared/dates';
import { formatSerial, ITEM_TYPES, qrCodeOf } from '../../shared/items';
import { dashboardTotals, totalExportation, totalInventory, totalWarehouse } from '../../server/modules/dashboard/totals';
import { percentile, print, sized, tempDatabase } from './support';

export const lines = ['dashboard_p95_ms', 'dashboard_p50_ms', 'total_screens_p95_ms'] as const;

const ROWS = Number(process.env.BENCH_ITEMS ?? sized(1_000_000, 5_000));
const SELLERS = 50;
const CATALOG = 60;
const RUNS = sized(200, 4);
/** Runs of each total screen. */
const SCREEN_RUNS = sized(20, 1);
const DAY = 86_400_000;

/**
 * dashboard_p95_ms: the Home/Dashboard totals (status, sold, active and
 * expiring warranties; overall, per type, per outlet) through the real service,
 * over 1M generated items, unfiltered and filtered by type and outlet.
 * total_screens_p95_ms: Total Warehouse / Inventory / Exportation with filters.
 */
export async function run(): Promise<void> {
  const database = await tempDatabase();
  const { db, sqlite } = database;
  try {
    const started = performance.now();
    sqlite.pragma('synchronous = OFF'); // generation only: a throwaway file
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const catalog = Array.from({ length: CATALOG }, (_, i) => ({ id: randomUUID(), kind: ITEM_TYPES[i % 3] ?? 'product' }));
    const sellerIds = Array.from({ length: SELLERS }, () => randomUUID());
    const insertCatalog = sqlite.prepare(
      `insert into catalog_entries (id, kind, name, quantity, created_at, updated_at, sync_seq) values (?, ?, ?, ?, ?, ?, 0)`,
    );
    const insertSeller = sqlite.prepare(
      `insert into sellers (id, seller_type, status, name, created_at, updated_at, sync_seq) values (?, 'branch', 'confirmed', ?, ?, ?, 0)`,
    );
    const insertItem =
      sqlite.prepare(`insert into items (id, serial_number, catalog_id, item_type, status, warranty_status, qr_code, seller_id, activation_date, expiration_date,
      iteration_number, printing_count_per_item, exported_at, bill_date, is_restored, batch_id, created_at, updated_at, sync_seq) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, 0, 'bench', ?, ?, ?)`);
    // Secondary indexes are built once after the load (much faster than row by row);
    // the counter triggers stay on, so item_stat_counts is kept by the same code as in production.
    const indexes = sqlite
      .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = 'items' and sql is not null`)
      .all() as Array<{ name: string; sql: string }>;
    for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
    const stock = new Map<string, number>();
    sqlite.transaction(() => {
      sellerIds.forEach((id, i) => insertSeller.run(id, `Outlet ${i}`, stamp, stamp));
      catalog.forEach((c, i) => insertCatalog.run(c.id, c.kind, `Entry ${i}`, 0, stamp, stamp));
      let x = 424242;
      const rand = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      const iso = (t: number) => new Date(t).toISOString();
      for (let i = 1; i <= ROWS; i++) {
        const entry = catalog[Math.floor(rand() * CATALOG)] ?? catalog[0]!;
        const s = rand();
        const status = s < 0.1 ? 'inFactory' : s < 0.5 ? 'inStock' : 'exported';
        const created = now - Math.floor(rand() * 3 * 365 * DAY);
        const exported = status === 'exported' ? created + Math.floor(rand() * (now - created)) : null;
        const sold = exported !== null && rand() < 0.5 ? exported + Math.floor(rand() * (now - exported)) : null;
        const activated = sold !== null && rand() < 0.7 ? sold : null;
        const expiration = activated !== null ? activated + (rand() < 0.5 ? 365 : 730) * DAY : null;
        if (status === 'inStock') stock.set(entry.id, (stock.get(entry.id) ?? 0) + 1);
        const serial = formatSerial(entry.kind, 2026, i);
        insertItem.run(
          randomUUID(),
          serial,
          entry.id,
          entry.kind,
          status,
          activated !== null ? 'active' : 'inactive',
          qrCodeOf(serial),
          exported !== null ? sellerIds[Math.floor(rand() * SELLERS)] : null,
          activated !== null ? iso(activated) : null,
          expiration !== null ? iso(expiration) : null,
          exported !== null ? iso(exported) : null,
          sold !== null ? iso(sold) : null,
          iso(created),
          iso(created),
          i,
        );
      }
      const setQuantity = sqlite.prepare('update catalog_entries set quantity = ? where id = ?');
      for (const [id, n] of stock) setQuantity.run(n, id);
    })();
    for (const index of indexes) sqlite.exec(index.sql);
    // item_counts is kept by the item commands (not triggers): fill it from the rows.
    sqlite.exec(
      `insert into item_counts (item_type, status, seller_id, n) select item_type, status, coalesce(seller_id, ''), count(*) from items group by 1, 2, 3`,
    );
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('analyze');
    console.error(`generated ${ROWS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const all = { itemTypes: ITEM_TYPES, sellerId: null };
    const time = async (name: string, runs: number, fn: (r: number) => Promise<unknown>) => {
      const times: number[] = [];
      for (let r = 0; r < runs; r++) {
        const t = performance.now();
        await fn(r);
        times.push(performance.now() - t);
      }
      console.error(`  ${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`);
      return times;
    };
    const dashboard = [
      ...(await time('dashboard', RUNS / 2, () => dashboardTotals(db, all, new Date(), 'ar'))),
      ...(await time('dashboard type', RUNS / 4, (r) =>
        dashboardTotals(db, { itemTypes: [ITEM_TYPES[r % 3] ?? 'product'], sellerId: null }, new Date(), 'ar'),
      )),
      ...(await time('dashboard outlet', RUNS / 4, (r) =>
        dashboardTotals(db, { itemTypes: ITEM_TYPES, sellerId: sellerIds[r % SELLERS] ?? null }, new Date(), 'ar'),
      )),
    ];
    const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
    const screens = [
      ...(await time('total warehouse', SCREEN_RUNS, () => totalWarehouse(db, ITEM_TYPES, null, null, 'ar'))),
      ...(await time('total warehouse dates', SCREEN_RUNS, () =>
        totalWarehouse(db, ITEM_TYPES, startOfDay(day(-30)), startOfDay(day(1)), 'ar'),
      )),
      ...(await time('total inventory', SCREEN_RUNS, () => totalInventory(db, all, null, null))),
      ...(await time('total inventory dates', SCREEN_RUNS, () => totalInventory(db, all, startOfDay(day(-30)), startOfDay(day(1))))),
      ...(await time('total exportation', SCREEN_RUNS, () => totalExportation(db, all, null, null, 'ar'))),
      ...(await time('total exportation 12 mo', SCREEN_RUNS, () =>
        totalExportation(db, all, startOfDay(day(-365)), startOfDay(day(1)), 'ar'),
      )),
    ];
    print('dashboard_p95_ms', percentile(dashboard, 95), 'ms');
    print('dashboard_p50_ms', percentile(dashboard, 50), 'ms');
    print('total_screens_p95_ms', percentile(screens, 95), 'ms');
  } finally {
    await database.dispose();
  }
}
