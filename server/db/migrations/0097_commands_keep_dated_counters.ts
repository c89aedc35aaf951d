import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect';
import * as m0096 from './0096_dated_counters';

// Dated totals read whole UTC months, weeks of the month and days from counters the item
// commands keep (docs/decisions.md "Dated totals"; buckets: server/db/counterBuckets.ts).
// A separate migration because 0096 had shipped: databases that ran it never run it again.
// From 0096's state:
// - item_made_counts gains week rows (the table is made again and filled: its key is unchanged);
// - item_export_counts: items at an outlet per month, week and day of export, type and outlet.
//   It replaces item_stat_counts' `exported` (0090) and `exportedDay` (0096) metrics, whose
//   triggers go: a trigger upsert cost about 8 µs a row, and an export moves three buckets;
// - item_outlet_made_counts: item_made_counts' counts per outlet, the outlet first (an
//   outlet's Total Inventory), so items_seller_created goes back to 0090's two columns;
// - on PostgreSQL, serial_plan(): a constant function declared PARALLEL UNSAFE, whose call
//   keeps a dashboard's statement out of parallel workers (dialect.ts serialPlan).
// Filled from the items already there. down() goes back through 0096's own down and up, so
// the state it leaves is 0096's as that migration writes it.

/** An ISO text's week of the month, as counterBuckets.ts weekLabel writes it. */
const week = (text: string) => `substr(${text}, 1, 7) || '-w' || cast((cast(substr(${text}, 9, 2) as integer) + 6) / 7 as text)`;
const UNITS = (column: string) =>
  [
    ['month', `substr(${column}, 1, 7)`],
    ['week', week(column)],
    ['day', `substr(${column}, 1, 10)`],
  ] as const;

/** item_stat_counts' metrics from now on (0090's rules): sold items, and active warranties by expiry month. */
const SOLD_ACTIVE = [
  { metric: 'sold', bucket: (_r: string) => `''`, when: (r: string) => `${r}.bill_date is not null` },
  {
    metric: 'active',
    bucket: (r: string) => `substr(${r}.expiration_date, 1, 7)`,
    when: (r: string) => `${r}.warranty_status = 'active' and ${r}.expiration_date is not null`,
  },
];
const DROPPED_METRICS = ['exported', 'exportedDay'];

const move = (m: (typeof SOLD_ACTIVE)[number], row: 'old' | 'new', delta: 1 | -1) =>
  `if ${m.when(row)} then
        insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
        values ('${m.metric}', ${m.bucket(row)}, ${row}.item_type, coalesce(${row}.seller_id, ''), ${delta})
        on conflict (metric, bucket, item_type, seller_id) do update set n = item_stat_counts.n + (${delta});
      end if;`;

/**
 * PostgreSQL: 0090's row trigger function (same name, body replaced as one) for sold and active only.
 * An update moves a count only when "counted, under which key" differs between old and new.
 */
async function soldActiveFunction(db: Kysely<unknown>): Promise<void> {
  const blocks = SOLD_ACTIVE.map((m) => {
    const key = (r: string) => `row(${m.when(r)}, ${m.bucket(r)}, ${r}.item_type, coalesce(${r}.seller_id, ''))`;
    return `
    if tg_op <> 'UPDATE' or ${key('old')} is distinct from ${key('new')} then
      if tg_op <> 'INSERT' then ${move(m, 'old', -1)} end if;
      if tg_op <> 'DELETE' then ${move(m, 'new', 1)} end if;
    end if;`;
  });
  const body = `${blocks.join('')}
    return null;`;
  await sql.raw(`create or replace function item_stats_count() returns trigger language plpgsql as $$ begin ${body} end $$`).execute(db);
}

const sqliteTriggerNames = (metric: string) => ['insert', 'delete', 'leave', 'enter'].map((kind) => `item_stats_${metric}_${kind}`);

/**
 * A counter table: text columns `key`, its primary key in that order, and the count n. SQLite keeps it
 * in key order (WITHOUT ROWID): a range of buckets is read from the key alone, not the key then each row.
 */
