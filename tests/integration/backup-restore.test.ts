import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countApplications, freePort, insertAdmin, ServerProcess } from '../../scripts/soak/soak';
import { openConfigured } from '../../server/db';
import { finishedBackups } from '../../server/db/backup';
import { CODE_SCHEMA_VERSION } from '../../server/db/schemaVersion';
import { runCli, type CliRun } from '../support/cli';
import { emptyTestDatabase, newTestDatabase, onPostgres, startTestServer, type TestServer } from '../support/server';

// Issue 31, points 1 and 2: `npm run backup` while devices push, `npm run
// restore` into a new place, and the server started on what was restored. On
// SQLite the copy is SQLite's online backup; on PostgreSQL pg_dump and
// pg_restore (into a new, empty database).

type Target = { databaseFile: string; databaseUrl?: string | undefined; uploadsDir: string };
const envOf = (target: Target): NodeJS.ProcessEnv => ({
  DATABASE_FILE: target.databaseFile,
  DATABASE_URL: target.databaseUrl ?? '',
  UPLOADS_DIR: target.uploadsDir,
});
const backup = (target: Target, args: string[], onOutput?: (stdout: string) => void) =>
  runCli('scripts/backup.ts', args, envOf(target), onOutput);
const restore = (target: Target, args: string[]) => runCli('scripts/restore.ts', args, envOf(target));
const expectOk = (run: CliRun) => expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });

const PUSH = 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id status reasonKey } } }';
const DEVICES = 4;
const ITEMS_PER_DEVICE = 150; // two actions each: 300 per device, 1,200 in all
const BATCH = 5;

