// bench: public_initial_js_gzip_kb — the JavaScript /ar loads before any
// interaction, gzipped. /ar is rendered on the server; before the visitor
// touches it only pwa/boot.ts loads (the app comes on the first interaction).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/support/browser';
import { startTestServer } from '../../tests/support/server';
import { ensureBuilt, print } from './support';

export const lines = ['public_initial_js_gzip_kb', 'public_initial_js_files'] as const;

export async function run(): Promise<void> {
  ensureBuilt();
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
    });
    await page.goto('/ar', { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const file of scripts) bytes += gzipSync(fs.readFileSync(path.join(server.config.staticDir, file)), { level: 9 }).length;
    print('public_initial_js_gzip_kb', bytes / 1024, 'kB');
    print('public_initial_js_files', scripts.size, 'files');
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
