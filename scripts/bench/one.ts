// `npx tsx scripts/bench/one.ts <file or name>` (scripts/bench/dashboard.bench.ts, or dashboard): runs one benchmark,
// then checks its lines (runOne.ts). A bench file exports run() and `lines`, the names of the `bench:` lines it prints.
// `npm run bench` and npm test's bench smoke run the same in a bundle of the bench (bundleBench.ts), each in a child
// process of its own; BENCH_SMOKE=1 makes it tiny (support.ts, sized()).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBench, type BenchModule } from './runOne';
import { BENCH_DIR } from './support';

const arg = process.argv[2];
if (!arg) {
  console.error('usage: npx tsx scripts/bench/one.ts <scripts/bench/<name>.bench.ts | name>');
  process.exit(2);
}
const file = fs.existsSync(arg) ? path.resolve(arg) : path.join(BENCH_DIR, arg.endsWith('.bench.ts') ? arg : `${arg}.bench.ts`);
await runBench((await import(pathToFileURL(file).href)) as BenchModule, path.relative(process.cwd(), file));
