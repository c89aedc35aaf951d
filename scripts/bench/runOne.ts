import { postgresAbsent } from './pgSupport';
import { accountedLines } from './support';

/** What a bench file exports: run(), and `lines`, the names of the `bench:` lines it prints. */
export interface BenchModule {
  run?: () => Promise<void>;
  lines?: readonly string[];
}

/**
 * Runs one benchmark, then checks its lines, and ends the process: exit 1, naming them, when a declared line was not
 * printed (or a printed one not declared), or when run() threw. A `skip:` line accounts for its name only when
 * PostgreSQL really is absent (pgSupport.ts). `shown`: the file's name in what it prints.
 */
export async function runBench(bench: BenchModule, shown: string): Promise<never> {
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
}
