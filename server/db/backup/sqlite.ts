import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { createPrivateFile } from '../privateFiles';
import { BackupRefused, type BackupManifest } from './manifest';

// SQLite's side of backups: a consistent copy of a live database (the online
// backup API, never a file copy: the file alone misses what the WAL holds, and a
// copy taken during a write is torn), and the checks and swap of a restore.

/** Pages per backup step: all of them, so the copy is one read transaction, a snapshot the server's writes never restart. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the database open in `source` into `target` (a new file) with the online backup API, in one step: one read
 * transaction, so a consistent snapshot even while the server writes (WAL readers do not block writers, nor writers
 * them). The copy leaves WAL mode, so it is one self-contained file.
 */
export async function copyLiveSqlite(source: SQLite.Database, target: string): Promise<void> {
  createPrivateFile(target); // SQLite would make it 0644; its journal takes its mode
  await source.backup(target, { progress: () => ALL_PAGES });
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** A connection to an existing database file for the backup command (beside the server's own). */
export function openLiveSqlite(file: string): SQLite.Database {
  if (!fs.existsSync(file)) throw new Error(`There is no database at ${file} (DATABASE_FILE)`);
  return new SQLite(file, { fileMustExist: true, timeout: 5_000 });
}

export interface SqliteContents {
  migrations: string[];
  rowCounts: Record<string, number>;
}

/** What a database file holds, checked whole: SQLite's quick_check must pass. */
export function inspectSqliteFile(file: string): SqliteContents {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupRefused(`${file} fails SQLite's check: ${String(check)}`);
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    const rowCounts: Record<string, number> = {};
    for (const table of tables)
      rowCounts[table] = db
        .prepare(`select count(*) from "${table.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    const migrations = tables.includes('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    return { migrations, rowCounts };
  } finally {
    db.close();
  }
}

/**
 * Takes the database at `file` for ourselves, or refuses: every open connection to a WAL database (a running server,
 * even idle; a backup under way) holds a lock that makes this fail at once, and a server that crashed holds nothing,
 * as the operating system drops its locks. No pid file to go stale. The lock is held until the answer is closed.
 * A file SQLite cannot read at all (no server runs on one) is not refused: a restore is how it gets replaced.
 */
export function lockUnused(file: string): SQLite.Database | undefined {
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('commit');
    return db;
  } catch (err) {
    db.close();
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      throw new BackupRefused(
        `The database ${file} is in use: a server (or another command) has it open. Stop the server first (systemctl stop aqua-club), then restore.`,
      );
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return undefined;
    throw err;
  }
}

/** The restored copy must hold what the manifest says, as the manifest's checksum only proves the bytes arrived. */
export function checkAgainstManifest(file: string, manifest: BackupManifest): void {
  const found = inspectSqliteFile(file);
  if (found.migrations.join() !== manifest.migrations.join())
    throw new BackupRefused(`The backup's database does not hold the migrations its manifest lists`);
  for (const [table, count] of Object.entries(manifest.rowCounts))
    if (found.rowCounts[table] !== count)
      throw new BackupRefused(`The backup's database holds ${found.rowCounts[table] ?? 0} rows in ${table}, its manifest ${count}`);
}

/**
 * Puts the checked copy `restored` in place of `target` while no connection has it: the database there (if any) is
 * made one file and moved aside to `aside`, and no WAL or shared-memory file of it is left for the restored one to
 * pick up (a stale WAL would be replayed into it).
 */
export function swapIntoPlace(restored: string, target: string, aside: string): { movedAside: boolean } {
  const lock = fs.existsSync(target) ? lockUnused(target) : undefined;
  try {
    if (lock) lock.pragma('journal_mode = DELETE'); // checkpoints the WAL into the file and removes it
    const movedAside = fs.existsSync(target);
    if (movedAside) fs.renameSync(target, aside);
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(restored, target);
    return { movedAside };
  } finally {
    lock?.close();
  }
}
