// `npm run bench`: every benchmark in scripts/bench/ (`npm run bench -- dashboard pull`: those only), each file in a child
// process of its own (its bundle with runOne.ts, which runs the bench and checks its declared lines), its output streamed. A file that fails
// does not stop the others; the end lists each file's time and verdict and exits 1 if any failed. Each figure is a line
// `bench: <name> <value> <unit>`; BENCH_SMOKE=1 runs every bench at a tiny size (support.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundledBench } from './bundleBench';
import { benchFiles, BENCH_DIR, ensureBuilt, smoke } from './support';

// The browser benches serve the built PWA: built afresh, so the figures are the code's as it stands.
ensureBuilt(true);
const only = process.argv.slice(2);
const files = benchFiles().filter((file) => !only.length || only.some((name) => file === name || file === `${name}.bench.ts`));
if (!files.length) console.log(only.length ? `no bench file matches ${only.join(', ')}` : 'no benchmarks yet');

const results: Array<{ file: string; seconds: number; code: number | null }> = [];
const started = performance.now();
for (const file of files) {
  console.error(`== ${file}${smoke ? ' (smoke)' : ''}`);
  const t = performance.now();
  const bundle = await bundledBench(path.join(BENCH_DIR, file));
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [bundle], { stdio: 'inherit' });
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  results.push({ file, seconds: (performance.now() - t) / 1000, code });
}

const failed = results.filter((r) => r.code !== 0);
console.error(`\n${results.length} bench files in ${((performance.now() - started) / 1000).toFixed(0)} s${smoke ? ' (smoke)' : ''}:`);
for (const r of results)
  console.error(
    `  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.seconds.toFixed(1).padStart(7)} s  ${r.file}${r.code === 0 ? '' : ` (exit ${r.code ?? 'by signal'})`}`,
  );
if (failed.length) {
  console.error(`failed: ${failed.map((r) => r.file).join(', ')}`);
  process.exit(1);
}
