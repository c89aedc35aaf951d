import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { registrationId } from './pages/serviceWorker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { SignInPage } from './pages/AuthPages';
import { useE2e } from './fixture';

// The service worker's own code (pwa/sw/sw.ts): the update a user chooses, and the outbox's Background Sync
// (issue 41). The server serves a copy of dist/, whose sw.js a test changes to publish a new version.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-sw-'));
const staticDir = path.join(dir, 'dist');
beforeAll(() => {
  fs.cpSync(fileURLToPath(new URL('../../dist', import.meta.url)), staticDir, { recursive: true });
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

// Registered after the copy's hook: the server starts on the copy.
const e2e = useE2e({ server: () => ({ seedDemo: false, staticDir }), owner: false, serviceWorker: true, backgroundSync: true });

/** The page once the installed worker controls it. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the service worker has posted to this page since the call. */
async function collectMessages(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { swMessages: seen });
    navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    navigator.serviceWorker.startMessages();
  });
  return () => page.evaluate(() => (window as unknown as { swMessages: unknown[] }).swMessages);
}

describe('an update waits for the user', () => {
  for (const [lang, words] of [
    ['ar', { available: 'يتوفر إصدار جديد.', reload: 'إعادة التحميل' }],
    ['en', { available: 'A new version is available.', reload: 'Reload' }],
  ] as const) {
    it(`a new version waits until "${words.reload}", then takes the page over (${lang}, 360 px)`, async () => {
      const { page } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 780 } });
      await new SignInPage(page).open(lang);
      await controlled(page);
      // The app as a user finds it on a later visit: started under the installed worker.
      await page.reload();
      await controlled(page);
      // A new build: the same worker with other bytes.
      fs.appendFileSync(path.join(staticDir, 'sw.js'), `\n// ${lang} ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await page.getByText(words.available).waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(true);

      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      await page.getByRole('button', { name: words.reload }).click();
      // The waiting worker took over (SKIP_WAITING) and the page reloaded under it.
      await page.waitForFunction(() => !('beforeReload' in window));
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.waiting === null && navigator.serviceWorker.controller !== null;
      });
      await new SignInPage(page).open(lang);
    });
  }
});

describe('Background Sync of the outbox', () => {
  it('answers the browser\'s sync event for "aqua-outbox", and a page\'s "aqua-sync-now", with a drain', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 780 } });
    await new SignInPage(page).open('ar');
    await controlled(page);
    const messages = await collectMessages(page);
    const cdp = await context.newCDPSession(page);
    const origin = new URL(e2e.server.url).origin;
    const id = await registrationId(cdp, origin);

    // Another tag is not the outbox's: no drain.
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: 'other', lastChance: false });
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: 'aqua-outbox', lastChance: false });
    await expect.poll(messages).toEqual([{ type: 'aqua-outbox-drained', via: 'sync', ok: true }]);

    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'aqua-sync-now' }));
    await expect.poll(messages).toEqual([
      { type: 'aqua-outbox-drained', via: 'sync', ok: true },
      { type: 'aqua-outbox-drained', via: 'message', ok: true },
    ]);
  });
});
