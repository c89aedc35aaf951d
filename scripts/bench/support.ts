import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type SqliteDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';

/** A migrated database in a temporary folder, with the server's pragmas (WAL, synchronous=FULL). */
export async function tempDatabase(): Promise<SqliteDatabase & { dir: string; file: string; dispose(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  const opened = openDatabase(file);
  await migrateToLatest(opened.db);
  return {
    ...opened,
    dir,
    file,
    async dispose() {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * BENCH_SMOKE=1: every bench runs at a tiny size (a few rows, runs and seconds), to show it still runs to the end and
 * prints its lines; npm test runs them so (tests/bench/smoke.test.ts). Its figures mean nothing.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** A bench's size: `full` for its figures, `tiny` under BENCH_SMOKE=1. An environment override given by the bench wins over both. */
export const sized = <T>(full: T, tiny: T): T => (smoke ? tiny : full);

/** This folder: one.ts finds a bench by its name here. */
export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The bench files, `<name>.bench.ts` in this folder, in order: what `npm run bench` and the smoke test run. */
export const benchFiles = (): string[] =>
  fs
    .readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();

// The names printed and skipped by this process: runOne.ts checks them against the bench's declared `lines`.
const printed = new Set<string>();
const skipped = new Set<string>();
export const accountedLines = (): { printed: ReadonlySet<string>; skipped: ReadonlySet<string> } => ({ printed, skipped });

/** A figure's target: at most `max`, or at least `min`. */
export type Target = { max: number } | { min: number };

const missed: string[] = [];
const shown = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1));
const targetText = (target: Target) => ('max' in target ? `≤ ${target.max}` : `≥ ${target.min}`);

/**
 * One figure: `bench: <name> <value> <unit>`, and its target after it when it has one, `(target ≤ 60)`: readers take
 * the first three fields. Every bench line goes through here, so its name is recorded, and a missed target too.
 */
export function print(name: string, value: number, unit: string, target?: Target): void {
  printed.add(name);
  const met = !target || ('max' in target ? value <= target.max : value >= target.min);
  if (!met) missed.push(`${name} ${shown(value)} ${unit} (target ${targetText(target)})`);
  console.log(`bench: ${name} ${shown(value)} ${unit}${target ? ` (target ${targetText(target)})` : ''}`);
}

/**
 * Fails the bench (after every line is printed) when a figure missed its target: for figures that are real at smoke
 * size too (the bundles' bytes), so the bench smoke of npm test fails on them. Timings at smoke size mean nothing and
 * do not call this.
 */
export function failOnMissedTargets(): void {
  if (missed.length) throw new Error(`over budget: ${missed.join('; ')}`);
}

/** A figure this machine cannot give (pgSupport.ts: no PostgreSQL): `skip: <name> (reason)`. */
export function skip(name: string, reason: string): void {
  skipped.add(name);
  console.log(`skip: ${name} (${reason})`);
}

/**
 * The built PWA (dist/, with Vite's manifest and the service worker) that the browser benches serve: built here when
 * missing, so a bench file run alone works on a fresh clone. `npm run bench` builds afresh first (run.ts).
 */
export function ensureBuilt(fresh = false): void {
  if (!fresh && fs.existsSync('dist/.vite/manifest.json') && fs.existsSync('dist/sw.js')) return;
  console.error('  building the PWA (npx vite build)');
  const built = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('bench: vite build failed');
}
