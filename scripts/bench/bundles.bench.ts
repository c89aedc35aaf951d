// Issue 21, heavy pages: what a screen costs to open, and what the service worker installs.
//
// bench: scan_screen_js_gzip_kb — the JavaScript the scan screen (/admin/activation, the seller's) loads after the
//   back-office shell, gzipped (level 9). Counted in Chromium: every /assets/*.js the page asks for until the network is
//   idle, less the shell: the static-import closure of the app (main.tsx), the back-office frame (BackofficeLayout)
//   and the strings and recipes every lazily loaded screen brings (ui/lazyRoute.ts), read from Vite's manifest.
//   Code a screen asks for only on a user's action (the camera's decoder, a PDF's or ZPL's codes) is not counted;
//   scan_camera_decoder_js_gzip_kb is what the camera button adds where the browser has no BarcodeDetector (the
//   decoder and zxing-wasm's loader; scan_camera_decoder_wasm_gzip_kb its .wasm besides), label_codes_js_gzip_kb what
//   the first labels drawn add.
// bench: label_screen_js_gzip_kb — the same for the label screen (/admin/barcode) as it opens.
// bench: sw_precache_kb — the bytes (uncompressed, as workbox counts them) the service worker precaches on install,
//   and sw_precache_entries their number; sw_precache_shell_kb the shell's part of it. The rest of the build is cached
//   at runtime on first use (pwa/sw/sw.ts).
// Budgets (issue 46 point 3), printed beside their lines: these bytes are the same at smoke size, so a figure over its
// budget fails the bench, and with it npm test's bench smoke (tests/bench/smoke.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/support/browser';
import { buildUser } from '../../tests/support/factories';
import { startTestServer } from '../../tests/support/server';
import { signInAs } from '../../tests/e2e/pages/signIn';
import { waitForQuiet } from '../../tests/e2e/pages/quiet';
import { ensureBuilt, failOnMissedTargets, print, type Target } from './support';

export const lines = [
  'scan_screen_js_gzip_kb',
  'scan_camera_decoder_js_gzip_kb',
  'scan_camera_decoder_wasm_gzip_kb',
  'label_screen_js_gzip_kb',
  'label_codes_js_gzip_kb',
  'sw_precache_kb',
  'sw_precache_shell_kb',
  'sw_precache_entries',
] as const;

const BUDGETS: Partial<Record<(typeof lines)[number], Target>> = {
  scan_screen_js_gzip_kb: { max: 60 },
  label_screen_js_gzip_kb: { max: 40 },
  sw_precache_shell_kb: { max: 1500 },
};

const DIST = 'dist';
const MANIFEST = path.join(DIST, '.vite/manifest.json');
// Manifest keys (relative to pwa/) whose static imports make the back-office shell.
const SHELL = ['index.html', 'main.tsx', 'app/layouts/BackofficeLayout.tsx', 'ui/i18nCatalogues.ts', 'ui/fullRecipes.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
}

const readManifest = () => JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;

/** The files of these manifest keys and of everything they import statically. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(`/${chunk.file}`);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

const gzipKb = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
  return bytes / 1024;
};

/** The precache manifest workbox wrote into sw.js (JSON in place of self.__WB_MANIFEST): each entry's url, sized from dist/. */
function precacheEntries(): { url: string; bytes: number }[] {
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => ({
    url: url as string,
    bytes: fs.statSync(path.join(DIST, url as string)).size,
  }));
  // generateSW wrote them in another form: a format that changes again must fail here, not print 0 kB.
  if (!entries.length) throw new Error('no precache entries found in dist/sw.js');
  return entries;
}

export async function run(): Promise<void> {
  ensureBuilt();
  const manifest = readManifest();
  // The service worker's registration (vite-plugin-pwa's, workbox-window) loads on every page as well.
  const shell = closure(manifest, [...SHELL, ...Object.keys(manifest).filter((key) => key.includes('workbox-window'))]);
  const server = await startTestServer({ seedDemo: false });
  const browser = await launchBrowser();
  try {
    const owner = await buildUser(server, { roles: ['owner'] });
    // No service worker: every script comes from the network, and routing keeps the HTTP cache out of the count.
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    let scripts = new Set<string>();
    await context.route('**/assets/*.js', (route) => {
      scripts.add(new URL(route.request().url()).pathname);
      return route.continue();
    });
    const page = await context.newPage();
    await signInAs(page, owner.email, undefined, 'en');
    const screens = [
      { name: 'scan_screen_js_gzip_kb', path: '/en/admin/activation' },
      { name: 'label_screen_js_gzip_kb', path: '/en/admin/barcode' },
    ] as const;
    for (const screen of screens) {
      await page.goto('about:blank');
      scripts = new Set();
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Not 'networkidle': a signed-in page keeps the server's change stream open.
      await waitForQuiet(page);
      const own = [...scripts].filter((file) => !shell.has(file)).sort();
      const sizes = own.map((file) => `${path.basename(file)} ${gzipKb([file]).toFixed(1)}`);
      console.error(
        `  ${screen.path} beyond the shell (${gzipKb([...scripts].filter((f) => shell.has(f))).toFixed(0)} kB): ${sizes.join(', ')}`,
      );
      print(screen.name, Number(gzipKb(own).toFixed(1)), 'kB', BUDGETS[screen.name]);
      // What a user's action adds (not counted above): the camera button's first press; the first labels drawn.
      const later =
        screen.name === 'scan_screen_js_gzip_kb' ? ['scan/cameraDecoder.ts', 'scan/wasmDecoder.ts'] : ['features/labels/codes.ts'];
      const added = [...closure(manifest, later)].filter((file) => !scripts.has(file) && !shell.has(file));
      print(
        screen.name === 'scan_screen_js_gzip_kb' ? 'scan_camera_decoder_js_gzip_kb' : 'label_codes_js_gzip_kb',
        Number(gzipKb(added).toFixed(1)),
        'kB',
      );
      if (screen.name === 'scan_screen_js_gzip_kb') {
        const wasm = (manifest['scan/wasmDecoder.ts']?.assets ?? []).map((file) => `/${file}`);
        print('scan_camera_decoder_wasm_gzip_kb', Number(gzipKb(wasm).toFixed(1)), 'kB');
      }
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  const entries = precacheEntries();
  const total = entries.reduce((sum, e) => sum + e.bytes, 0);
  const largest = [...entries].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.error(`  largest precached: ${largest.map((e) => `${path.basename(e.url)} ${(e.bytes / 1024).toFixed(0)} kB`).join(', ')}`);
  // The shell's part of it (the files counted as shell above, and everything outside assets/); the rest is the
  // seller's offline screens and the public pages (vite.config.ts, PRECACHED_MODULES).
  const shellBytes = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(`/${e.url}`)).reduce((sum, e) => sum + e.bytes, 0);
  print('sw_precache_kb', Math.round(total / 1024), 'kB');
  print('sw_precache_shell_kb', Math.round(shellBytes / 1024), 'kB', BUDGETS.sw_precache_shell_kb);
  print('sw_precache_entries', entries.length, 'entries');
  failOnMissedTargets();
}
