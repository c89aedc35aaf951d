import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildCatalogEntry, buildItems } from '../support/items';
import { useE2e } from './fixture';

// Public §2: a progress bar while a page loads; a record without a photo shows
// the default picture, never the browser's broken-image icon.

const e2e = useE2e();
let serial: string;

beforeAll(async () => {
  const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'No photo filter' });
  [serial] = (await buildItems(e2e.server, e2e.owner.token, 1, catalogId)) as [string];
});

describe('navigation feedback', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`shows the default picture for an item without one, and a progress bar while a slow page loads (${language})`, async () => {
      // No service worker: its cached reads would answer without passing the slowed route.
      const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' });
      await page.goto(`/${language}/w/${serial}`);
      const photo = page.locator('img[data-no-photo]');
      await photo.waitFor();
      // Loaded, not broken: the default picture has a size of its own.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // The warranty page is the brand's, with no way into the club's site: go from the sign-in screen's logo to the
      // home page, whose data answers a second late: the bar runs meanwhile, then goes.
      await page.goto(`/${language}/auth/signin`);
      await page.getByLabel(language === 'ar' ? /^البريد الإلكتروني/ : /^Email/).waitFor();
      await context.route(
        (url) => url.pathname === '/graphql',
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1200));
          await route.continue();
        },
      );
      await page.getByRole('link', { name: language === 'ar' ? 'نادي أكوا' : 'Aqua Club' }).click();
      const bar = page.getByTestId('nav-progress');
      await bar.waitFor({ timeout: 5_000 });
      expect(await bar.getAttribute('role')).toBe('progressbar');
      await bar.waitFor({ state: 'detached', timeout: 15_000 });
      expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
