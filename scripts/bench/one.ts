// `npx tsx scripts/bench/one.ts <file or name>` (scripts/bench/dashboard.bench.ts, or dashboard): runs one benchmark,
// then checks its lines. A bench file exports run() and `lines`, the names of the `bench:` lines it prints; this exits 1,
// naming them, when a declared line was not printed (or a printed one not declared), or when run() threw. A `skip:` line
// accounts for its name only when PostgreSQL really is absent (pgSupport.ts). `npm run bench` runs each file so, in a
// child process of its own; BENCH_SMOKE=1 makes it tiny (support.ts, sized()).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { postgresAbsent } from './pgSupport';
import { accountedLines, BENCH_DIR } from './support';

const arg = process.argv[2];
if (!arg) {
  console.error('usage: npx tsx scripts/bench/one.ts <scripts/bench/<name>.bench.ts | name>');
  process.exit(2);
}
const file = fs.existsSync(arg) ? path.resolve(arg) : path.join(BENCH_DIR, arg.endsWith('.bench.ts') ? arg : `${arg}.bench.ts`);
const shown = path.relative(process.cwd(), file);

const bench = (await import(pathToFileURL(file).href)) as { run?: () => Promise<void>; lines?: readonly string[] };
if (typeof bench.run !== 'function' || !Array.isArray(bench.lines) || !bench.lines.length) {
  console.error(`${shown}: a bench file exports run() and lines (the names of the bench lines it prints)`);
  process.exit(1);
}
const declared = bench.lines;

let threw = false;
try {
  await bench.run();
} catch (error) {
  threw = true;
  console.error(`${shown}: run() failed:`, error);
}
const { printed, skipped } = accountedLines();
const pgAbsent = postgresAbsent();
const missing = declared.filter((name) => !printed.has(name) && !(pgAbsent && skipped.has(name)));
const undeclared = [...printed].filter((name) => !declared.includes(name));
if (missing.length) console.error(`${shown}: declared lines not printed: ${missing.join(', ')}`);
if (undeclared.length) console.error(`${shown}: lines printed but not declared in its lines: ${undeclared.join(', ')}`);
// Exit now: a handle a bench left open (a pool, a timer) must not keep the process, and `npm run bench`, waiting.
process.exit(threw || missing.length || undeclared.length ? 1 : 0);
