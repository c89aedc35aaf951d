import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, TEST_PASSWORD } from '../support/factories';
import { goOffline, goOnline } from '../support/network';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../support/items';
import { SignInPage } from './pages/AuthPages';
import { Picker } from './pages/Picker';
import { ScanScreen } from './pages/ScanScreen';
import { openInApp } from './pages/inApp';
import { useE2e } from './fixture';

// Issue 21: a device's first sync of its items shows how far it got ("12,000 of 50,000 items"), and what it
// pulled is there offline. 1,500 items in stock: a full page of 1,000 and a short one.

const ITEMS = 1_500;
const e2e = useE2e({ serviceWorker: true });
let serials: string[];
let catalogId: string;
let outlet: string;

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'فرع سموحة' });
  catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'RO system' });
  serials = await buildItems(e2e.server, e2e.owner.token, ITEMS, catalogId);
  for (let start = 0; start < ITEMS; start += 100) {
    await push(
      e2e.server,
      e2e.owner.token,
      serials.slice(start, start + 100).map((s) => action('factoryExport', s)),
    );
  }
}, 120_000);

describe('first sync', () => {
  it(
    'shows "n of 1,500 items" in Arabic on a 360 px phone while the items come, then finds them offline; once caught up, pulls without the worker',
    { timeout: 120_000 },
    async () => {
      const stock = await buildUser(e2e.server, { roles: ['exportEditor'] });
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 740 } });
      // Issue 32: the pages are parsed and written by a Web Worker, so the screen never freezes while they come.
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      let fresh: string[] = [];
      try {
        // A slow network: each page of items takes a second longer to come, so the progress is on screen long enough to read.
        await context.route('**/graphql', async (route) => {
          if (route.request().postData()?.includes('ItemPull')) await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        const signIn = new SignInPage(page);
        await signIn.open('ar');
        await signIn.signIn(stock.email, TEST_PASSWORD);

        const progress = page.getByTestId('first-sync');
        await progress.getByText(/^[٠-٩٬]+ من ١٬٥٠٠ منتج$/).waitFor();
        expect(await progress.getByText('جارٍ تنزيل منتجاتك للعمل دون اتصال').isVisible()).toBe(true);
        // Named as it reads, not just a percentage.
        expect(
          await progress.getByRole('progressbar', { name: /^جارٍ تنزيل منتجاتك للعمل دون اتصال: [٠-٩٬]+ من ١٬٥٠٠ منتج$/ }).count(),
        ).toBe(1);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        expect(workers.some((url) => /\/itemPull\.worker-[\w-]+\.js$/.test(url))).toBe(true);
        await expect.poll(() => progress.count(), { timeout: 60_000 }).toBe(0);
        await context.unroute('**/graphql');

        await findsOffline(page, context);
        await goOnline(e2e.server, context);

        // Issue 46: a device already up to date loads no worker (its script is 107 kB); what changed since, a few
        // items here, comes down on the page itself.
        fresh = await buildItems(e2e.server, e2e.owner.token, 3, catalogId);
        await push(
          e2e.server,
          e2e.owner.token,
          fresh.map((s) => action('factoryExport', s)),
        );
        workers.length = 0;
        // A pull answered to the page before the reload has no body left to read once it is gone: not the one awaited.
        const pulled = page.waitForResponse(async (response) =>
          Boolean(
            response.request().postData()?.includes('ItemPull') && (await response.text().catch(() => '')).includes(fresh[0] as string),
          ),
        );
        // The exportation screen comes back as it was left, its outlet chosen (the draft stays across reloads).
        await page.reload();
        await pulled;
        await goOffline(e2e.server, page, context);
        await foundOnDevice(page, fresh);
        await goOnline(e2e.server, context);
        expect(workers).toEqual([]);
      } finally {
        await context.close();
        // Out of the stock again: the next test's (or this one's retry's) first sync counts 1,500.
        if (fresh.length)
          await push(
            e2e.server,
            e2e.owner.token,
            fresh.map((s) => action('export', s, { sellerId: outlet })),
          );
      }
    },
  );

  it(
    'pulls on the page itself when the worker cannot start (its script not served), and the items are there offline',
    { timeout: 120_000 },
    async () => {
      const stock = await buildUser(e2e.server, { roles: ['exportEditor'] });
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 740 } });
      try {
        let refused = 0;
        await context.route('**/assets/itemPull.worker-*.js', (route) => {
          refused++;
          return route.fulfill({ status: 404, body: '' });
        });
        await context.route('**/graphql', async (route) => {
          if (route.request().postData()?.includes('ItemPull')) await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        const signIn = new SignInPage(page);
        await signIn.open('ar');
        await signIn.signIn(stock.email, TEST_PASSWORD);
        const progress = page.getByTestId('first-sync');
        await progress.getByText(/^[٠-٩٬]+ من ١٬٥٠٠ منتج$/).waitFor();
        await expect.poll(() => progress.count(), { timeout: 60_000 }).toBe(0);
        await context.unroute('**/graphql');
        expect(refused).toBeGreaterThan(0);
        await findsOffline(page, context);
        await goOnline(e2e.server, context);
      } finally {
        await context.close();
      }
    },
  );
});

/**
 * The exportation screen offline: the first and last serials are found on the device, by the page that pulled them
 * (the account lands on this screen after its sign-in, so it is reached through the app, not loaded again).
 */
async function findsOffline(page: Page, context: BrowserContext) {
  await openInApp(page, '/ar/admin/exportation');
  await page.getByRole('heading', { name: 'التصدير' }).waitFor();
  await Picker.labelled(page, 'الفرع أو الموزع').pick('سموحة', 'فرع سموحة', 60_000);
  await page.getByRole('button', { name: 'التالي' }).click();
  await goOffline(e2e.server, page, context);
  await foundOnDevice(page, [serials[0] as string, serials[ITEMS - 1] as string]);
}

/** Each serial scanned on the open scan screen is found on the device: its name, not "not on this device yet". */
async function foundOnDevice(page: Page, found: string[]) {
  const screen = new ScanScreen(page);
  for (const serial of found) {
    await screen.wedge(serial, 2);
    const card = page.locator(`[data-card-serial="${serial}"]`);
    await card.waitFor();
    await card.getByText('RO system').waitFor();
    expect(await card.getByText('غير موجود على هذا الجهاز بعد').count()).toBe(0);
  }
}