describe('a backup taken while 4 devices push, restored into a new place', () => {
  const dirs: string[] = [];
  const drops: Array<() => Promise<void>> = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const drop of drops) await drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds every action acknowledged before it started exactly once, passes the integrity check, and serves', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-backup-'));
    dirs.push(dir);
    const database = await newTestDatabase(dir);
    drops.push(database.drop);
    const live: Target = { ...database.config, uploadsDir: path.join(dir, 'uploads') };
    const server = new ServerProcess(live.databaseFile, await freePort(), live.databaseUrl);
    servers.push(server);
    await server.start();
    const token = await insertAdmin(live, 'backup@test.example');
    const { productCreate } = await call<{ productCreate: { id: string } }>(
      server.url,
      token,
      'mutation { productCreate(data: { nameEn: "Backed up", warrantyPeriod: 12 }) { id } }',
      {},
    );
    const { sellerCreate } = await call<{ sellerCreate: { id: string } }>(
      server.url,
      token,
      'mutation { sellerCreate(data: { sellerType: "branch", nameEn: "Backup branch" }) { id } }',
      {},
    );
    const { itemFactoryCreate } = await call<{ itemFactoryCreate: { items: Array<{ serialNumber: string }> } }>(
      server.url,
      token,
      'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { items { serialNumber } } }',
      { d: { catalogId: productCreate.id, iterations: DEVICES * ITEMS_PER_DEVICE, printingCountPerItem: 1 } },
    );
    // An uploaded file, in the folder the server serves /uploads from.
    const picture = path.join('content', 'images', `${randomUUID()}.webp`);
    fs.mkdirSync(path.dirname(path.join(live.uploadsDir, picture)), { recursive: true });
    fs.writeFileSync(path.join(live.uploadsDir, picture), Buffer.from('RIFF....WEBPVP8 a picture'));

    // Each device: its items' factory export, then their export to the branch, in batches of 5, one push at a time.
    const queues = Array.from({ length: DEVICES }, (_, d) =>
      itemFactoryCreate.items.slice(d * ITEMS_PER_DEVICE, (d + 1) * ITEMS_PER_DEVICE).flatMap(({ serialNumber }) =>
        (
          [
            ['factoryExport', {}],
            ['export', { sellerId: sellerCreate.id }],
          ] as const
        ).map(([type, payload]) => ({
          id: randomUUID(),
          type,
          serialNumber,
          payload,
          deviceId: `device-${d}`,
          createdAt: new Date().toISOString(),
        })),
      ),
    );
    const acknowledged = new Map<string, string>();
    const sentAt = new Map<string, number>();
    let backupRunning = false;
    let pushedDuringBackup = 0;
    const device = async (queue: (typeof queues)[number]) => {
      for (let i = 0; i < queue.length; i += BATCH) {
        const batch = queue.slice(i, i + BATCH);
        const at = performance.now();
        for (const action of batch) sentAt.set(action.id, at);
        const data = await call<{ actionPush: { results: Array<{ id: string; status: string; reasonKey: string | null }> } }>(
          server.url,
          token,
          PUSH,
          { rows: batch.map((a) => ({ newDocumentState: a })) },
        );
        for (const r of data.actionPush.results) acknowledged.set(r.id, r.status === 'applied' ? 'applied' : `rejected:${r.reasonKey}`);
        if (backupRunning) pushedDuringBackup++;
      }
    };
    const pushing = Promise.all(queues.map(device));

    // Once a quarter is acknowledged, back up while the devices go on pushing. What was acknowledged when the command
    // says it starts copying the database was committed before its snapshot (the command starts up for a second or so).
    while (acknowledged.size < (DEVICES * ITEMS_PER_DEVICE * 2) / 4) await new Promise((r) => setTimeout(r, 5));
    let before: string[] = [];
    const backups = path.join(dir, 'backups');
    const taken = await backup(live, ['--to', backups, '--keep', '3'], (stdout) => {
      if (backupRunning || !stdout.includes('backup: copying the database')) return;
      before = [...acknowledged.keys()];
      backupRunning = true;
    });
    backupRunning = false;
    const after = performance.now();
    await pushing;
    expectOk(taken);
    expect(taken.stdout).toContain('backup: done, ');
    expect(before.length).toBeGreaterThan(0);
    // Sent after the backup had finished: never in it.
    const later = [...sentAt].filter(([, at]) => at > after).map(([id]) => id);
    console.log(`backup under load: ${before.length} acknowledged before, ${pushedDuringBackup} pushes during, ${later.length} sent after`);
    await server.kill('SIGTERM');

    // A new place: a folder (or an empty PostgreSQL database) that never held this data.
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-restored-'));
    dirs.push(fresh);
    const empty = await emptyTestDatabase(fresh);
    drops.push(empty.drop);
    const restored: Target = { ...empty.config, uploadsDir: path.join(fresh, 'uploads') };
    const run = await restore(restored, ['--from', backups]);
    expectOk(run);
    expect(run.stdout).toContain(`restored: ${finishedBackups(backups)[0]}`);
    expect(fs.readFileSync(path.join(restored.uploadsDir, picture), 'utf8')).toBe('RIFF....WEBPVP8 a picture');

    // The server starts on it and serves.
    const second = new ServerProcess(restored.databaseFile, await freePort(), restored.databaseUrl);
    servers.push(second);
    await second.start();
    const health = (await (await fetch(`${second.url}/healthz`)).json()) as { ok: boolean; schemaVersion: number };
    expect(health).toMatchObject({ ok: true, schemaVersion: CODE_SCHEMA_VERSION });
    expect((await fetch(`${second.url}/uploads/${picture.split(path.sep).join('/')}`)).status).toBe(200);
    await second.kill('SIGTERM');

    const opened = openConfigured(restored);
    try {
      const { stored, applications, integrity } = await countApplications(opened);
      expect(integrity).toBe('ok');
      const wrong = before.filter((id) => stored.get(id) !== 1 || applications.get(id) !== (acknowledged.get(id) === 'applied' ? 1 : 0));
      expect(wrong).toEqual([]);
      expect(before.every((id) => acknowledged.get(id) === 'applied')).toBe(true);
      expect(later.filter((id) => stored.has(id))).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 180_000);
});

