import { sql, type Kysely } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect';

// Dated totals without reading a month of items (issue 32 point 5). A range is
// counted as whole UTC months and days from counters plus a few hours at its
// ends from a covering index (server/modules/dashboard/months.ts), so:
// - item_stat_counts gets `exportedDay`: items at an outlet per export day
//   (UTC 'YYYY-MM-DD'), kept by triggers like its month sibling `exported`;
//   on SQLite it becomes a WITHOUT ROWID table (rebuildSqliteStats);
// - item_made_counts: items per month and per day of creation (UTC), type,
//   status and catalog entry, for Total Inventory and Total Warehouse with
//   dates. Kept by the item commands with item_counts (BatchEffects sums a
//   push's moves and writes each row once), not by triggers: every factory
//   export and export moves it, and a trigger would write four rows per action;
// - items_seller_created also holds item_type and status, so an outlet's
//   dated inventory is counted on it without reading the items (the outlet's
//   own items, a fiftieth of them; the counters have no outlet).
// Filled from the rows already there (docs/decisions.md "Dated totals").

const EXPORTED_DAY = {
  metric: 'exportedDay',
  bucket: (r: string) => `substr(${r}.exported_at, 1, 10)`,
  when: (r: string) => `${r}.status = 'exported' and ${r}.exported_at is not null`,
};

// The counters' rules whole, as 0090 made them plus the new one: this migration rebuilds
// item_stat_counts on SQLite (its triggers go with it) and replaces the plpgsql function
// (a body is replaced as one), so the three metrics of 0090 are restated here unchanged.
const METRICS = [
  { metric: 'sold', bucket: (_r: string) => `''`, when: (r: string) => `${r}.bill_date is not null` },
  {
    metric: 'active',
    bucket: (r: string) => `substr(${r}.expiration_date, 1, 7)`,
    when: (r: string) => `${r}.warranty_status = 'active' and ${r}.expiration_date is not null`,
  },
  {
    metric: 'exported',
    bucket: (r: string) => `substr(${r}.exported_at, 1, 7)`,
    when: (r: string) => `${r}.status = 'exported' and ${r}.exported_at is not null`,
  },
  EXPORTED_DAY,
];

type Metric = (typeof METRICS)[number];

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

/**
 * SQLite: item_stat_counts again, keyed by its primary key (WITHOUT ROWID), so a
 * range of buckets is read from the key alone, not the key then each row; a
 * trigger's upsert writes one B-tree instead of two. A table the triggers name
 * cannot be renamed into place, so they are dropped and made again.
 */
async function rebuildSqliteStats(db: Kysely<unknown>): Promise<void> {
  for (const { metric } of METRICS.filter((m) => m !== EXPORTED_DAY))
    for (const kind of TRIGGER_KINDS) await sql.raw(`drop trigger ${triggerName(metric, kind)}`).execute(db);
  await db.schema
    .createTable('item_stat_counts_next')
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_stat_counts_pk', ['metric', 'bucket', 'item_type', 'seller_id'])
    .modifyEnd(sql`without rowid`)
    .execute();
  await sql`insert into item_stat_counts_next (metric, bucket, item_type, seller_id, n)
    select metric, bucket, item_type, seller_id, n from item_stat_counts`.execute(db);
  await db.schema.dropTable('item_stat_counts').execute();
  await db.schema.alterTable('item_stat_counts_next').renameTo('item_stat_counts').execute();
  await sqliteTriggers(db, METRICS);
}

/**
 * item_made_counts from the items themselves (empty first). The migration's fill; also for
 * benchmarks and scripts that load items in bulk past the item commands, as they do item_counts.
 */
export async function fillMadeCounts(db: AnyDb): Promise<void> {
  await sql`delete from item_made_counts`.execute(db);
  for (const [unit, length] of [
    ['month', 7],
    ['day', 10],
  ] as const) {
    await sql`insert into item_made_counts (unit, bucket, item_type, status, catalog_id, n)
      select ${unit}, substr(created_at, 1, ${sql.lit(length)}), item_type, status, catalog_id, count(*)
      from items group by substr(created_at, 1, ${sql.lit(length)}), item_type, status, catalog_id`.execute(db);
  }
}

/**
 * item_stat_counts from the items themselves, every metric (empty first): what the triggers would have
 * counted. The migration's fill; also for benchmarks and scripts that load items with the triggers off.
 */
export async function fillStatCounts(db: AnyDb): Promise<void> {
  await sql`delete from item_stat_counts`.execute(db);
  for (const { metric, bucket, when } of METRICS) {
    await sql
      .raw(
        `insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
         select '${metric}', ${bucket('items')}, item_type, coalesce(seller_id, ''), count(*) from items where ${when('items')} group by 2, 3, 4`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let made = db.schema
    .createTable('item_made_counts')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('catalog_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_made_counts_pk', ['unit', 'bucket', 'item_type', 'status', 'catalog_id']);
  // SQLite: the key is the table, so a range of buckets is read without a lookup per row.
  if (!isPostgres(db)) made = made.modifyEnd(sql`without rowid`);
  await made.execute();
  await fillMadeCounts(db);

  if (isPostgres(db)) await postgresFunction(db, METRICS);
  else await rebuildSqliteStats(db);
  // Every metric counted again: the three of 0090 come out as they were, exportedDay as the triggers would have made it.
  await fillStatCounts(db);

  await db.schema.dropIndex('items_seller_created').execute();
  await db.schema
    .createIndex('items_seller_created')
    .on('items')
    .columns(['seller_id', 'created_at', 'item_type', 'status'])
    .where(sql.ref('seller_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('items_seller_created').execute();
  await db.schema
    .createIndex('items_seller_created')
    .on('items')
    .columns(['seller_id', 'created_at'])
    .where(sql.ref('seller_id'), 'is not', null)
    .execute();
  // SQLite's item_stat_counts stays keyed by its primary key: the same rows, read the same way.
  if (isPostgres(db))
    await postgresFunction(
      db,
      METRICS.filter((m) => m !== EXPORTED_DAY),
    );
  else for (const kind of TRIGGER_KINDS) await sql.raw(`drop trigger ${triggerName(EXPORTED_DAY.metric, kind)}`).execute(db);
  await sql`delete from item_stat_counts where metric = ${EXPORTED_DAY.metric}`.execute(db);
  await db.schema.dropTable('item_made_counts').execute();
}
