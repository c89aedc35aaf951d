// `npm run bench`: runs every benchmark in scripts/bench/ and prints each figure
// as `bench: <name> <value> <unit>`. Benchmarks are added by the issues that set targets.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

import { ensureBuilt } from './support';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The browser benches serve the built PWA: built afresh, so the figures are the code's as it stands.
ensureBuilt(true);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
if (!files.length) console.log('no benchmarks yet');
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { run?: () => Promise<void> };
  if (module.run) await module.run();
}
