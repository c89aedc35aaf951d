import { sql } from 'kysely';
import type { PostgresDatabase, SqliteDatabase } from './index';
import { describeSchema, inReferenceOrder } from './introspect';
import { migrateToLatest } from './migrate';

// One-way copy of a SQLite database into an empty PostgreSQL database, for an
// operator moving beyond one machine (scripts/copy-sqlite-to-postgres.ts).
// Both are migrated first, so they have the same tables; rows go table by
// table in foreign-key order, in multi-row INSERTs, each table in one
// transaction; then row counts are compared table by table.

// Tables the target's own triggers fill while items are copied (0090_dashboard):
// emptied after the other tables and copied from the source, so they match it exactly.
const TRIGGER_FILLED = ['item_stat_counts'];
// The migrator's bookkeeping: the target's own migration run wrote it.
const SKIPPED = ['kysely_migration', 'kysely_migration_lock'];
// Rows a new database already has: migration 0040's change counter, and the marks of a first start.
const FILLED_WHEN_NEW = ['sync_counters', 'app_meta'];
// PostgreSQL takes at most 65,535 bound values per statement.
const MAX_VALUES = 60_000;

export interface CopyReport {
  tables: Array<{ table: string; source: number; target: number }>;
  ok: boolean;
}

export async function copySqliteToPostgres(
  source: SqliteDatabase,
  target: PostgresDatabase,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  await migrateToLatest(source.db);
  await migrateToLatest(target.db);
  const schema = await describeSchema(source);
  const tables = inReferenceOrder(schema.tables).filter((t) => !SKIPPED.includes(t.name));
  const ordered = [...tables.filter((t) => !TRIGGER_FILLED.includes(t.name)), ...tables.filter((t) => TRIGGER_FILLED.includes(t.name))];

  for (const table of tables) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table.name)}`.execute(target.db);
    if (Number(row.rows[0]?.n) > 0 && !FILLED_WHEN_NEW.includes(table.name) && !TRIGGER_FILLED.includes(table.name)) {
      throw new Error(`The target database is not empty (${table.name} has rows): copy into a new database.`);
    }
  }

  for (const table of ordered) {
    const columns = table.columns.map((c) => c.name);
    const perInsert = Math.max(1, Math.floor(MAX_VALUES / columns.length));
    let copied = 0;
    await target.db.transaction().execute(async (trx) => {
      await sql`delete from ${sql.table(table.name)}`.execute(trx);
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (!batch.length) return;
        await trx
          .insertInto(table.name as never)
          .values(batch as never)
          .execute();
        copied += batch.length;
        batch = [];
      };
      // iterate() streams the rows, so a million items never sit in memory at once.
      for (const row of source.sqlite.prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from "${table.name}"`).iterate()) {
        batch.push(row as Record<string, unknown>);
        if (batch.length >= perInsert) await flush();
      }
      await flush();
      // Identity columns: the next generated id must come after the copied ones.
      const identity = await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table.name} and is_identity = 'YES'`.execute(trx);
      for (const { column_name } of identity.rows) {
        await sql`select setval(pg_get_serial_sequence(${table.name}, ${column_name}), coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
          trx,
        );
      }
      // PostgreSQL numbers changes from a sequence (migration 0044): it goes on from the copied counter.
      if (table.name === 'sync_counters')
        await sql`select setval('sync_changes_seq', greatest(value, 1), value > 0) from sync_counters where name = 'changes'`.execute(trx);
    });
    log(`${table.name}: ${copied} rows`);
  }

  const report: CopyReport = { tables: [], ok: true };
  for (const table of ordered) {
    const [s, t] = await Promise.all([
      sql<{ n: number }>`select count(*) as n from ${sql.table(table.name)}`.execute(source.db),
      sql<{ n: number }>`select count(*) as n from ${sql.table(table.name)}`.execute(target.db),
    ]);
    const counts = { table: table.name, source: Number(s.rows[0]?.n), target: Number(t.rows[0]?.n) };
    report.tables.push(counts);
    if (counts.source !== counts.target) report.ok = false;
  }
  return report;
}
