import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { startOfDay } from '../../shared/dates';
import { formatSerial, ITEM_TYPES, qrCodeOf } from '../../shared/items';
import type { Db } from '../../server/db';
import { fillExportCounts, fillMadeCounts, fillStatCounts } from '../../server/db/migrations/0097_commands_keep_dated_counters';
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
 * counters are kept by the same code as in production; those the item commands
 * keep (item_counts, item_made_counts, item_export_counts) are filled from the
 * rows, as a migration fills them. Answers the outlets' ids.
 */
export async function fillSqlite({ db, sqlite }: { db: Db; sqlite: SQLite.Database }, rows: number, now: number): Promise<string[]> {
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
  sqlite.exec(
    `insert into item_counts (item_type, status, seller_id, n) select item_type, status, coalesce(seller_id, ''), count(*) from items group by 1, 2, 3`,
  );
  await fillMadeCounts(db);
  await fillExportCounts(db);
  sqlite.pragma('synchronous = FULL');
  sqlite.exec('analyze');
  return sellerIds;
}

/**
 * The same items in PostgreSQL, made there (generate_series, one INSERT … SELECT
 * with the same shares and dates as fillSqlite, from PostgreSQL's random()), with
 * the secondary indexes built after the load. The counter trigger is off during
 * the load (on, a 1M-row load took over 20 minutes on this machine); every counter
 * is filled from the rows after it, by the migrations' fills. Answers the outlets' ids.
 */
export async function fillPostgres(db: Db, rows: number, now: number): Promise<string[]> {
  const stamp = new Date(now).toISOString();
  const catalog = Array.from({ length: CATALOG }, (_, i) => ({ id: randomUUID(), kind: ITEM_TYPES[i % 3] ?? 'product' }));
  const sellerIds = Array.from({ length: SELLERS }, () => randomUUID());
  await db
    .insertInto('sellers')
    .values(
      sellerIds.map((id, i) => ({
        id,
        seller_type: 'branch' as const,
        status: 'confirmed' as const,
        name: `Outlet ${i}`,
        is_online_store: 0,
        area: '[]',
        created_at: stamp,
        updated_at: stamp,
        sync_seq: 0,
      })),
    )
    .execute();
  await db
    .insertInto('catalog_entries')
    .values(
      catalog.map((c, i) => ({
        id: c.id,
        kind: c.kind,
        name: `Entry ${i}`,
        photos: '[]',
        features: '[]',
        product_parts: '[]',
        warranty_period: 12,
        quantity: 0,
        created_at: stamp,
        updated_at: stamp,
        sync_seq: 0,
      })),
    )
    .execute();
  const indexes = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
    where tablename = 'items' and indexname not in (select conname from pg_constraint)`.execute(db);
  for (const index of indexes.rows) await sql.raw(`drop index ${index.indexname}`).execute(db);
  // The counter trigger too (it would cost a plpgsql call and up to four upserts per row): the counts are made after.
  await sql`alter table items disable trigger item_stats`.execute(db);
  // Milliseconds since 1970 as the stored ISO text.
  const iso = (ms: string) =>
    sql.raw(`to_char(timestamp '1970-01-01' + (${ms}) * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  await sql`
    with r as (
      select i, floor(random() * ${CATALOG})::int as c, random() as s, random() as e, random() as o, random() as sp, random() as sv,
        random() as a, random() as y, ${now}::bigint - floor(random() * ${3 * 365 * DAY})::bigint as created
      from generate_series(1, ${rows}::int) as i),
    k as (select *, case when s < 0.1 then 'inFactory' when s < 0.5 then 'inStock' else 'exported' end as status from r),
    x as (select *, case when status = 'exported' then created + floor(e * (${now}::bigint - created))::bigint end as exported from k),
    v as (select *, case when exported is not null and sp < 0.5 then exported + floor(sv * (${now}::bigint - exported))::bigint end as sold from x),
    z as (select *, case when sold is not null and a < 0.7 then sold end as activated from v)
    insert into items (id, serial_number, catalog_id, item_type, status, warranty_status, qr_code, seller_id, activation_date, expiration_date,
      iteration_number, printing_count_per_item, exported_at, bill_date, is_restored, batch_id, created_at, updated_at, sync_seq)
    select md5(i::text), 'X' || lpad(i::text, 9, '0'), (${sql.val(catalog.map((c) => c.id))}::text[])[c + 1],
      (${sql.val(catalog.map((c) => c.kind))}::text[])[c + 1], status,
      case when activated is not null then 'active' else 'inactive' end, '/w/X' || lpad(i::text, 9, '0'),
      case when exported is not null then (${sql.val(sellerIds)}::text[])[1 + floor(o * ${SELLERS})::int] end,
      case when activated is not null then ${iso('activated')} end,
      case when activated is not null then ${iso(`activated + (case when y < 0.5 then 365 else 730 end) * ${DAY}::bigint`)} end,
      1, 1, case when exported is not null then ${iso('exported')} end, case when sold is not null then ${iso('sold')} end,
      0, 'bench', ${iso('created')}, ${iso('created')}, i
    from z`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);
  await sql`update catalog_entries c set quantity = s.n
    from (select catalog_id, count(*) as n from items where status = 'inStock' group by catalog_id) s where s.catalog_id = c.id`.execute(
    db,
  );
  await sql`insert into item_counts (item_type, status, seller_id, n)
    select item_type, status, coalesce(seller_id, ''), count(*) from items group by 1, 2, 3`.execute(db);
  await sql`alter table items enable trigger item_stats`.execute(db);
  await fillStatCounts(db);
  await fillMadeCounts(db);
  await fillExportCounts(db);
  await sql`vacuum analyze`.execute(db);
  return sellerIds;
}

