import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { buildUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { BackofficeMenu } from './pages/IamPages';
import { signInAs } from './pages/signIn';

// Every back-office screen an owner's menu offers, with the demo's data in
// it, checked by axe-core in Arabic and in English (issue 19): no serious or
// critical violation. In Arabic the same walk counts the words a user reads
// that are in Latin script: fewer than 5 %, codes (anything with a digit:
// serials, models, ids), emails and addresses not counted.

let server: TestServer;
let browser: Browser;
let ownerEmail: string;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  browser = await launchBrowser();
  ownerEmail = (await buildUser(server, { roles: ['owner'] })).email;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('back-office accessibility (axe-core)', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`finds no serious or critical violation on any screen of the owner's menu (${language})`, async () => {
      const { page } = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
      await signInAs(page, ownerEmail, undefined, language);
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
      for (const path of paths) {
        await page.goto(path);
        await page.locator('h1').first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        const counted = await page.evaluate(() => {
          const read = document.body.innerText.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
          return { all: read.length, latin: read.filter((w) => /[A-Za-z]/.test(w) && !/@|\d|:\/\//.test(w)).length };
        });
        words.all += counted.all;
        words.latin += counted.latin;
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
          found.push(
            `${path} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
      }
      expect(found).toEqual([]);
      if (language === 'ar') {
        console.log(`Latin-script words on the owner's screens in Arabic: ${words.latin} of ${words.all}`);
        expect(words.latin / words.all).toBeLessThan(0.05);
      }
    }, 300_000);
  }
});
