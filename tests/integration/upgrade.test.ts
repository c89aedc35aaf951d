import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/boot';
import { openConfigured } from '../../server/db';
import { finishedBackups, restoreBackup, takeBackup, type BackupManifest } from '../../server/db/backup';
import { migrations } from '../../server/db/migrations';
import { CODE_MIGRATIONS, CODE_SCHEMA_VERSION, StartRefusal } from '../../server/db/schemaVersion';
import { upgradeBackupDir, UPGRADE_BACKUPS_KEPT } from '../../server/db/upgrade';
import { readConfig, type Config } from '../../server/lib/config';
import { runCli } from '../support/cli';
import { emptyTestDatabase, newTestDatabase } from '../support/server';

// Issue 31, point 3: before it migrates, a production server backs the
// database up (the last 3 of these kept); it refuses a database newer than its
// code; /healthz tells the schema version and the commit.

const LAST = CODE_MIGRATIONS.at(-1) as string;
const migrator = (db: ReturnType<typeof openConfigured>['db']) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });

let dir: string;
let config: Config;
let drop: () => Promise<void>;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-upgrade-'));
  const database = await newTestDatabase(dir);
  drop = database.drop;
  config = {
    ...readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', DATABASE_FILE: database.config.databaseFile }),
    databaseUrl: database.config.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
  };
  // A database of the previous release: every migration but the last.
  const opened = openConfigured(config);
  try {
    await migrator(opened.db).migrateToLatest();
    const { error } = await migrator(opened.db).migrateDown();
    if (error) throw error;
  } finally {
    await opened.close();
  }
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await drop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const manifestOf = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;

describe('an upgrade in production', () => {
  it('backs the database up before migrating it, keeping the newest 3 of these backups', async () => {
    const backups = upgradeBackupDir(config);
    // Three from earlier upgrades: the oldest goes.
    for (let i = 0; i < UPGRADE_BACKUPS_KEPT; i++) await takeBackup(config, { to: backups, reason: 'pre-migration', uploads: false });
    const earlier = finishedBackups(backups);

    const running = await startServer(config);
    try {
      const after = finishedBackups(backups);
      expect(after).toHaveLength(UPGRADE_BACKUPS_KEPT);
      expect(after.slice(0, -1)).toEqual(earlier.slice(1));
      const manifest = manifestOf(after.at(-1) as string);
      expect(manifest).toMatchObject({ reason: 'pre-migration', schemaVersion: CODE_SCHEMA_VERSION - 1, uploads: null });
      // Readable by the server's user only (issue 42 point 10): it holds what the database holds.
      expect((fs.statSync(backups).mode & 0o777).toString(8)).toBe('700');
      expect((fs.statSync(path.join(after.at(-1) as string, manifest.database)).mode & 0o777).toString(8)).toBe('600');
      expect(manifest.migrations).toEqual(CODE_MIGRATIONS.filter((name) => name !== LAST));
      const health = (await (await fetch(`${running.url}/healthz`)).json()) as { schemaVersion: number; commit: string };
      expect(health.schemaVersion).toBe(CODE_SCHEMA_VERSION);
    } finally {
      await running.close();
    }

    // That backup is the database as it was: restored, it has the previous release's schema, and a start migrates it.
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-upgrade-restored-'));
    const empty = await emptyTestDatabase(restoredDir);
    cleanups.push(async () => {
      await empty.drop();
      fs.rmSync(restoredDir, { recursive: true, force: true });
    });
    const target = { ...empty.config, uploadsDir: path.join(restoredDir, 'uploads') };
    await restoreBackup(target, backups);
    const restored = await startServer({ ...config, ...target, production: false });
    try {
      expect(((await (await fetch(`${restored.url}/healthz`)).json()) as { schemaVersion: number }).schemaVersion).toBe(
        CODE_SCHEMA_VERSION,
      );
    } finally {
      await restored.close();
    }
  });

  it('takes none when nothing is pending', async () => {
    const before = finishedBackups(upgradeBackupDir(config));
    const running = await startServer(config);
    await running.close();
    expect(finishedBackups(upgradeBackupDir(config))).toEqual(before);
  });

  it('reports its schema version and its commit on /healthz', async () => {
    const running = await startServer(config);
    try {
      const health = (await (await fetch(`${running.url}/healthz`)).json()) as { ok: boolean; schemaVersion: number; commit: string };
      const git = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
      expect(health).toMatchObject({ ok: true, schemaVersion: CODE_SCHEMA_VERSION, commit: process.env.BUILD_COMMIT || git });
      expect(health.commit).toMatch(/^[0-9a-f]{40}$/);
    } finally {
      await running.close();
    }
  });
});

describe('a database newer than the code', () => {
  it('is refused at start, in plain words, before anything is changed', async () => {
    const opened = openConfigured(config);
    await sql`insert into kysely_migration (name, timestamp) values (${'9999_from_the_future'}, ${new Date().toISOString()})`.execute(
      opened.db,
    );
    await opened.close();
    try {
      const backupsBefore = finishedBackups(upgradeBackupDir(config));
      await expect(startServer(config)).rejects.toThrow(StartRefusal);
      await expect(startServer(config)).rejects.toThrow(
        new RegExp(`has schema version ${CODE_SCHEMA_VERSION + 1}, newer than this code's ${CODE_SCHEMA_VERSION}: .*9999_from_the_future`),
      );
      expect(finishedBackups(upgradeBackupDir(config))).toEqual(backupsBefore);

      // As an operator sees it: one line on stderr, no stack trace, exit code 65 (EX_DATAERR, README "Deploying").
      const run = await runCli('server/main.ts', [], {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://127.0.0.1',
        DATABASE_FILE: config.databaseFile,
        DATABASE_URL: config.databaseUrl ?? '',
        PORT: '0',
      });
      expect(run.code).toBe(65);
      expect(run.stderr).toMatch(/^\s*Aqua Club did not start: The database .* has schema version \d+, newer than this code's \d+/);
      expect(run.stderr).toContain('Run the newer code that made it, or restore a backup taken before that upgrade');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      const cleanup = openConfigured(config);
      await sql`delete from kysely_migration where name = ${'9999_from_the_future'}`.execute(cleanup.db);
      await cleanup.close();
    }
  });
});
