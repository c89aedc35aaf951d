import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { takeBackup } from '../../server/db/backup';
import { signAccessToken } from '../../server/modules/auth/tokens';
import { buildMixedDatabase, serialOf } from '../soak/mixedData';
import { call, freePort, SECRET, ServerProcess } from '../soak/soak';
import { percentile, print, sized } from './support';

/** Items in the database (the mixed soak's: 1M over 300 outlets, 5 % in stock). */
const ITEMS = sized(1_000_000, 2_000);
/** Devices pushing, each a batch of BATCH exports then a pause of PACE_MS: a steady load, not a flood. */
const DEVICES = 4;
const BATCH = 10;
const PACE_MS = 100;
/** Pushes not timed while the server warms up, then timed without a backup, before the one taken during. */
const WARMUP_MS = sized(5_000, 1_000);
const BASELINE_MS = sized(30_000, 2_000);

export const lines = ['backup_seconds_1m_items', 'backup_serving_p99_ms'] as const;

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * backup_seconds_1m_items: `takeBackup` of a 1M-item database (the SQLite online backup in one step, SQLite's
 * quick_check and row counts on the copy, its checksum), no server running. Reported, no target.
 * backup_serving_p99_ms: the p99 of pushes while `npm run backup` runs (as the README's timer runs it: nice 10), over
 * their p99 before it, 4 devices pushing batches of 10 exports every 100 ms to the server in its own process. A ratio;
 * target at most 2.
 */
export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-bench-backup-'));
  const file = path.join(dir, 'app.sqlite');
  const target = { databaseFile: file, databaseUrl: undefined, uploadsDir: path.join(dir, 'uploads') };
  const server = new ServerProcess(file, await freePort());
  try {
    const generating = performance.now();
    const model = await buildMixedDatabase(file, { items: ITEMS, outlets: 300, pushers: 0, pullers: 0 });
    console.error(`  backup: ${ITEMS} items generated in ${((performance.now() - generating) / 1000).toFixed(0)} s`);

    const alone = await takeBackup(target, { to: path.join(dir, 'alone') });
    const bytes = fs.statSync(path.join(alone.folder, alone.manifest.database)).size;
    console.error(`  backup: ${(bytes / 1024 / 1024).toFixed(0)} MiB copied, checked and hashed in ${alone.manifest.seconds} s`);
    print('backup_seconds_1m_items', alone.manifest.seconds, 's');

    await server.start();
    const token = await signAccessToken(SECRET, model.adminId);
    const stock = [...model.stock];
    const samples: Array<{ during: boolean; ms: number }> = [];
    let phase: 'warmup' | 'baseline' | 'backup' | 'done' = 'warmup';
    // Read through a call: the devices see the phase change while they wait on a push.
    const phaseNow = () => phase;
    const PUSH = 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { status } } }';
    const device = async (d: number) => {
      for (let n = 0; phase !== 'done'; n++) {
        // Exports of items in stock; once the stock is used up (small sizes), exports the server refuses: still a push.
        const rows = Array.from({ length: BATCH }, (_, i) => ({
          newDocumentState: {
            id: randomUUID(),
            type: 'export',
            serialNumber: stock.pop() ?? serialOf(model, 1 + ((d * 1000 + n * BATCH + i) % ITEMS)),
            payload: { sellerId: model.sellerIds[d] },
            deviceId: `bench-${d}`,
            createdAt: new Date().toISOString(),
          },
        }));
        const during = phase === 'backup';
        const started = performance.now();
        await call(server.url, token, PUSH, { rows });
        const after = phaseNow();
        if (after === 'baseline' || after === 'backup') samples.push({ during, ms: performance.now() - started });
        await sleep(PACE_MS);
      }
    };
    const devices = Array.from({ length: DEVICES }, (_, d) => device(d));
    await sleep(WARMUP_MS);
    phase = 'baseline';
    await sleep(BASELINE_MS);
    phase = 'backup';
    const backupStarted = performance.now();
    await backupCommand(file, path.join(dir, 'during'));
    const backupSeconds = (performance.now() - backupStarted) / 1000;
    phase = 'done';
    await Promise.all(devices);

    const baseline = samples.filter((s) => !s.during).map((s) => s.ms);
    const without = percentile(baseline, 99);
    const during = samples.filter((s) => s.during).map((s) => s.ms);
    const withBackup = percentile(during, 99);
    console.error(
      `  backup: push p99 ${without.toFixed(1)} ms without a backup (p50 ${percentile(baseline, 50).toFixed(1)}, ${baseline.length} pushes), ` +
        `${withBackup.toFixed(1)} ms during one (p50 ${percentile(during, 50).toFixed(1)}, ` +
        `${during.length} pushes over ${backupSeconds.toFixed(1)} s, the command's start included)`,
    );
    print('backup_serving_p99_ms', withBackup / without, 'ratio');
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run backup` as the README's systemd timer runs it (Nice=10), against the running server's database. */
function backupCommand(file: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'nice',
      ['-n', '10', process.execPath, path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/backup.ts', '--to', to],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_FILE: file, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`backup exited with ${code}`))));
  });
}
