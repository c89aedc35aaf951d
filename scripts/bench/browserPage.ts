import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// Browser benchmarks run pwa/ code on a small page bundled here (as the xlsx
// bench does) and served by Playwright on the origin of the server under test,
// so the page's GraphQL calls reach the real server without a proxy.

const bundles = new Map<string, Promise<string>>();
/** Files the pages import with Vite's `?url` (the camera decoder's .wasm), served at /__bench/files/<name>. */
const files = new Map<string, string>();

const urlImports: Plugin = {
  name: 'vite-url-imports',
  setup(plugin) {
    const require = createRequire(path.resolve('package.json'));
    plugin.onResolve({ filter: /\?url$/ }, (args) => {
      const file = require.resolve(args.path.slice(0, -'?url'.length), { paths: [args.resolveDir] });
      files.set(path.basename(file), file);
      return { path: `/__bench/files/${path.basename(file)}`, namespace: 'url-import' };
    });
    plugin.onLoad({ filter: /.*/, namespace: 'url-import' }, (args) => ({ contents: `export default ${JSON.stringify(args.path)};` }));
  },
};

/** Web Workers the pages start as Vite builds them (`new Worker(new URL('./x.worker.ts', import.meta.url))`), served at /__bench/workers/<name>.js. */
const workers = new Map<string, string>();
const WORKER_URL = /new URL\((['"])(\.\/[\w.-]+\.worker\.ts)\1,\s*import\.meta\.url\)/g;

const workerUrls: Plugin = {
  name: 'vite-worker-urls',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]pwa[\\/].*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('.worker.ts')) return undefined;
      const contents = source.replace(WORKER_URL, (_, _quote: string, relative: string) => {
        const name = path.basename(relative, '.ts');
        workers.set(name, path.resolve(path.dirname(args.path), relative));
        return `new URL(${JSON.stringify(`/__bench/workers/${name}.js`)}, location.href)`;
      });
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export function bundlePage(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: 'chrome120',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      plugins: [urlImports, workerUrls],
    }).then((out) => out.outputFiles[0]?.text ?? '');
    bundles.set(entry, bundle);
  }
  return bundle;
}

/** A fresh context (its own IndexedDB) with the bench page at `{origin}/__bench/`. */
export async function openBenchPage(browser: Browser, origin: string, entry: string): Promise<{ context: BrowserContext; page: Page }> {
  const script = await bundlePage(entry);
  const context = await browser.newContext({ baseURL: origin });
  await context.route(`${origin}/__bench/**`, async (route) => {
    const served = files.get(path.basename(new URL(route.request().url()).pathname));
    if (new URL(route.request().url()).pathname.startsWith('/__bench/files/') && served)
      return route.fulfill({
        contentType: served.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        body: readFileSync(served),
      });
    const worker = workers.get(path.basename(new URL(route.request().url()).pathname, '.js'));
    if (new URL(route.request().url()).pathname.startsWith('/__bench/workers/') && worker)
      return route.fulfill({ contentType: 'text/javascript', body: await bundlePage(worker) });
    const isScript = new URL(route.request().url()).pathname.endsWith('.js');
    return route.fulfill({
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript ? script : '<!doctype html><meta charset="utf-8"><title>bench</title><script src="/__bench/page.js"></script>',
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await page.goto(`${origin}/__bench/`);
  return { context, page };
}