async function counterTable(db: Kysely<unknown>, name: string, key: string[]): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const column of key) table = table.addColumn(column, 'text', (c) => c.notNull());
  table = table.addColumn('n', 'integer', (c) => c.notNull()).addPrimaryKeyConstraint(`${name}_pk`, key);
  await (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)).execute();
}

/** Rows of `table` counted from the items (emptied first), in key order: a range's rows lie together, as when written day by day. */
async function fillFromItems(db: AnyDb, table: string, dated: string, keys: string, where = ''): Promise<void> {
  await sql.raw(`delete from ${table}`).execute(db);
  for (const [unit, bucket] of UNITS(dated))
    await sql
      .raw(
        `insert into ${table} (unit, bucket, ${keys}, n)
         select '${unit}', ${bucket}, ${keys}, count(*) from items ${where} group by ${bucket}, ${keys} order by 2, ${keys}`,
      )
      .execute(db);
}

// The fills of this migration, also for benchmarks and scripts that load items in bulk past the item
// commands (and with the triggers off), as they fill item_counts.

/** item_made_counts and item_outlet_made_counts from the items themselves. */
export async function fillMadeCounts(db: AnyDb): Promise<void> {
  await fillFromItems(db, 'item_made_counts', 'created_at', 'item_type, status, catalog_id');
  await fillFromItems(db, 'item_outlet_made_counts', 'created_at', 'seller_id, item_type, status', 'where seller_id is not null');
}

/** item_export_counts from the items themselves. */
export const fillExportCounts = (db: AnyDb) =>
  fillFromItems(
    db,
    'item_export_counts',
    'exported_at',
    `item_type, seller_id`,
    `where status = 'exported' and exported_at is not null and seller_id is not null`,
  );

/** item_stat_counts (sold, active warranties) from the items themselves: what the triggers would have counted. */
export async function fillStatCounts(db: AnyDb): Promise<void> {
  await sql`delete from item_stat_counts`.execute(db);
  for (const { metric, bucket, when } of SOLD_ACTIVE)
    await sql
      .raw(
        `insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
         select '${metric}', ${bucket('items')}, item_type, coalesce(seller_id, ''), count(*) from items where ${when('items')}
         group by 2, 3, 4 order by 2, 3, 4`,
      )
      .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // 0096's down: exportedDay's triggers and rows, item_made_counts and the wide items_seller_created go
  // (on SQLite item_stat_counts stays WITHOUT ROWID), 0090's three metrics stay.
  await m0096.down(db);
  if (isPostgres(db)) {
    await soldActiveFunction(db);
    // serialPlan() in server/db/dialect.ts: a call of it keeps a statement out of parallel workers.
    await sql`create function serial_plan() returns boolean language sql immutable parallel unsafe as $$ select true $$`.execute(db);
  } else for (const name of sqliteTriggerNames('exported')) await sql.raw(`drop trigger ${name}`).execute(db);
  await sql`delete from item_stat_counts where metric in (${sql.join(DROPPED_METRICS)})`.execute(db);

  await counterTable(db, 'item_made_counts', ['unit', 'bucket', 'item_type', 'status', 'catalog_id']);
  await counterTable(db, 'item_export_counts', ['unit', 'bucket', 'item_type', 'seller_id']);
  // The outlet first: an outlet reads its own buckets only.
  await counterTable(db, 'item_outlet_made_counts', ['unit', 'seller_id', 'bucket', 'item_type', 'status']);
  await fillMadeCounts(db);
  await fillExportCounts(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_outlet_made_counts').execute();
  await db.schema.dropTable('item_export_counts').execute();
  await db.schema.dropTable('item_made_counts').execute();
  if (isPostgres(db)) await sql`drop function serial_plan()`.execute(db);
  // 0096's up from its start: it makes item_made_counts, restates the four metrics' triggers and counts
  // them, and widens items_seller_created. On SQLite it first drops 0090's triggers of sold, active and
  // exported to rebuild item_stat_counts: these stand for exported's until then.
  else
    for (const name of sqliteTriggerNames('exported'))
      await sql.raw(`create trigger ${name} after insert on items when 0 begin select 1; end`).execute(db);
  await m0096.up(db);
}
