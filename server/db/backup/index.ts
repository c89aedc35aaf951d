import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import type { Config } from '../../lib/config';
import { APP_VERSION, buildCommit } from '../../lib/version';
import { isPostgresUrl } from '../postgres';
import {
  backupName,
  BackupRefused,
  filesUnder,
  MANIFEST,
  partialName,
  pruneBackups,
  resolveBackupFolder,
  UPLOADS,
  verifyBackup,
  writeChecksums,
  type BackupManifest,
  type BackupReason,
} from './manifest';
import { checkAgainstManifest, copyLiveSqlite, inspectSqliteFile, lockUnused, openLiveSqlite, swapIntoPlace } from './sqlite';
import { dumpPostgres, POSTGRES_DUMP, restorePostgres } from './postgres';
import { keepPrivate, makePrivateDir } from '../privateFiles';

export { BackupRefused, finishedBackups } from './manifest';
export type { BackupManifest } from './manifest';

// `npm run backup` and `npm run restore` (scripts/), and the server's own
// backup before it migrates (server/db/upgrade.ts). README "Backups".

type Target = Pick<Config, 'databaseFile' | 'databaseUrl' | 'uploadsDir'>;

const SQLITE_FILE = 'app.sqlite';

export interface BackupOptions {
  /** The folder that holds the backups; each is a new folder in it. */
  to: string;
  /** Keep only the newest N backups in `to` (this one included). */
  keep?: number | undefined;
  reason?: BackupReason;
  /** Copy the uploads folder too (the server's pre-migration backups do not: migrations leave files alone). */
  uploads?: boolean;
  /** An open connection to the SQLite database to copy from (the server's own, before it migrates). */
  sqlite?: SQLite.Database;
  /** Told each step as it starts (the command prints them): what is copied is what the database holds from then on. */
  progress?: (step: string) => void;
}

export interface BackupDone {
  folder: string;
  manifest: BackupManifest;
  removed: string[];
}

/** Takes one backup of the configured database (and its uploads) into a new folder of `options.to`. */
export async function takeBackup(target: Target, options: BackupOptions): Promise<BackupDone> {
  const started = performance.now();
  const createdAt = new Date();
  makePrivateDir(options.to);
  const name = backupName(createdAt);
  const partial = path.join(options.to, partialName(name));
  // It holds what the database holds (password hashes, the token secret): readable by this user only.
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const postgres = isPostgresUrl(target.databaseUrl);
    let database: string;
    let contents: { migrations: string[]; rowCounts: Record<string, number> };
    options.progress?.('copying the database');
    if (postgres) {
      database = POSTGRES_DUMP;
      contents = await dumpPostgres(target.databaseUrl as string, path.join(partial, database));
    } else {
      database = SQLITE_FILE;
      const source = options.sqlite ?? openLiveSqlite(target.databaseFile);
      try {
        await copyLiveSqlite(source, path.join(partial, database));
      } finally {
        if (source !== options.sqlite) source.close();
      }
      contents = inspectSqliteFile(path.join(partial, database));
    }
    // After the database: every file its snapshot names was written before it (uploads are never changed or removed).
    let uploads: BackupManifest['uploads'] = null;
    if (options.uploads !== false) {
      options.progress?.('copying the uploads');
      const copied = path.join(partial, UPLOADS);
      if (fs.existsSync(target.uploadsDir)) await fs.promises.cp(target.uploadsDir, copied, { recursive: true });
      const files = filesUnder(copied);
      uploads = { files: files.length, bytes: files.reduce((sum, rel) => sum + fs.statSync(path.join(copied, rel)).size, 0) };
    }
    const files = [database, ...filesUnder(path.join(partial, UPLOADS)).map((rel) => `${UPLOADS}/${rel}`)];
    const manifest: BackupManifest = {
      format: 1,
      app: 'aqua-club',
      createdAt: createdAt.toISOString(),
      reason: options.reason ?? 'manual',
      engine: postgres ? 'postgres' : 'sqlite',
      database,
      schemaVersion: contents.migrations.length,
      migrations: contents.migrations,
      rowCounts: contents.rowCounts,
      uploads,
      checksum: await writeChecksums(partial, files),
      appVersion: APP_VERSION,
      commit: buildCommit(),
      seconds: Math.round((performance.now() - started) / 10) / 100,
    };
    // The manifest last, then the name: a folder with both is a finished backup.
    fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
    const folder = path.join(options.to, name);
    fs.renameSync(partial, folder);
    const removed = options.keep ? pruneBackups(options.to, options.keep) : [];
    return { folder, manifest, removed };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

export interface RestoreDone {
  folder: string;
  manifest: BackupManifest;
  /** Where the database (SQLite) and uploads folder that were replaced now are. */
  asideDatabase?: string;
  asideUploads?: string;
}

/**
 * Restores a backup over the configured database and uploads folder, after checking it (verifyBackup) and that no
 * server has the database open. What it replaces is moved aside, not deleted.
 */
export async function restoreBackup(target: Target, from: string): Promise<RestoreDone> {
  const folder = resolveBackupFolder(from);
  const manifest = await verifyBackup(folder);
  const postgres = isPostgresUrl(target.databaseUrl);
  if ((manifest.engine === 'postgres') !== postgres)
    throw new BackupRefused(
      `The backup ${folder} is of a ${manifest.engine} database; this server is configured for ${postgres ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (DATABASE_FILE)'}`,
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const done: RestoreDone = { folder, manifest };
  if (postgres) {
    await restorePostgres(target.databaseUrl as string, path.join(folder, manifest.database), manifest);
  } else {
    // Refused early, before copying anything, when a server has it open; checked again at the swap.
    if (fs.existsSync(target.databaseFile)) lockUnused(target.databaseFile)?.close();
    makePrivateDir(path.dirname(target.databaseFile));
    const restoring = `${target.databaseFile}.restoring`;
    fs.copyFileSync(path.join(folder, manifest.database), restoring);
    keepPrivate(restoring); // a copy takes its source's mode: a backup of an earlier release may be 0644
    try {
      checkAgainstManifest(restoring, manifest);
      const aside = `${target.databaseFile}.before-restore-${stamp}`;
      if (swapIntoPlace(restoring, target.databaseFile, aside).movedAside) {
        done.asideDatabase = aside;
        keepPrivate(aside);
      }
    } finally {
      fs.rmSync(restoring, { force: true });
    }
  }
  if (manifest.uploads) {
    const restoring = `${target.uploadsDir}.restoring`;
    fs.rmSync(restoring, { recursive: true, force: true });
    fs.mkdirSync(restoring, { recursive: true });
    const source = path.join(folder, UPLOADS);
    if (fs.existsSync(source)) await fs.promises.cp(source, restoring, { recursive: true });
    if (fs.existsSync(target.uploadsDir)) {
      done.asideUploads = `${target.uploadsDir}.before-restore-${stamp}`;
      fs.renameSync(target.uploadsDir, done.asideUploads);
    }
    fs.renameSync(restoring, target.uploadsDir);
  }
  return done;
}
