import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { navigateInApp } from './pages/inApp';
import { useE2e } from './fixture';

// Issue 30, point 4: the anonymous read budget (server/graphql/anonymousBudget.ts) is sized for people. A visitor
// going through every public page and a record of each list, in both languages, one page after the other as
// fast as they load, in the app (each page's reads from the browser, not the server's render), never meets it.

const e2e = useE2e({ server: {}, owner: false });

const LISTS = [
  '',
  '/news',
  '/article',
  '/auctions',
  '/offers',
  '/branches',
  '/restaurant',
  '/media',
  '/clinic',
  '/cultural-service',
  '/telecom',
  '/library',
  '/parking',
  '/medical-discounts',
  '/restaurants-discounts',
  '/adminstration',
  '/kindergarten',
  '/non-athletes',
  '/general-assembly',
  '/live',
  '/first-team',
];

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));

/** A navigation inside the running app (as a click on a link): the page's data comes over /graphql. */
async function visit(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('a visitor browsing the public site', () => {
  it('reads every list and a record of each, in both languages, and never gets a 429', async () => {
    const { page } = await openPage(e2e.browser, e2e.server.url);
    const reads: Array<{ status: number; url: string }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/graphql') reads.push({ status: response.status(), url: response.url() });
    });
    for (const language of ['ar', 'en'] as const) {
      await page.goto(`/${language}`);
      await page.mouse.move(20, 20);
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      for (const list of LISTS) {
        await visit(page, `/${language}${list}`);
        // The first record the list links to, as a visitor opening one.
        const detail = await page.$$eval(
          'main a[href]',
          (links, prefix) => links.map((a) => a.getAttribute('href') ?? '').find((href) => href.startsWith(prefix) && /\/\d+$/.test(href)),
          `/${language}${list}/`,
        );
        if (detail) await visit(page, detail);
      }
    }
    const refused = reads.filter((read) => read.status === 429);
    console.info(`public browsing: ${reads.length} reads over /graphql, ${refused.length} refused`);
    expect(reads.length).toBeGreaterThan(40);
    expect(refused).toEqual([]);
  }, 300_000);
});
