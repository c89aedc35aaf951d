import { randomUUID } from 'node:crypto';
import { formatSerial, ITEM_TYPES, qrCodeOf } from '../../shared/items';
import { timeItemListFilters } from './itemListQueries';
import { sized, tempDatabase } from './support';

export const lines = ['admin_item_list_p95_ms', 'admin_item_list_p50_ms'] as const;

const ROWS = Number(process.env.BENCH_ITEMS ?? sized(1_000_000, 5_000));
const SELLERS = 50;
/** Queries in all, spread over the 8 filters. */
const RUNS = sized(200, 8);

/**
 * admin_item_list_p95_ms: the items database query (count + one sorted page)
 * through the real repository, over 1M generated items, with the filters an
 * admin uses (type, status, outlet, warranty, dates), pages 1–5.
 */
export async function run(): Promise<void> {
  const database = await tempDatabase();
  const { db, sqlite } = database;
  try {
    const generated = performance.now();
    // Generation only: no durability needed for a throwaway file.
    sqlite.pragma('synchronous = OFF');
    const now = Date.now();
    const catalogIds = ITEM_TYPES.map(() => randomUUID());
    const sellerIds = Array.from({ length: SELLERS }, () => randomUUID());
    const stamp = new Date().toISOString();
    const insertCatalog = sqlite.prepare(
      `insert into catalog_entries (id, kind, name, created_at, updated_at, sync_seq) values (?, ?, ?, ?, ?, 0)`,
    );
    const insertSeller = sqlite.prepare(
      `insert into sellers (id, seller_type, status, name, created_at, updated_at, sync_seq) values (?, 'branch', 'confirmed', ?, ?, ?, 0)`,
    );
    const insertItem =
      sqlite.prepare(`insert into items (id, serial_number, catalog_id, item_type, status, warranty_status, qr_code, seller_id, activation_date, expiration_date,
      iteration_number, printing_count_per_item, exported_at, is_restored, batch_id, created_at, updated_at, sync_seq) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, 0, 'bench', ?, ?, ?)`);
    // Bulk load without the secondary indexes, then build them once: several times faster than maintaining them row by row.
    const indexes = sqlite
      .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = 'items' and sql is not null`)
      .all() as Array<{ name: string; sql: string }>;
    for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
    sqlite.transaction(() => {
      ITEM_TYPES.forEach((kind, i) => insertCatalog.run(catalogIds[i], kind, kind, stamp, stamp));
      sellerIds.forEach((id, i) => insertSeller.run(id, `Outlet ${i}`, stamp, stamp));
      let x = 12345;
      const rand = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      for (let i = 1; i <= ROWS; i++) {
        const t = rand();
        const typeIndex = t < 0.6 ? 0 : t < 0.85 ? 1 : 2;
        const s = rand();
        const status = s < 0.1 ? 'inFactory' : s < 0.5 ? 'inStock' : 'exported';
        const created = new Date(now - Math.floor(rand() * 3 * 365 * 86_400_000)).toISOString();
        const exported = status === 'exported';
        const activated = exported && rand() < 0.4;
        const expiration = activated ? new Date(Date.parse(created) + 365 * 86_400_000 * (1 + Math.floor(rand() * 2))).toISOString() : null;
        const serial = formatSerial(ITEM_TYPES[typeIndex] ?? 'product', 2026, i);
        insertItem.run(
          randomUUID(),
          serial,
          catalogIds[typeIndex],
          ITEM_TYPES[typeIndex],
          status,
          activated ? 'active' : 'inactive',
          qrCodeOf(serial),
          exported ? sellerIds[Math.floor(rand() * SELLERS)] : null,
          activated ? created : null,
          expiration,
          exported ? created : null,
          created,
          created,
          i,
        );
      }
    })();
    for (const index of indexes) sqlite.exec(index.sql);
    sqlite.exec(
      `insert into item_counts (item_type, status, seller_id, n) select item_type, status, coalesce(seller_id, ''), count(*) from items group by 1, 2, 3`,
    );
    sqlite.exec(
      `insert into warranty_expiries (day, n) select substr(expiration_date, 1, 10), count(*) from items where warranty_status = 'active' group by 1`,
    );
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('analyze');
    console.error(`generated ${ROWS} items in ${((performance.now() - generated) / 1000).toFixed(1)} s`);

    await timeItemListFilters(db, sellerIds, now, RUNS);
  } finally {
    await database.dispose();
  }
}
