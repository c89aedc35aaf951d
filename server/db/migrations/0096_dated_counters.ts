import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect';

// Dated totals without reading a month of items (issue 32 point 5). A range is
// counted as whole UTC months, weeks of the month and days from counters, plus
// a few hours at its ends from a covering index (server/modules/dashboard/months.ts;
// the buckets: server/db/counterBuckets.ts), so:
// - item_made_counts: items per month, week and day of creation, type, status
//   and catalog entry (Total Inventory and Total Warehouse with dates);
// - item_export_counts: items at an outlet per month, week and day of export,
//   type and outlet (Total Exportation). It replaces 0090's `exported` metric
//   of item_stat_counts, whose triggers are dropped.
//   All three are kept by the item commands with item_counts (BatchEffects sums
//   a push's moves and writes each table's rows in one statement), not by
//   triggers: a trigger upsert cost about 8 µs a row, and an export moves three
//   buckets of each table;
// - SQLite's item_stat_counts (sold, active warranties) becomes WITHOUT ROWID:
//   a range of buckets is read from the key alone, and a trigger's upsert
//   writes one B-tree instead of two;
// - item_outlet_made_counts: the same for the items at each outlet, keyed by
//   the outlet first (Total Inventory as an outlet sees it: item_made_counts
//   has no outlet, and an outlet's year of items, read on an index, took
//   3-9 ms the first time);
// - on PostgreSQL, serial_plan(): a constant function declared PARALLEL UNSAFE,
//   whose call keeps a dashboard's statement out of parallel workers (dialect.ts).
// Filled from the rows already there (docs/decisions.md "Dated totals").

/** An ISO text's week of the month, as counterBuckets.ts weekLabel writes it. */
const week = (text: string) => `substr(${text}, 1, 7) || '-w' || cast((cast(substr(${text}, 9, 2) as integer) + 6) / 7 as text)`;
const UNITS = (column: string) =>
  [
    ['month', `substr(${column}, 1, 7)`],
    ['week', week(column)],
    ['day', `substr(${column}, 1, 10)`],
  ] as const;

// 0090's counters, restated: this migration replaces the plpgsql function (a body is replaced
// as one) and, on SQLite, rebuilds the table the triggers write (they go and come back with it).
const SOLD_ACTIVE = [
  { metric: 'sold', bucket: (_r: string) => `''`, when: (r: string) => `${r}.bill_date is not null` },
  {
    metric: 'active',
    bucket: (r: string) => `substr(${r}.expiration_date, 1, 7)`,
    when: (r: string) => `${r}.warranty_status = 'active' and ${r}.expiration_date is not null`,
  },
];
const EXPORTED = {
  metric: 'exported',
  bucket: (r: string) => `substr(${r}.exported_at, 1, 7)`,
  when: (r: string) => `${r}.status = 'exported' and ${r}.exported_at is not null`,
};

type Metric = typeof EXPORTED;

function bump(metric: string, bucket: string, row: string, delta: 1 | -1, counted: string): string {
  return `insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
    values ('${metric}', ${bucket}, ${row}.item_type, coalesce(${row}.seller_id, ''), ${delta})
    on conflict (metric, bucket, item_type, seller_id) do update set n = ${counted} + (${delta});`;
}

const key = (bucket: (r: string) => string, r: string) => `${bucket(r)}, ${r}.item_type, coalesce(${r}.seller_id, '')`;

// One plpgsql row trigger (0090's, same name): leave the old key when the old row
// counted and something changed, enter the new key likewise.
async function postgresFunction(db: Kysely<unknown>, metrics: Metric[]): Promise<void> {
  const Q = 'item_stat_counts.n';
  const blocks = metrics.map(({ metric, bucket, when }) => {
    const changed = `((${when('old')}) is distinct from (${when('new')}) or row(${key(bucket, 'old')}) is distinct from row(${key(bucket, 'new')}))`;
    return `
    if tg_op = 'INSERT' then
      if ${when('new')} then ${bump(metric, bucket('new'), 'new', 1, Q)} end if;
    elsif tg_op = 'DELETE' then
      if ${when('old')} then ${bump(metric, bucket('old'), 'old', -1, Q)} end if;
    elsif ${changed} then
      if ${when('old')} then ${bump(metric, bucket('old'), 'old', -1, Q)} end if;
      if ${when('new')} then ${bump(metric, bucket('new'), 'new', 1, Q)} end if;
    end if;`;
  });
  await sql
    .raw(
      `create or replace function item_stats_count() returns trigger language plpgsql as $$ begin ${blocks.join('')}
    return null;
  end $$`,
    )
    .execute(db);
}

const TRIGGER_KINDS = ['insert', 'delete', 'leave', 'enter'] as const;
const triggerName = (metric: string, kind: (typeof TRIGGER_KINDS)[number]) => `item_stats_${metric}_${kind}`;

