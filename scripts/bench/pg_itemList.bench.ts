import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { formatSerial, ITEM_TYPES } from '../../shared/items';
import { openPostgres } from '../../server/db';
import { benchPostgres } from './pgSupport';
import { timeItemListFilters } from './itemListQueries';
import { sized } from './support';

export const lines = ['pg_admin_item_list_p95_ms', 'pg_admin_item_list_p50_ms'] as const;

// Smoke: 5,000 items still hold the planted serial (product 4242).
const ROWS = Number(process.env.BENCH_ITEMS ?? sized(1_000_000, 5_000));
const SELLERS = 50;
/** Queries in all, spread over the 8 filters. */
const RUNS = sized(200, 8);

/**
 * pg_admin_item_list_p95_ms: admin_item_list_p95_ms on PostgreSQL: the items
 * database query (count + one sorted page) through the real repository over
 * 1M items generated inside PostgreSQL (generate_series, indexes built after),
 * with the same filters and pages as the SQLite bench.
 */
export async function run(): Promise<void> {
  const pg = await benchPostgres(lines, { shared_buffers: '512MB' });
  if (!pg) return;
  const target = await pg.newDatabase();
  const database = openPostgres(target.url, { max: 4 });
  const { db } = database;
  try {
    const generated = performance.now();
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const catalogIds = ITEM_TYPES.map(() => randomUUID());
    const sellerIds = Array.from({ length: SELLERS }, () => randomUUID());
    await db
      .insertInto('catalog_entries')
      .values(
        ITEM_TYPES.map((kind, i) => ({
          id: catalogIds[i] as string,
          kind,
          name: kind,
          name_en: kind,
          photos: '[]',
          features: '[]',
          quantity: 0,
          warranty_period: 12,
          product_parts: '[]',
          created_at: stamp,
          updated_at: stamp,
          sync_seq: 0,
        })),
      )
      .execute();
    await db
      .insertInto('sellers')
      .values(
        sellerIds.map((id, i) => ({
          id,
          seller_type: 'branch' as const,
          status: 'confirmed' as const,
          name: `Outlet ${i}`,
          name_en: `Outlet ${i}`,
          is_online_store: 0,
          area: '[]',
          created_at: stamp,
          updated_at: stamp,
          sync_seq: 0,
        })),
      )
      .execute();
    // Bulk load without the secondary indexes and the dashboard trigger, then build them once.
    const indexes = await sql<{
      indexname: string;
      indexdef: string;
    }>`select indexname, indexdef from pg_indexes where tablename = 'items' and indexname not in (select conname from pg_constraint)`.execute(
      db,
    );
    for (const index of indexes.rows) await sql.raw(`drop index ${index.indexname}`).execute(db);
    await sql`alter table items disable trigger item_stats`.execute(db);
    // Same mix as the SQLite bench: 60/25/15 % by type, 10/40/50 % by status, 40 % of exported items activated.
    await sql`
      with r as (
        select i, random() as t, random() as s, random() as a, random() as o, random() as y,
          to_char((timestamp '1970-01-01' + (${now}::bigint - floor(random() * 3 * 365 * 86400000))::bigint * interval '1 millisecond'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created
        from generate_series(1, ${ROWS}::int) as i),
      k as (
        select *, case when t < 0.6 then 0 when t < 0.85 then 1 else 2 end as ti,
          case when s < 0.1 then 'inFactory' when s < 0.5 then 'inStock' else 'exported' end as status from r)
      insert into items (id, serial_number, catalog_id, item_type, status, warranty_status, qr_code, seller_id, activation_date, expiration_date,
        iteration_number, printing_count_per_item, exported_at, is_restored, batch_id, created_at, updated_at, sync_seq)
      select md5(i::text), 'X' || lpad(i::text, 9, '0'), (${sql.val(catalogIds)}::text[])[ti + 1], (${sql.val([...ITEM_TYPES])}::text[])[ti + 1], status,
        case when status = 'exported' and a < 0.4 then 'active' else 'inactive' end, 'q' || i,
        case when status = 'exported' then (${sql.val(sellerIds)}::text[])[1 + floor(o * ${SELLERS})::int] end,
        case when status = 'exported' and a < 0.4 then created end,
        case when status = 'exported' and a < 0.4 then to_char(created::timestamp + interval '365 days' * (1 + floor(y * 2)), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
        1, 1, case when status = 'exported' then created end, 0, 'bench', created, created, i
      from k`.execute(db);
    await db
      .updateTable('items')
      .set({ serial_number: formatSerial('product', 2026, 4242), item_type: 'product', catalog_id: catalogIds[0] as string })
      .where('sync_seq', '=', 4242)
      .execute();
    for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);
    await sql`alter table items enable trigger item_stats`.execute(db);
    await sql`insert into item_counts (item_type, status, seller_id, n) select item_type, status, coalesce(seller_id, ''), count(*) from items group by 1, 2, 3`.execute(
      db,
    );
    await sql`insert into warranty_expiries (day, n) select substr(expiration_date, 1, 10), count(*) from items where warranty_status = 'active' group by 1`.execute(
      db,
    );
    await sql`vacuum analyze items`.execute(db);
    console.error(`generated ${ROWS} items in ${((performance.now() - generated) / 1000).toFixed(1)} s`);

    await timeItemListFilters(db, sellerIds, now, RUNS, { prefix: 'pg_', serialMustExist: true });
  } finally {
    await database.close();
    await target.drop();
    await pg.stop();
  }
}
