import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { DAY_MS, skewClock } from '../support/clock';
import { setPhoneNetwork, startFaultProxy, type FaultProxy } from '../support/faultProxy';
import { TEST_PASSWORD } from '../support/factories';
import { buildCounter } from '../support/outlets';
import { signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// The fault model's harness (issue 41) in a real Chromium: a phone's clock off by days in its page, its workers and
// its service worker, and the built app reached through a phone's fault proxy that goes silent and comes back.

const e2e = useE2e({ serviceWorker: true });

/** How far the phone's Date is from this process's, give or take a loaded machine's delays. */
const offBy = (phoneNow: number) => Math.round((phoneNow - Date.now()) / 60_000) * 60_000;

// A page, a module worker (named as Vite names them, served gzipped as the server serves them) and a service worker,
// each telling its Date.
const CLOCK_SITE: Record<string, [string, string]> = {
  '/': [
    'text/html',
    `<!doctype html><title>clock</title><script>
      const started = [];
      window.startWorker = () => { const w = new Worker('/assets/clock.worker-test.js', { type: 'module' }); started.push(w); return started.length - 1; };
      window.askWorker = (i) => new Promise((resolve) => { started[i].onmessage = (e) => resolve(e.data); started[i].postMessage('now'); });
    </script>`,
  ],
  '/assets/clock.worker-test.js': [
    'text/javascript',
    `const atStart = Date.now();
     self.onmessage = () => postMessage({ atStart, now: Date.now(), from: globalThis.__aquaClockSkew?.from ?? null });`,
  ],
  '/sw.js': [
    'text/javascript',
    `const WORKER = '/assets/clock.worker-test.js';
     self.addEventListener('install', (event) => {
       self.skipWaiting();
       event.waitUntil(caches.open('w').then((cache) => cache.add(WORKER)));
     });
     self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));
     self.addEventListener('fetch', (event) => {
       const path = new URL(event.request.url).pathname;
       if (path === '/sw-now') event.respondWith(new Response(String(Date.now())));
       if (path === WORKER) event.respondWith(caches.match(WORKER));
     });`,
  ],
};

let site: http.Server;
let siteUrl = '';
/** The site answers 503 to everything: what the page gets comes from the service worker's cache. */
let siteDown = false;
beforeAll(async () => {
  site = http.createServer((req, res) => {
    const file = CLOCK_SITE[req.url ?? ''];
    if (siteDown || !file) return void res.writeHead(siteDown ? 503 : 404).end();
    res.writeHead(200, { 'content-type': file[0], 'content-encoding': 'gzip', 'cache-control': 'no-store' }).end(zlib.gzipSync(file[1]));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
  siteUrl = `http://127.0.0.1:${(site.address() as net.AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())));

describe('a phone’s clock off by days', () => {
  it('moves Date in the page, in a worker from its first statement and in the service worker, and leaves timers real', async () => {
    siteDown = false;
    const { context, page } = await openPage(e2e.browser, siteUrl);
    const clock = await skewClock(context, 2 * DAY_MS);
    await page.goto('/');
    expect(offBy(await page.evaluate(() => Date.now()))).toBe(2 * DAY_MS);
    expect(offBy(await page.evaluate(() => new Date().getTime()))).toBe(2 * DAY_MS);
    expect(await page.evaluate(() => new Date(0).toISOString())).toBe('1970-01-01T00:00:00.000Z');
    // Timers and the monotonic clock are the browser's own: nothing runs on a fake schedule.
    expect(await page.evaluate(() => [setTimeout, setInterval, performance.now].map((f) => /\[native code\]/.test(f.toString())))).toEqual([
      true,
      true,
      true,
    ]);

    const first = await page.evaluate(() => window.startWorker());
    const before = await page.evaluate((i) => window.askWorker(i), first);
    expect(before.from).toBe('start');
    expect(offBy(before.atStart)).toBe(2 * DAY_MS);

    await clock.set(-2 * DAY_MS);
    expect(offBy(await page.evaluate(() => Date.now()))).toBe(-2 * DAY_MS);
    expect(offBy((await page.evaluate((i) => window.askWorker(i), first)).now)).toBe(-2 * DAY_MS);
    const second = await page.evaluate((i) => window.askWorker(i), await page.evaluate(() => window.startWorker()));
    expect(offBy(second.atStart)).toBe(-2 * DAY_MS);
    await page.reload();
    expect(offBy(await page.evaluate(() => Date.now()))).toBe(-2 * DAY_MS);

    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    const swNow = () => page.evaluate(() => fetch('/sw-now').then(async (r) => Number(await r.text())));
    await expect.poll(async () => offBy(await swNow())).toBe(-2 * DAY_MS);
    await clock.set(DAY_MS);
    expect(offBy(await swNow())).toBe(DAY_MS);
    // A worker file the service worker cached (its own fetch went through the hook) keeps its prelude.
    siteDown = true;
    const cached = await page.evaluate((i) => window.askWorker(i), await page.evaluate(() => window.startWorker()));
    expect(cached.from).toBe('start');
    expect(offBy(cached.atStart)).toBe(DAY_MS);
  });
});

describe('the app through a phone’s fault proxy (ar, 360 px)', () => {
  let proxy: FaultProxy;
  let seller: Awaited<ReturnType<typeof buildCounter>>['seller'];
  beforeAll(async () => {
    proxy = await startFaultProxy(e2e.server.url);
    ({ seller } = await buildCounter(e2e.server, e2e.owner.token, { outlet: 'Harness outlet', catalog: 'Harness RO' }));
  });
  afterAll(() => proxy?.close());

  it('signs a seller in, goes silent on Wi-Fi without internet, and reaches the server again', async () => {
    // A retry starts on a network that works, whatever the failed attempt left the proxy in.
    proxy.setMode('pass');
    const { context, page } = await openPage(e2e.browser, proxy.url, {
      viewport: { width: 360, height: 780 },
      hasTouch: true,
      isMobile: true,
    });
    const clock = await skewClock(context, -2 * DAY_MS);
    const phone = { context, proxy };
    await signInAt(page, seller.email, '/ar/admin/activation', TEST_PASSWORD);
    await page.getByRole('heading', { name: 'التفعيل' }).waitFor();
    expect(new URL(page.url()).origin).toBe(proxy.url);
    expect(offBy(await page.evaluate(() => Date.now()))).toBe(clock.ms);
    // No worker of the app's to look into here: a device this current pulls on the page and never starts the items
    // pull's worker (pwa/data/sync/itemPull.ts); a worker's Date from its first statement is the test above's.

    await setPhoneNetwork(phone, 'wifiNoInternet');
    const held = proxy.stats().held;
    const sentBefore = proxy.requests().length;
    const silent = page.evaluate(() => {
      const call = { settled: false };
      window.silentCall = call;
      return fetch('/healthz', { cache: 'no-store' })
        .then(
          (r) => r.status,
          () => 'failed',
        )
        .finally(() => (call.settled = true));
    });
    await expect.poll(() => proxy.stats().held).toBeGreaterThan(held);
    // The app's own calls go silent beside it, so the check is that this call is among those held, not the last.
    await expect
      .poll(() => proxy.requests().slice(sentBefore))
      .toContainEqual(expect.objectContaining({ path: '/healthz', mode: 'blackhole' }));
    expect(await page.evaluate(() => [navigator.onLine, window.silentCall?.settled])).toEqual([true, false]);

    // Back online, the held connection is reset. Chromium sends a request again by itself when the connection it
    // met was a kept-alive one that failed before any answer, so the call may fail or be answered now; not before.
    await setPhoneNetwork(phone, 'online');
    expect([200, 'failed']).toContain(await silent);
    const health = await page.evaluate(() => fetch('/healthz', { cache: 'no-store' }).then((r) => r.json() as Promise<{ ok: boolean }>));
    expect(health.ok).toBe(true);
    await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-connection')).toBe('online');
  });
});

declare global {
  interface Window {
    startWorker(): number;
    askWorker(index: number): Promise<{ atStart: number; now: number; from: string | null }>;
    silentCall?: { settled: boolean };
  }
  // A global the clock hook defines in the browser (a `var` is what declares one).
  var __aquaClockSkew: { ms: number; from: 'start' | 'later' } | undefined;
}
