import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// Browser benchmarks run pwa/ code on a small page bundled here (as the xlsx
// bench does) and served by Playwright on the origin of the server under test,
// so the page's GraphQL calls reach the real server without a proxy.

const bundles = new Map<string, Promise<string>>();

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
    }).then((out) => out.outputFiles[0]?.text ?? '');
    bundles.set(entry, bundle);
  }
  return bundle;
}

/** A fresh context (its own IndexedDB) with the bench page at `{origin}/__bench/`. */
export async function openBenchPage(browser: Browser, origin: string, entry: string): Promise<{ context: BrowserContext; page: Page }> {
  const script = await bundlePage(entry);
  const context = await browser.newContext({ baseURL: origin });
  await context.route(`${origin}/__bench/**`, (route) => {
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
