import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';
import { isPostgresUrl, openHealthPool, openPostgresPool, type PostgresOptions } from './postgres';
import { keepPrivate, makePrivateDir } from './privateFiles';

export type Db = Kysely<Database>;

interface Opened {
  db: Db;
  /** The health check's read (the migrations applied), on a connection of its own where the engine pools them. */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}

const SCHEMA_VERSION = 'select count(*) as n from kysely_migration';

/** The embedded default: one SQLite file. */
export interface SqliteDatabase extends Opened {
  engine: 'sqlite';
  sqlite: SQLite.Database;
}

/** Beyond one machine: a PostgreSQL database shared by several server processes. */
export interface PostgresDatabase extends Opened {
  engine: 'postgres';
  pool: pg.Pool;
  url: string;
}

export type OpenedDatabase = SqliteDatabase | PostgresDatabase;

// Durability settings every connection must have; checked after setting them
// because a pragma that silently fails (e.g. WAL on a read-only folder) would
// otherwise only show up as lost data.
const REQUIRED_PRAGMAS: Array<[name: string, value: string | number, expected: string | number]> = [
  ['journal_mode', 'WAL', 'wal'],
  ['foreign_keys', 'ON', 1],
  ['busy_timeout', 5000, 5000],
  ['synchronous', 'FULL', 2],
];

const SQLITE_CACHE_KIB = 64 * 1024;

export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') makePrivateDir(path.dirname(file));
  const sqlite = new SQLite(file);
  // 0600 before the first page is written: SQLite gives the -wal and -shm files it makes the database file's mode.
  if (file !== ':memory:') for (const suffix of ['', '-wal', '-shm']) keepPrivate(file + suffix);
  for (const [name, value] of REQUIRED_PRAGMAS) sqlite.pragma(`${name} = ${value}`);
  assertPragmas(sqlite, file === ':memory:');
  // 64 MiB of page cache instead of SQLite's 2 MB: an action rewrites pages of a dozen item indexes, and
  // with the default cache most of them were read again from the OS for every push (the actions bench
  // went from 948 to 1,443 actions/s in back-to-back runs; docs/decisions.md "Performance figures").
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    engine: 'sqlite',
    db,
    sqlite,
    async schemaVersion() {
      return Number((await sql<{ n: number }>`${sql.raw(SCHEMA_VERSION)}`.execute(db)).rows[0]?.n);
    },
    async close() {
      await db.destroy();
    },
  };
}

export function openPostgres(url: string, options: PostgresOptions = {}): PostgresDatabase {
  const { db, pool } = openPostgresPool(url, options);
  const health = openHealthPool(url);
  return {
    engine: 'postgres',
    db,
    pool,
    url,
    async schemaVersion() {
      return Number((await health.query<{ n: number }>(SCHEMA_VERSION)).rows[0]?.n);
    },
    async close() {
      await db.destroy(); // ends the pool
      await health.end();
    },
  };
}

/** DATABASE_URL=postgres://… when set, else the SQLite file. */
export function openConfigured(config: { databaseUrl?: string | undefined; databaseFile: string }): OpenedDatabase {
  return isPostgresUrl(config.databaseUrl) ? openPostgres(config.databaseUrl) : openDatabase(config.databaseFile);
}

export function assertPragmas(sqlite: SQLite.Database, inMemory = false): void {
  for (const [name, , expected] of REQUIRED_PRAGMAS) {
    if (inMemory && name === 'journal_mode') continue; // :memory: databases cannot use WAL
    const actual = sqlite.pragma(name, { simple: true }) as string | number;
    if (String(actual).toLowerCase() !== String(expected).toLowerCase()) {
      throw new Error(`SQLite pragma ${name} is ${actual}, expected ${expected}`);
    }
  }
}

/** The SQLite handle of a database that must be SQLite (benchmarks and checks that reach under Kysely). */
export function sqliteOf(database: OpenedDatabase): SQLite.Database {
  if (database.engine !== 'sqlite') throw new Error('this needs the SQLite engine');
  return database.sqlite;
}
