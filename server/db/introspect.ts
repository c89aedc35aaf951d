import { sql } from 'kysely';
import type { OpenedDatabase } from './index';

// What the migrations made, in one engine-neutral shape: the schema test
// compares SQLite's and PostgreSQL's, and the copy script walks the tables in
// foreign-key order with it.

export type TypeFamily = 'text' | 'integer' | 'float' | 'other';

export interface ColumnInfo {
  name: string;
  type: TypeFamily;
  notNull: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Tables this one refers to. */
  references: string[];
}

export interface IndexInfo {
  table: string;
  name: string;
  columns: string[];
  unique: boolean;
}

export interface SchemaInfo {
  tables: TableInfo[];
  /** Secondary indexes and unique constraints (not primary keys), sorted by table and columns. */
  indexes: IndexInfo[];
}

function family(type: string): TypeFamily {
  const t = type.toLowerCase();
  if (t === 'text' || t.startsWith('character') || t.startsWith('varchar')) return 'text';
  if (t === 'integer' || t === 'bigint' || t === 'smallint') return 'integer';
  if (t === 'real' || t === 'double precision') return 'float';
  return 'other';
}

export async function describeSchema(database: OpenedDatabase): Promise<SchemaInfo> {
  const info = database.engine === 'sqlite' ? describeSqlite(database.sqlite) : await describePostgres(database);
  info.tables.sort((a, b) => a.name.localeCompare(b.name));
  info.indexes.sort((a, b) => `${a.table} ${a.columns.join(',')}`.localeCompare(`${b.table} ${b.columns.join(',')}`));
  return info;
}

function describeSqlite(sqlite: import('better-sqlite3').Database): SchemaInfo {
  const names = (
    sqlite.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`).all() as Array<{
      name: string;
    }>
  ).map((r) => r.name);
  const tables: TableInfo[] = [];
  const indexes: IndexInfo[] = [];
  for (const name of names) {
    const columns = sqlite.pragma(`table_info("${name}")`) as Array<{ name: string; type: string; notnull: number; pk: number }>;
    const fks = sqlite.pragma(`foreign_key_list("${name}")`) as Array<{ table: string }>;
    tables.push({
      name,
      // SQLite lets a primary key column hold null unless declared otherwise; PostgreSQL never does.
      columns: columns.map((c) => ({ name: c.name, type: family(c.type), notNull: c.notnull === 1 || c.pk > 0 })),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: [...new Set(fks.map((f) => f.table))],
    });
    for (const index of sqlite.pragma(`index_list("${name}")`) as Array<{ name: string; unique: number; origin: string }>) {
      if (index.origin === 'pk') continue;
      const cols = (sqlite.pragma(`index_info("${index.name}")`) as Array<{ seqno: number; name: string }>)
        .sort((a, b) => a.seqno - b.seqno)
        .map((c) => c.name);
      indexes.push({ table: name, name: index.origin === 'c' ? index.name : '(constraint)', columns: cols, unique: index.unique === 1 });
    }
  }
  return { tables, indexes };
}

async function describePostgres(database: Extract<OpenedDatabase, { engine: 'postgres' }>): Promise<SchemaInfo> {
  const { db } = database;
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string; position: number }>`
    select tc.table_name, kcu.column_name, kcu.ordinal_position as position
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'`.execute(db);
  const fks = await sql<{ table_name: string; referenced: string }>`
    select c.conrelid::regclass::text as table_name, c.confrelid::regclass::text as referenced
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const indexRows = await sql<{ table_name: string; index_name: string; unique: boolean; constraint: boolean; columns: string[] }>`
    select t.relname as table_name, i.relname as index_name, x.indisunique as unique,
      exists (select 1 from pg_constraint k where k.conindid = i.oid) as constraint,
      array(select a.attname from unnest(x.indkey) with ordinality as k(attnum, ord) join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord)::text[] as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and not x.indisprimary`.execute(db);

  const byTable = new Map<string, TableInfo>();
  for (const c of columns.rows) {
    const table = byTable.get(c.table_name) ?? { name: c.table_name, columns: [], primaryKey: [], references: [] };
    table.columns.push({ name: c.column_name, type: family(c.data_type), notNull: c.is_nullable === 'NO' });
    byTable.set(c.table_name, table);
  }
  for (const k of [...keys.rows].sort((a, b) => a.position - b.position)) byTable.get(k.table_name)?.primaryKey.push(k.column_name);
  for (const f of fks.rows) {
    const table = byTable.get(f.table_name);
    if (table && !table.references.includes(f.referenced)) table.references.push(f.referenced);
  }
  const indexes = indexRows.rows.map((r) => ({
    table: r.table_name,
    name: r.constraint ? '(constraint)' : r.index_name,
    columns: r.columns,
    unique: r.unique,
  }));
  return { tables: [...byTable.values()], indexes };
}

/** Tables ordered so each comes after the tables it refers to (self-references ignored). */
export function inReferenceOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo, path: Set<string>) => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const ref of t.references) {
      const parent = byName.get(ref);
      if (parent && parent.name !== t.name) visit(parent, path);
    }
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
}
