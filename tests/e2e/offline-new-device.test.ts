import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { goOffline, goOnline } from '../support/network';
import { buildCounter, placeItems } from '../support/outlets';
import { sellersPhone } from './pages/device';
import { openInApp } from './pages/inApp';
import { useE2e } from './fixture';

// Issue 29 point 5: on a phone that has only signed in once, every screen the account's roles reach opens offline
// (their code is cached at sign-in), the items list shows the device's own items, and no screen is a dead end.

const e2e = useE2e({ browser: false });

const OFFLINE_PAGE = 'لم تُفتح هذه الشاشة على هذا الجهاز من قبل';

async function noDeadEnd(page: Page) {
  expect(await page.getByText(OFFLINE_PAGE).count()).toBe(0);
}

describe('a new phone, offline after its first sign-in (ar, 360 px)', () => {
  it('opens the items list with the device’s own items, the profile and the back-office home', async () => {
    const { outlet, catalogId, seller } = await buildCounter(e2e.server, e2e.owner.token, { outlet: 'فرع سموحة', catalog: 'جهاز تحلية' });
    const serials = await placeItems(e2e.server, e2e.owner.token, outlet, 3, catalogId);
    const browser = await launchBrowser();
    try {
      // Only the sign-in and its landing screen were ever opened on this phone.
      const { page, context } = await sellersPhone(browser, e2e.server.url, seller, serials);
      // The screens' code is cached in the background after the sign-in.
      await page.waitForFunction(() => localStorage.getItem('screensCached') !== null, undefined, { timeout: 60_000 });
      await goOffline(e2e.server, page, context);
      try {
        // The app opened again offline, at the back-office home: for an account that may not read the overview, its
        // landing screen.
        await page.goto('/ar/admin');
        await page.getByRole('heading', { name: 'التفعيل', level: 1 }).waitFor();
        await noDeadEnd(page);

        // From there through the app, as the seller taps the menu: each screen's code comes from the cache.
        await openInApp(page, '/ar/admin/items');
        await page.getByRole('heading', { name: 'قاعدة البيانات', level: 1 }).waitFor();
        for (const serial of serials) await page.getByText(serial).first().waitFor();
        await page.getByText('غير متصل: المنتجات المحفوظة على هذا الجهاز').waitFor();
        await noDeadEnd(page);

        await openInApp(page, '/ar/admin/profile');
        await page.getByRole('heading', { name: 'ملفي الشخصي', level: 1 }).waitFor();
        expect(await page.getByText(seller.email).count()).toBeGreaterThan(0);
        await noDeadEnd(page);
      } finally {
        await goOnline(e2e.server, context);
      }
    } finally {
      await browser.close();
    }
  }, 180_000);
});
