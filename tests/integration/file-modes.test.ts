import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/boot';
import { openDatabase } from '../../server/db';
import { restoreBackup, takeBackup } from '../../server/db/backup';
import { newTestDatabase, onPostgres, testServerConfig } from '../support/server';

// Issue 42 point 10: the database and its backups were created readable by every local account (0644): password
// hashes, the token secret, customers' phone numbers. They are the server's user's only: files 0600, the folders we
// create 0700.

/** A file's permission bits, as `ls -l` reads them in octal. */
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

let dir: string;
let server: RunningServer;
let drop: () => Promise<void>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-modes-'));
  // In a folder that does not exist yet, as a first start makes ./data.
  const database = await newTestDatabase(dir, path.join('data', 'app.sqlite'));
  drop = database.drop;
  server = await startServer(testServerConfig(database.config, { seedDemo: false, uploadsDir: path.join(dir, 'uploads') }));
});
afterAll(async () => {
  await server?.close();
  await drop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the database and its backups are readable by their owner only', () => {
  it.skipIf(onPostgres)('the SQLite file, its -wal and -shm are 0600, in a data folder made 0700', async () => {
    const file = server.config.databaseFile;
    await server.database.db
      .insertInto('app_meta')
      .values({ key: 'mode-test', value: '1', updated_at: new Date().toISOString() })
      .execute();
    expect(modeOf(path.dirname(file))).toBe('700');
    for (const suffix of ['', '-wal', '-shm']) {
      expect(fs.existsSync(file + suffix), suffix).toBe(true);
      expect(modeOf(file + suffix), suffix || 'the database').toBe('600');
    }
  });

  it.skipIf(onPostgres)('a database file left 0644 by an earlier release is made 0600 when opened', async () => {
    const file = path.join(dir, 'earlier.sqlite');
    openDatabase(file).sqlite.close();
    fs.chmodSync(file, 0o644);
    const opened = openDatabase(file);
    try {
      expect(modeOf(file)).toBe('600');
    } finally {
      await opened.close();
    }
  });

  it('a backup: its folders 0700, the database copy, manifest and checksums 0600; a restore 0600 whatever the backup’s mode', async () => {
    const to = path.join(dir, 'backups', 'nightly');
    const { folder, manifest } = await takeBackup(server.config, { to, uploads: false });
    expect(modeOf(path.join(dir, 'backups'))).toBe('700');
    expect(modeOf(to)).toBe('700');
    expect(modeOf(folder)).toBe('700');
    for (const name of [manifest.database, 'manifest.json', 'SHA256SUMS']) expect(modeOf(path.join(folder, name)), name).toBe('600');
    if (onPostgres) return; // a PostgreSQL restore goes into a database, no file

    // A backup copied with its mode loosened (or taken by an earlier release) restores 0600 all the same.
    fs.chmodSync(path.join(folder, manifest.database), 0o644);
    const target = {
      databaseFile: path.join(dir, 'restored', 'app.sqlite'),
      databaseUrl: undefined,
      uploadsDir: path.join(dir, 'restored-uploads'),
    };
    await restoreBackup(target, folder);
    expect(modeOf(path.dirname(target.databaseFile))).toBe('700');
    expect(modeOf(target.databaseFile)).toBe('600');
  });
});
