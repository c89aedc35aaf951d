import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build` puts the server (beside dist/.ssr, its renderer; a dot folder, so never served). */
const SERVER_BUNDLE = path.join(ROOT, 'dist/.server/main.mjs');
const SERVER_ENTRY = path.join(ROOT, 'server/main.ts');

/**
 * server/main.ts and everything it imports from this repository as one JavaScript file, the packages left to
 * node_modules: Node runs it without tsx, whose loader cost each start about 2 CPU-seconds and 1.3 s (docs/decisions.md
 * "The server runs from its build"). `outfile` must lie inside the repository, so that Node finds node_modules from it.
 */
export async function bundleServer(outfile = SERVER_BUNDLE): Promise<string> {
  await build({ ...NODE_BUNDLE, entryPoints: [SERVER_ENTRY], outfile });
  return outfile;
}

/** How this repository's code is bundled for plain `node`: one ESM file, the packages left to node_modules. */
const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
} satisfies BuildOptions;

let fresh: Promise<string> | undefined;

/**
 * A bundle of the code as it is now, made once per process (about 0.3 s): what tests and benches start as a server
 * child, so that none runs a build older than the code beside it.
 */
export function freshServerBundle(): Promise<string> {
  fresh ??= cachedBundle(path.join(ROOT, 'node_modules/.cache/aqua-server'), 'main', {
    entryPoints: [SERVER_ENTRY],
  });
  return fresh;
}

/**
 * `options` bundled as NODE_BUNDLE into `<dir>/<stem>-<hash of contents>.mjs` (keptByContent). `dir` must lie inside
 * the repository, so that Node finds node_modules from it.
 */
export async function cachedBundle(dir: string, stem: string, options: BuildOptions): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const { outputFiles } = await build({ ...NODE_BUNDLE, ...options, outfile: path.join(dir, `${stem}.mjs`), write: false });
  const [bundle] = outputFiles;
  if (!bundle) throw new Error(`esbuild wrote no bundle for ${stem}`);
  return keptByContent(dir, stem, bundle.contents);
}

/**
 * `contents` as `<dir>/<stem>-<hash of contents>.mjs`, written unless a file of that name is there already (then
 * marked used), and every other file of `dir` not used for a day removed: bundles made by tests and benches, shared by
 * processes and runs of the same code.
 */
function keptByContent(dir: string, stem: string, contents: Uint8Array): string {
  const file = path.join(dir, `${stem}-${createHash('sha256').update(contents).digest('hex').slice(0, 16)}.mjs`);
  if (fs.existsSync(file)) fs.utimesSync(file, new Date(), new Date());
  else {
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, contents);
    fs.renameSync(partial, file);
  }
  for (const name of fs.readdirSync(dir)) {
    const other = path.join(dir, name);
    const used = fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs;
    if (other !== file && used !== undefined && Date.now() - used > 86_400_000) fs.rmSync(other, { force: true });
  }
  return file;
}
