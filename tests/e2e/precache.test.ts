import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { buildSeller } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { buildOutletAccount } from '../support/outlets';
import { qrFrame, writeY4M } from '../support/y4m';
import { ScanScreen } from './pages/ScanScreen';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 21: the service worker precaches the shell and the seller's offline screens, the camera's decoder among
// them; everything else is cached when first used (vite.config.ts, docs/decisions.md).

const e2e = useE2e({ browser: false });
let restorer: BuiltUser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-precache-'));

beforeAll(async () => {
  restorer = await buildUser(e2e.server, { roles: ['exportEditor'] });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Signed in, on `path`, reloaded under the installed service worker. */
async function controlled(page: Page, email: string, path: string): Promise<void> {
  await signInAs(page, email);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** The built files each cache holds, by cache name. */
function cachedAssets(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/assets/'));
    }
    return out;
  });
}

describe('precache and runtime cache', () => {
  // Arabic: a seller whose phone reloads the tab offline. English: an owner who lands on the dashboard and walks to
  // the scan screens offline without a reload, so every one of them comes from the precache, none from memory.
  for (const [lang, words, who] of [
    ['ar', { menu: 'فتح القائمة', screens: ['التفعيل', 'التصدير', 'استرجاع الأصناف'], outbox: 'صندوق الإرسال' }, 'seller'],
    ['en', { menu: 'Open menu', screens: ['Activation', 'Exportation', 'Restore Items'], outbox: 'Outbox' }, 'owner'],
  ] as const) {
    it(`first visit, then offline: every scan screen and the outbox open from the precache (${who}, ${lang}, 360 px)`, async () => {
      const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: `Outlet ${lang}` });
      const user =
        who === 'seller' ? await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor', 'exportEditor']) : e2e.owner;
      const browser = await launchBrowser();
      try {
        const { page, context } = await openPage(browser, e2e.server.url, { viewport: { width: 360, height: 780 } });
        await signInAs(page, user.email, undefined, lang);
        // The worker takes the page it was installed from over (clientsClaim): its next screens come through it.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await goOffline(e2e.server, page, context);
        try {
          if (who === 'seller') await page.reload();
          for (const title of words.screens) {
            await page.getByRole('button', { name: words.menu }).click();
            await page.getByRole('dialog').getByRole('link', { name: title, exact: true }).click();
            await page.getByRole('heading', { level: 1, name: title }).waitFor();
          }
          await page.getByTestId('sync-status').click();
          await page.getByRole('heading', { level: 1, name: words.outbox }).waitFor();
        } finally {
          await goOnline(e2e.server, context);
        }
      } finally {
        await browser.close();
      }
    });
  }

  it('scans with the camera offline though the camera never started online: its decoder was precached', { timeout: 90_000 }, async () => {
    const video = path.join(dir, 'qr.y4m');
    writeY4M(video, qrFrame('https://aqua.example/w/PRD-2611-000123'));
    const browser: Browser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { page, context } = await openPage(browser, e2e.server.url);
      await context.grantPermissions(['camera']);
      await controlled(page, restorer.email, '/en/admin/restore');
      const precached = Object.entries(await cachedAssets(page))
        .filter(([name]) => name.startsWith('workbox-precache'))
        .flatMap(([, files]) => files);
      expect(precached.some((file) => file.includes('/cameraDecoder-'))).toBe(true);
      // Chromium here has no BarcodeDetector: the camera reads with zxing-cpp, whose WebAssembly is the PWA's own file.
      expect(precached.some((file) => /\/wasmDecoder-.*\.js/.test(file))).toBe(true);
      expect(precached.some((file) => /\/zxing_reader-.*\.wasm/.test(file))).toBe(true);
      // The dashboard's charts and the label codes are not installed up front.
      expect(precached.some((file) => /\/(dashboard|codes)-/.test(file))).toBe(false);
      await goOffline(e2e.server, page, context);
      try {
        const screen = new ScanScreen(page);
        await screen.cameraButton().click();
        await screen.row('PRD2611000123').waitFor({ timeout: 20_000 });
      } finally {
        await goOnline(e2e.server, context);
      }
    } finally {
      await browser.close();
    }
  });

  it('opens a screen offline that was opened once online, from the runtime cache', async () => {
    const browser = await launchBrowser();
    try {
      const { page, context } = await openPage(browser, e2e.server.url);
      await controlled(page, e2e.owner.email, '/en/admin/barcode');
      const runtime = (await cachedAssets(page)).assets ?? [];
      expect(runtime.some((file) => file.includes('/BarcodePage-'))).toBe(true);
      await goOffline(e2e.server, page, context);
      try {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Barcode' }).waitFor();
        expect(await page.getByTestId('zpl-panel').count()).toBe(1);
      } finally {
        await goOnline(e2e.server, context);
      }
    } finally {
      await browser.close();
    }
  });

  it('says a screen whose code is not on this device needs a connection, not that the server failed; its button leads to a screen that opens (Arabic)', async () => {
    const browser = await launchBrowser();
    try {
      const { page, context } = await openPage(browser, e2e.server.url);
      await controlled(page, e2e.owner.email, '/ar/admin/activation');
      // Every screen the account reaches is cached after sign-in (warmScreens.ts); the offers list's code is then
      // taken out of the caches (the worker's and the browser's), as a device whose warm-up never reached it.
      await page.waitForFunction(() => localStorage.getItem('screensCached') !== null, undefined, { timeout: 90_000 });
      await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) if (/\/OffersListPage-/.test(request.url)) await cache.delete(request);
        }
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await goOffline(e2e.server, page, context);
      try {
        // A fresh page: the warm-up's modules are no longer in memory.
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByRole('link', { name: 'العروض', exact: true }).first().click();
        await page.getByRole('heading', { level: 1, name: 'غير متصل' }).waitFor();
        expect(await page.getByTestId('error-message').textContent()).toContain('تحتاج إلى اتصال');
        expect(await page.getByText('500').count()).toBe(0);
        // Back to the account's own first screen, which its cached code opens offline: not this page again.
        await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
        // The owner's: the overview, whose code was cached at sign-in.
        await page.getByRole('heading', { level: 1, name: 'الرئيسية' }).waitFor();
        expect(await page.getByRole('heading', { level: 1, name: 'غير متصل' }).count()).toBe(0);
      } finally {
        await goOnline(e2e.server, context);
      }
    } finally {
      await browser.close();
    }
  });
});