describe('a restore refuses', () => {
  let server: TestServer;
  let backups: string;
  let live: Target;
  const dirs: string[] = [];
  const drops: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    live = { ...server.config };
    backups = path.join(server.dir, 'backups');
    expectOk(await backup(live, ['--to', backups]));
  });
  afterAll(async () => {
    await server?.stop();
    for (const drop of drops) await drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A place no database has been restored to yet. */
  async function freshTarget(): Promise<Target> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-refused-'));
    dirs.push(dir);
    const empty = await emptyTestDatabase(dir);
    drops.push(empty.drop);
    return { ...empty.config, uploadsDir: path.join(dir, 'uploads') };
  }

  /** A copy of the newest backup, to damage. */
  function copyOfBackup(): string {
    const source = finishedBackups(backups).at(-1) as string;
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-damaged-'));
    dirs.push(copy);
    fs.cpSync(source, copy, { recursive: true });
    return copy;
  }

  async function expectNothingRestored(target: Target) {
    expect(fs.existsSync(target.databaseFile)).toBe(false);
    expect(fs.existsSync(target.uploadsDir)).toBe(false);
    if (target.databaseUrl) {
      const opened = openConfigured(target);
      try {
        expect(await opened.db.introspection.getTables()).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  }

  it('a backup whose database does not match its checksum', async () => {
    const copy = copyOfBackup();
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'manifest.json'), 'utf8')) as { database: string };
    const file = path.join(copy, manifest.database);
    const bytes = fs.readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(file, bytes);
    const target = await freshTarget();
    const run = await restore(target, ['--from', copy]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^restore refused: .* is damaged: .* does not match its checksum/);
    await expectNothingRestored(target);
  });

  it('a backup with a file missing, or a manifest that does not match its list', async () => {
    const copy = copyOfBackup();
    fs.appendFileSync(path.join(copy, 'SHA256SUMS'), `${'0'.repeat(64)}  uploads/extra.webp\n`);
    const target = await freshTarget();
    const run = await restore(target, ['--from', copy]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/SHA256SUMS does not match the checksum in manifest.json/);
    await expectNothingRestored(target);
  });

  it('a backup made by newer code (a schema newer than this code)', async () => {
    const { db } = server.database;
    await sql`insert into kysely_migration (name, timestamp) values (${'9999_from_the_future'}, ${new Date().toISOString()})`.execute(db);
    try {
      const newer = path.join(server.dir, 'newer-backups');
      expectOk(await backup(live, ['--to', newer]));
      const target = await freshTarget();
      const run = await restore(target, ['--from', newer]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        new RegExp(
          `^restore refused: The backup .* has schema version ${CODE_SCHEMA_VERSION + 1}, newer than this code's ${CODE_SCHEMA_VERSION}: .*9999_from_the_future`,
        ),
      );
      await expectNothingRestored(target);
    } finally {
      await sql`delete from kysely_migration where name = ${'9999_from_the_future'}`.execute(db);
    }
  });

  it("a running server's database, which it leaves as it was", async () => {
    const { db } = server.database;
    const before = await db.selectFrom('app_meta').select(['key', 'value']).orderBy('key').execute();
    const run = await restore(live, ['--from', backups]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^restore refused: The database .* in use/);
    expect(await db.selectFrom('app_meta').select(['key', 'value']).orderBy('key').execute()).toEqual(before);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    if (!onPostgres) expect(fs.readdirSync(path.dirname(live.databaseFile)).filter((f) => f.includes('before-restore'))).toEqual([]);
  });

  it('keeps the newest --keep backups', async () => {
    const kept = path.join(server.dir, 'kept');
    // Two runs are the least that can show it (each run is a process start, seconds on a loaded machine).
    const first = await backup(live, ['--to', kept, '--keep', '1']);
    expectOk(first);
    const last = await backup(live, ['--to', kept, '--keep', '1']);
    expectOk(last);
    const folders = finishedBackups(kept);
    expect(folders).toHaveLength(1);
    expect(first.stdout).not.toContain(`backup: done, ${folders[0]}`);
    expect(last.stdout).toContain(`backup: done, ${folders[0]}`);
    expect(last.stdout).toMatch(/removed .* \(--keep 1\)/);
  });

  it('and the commands say how to use them', async () => {
    const run = await backup(live, []);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: npm run backup -- --to');
    expect((await backup(live, ['--to', backups, '--keep', '0'])).code).toBe(2);
    expect((await restore(live, [])).stderr).toContain('usage: npm run restore -- --from');
  });
});