// SQLite: four triggers per metric, named and written as 0090's.
async function sqliteTriggers(db: Kysely<unknown>, metrics: Metric[]): Promise<void> {
  for (const { metric, bucket, when } of metrics) {
    // "Is counted, under which key" differs between old and new: move the count.
    const changed = `((${when('old')}) is not (${when('new')}) or (${key(bucket, 'old')}) is not (${key(bucket, 'new')}))`;
    const statements = [
      `create trigger ${triggerName(metric, 'insert')} after insert on items when ${when('new')} begin ${bump(metric, bucket('new'), 'new', 1, 'n')} end`,
      `create trigger ${triggerName(metric, 'delete')} after delete on items when ${when('old')} begin ${bump(metric, bucket('old'), 'old', -1, 'n')} end`,
      `create trigger ${triggerName(metric, 'leave')} after update on items when ${when('old')} and ${changed} begin ${bump(metric, bucket('old'), 'old', -1, 'n')} end`,
      `create trigger ${triggerName(metric, 'enter')} after update on items when ${when('new')} and ${changed} begin ${bump(metric, bucket('new'), 'new', 1, 'n')} end`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

async function dropSqliteTriggers(db: Kysely<unknown>, metrics: Metric[]): Promise<void> {
  for (const { metric } of metrics)
    for (const kind of TRIGGER_KINDS) await sql.raw(`drop trigger ${triggerName(metric, kind)}`).execute(db);
}

/** SQLite: item_stat_counts keyed by its primary key (WITHOUT ROWID); a table the triggers name cannot be renamed into place. */
async function rebuildSqliteStats(db: Kysely<unknown>): Promise<void> {
  await dropSqliteTriggers(db, SOLD_ACTIVE);
  await counterTable(db, 'item_stat_counts_next', ['metric', 'bucket', 'item_type', 'seller_id'], 'item_stat_counts_pk');
  await sql`insert into item_stat_counts_next (metric, bucket, item_type, seller_id, n)
    select metric, bucket, item_type, seller_id, n from item_stat_counts`.execute(db);
  await db.schema.dropTable('item_stat_counts').execute();
  await db.schema.alterTable('item_stat_counts_next').renameTo('item_stat_counts').execute();
  await sqliteTriggers(db, SOLD_ACTIVE);
}

/**
 * A counter table: text columns `key`, its primary key in that order, and the count n. SQLite keeps it
 * in key order (WITHOUT ROWID): a range of buckets is read from the key alone, not the key then each row.
 */
async function counterTable(db: Kysely<unknown>, name: string, key: string[], pk = `${name}_pk`): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const column of key) table = table.addColumn(column, 'text', (c) => c.notNull());
  table = table.addColumn('n', 'integer', (c) => c.notNull()).addPrimaryKeyConstraint(pk, key);
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

/** A metric of item_stat_counts counted from the items themselves: what its triggers would have counted. */
const countMetric = ({ metric, bucket, when }: Metric) =>
  sql.raw(
    `insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
     select '${metric}', ${bucket('items')}, item_type, coalesce(seller_id, ''), count(*) from items where ${when('items')}
     group by 2, 3, 4 order by 2, 3, 4`,
  );

/** item_stat_counts (sold, active warranties) from the items themselves. */
export async function fillStatCounts(db: AnyDb): Promise<void> {
  await sql`delete from item_stat_counts`.execute(db);
  for (const metric of SOLD_ACTIVE) await countMetric(metric).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await counterTable(db, 'item_made_counts', ['unit', 'bucket', 'item_type', 'status', 'catalog_id']);
  await counterTable(db, 'item_export_counts', ['unit', 'bucket', 'item_type', 'seller_id']);
  // The outlet first: an outlet reads its own buckets only.
  await counterTable(db, 'item_outlet_made_counts', ['unit', 'seller_id', 'bucket', 'item_type', 'status']);
  await fillMadeCounts(db);
  await fillExportCounts(db);

  if (isPostgres(db)) {
    await postgresFunction(db, SOLD_ACTIVE);
    // serialPlan() in server/db/dialect.ts: a call of it keeps a statement out of parallel workers.
    await sql`create function serial_plan() returns boolean language sql immutable parallel unsafe as $$ select true $$`.execute(db);
  } else {
    await dropSqliteTriggers(db, [EXPORTED]);
    await rebuildSqliteStats(db);
  }
  await sql`delete from item_stat_counts where metric = ${EXPORTED.metric}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // SQLite's item_stat_counts stays keyed by its primary key: the same rows, read the same way.
  if (isPostgres(db)) {
    await postgresFunction(db, [...SOLD_ACTIVE, EXPORTED]);
    await sql`drop function serial_plan()`.execute(db);
  } else await sqliteTriggers(db, [EXPORTED]);
  await countMetric(EXPORTED).execute(db);
  await db.schema.dropTable('item_outlet_made_counts').execute();
  await db.schema.dropTable('item_export_counts').execute();
  await db.schema.dropTable('item_made_counts').execute();
}
