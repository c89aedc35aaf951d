import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresAbsent } from '../../scripts/bench/pgSupport';
import { bundledBench } from '../../scripts/bench/bundleBench';
import { benchFiles, BENCH_DIR } from '../../scripts/bench/support';

// npm test's last step: every benchmark in scripts/bench/ (a new file is covered by being there), run as `npm run bench`
// runs it (its bundle with runOne.ts, bundleBench.ts: a child process of its own) at its smoke size (BENCH_SMOKE=1). It must run to the end and print every
// line its file declares; a `skip:` line stands for one only when PostgreSQL is absent. The figures are not checked: at
// these sizes they mean nothing. So a bench whose screen, API or data changed under it fails here, not months later.

const ROOT = path.resolve(BENCH_DIR, '../..');
/** Under the test's timeout, so a bench that hangs fails with its own output. */
const DEADLINE_MS = 9 * 60_000;

async function runSmoke(file: string): Promise<{ code: number | null; stdout: string; output: string; seconds: number }> {
  const started = performance.now();
  const bundle = await bundledBench(path.join(BENCH_DIR, file));
  // Its own process group: a bench that overruns is killed with its browser and servers.
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: { ...process.env, BENCH_SMOKE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk), (output += chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const timer = setTimeout(() => {
    output += `\n(no end after ${DEADLINE_MS / 60_000} minutes: killed)`;
    process.kill(-(child.pid as number), 'SIGKILL');
  }, DEADLINE_MS);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, output, seconds: (performance.now() - started) / 1000 });
    }),
  );
}

/**
 * npm test runs this file in both of its lanes, each as its lane's last job, and the two share the benches: each bench
 * runs in whichever run claims it first (a folder made in BENCH_SMOKE_CLAIMS, which only one can make), so the lane
 * that ends its browser tests first takes more of them (scripts/test-suites.mjs). Without it, a run runs every bench.
 */
function claim(file: string): boolean {
  const claims = process.env.BENCH_SMOKE_CLAIMS;
  if (!claims) return true;
  try {
    fs.mkdirSync(path.join(claims, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const tail = (output: string) => output.trim().split('\n').slice(-40).join('\n');
const names = (stdout: string, kind: 'bench' | 'skip') =>
  new Set([...stdout.matchAll(new RegExp(`^${kind}: (\\S+)`, 'gm'))].map((m) => m[1]));

/** The longest at smoke size first (measured in npm test's runs), so that the two lanes' shares end close together. */
const LONGEST = ['public-lighthouse.bench.ts', 'pg_scaleout.bench.ts', 'sync.bench.ts', 'bundles.bench.ts', 'sync_model.bench.ts'];
const rank = (file: string) => (LONGEST.includes(file) ? LONGEST.indexOf(file) : LONGEST.length);

describe('benchmarks at smoke size (BENCH_SMOKE=1)', () => {
  for (const file of benchFiles().sort((a, b) => rank(a) - rank(b)))
    it(file, async ({ skip }) => {
      if (!claim(file)) return skip('run by the other lane');
      const { lines } = (await import(path.join(BENCH_DIR, file))) as { lines?: readonly string[] };
      expect(lines?.length, `${file} declares no lines (export const lines = [...])`).toBeGreaterThan(0);
      const { code, stdout, output, seconds } = await runSmoke(file);
      expect(code, `${file} failed (exit ${code}); the end of its output:\n${tail(output)}`).toBe(0);
      const printed = names(stdout, 'bench');
      const skipped = postgresAbsent() ? names(stdout, 'skip') : new Set<string>();
      const missing = (lines ?? []).filter((name) => !printed.has(name) && !skipped.has(name));
      expect(missing, `${file} did not print these declared lines`).toEqual([]);
      // With the bench's own notes (its indented lines: rounds, phases), so that a run's log says where a slow one spent its time.
      const notes = output.split('\n').filter((line) => /^ {2}\S/.test(line));
      console.log([`${file}: ${lines?.length} lines in ${seconds.toFixed(1)} s`, ...notes.slice(0, 12)].join('\n'));
    });
});