/**
 * Times the Home/Dashboard totals and the three total screens through the real
 * services (each without dates, over the last 30 days, the last 12 months and
 * six months from mid-month to mid-month; Inventory and Exportation also as an
 * outlet sees them), and prints `<prefix>dashboard_p95_ms`, `_p50_ms` and
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
    console.error(`  ${name.padEnd(30)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`);
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
  // Cairo days, as the screens' filters give them: the last 30 days and the last 12 months, to tomorrow; and
  // mid-month to mid-month (the 16th seven months ago to the 15th of last month), whatever today's date,
  // the range whose partial months hold the most days.
  const month = [startOfDay(day(-30)), startOfDay(day(1))] as const;
  const year = [startOfDay(day(-365)), startOfDay(day(1))] as const;
  const midMonth = (monthsBack: number, date: number) => {
    const at = new Date(now);
    return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - monthsBack, date)).toISOString().slice(0, 10);
  };
  const mid = [startOfDay(midMonth(7, 16)), startOfDay(midMonth(1, 16))] as const;
  const outlet = (r: number) => ({ itemTypes: ITEM_TYPES, sellerId: sellerIds[r % SELLERS] ?? null });
  const screens = [
    ...(await time('total warehouse', screenRuns, () => totalWarehouse(db, ITEM_TYPES, null, null, 'ar'))),
    ...(await time('total warehouse 30 d', screenRuns, () => totalWarehouse(db, ITEM_TYPES, ...month, 'ar'))),
    ...(await time('total warehouse 12 mo', screenRuns, () => totalWarehouse(db, ITEM_TYPES, ...year, 'ar'))),
    ...(await time('total warehouse mid-month', screenRuns, () => totalWarehouse(db, ITEM_TYPES, ...mid, 'ar'))),
    ...(await time('total inventory', screenRuns, () => totalInventory(db, all, null, null))),
    ...(await time('total inventory 30 d', screenRuns, () => totalInventory(db, all, ...month))),
    ...(await time('total inventory 12 mo', screenRuns, () => totalInventory(db, all, ...year))),
    ...(await time('total inventory mid-month', screenRuns, () => totalInventory(db, all, ...mid))),
    ...(await time('total inventory outlet 12 mo', screenRuns, (r) => totalInventory(db, outlet(r), ...year))),
    ...(await time('total exportation', screenRuns, () => totalExportation(db, all, null, null, 'ar'))),
    ...(await time('total exportation 30 d', screenRuns, () => totalExportation(db, all, ...month, 'ar'))),
    ...(await time('total exportation 12 mo', screenRuns, () => totalExportation(db, all, ...year, 'ar'))),
    ...(await time('total exportation mid-month', screenRuns, () => totalExportation(db, all, ...mid, 'ar'))),
    ...(await time('total exportation outlet 12 mo', screenRuns, (r) => totalExportation(db, outlet(r), ...year, 'ar'))),
  ];
  print(`${prefix}dashboard_p95_ms`, percentile(dashboard, 95), 'ms');
  print(`${prefix}dashboard_p50_ms`, percentile(dashboard, 50), 'ms');
  print(`${prefix}total_screens_p95_ms`, percentile(screens, 95), 'ms');
}
