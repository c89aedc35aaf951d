import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/modules/auth/demoAccounts';
import { openPage } from '../support/browser';
import { buildUser, TEST_PASSWORD } from '../support/factories';
import { SignInPage } from './pages/AuthPages';
import { BackofficeMenu } from './pages/IamPages';
import { navigateInApp } from './pages/inApp';
import { signInAs, signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// The access contract as each demo account meets it on a phone (390 × 844), in
// both languages: sign in, land on a screen that is not 403, and open every
// entry of the menu it is shown, none of which may answer 403 (shared/access).

// No drawer animations: a step then costs its screen, not the menu's slide.
const PHONE = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' } as const;
const NARROW_PHONE = { viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' } as const;
const DEMO_PASSWORD = 'demo12345';

/** Where each demo account lands after signing in (under /{lang}). */
const LANDING: Record<string, string> = {
  'owner@demo.test': '/admin',
  'admin@demo.test': '/admin',
  'editor@demo.test': '/admin',
  'viewer@demo.test': '/admin',
  'seller@demo.test': '/admin/activation',
  'distributor@demo.test': '/admin/activation',
};

const e2e = useE2e({ server: { demoPassword: DEMO_PASSWORD }, owner: false });

/** The page's path without a trailing slash (the Home entry links to /admin/). */
const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/\/$/, '');

/** The paths of the entries the side menu shows, read from the drawer a phone opens. */
async function menuPaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
  const nav = new BackofficeMenu(page).nav();
  await nav.waitFor();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
  await page.keyboard.press('Escape');
  return hrefs;
}

/** Counts the page's GraphQL requests in flight, so a test can wait for a screen's data to arrive. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isGraphql = (url: string) => new URL(url).pathname === '/graphql';
  page.on('request', (r) => isGraphql(r.url()) && (inFlight++, (lastChange = Date.now())));
  const done = (r: { url(): string }) => isGraphql(r.url()) && (inFlight--, (lastChange = Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no request has been in flight for `quiet` ms. */
    async settled(quiet = 150): Promise<void> {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quiet)) await page.waitForTimeout(50);
    },
  };
}

/**
 * Opens one menu entry's address inside the running app, as its link does
 * (history.pushState and a popstate for the router: the drawer's slide is
 * left out, it costs a second a step), and waits for the screen's data, or a 403.
 */
async function openEntry(page: Page, path: string, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await navigateInApp(page, path);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path || url.pathname.endsWith('/403'));
  // A screen whose data answers 403 moves to /403 once that answer arrives.
  await requests.settled();
}

// The walks run side by side (the e2e project's maxConcurrency): each waits mostly on its own screens' answers, so two
// or three at once share the machine well. Each test therefore uses its own context's expect and onTestFinished.
for (const language of ['ar', 'en'] as const) {
  describe.concurrent(`every demo account on a phone, in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    for (const account of DEMO_ACCOUNTS) {
      it(`${account.email} lands on its own first screen, and no menu entry answers 403`, async ({ expect, onTestFinished }) => {
        // An outlet's phone may be 360 px wide: none of its screens may scroll sideways there.
        const outlet = account.userType === 'seller';
        const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, outlet ? NARROW_PHONE : PHONE, onTestFinished);
        const requests = trackRequests(page);
        const fitsWidth = async (path: string) => {
          if (!outlet) return;
          const { scroll, client } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(scroll, `${account.email} at ${path} scrolls sideways`).toBeLessThanOrEqual(client);
        };
        try {
          await signInAs(page, account.email, DEMO_PASSWORD, language);
          expect(pathOf(page)).toBe(`/${language}${LANDING[account.email]}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();

          const paths = await menuPaths(page);
          expect(paths.length, 'the menu shows something').toBeGreaterThan(0);
          for (const path of paths) expect(path.startsWith(`/${language}/admin`), path).toBe(true);
          // The last entry through the drawer, as a user opens it; the others by their addresses.
          for (const path of paths.slice(0, -1)) {
            await openEntry(page, path, requests);
            expect(pathOf(page), `${account.email} opening ${path}`).toBe(path);
            await fitsWidth(path);
          }
          const last = paths[paths.length - 1] as string;
          await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
          await new BackofficeMenu(page).nav().locator(`a[href="${last}"], a[href="${last}/"]`).click();
          await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === last || url.pathname.endsWith('/403'));
          await requests.settled();
          expect(pathOf(page), `${account.email} opening ${last}`).toBe(last);
          await fitsWidth(last);
          await openEntry(page, `/${language}/admin/outbox`, requests);
          await fitsWidth('the outbox');
          expect(
            errors.filter((e) => e.includes('403')),
            'no 403 answer on the way',
          ).toEqual([]);
        } finally {
          await context.close();
        }
        // Its time is its own work, every screen of the account's menu and their answers (the owner's: all of them),
        // three walks at once: over the e2e 60 s at load 15 (CI run ci-m).
      }, 180_000);
    }

    it('an account with no role lands on the pending screen, and a typed admin URL outside its access answers 403', async ({
      onTestFinished,
    }) => {
      const pending = await buildUser(e2e.server, { roles: [], email: `pending-${language}@test.example` });
      const { page, context } = await openPage(e2e.browser, e2e.server.url, PHONE, onTestFinished);
      try {
        const signIn = new SignInPage(page);
        await signIn.open(language);
        await signIn.signIn(pending.email, TEST_PASSWORD);
        await page.waitForURL(`**/${language}/auth/pending-permissions`);
      } finally {
        await context.close();
      }
      // The seller may not read the settings: typing their address shows the 403 page.
      const seller = await openPage(e2e.browser, e2e.server.url, PHONE, onTestFinished);
      try {
        await signInAt(seller.page, 'seller@demo.test', `/${language}/admin/settings`, DEMO_PASSWORD);
        await seller.page.waitForURL(`**/${language}/403`);
        await seller.page.getByText('403').first().waitFor();
      } finally {
        await seller.context.close();
      }
    });
  });
}
