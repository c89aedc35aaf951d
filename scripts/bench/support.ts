import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

export const print = (name: string, value: number, unit: string) =>
  console.log(`bench: ${name} ${Number.isInteger(value) ? value : value.toFixed(value < 1 ? 3 : 1)} ${unit}`);
