import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { startOfDay } from '../../shared/dates';
import { formatSerial, ITEM_TYPES, qrCodeOf } from '../../shared/items';
import type { Db } from '../../server/db';
import { dashboardTotals, totalExportation, totalInventory, totalWarehouse } from '../../server/modules/dashboard/totals';
import { percentile, print } from './support';

// The dashboards' data and timings, shared by dashboard.bench.ts (SQLite) and
// pg_dashboard.bench.ts (PostgreSQL), so both engines answer the same screens.

export const SELLERS = 50;
export const CATALOG = 60;
export const DAY = 86_400_000;

/**
 * `rows` items over the last three years in a migrated SQLite database, with
 * 60 catalog entries and 50 outlets: 10/40/50 % in the factory, in stock and at
 * outlets; half the exported items sold, 70 % of those activated. Secondary
 * indexes are built once after the load; the counter triggers stay on, so the
 * counters are kept by the same code as in production. Answers the outlets' ids.
 */
export function fillSqlite(sqlite: SQLite.Database, rows: number, now: number): string[] {
  sqlite.pragma('synchronous = OFF'); // generation only: a throwaway file
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
  const indexes = sqlite
    .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = 'items' and sql is not null`)
    .all() as Array<{ name: string; sql: string }>;
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  const stock = new Map<string, number>();
  sqlite.transaction(() => {
    sellerIds.forEach((id, i) => insertSeller.run(id, `Outlet ${i}`, stamp, stamp));
    catalog.forEach((c, i) => insertCatalog.run(c.id, c.kind, `Entry ${i}`, 0, stamp, stamp));
    // A 32-bit LCG: the product needs Math.imul (a plain multiply passes 2^53 and loses the low bits,
    // which left 90 of the 150 type × outlet pairs ever drawn).
    let x = 424242;
    const rand = () => (x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff) / 0x80000000;
    const iso = (t: number) => new Date(t).toISOString();
    for (let i = 1; i <= rows; i++) {
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
  return sellerIds;
}

/**
 * Times the Home/Dashboard totals and the three total screens through the real
 * services, and prints `<prefix>dashboard_p95_ms`, `_p50_ms` and
 * `<prefix>total_screens_p95_ms`; each screen's p50/p95 goes to stderr.
 */
export async function timeTotals(
  db: Db,
  sellerIds: string[],
  now: number,
  { runs, screenRuns, prefix = '' }: { runs: number; screenRuns: number; prefix?: string },
): Promise<void> {
  const all = { itemTypes: ITEM_TYPES, sellerId: null };
  const time = async (name: string, n: number, fn: (r: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let r = 0; r < n; r++) {
      const t = performance.now();
      await fn(r);
      times.push(performance.now() - t);
    }
    console.error(`  ${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`);
    return times;
  };
  const dashboard = [
    ...(await time('dashboard', runs / 2, () => dashboardTotals(db, all, new Date(), 'ar'))),
    ...(await time('dashboard type', runs / 4, (r) =>
      dashboardTotals(db, { itemTypes: [ITEM_TYPES[r % 3] ?? 'product'], sellerId: null }, new Date(), 'ar'),
    )),
    ...(await time('dashboard outlet', runs / 4, (r) =>
      dashboardTotals(db, { itemTypes: ITEM_TYPES, sellerId: sellerIds[r % SELLERS] ?? null }, new Date(), 'ar'),
    )),
  ];
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const screens = [
    ...(await time('total warehouse', screenRuns, () => totalWarehouse(db, ITEM_TYPES, null, null, 'ar'))),
    ...(await time('total warehouse dates', screenRuns, () =>
      totalWarehouse(db, ITEM_TYPES, startOfDay(day(-30)), startOfDay(day(1)), 'ar'),
    )),
    ...(await time('total inventory', screenRuns, () => totalInventory(db, all, null, null))),
    ...(await time('total inventory dates', screenRuns, () => totalInventory(db, all, startOfDay(day(-30)), startOfDay(day(1))))),
    ...(await time('total exportation', screenRuns, () => totalExportation(db, all, null, null, 'ar'))),
    ...(await time('total exportation 12 mo', screenRuns, () =>
      totalExportation(db, all, startOfDay(day(-365)), startOfDay(day(1)), 'ar'),
    )),
  ];
  print(`${prefix}dashboard_p95_ms`, percentile(dashboard, 95), 'ms');
  print(`${prefix}dashboard_p50_ms`, percentile(dashboard, 50), 'ms');
  print(`${prefix}total_screens_p95_ms`, percentile(screens, 95), 'ms');
}
