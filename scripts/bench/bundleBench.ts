import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { cachedBundle } from '../bundleServer';
import { BENCH_DIR } from './support';

const ROOT = path.resolve(BENCH_DIR, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/aqua-bench');

/**
 * Each file of this repository keeps its own import.meta (its folder, its URL) inside the bundle, as it has when tsx
 * runs it: the benches and their support find their files from where they are.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = (await fs.promises.readFile(file, 'utf8'))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
      return { contents, loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * One bench file with runOne.ts as one JavaScript file for plain `node` (the packages left to node_modules): what
 * `npm run bench` and the bench smoke start, a bench a process. Under tsx each start cost about 2 CPU-seconds of its
 * loader (docs/decisions.md "The server runs from its build"). Kept in node_modules/.cache (cachedBundle).
 */
export function bundledBench(file: string): Promise<string> {
  const shown = path.relative(ROOT, file);
  return cachedBundle(CACHE, path.basename(file, '.ts'), {
    stdin: {
      contents: [
        `import * as bench from ${JSON.stringify(file)};`,
        `import { runBench } from ${JSON.stringify(path.join(BENCH_DIR, 'runOne.ts'))};`,
        `await runBench(bench, ${JSON.stringify(shown)});`,
      ].join('\n'),
      resolveDir: BENCH_DIR,
      sourcefile: `${path.basename(file)}.entry.ts`,
      loader: 'ts',
    },
    plugins: [ownImportMeta],
  });
}
