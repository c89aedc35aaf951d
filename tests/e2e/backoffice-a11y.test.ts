import type { Page, Request } from 'playwright-core';
import { SYNC_EVENTS_PATH } from '../../shared/sync';
import { describe, it, type ExpectStatic } from 'vitest';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { BackofficeMenu } from './pages/IamPages';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// Every back-office screen an owner's menu offers, with the demo's data in
// it, checked by axe-core in Arabic and in English (issue 19): no serious or
// critical violation. In Arabic the same walk counts the words a user reads
// that are in Latin script: fewer than 5 %, codes (anything with a digit:
// serials, models, ids), emails and addresses not counted.

const e2e = useE2e({ server: { seedDemo: true } });

/** Waits until no request has been in flight for 200 ms (networkidle's 500 ms, per screen, doubled this walk). */
function networkSettled(page: Page, expect: ExpectStatic): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  // The server's poke stream stays open for as long as the account is signed in: not a request to wait for.
  const counted = (request: Request) => new URL(request.url()).pathname !== SYNC_EVENTS_PATH;
  page.on('request', (request) => counted(request) && change(1));
  page.on('requestfinished', (request) => counted(request) && change(-1));
  page.on('requestfailed', (request) => counted(request) && change(-1));
  return () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 200, { timeout: 10_000, interval: 50 }).toBe(true);
}

// The four walks run side by side (the e2e project's maxConcurrency), each with its own context's expect and
// onTestFinished: each waits mostly on its screens' answers.
describe.concurrent('back-office accessibility (axe-core)', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`finds no serious or critical violation on any screen of the owner's menu (${language})`, async ({ expect, onTestFinished }) => {
      const { page } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } }, onTestFinished);
      await signInAs(page, e2e.owner.email, undefined, language);
      const menu = new BackofficeMenu(page);
      await menu.nav().waitFor();
      const paths = [
        ...new Set(
          await menu
            .nav()
            .locator('a[href*="/admin"]')
            .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
        ),
      ];
      expect(paths.length).toBeGreaterThan(10);
      const found: string[] = [];
      const words = { all: 0, latin: 0 };
      const settled = networkSettled(page, expect);
      for (const [index, path] of paths.entries()) {
        // Through the menu, as a user goes: the app stays loaded between screens.
        await menu.nav().locator(`a[href="${path}"]`).first().click();
        await page.waitForURL((url) => url.pathname === path);
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        await settled();
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        const counted = await page.evaluate(() => {
          const read = document.body.innerText.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
          return { all: read.length, latin: read.filter((w) => /[A-Za-z]/.test(w) && !/@|\d|:\/\//.test(w)).length };
        });
        words.all += counted.all;
        words.latin += counted.latin;
        // The menu and header are the same on every screen: checked whole on the first, then each screen's main.
        found.push(...(await seriousViolations(page, path, index === 0 ? undefined : '#main')));
      }
      expect(found).toEqual([]);
      if (language === 'ar') {
        console.log(`Latin-script words on the owner's screens in Arabic: ${words.latin} of ${words.all}`);
        expect(words.latin / words.all).toBeLessThan(0.05);
      }
    }, 300_000);
  }

  for (const language of ['ar', 'en'] as const) {
    it(`finds none with a dialog open: delete, export, and the phone's menu (${language})`, async ({ expect, onTestFinished }) => {
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } }, onTestFinished);
      try {
        await signInAs(page, e2e.owner.email, undefined, language);
        const found: string[] = [];
        await page.goto(`/${language}/admin/products`);
        await page
          .getByRole('button', { name: language === 'ar' ? /^حذف / : /^Delete / })
          .first()
          .click();
        await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor();
        found.push(...(await seriousViolations(page, 'delete dialog')));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: language === 'ar' ? 'تصدير' : 'Export' }).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await seriousViolations(page, 'export dialog')));
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto(`/${language}/admin/items`);
        await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await seriousViolations(page, 'menu drawer at 360 px')));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
