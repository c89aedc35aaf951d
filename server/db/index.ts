import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

// Durability settings every connection must have; checked after setting them
// because a pragma that silently fails (e.g. WAL on a read-only folder) would
// otherwise only show up as lost data.
const REQUIRED_PRAGMAS: Array<[name: string, value: string | number, expected: string | number]> = [
  ['journal_mode', 'WAL', 'wal'],
  ['foreign_keys', 'ON', 1],
  ['busy_timeout', 5000, 5000],
  ['synchronous', 'FULL', 2],
];

export function openDatabase(file: string): OpenedDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  for (const [name, value] of REQUIRED_PRAGMAS) sqlite.pragma(`${name} = ${value}`);
  assertPragmas(sqlite, file === ':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    sqlite,
    async close() {
      await db.destroy();
    },
  };
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
