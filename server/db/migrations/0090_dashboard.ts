import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// Dashboards (issue 6). item_counts already holds counts per (type, status,
// outlet); the dashboards also need sold items, active warranties and exports
// per month. Those are kept in `item_stat_counts` by triggers on `items`, so
// every writer (item commands, imports, seeds, scripts) keeps them right
// without knowing about them (docs/decisions.md "Dashboard counters").
// Metrics and their bucket:
//   sold      ''        items with a bill date
//   active    'YYYY-MM' items whose stored warranty is active, by expiry month (UTC)
//   exported  'YYYY-MM' items at an outlet (status exported), by export month (UTC)
// SQLite gets four triggers per metric; PostgreSQL one plpgsql row trigger doing the same.

const METRICS = [
  { metric: 'sold', bucket: (_row: string) => `''`, when: (r: string) => `${r}.bill_date is not null` },
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
] as const;

// `counted` names the stored count: plain `n` in SQLite's triggers (unchanged since shipped), qualified in plpgsql.
function bump(metric: string, bucket: string, row: string, delta: 1 | -1, counted = 'n'): string {
  return `insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
    values ('${metric}', ${bucket}, ${row}.item_type, coalesce(${row}.seller_id, ''), ${delta})
    on conflict (metric, bucket, item_type, seller_id) do update set n = ${counted} + (${delta});`;
}

const key = (bucket: (r: string) => string, r: string) => `${bucket(r)}, ${r}.item_type, coalesce(${r}.seller_id, '')`;

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { metric, bucket, when } of METRICS) {
    // "Is counted, under which key" differs between old and new: move the count.
    const changed = `((${when('old')}) is not (${when('new')}) or (${key(bucket, 'old')}) is not (${key(bucket, 'new')}))`;
    await sql
      .raw(
        `create trigger item_stats_${metric}_insert after insert on items when ${when('new')} begin ${bump(metric, bucket('new'), 'new', 1)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger item_stats_${metric}_delete after delete on items when ${when('old')} begin ${bump(metric, bucket('old'), 'old', -1)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger item_stats_${metric}_leave after update on items when ${when('old')} and ${changed} begin ${bump(metric, bucket('old'), 'old', -1)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger item_stats_${metric}_enter after update on items when ${when('new')} and ${changed} begin ${bump(metric, bucket('new'), 'new', 1)} end`,
      )
      .execute(db);
  }
}

// The same four rules per metric as one plpgsql row trigger: leave the old key
// when the old row counted and something changed, enter the new key likewise.
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  const Q = 'item_stat_counts.n';
  const blocks = METRICS.map(({ metric, bucket, when }) => {
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
      `create function item_stats_count() returns trigger language plpgsql as $$ begin ${blocks.join('')}
    return null;
  end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger item_stats after insert or update or delete on items for each row execute function item_stats_count()')
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_stat_counts')
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    // '' when the item is at no outlet (part of the key, so never null).
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_stat_counts_pk', ['metric', 'bucket', 'item_type', 'seller_id'])
    .execute();

  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  // Counts of rows already there (a database made before this migration).
  for (const { metric, bucket, when } of METRICS) {
    await sql
      .raw(
        `insert into item_stat_counts (metric, bucket, item_type, seller_id, n)
         select '${metric}', ${bucket('items')}, item_type, coalesce(seller_id, ''), count(*) from items where ${when('items')} group by 2, 3, 4`,
      )
      .execute(db);
  }

  // The exact counts at the edges of a range (the current month of expiries, the first and last
  // days of an export range, the next 30 days): covering indexes, so a count never reads a row.
  await db.schema
    .createIndex('items_dash_warranty')
    .on('items')
    .columns(['warranty_status', 'expiration_date', 'item_type', 'seller_id'])
    .execute();
  await db.schema.createIndex('items_dash_exported').on('items').columns(['status', 'exported_at', 'item_type', 'seller_id']).execute();
  // Stock made within a date range, per catalog entry (Total Warehouse with dates).
  await db.schema.createIndex('items_dash_stock').on('items').columns(['status', 'created_at', 'catalog_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger item_stats on items').execute(db);
    await sql.raw('drop function item_stats_count()').execute(db);
  } else {
    for (const { metric } of METRICS)
      for (const t of ['insert', 'delete', 'leave', 'enter']) await sql.raw(`drop trigger item_stats_${metric}_${t}`).execute(db);
  }
  for (const index of ['items_dash_warranty', 'items_dash_exported', 'items_dash_stock']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('item_stat_counts').execute();
}
