import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import { describe, it, type TestContext } from 'vitest';
import { catalogues } from '../../shared/i18n';
import { openPage } from '../support/browser';
import { buildUser, TEST_PASSWORD } from '../support/factories';
import { gql } from '../support/graphql';
import { signIn } from '../support/session';
import { PublicSite } from './pages/PublicSite';
import { useE2e } from './fixture';

// The public site's smaller rows of the spec, seen as a visitor sees them: the header's label and menus, the footer,
// going back to the top, a list that fails, the member's name and its loading state, the legal pages.

const e2e = useE2e({ server: {}, owner: false });
const LANGUAGES = ['ar', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));

/** What a test running beside others uses of its own context: its expect, and the end that closes its browser context. */
type Ctx = Pick<TestContext, 'expect' | 'onTestFinished'>;

/** The page as the server sends it, in a window wide enough for the header's menus (1024 px and up). */
async function visit(ctx: Ctx, path: string, options: BrowserContextOptions = {}, before?: (page: Page) => Promise<void>) {
  const opened = await openPage(
    e2e.browser,
    e2e.server.url,
    {
      viewport: { width: 1440, height: 900 },
      serviceWorkers: 'block',
      ...options,
    },
    ctx.onTestFinished,
  );
  await before?.(opened.page);
  const app = new PublicSite(opened.page);
  await app.goto(path);
  return { ...opened, app };
}

/** The same, and the app started: a visitor's first pointer move starts it (pwa/boot.ts); from then on links stay in the app. */
async function started(ctx: Ctx, path: string, options: BrowserContextOptions = {}, before?: (page: Page) => Promise<void>) {
  const opened = await visit(ctx, path, options, before);
  await opened.page.mouse.move(2, 2);
  await ctx.expect.poll(() => hydrated(opened.page), { timeout: 15_000 }).toBe(true);
  return opened;
}

// Every test opens its own browser context and waits mostly on its pages: they run side by side (the e2e project's
// maxConcurrency), each with its own context's expect and end (Ctx).
const mainMenu = (page: Page, language: Language) => page.getByRole('navigation', { name: catalogues[language].common.menu.main });

/** Each link's text and address, in order. */
const linksOf = (scope: ReturnType<Page['locator']>) =>
  scope.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));

type Named = { id: string; name: { ar: string; en: string } };
/** What the header and footer are made from: the server's own lists, as an anonymous visitor gets them. */
async function siteLists() {
  const { data } = await gql<{
    sportCategoryList: { rows: Named[] };
    branchList: { rows: Named[] };
    socialMediaList: { rows: Array<Named & { link: string }> };
  }>(
    e2e.server.url,
    `{ sportCategoryList { rows { id name { ar en } } } branchList(pagination: { limit: 50 }) { rows { id name { ar en } } }
       socialMediaList { rows { id name { ar en } link } } }`,
  );
  if (!data) throw new Error('no site lists');
  return { sports: data.sportCategoryList.rows, branches: data.branchList.rows, socials: data.socialMediaList.rows };
}

describe.concurrent('the header', () => {
  for (const language of LANGUAGES) {
    it(`labels the site "beta" beside its name (${language})`, async (ctx) => {
      const { expect } = ctx;
      const { app } = await visit(ctx, `/${language}`);
      const home = app.page.getByRole('banner').getByRole('link', { name: catalogues[language].common.home });
      expect(await home.getByText(catalogues[language].common.beta, { exact: true }).isVisible()).toBe(true);
    });
  }

  for (const language of LANGUAGES) {
    it(`opens club services and sports, whose entries lead to coming soon (${language})`, async (ctx) => {
      const { expect } = ctx;
      const t = catalogues[language].public;
      const { sports } = await siteLists();
      const { app } = await started(ctx, `/${language}`);
      const menu = async (label: string) => {
        const button = mainMenu(app.page, language).getByRole('button', { name: label });
        await button.click();
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        return app.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      };
      const soon = `/${language}/coming-soon`;
      const services = await menu(t.menu.clubServices);
      expect(await linksOf(services)).toEqual([
        [t.menu.serviceCenter, soon],
        [t.menu.membershipAffairs, soon],
        [t.menu.sportsActivities, soon],
        [t.menu.trips, soon],
        [t.sections.generalAssembly, `/${language}/general-assembly`],
      ]);
      await services.getByRole('link', { name: t.menu.trips }).click();
      await app.page.waitForURL(`**${soon}`);
      await expect.poll(() => app.heading().textContent()).toBe(catalogues[language].common.comingSoon.title);

      // Still in the app, on the coming-soon page: the sports dropdown.
      expect(sports.length).toBeGreaterThan(0);
      const sportsMenu = await menu(t.menu.sports);
      expect(await linksOf(sportsMenu)).toEqual([
        [t.sections.firstTeam, `/${language}/first-team`],
        ...sports.map((sport) => [sport.name[language], soon]),
      ]);
      await sportsMenu.getByRole('link', { name: sports[0]!.name[language], exact: true }).click();
      await app.page.waitForURL(`**${soon}`);
      await expect.poll(() => app.heading().textContent()).toBe(catalogues[language].common.comingSoon.title);
    });
  }

  for (const language of LANGUAGES) {
    it(`opens a dropdown 100 ms after the pointer enters, and closes it 100 ms after it leaves (${language})`, async (ctx) => {
      const { expect } = ctx;
      const { app } = await started(ctx, `/${language}`);
      const button = mainMenu(app.page, language).getByRole('button', { name: catalogues[language].public.menu.other });
      // Time stands still but for what the test runs: what is open or closed does not depend on the machine's speed.
      await app.page.clock.install();
      await app.page.clock.pauseAt(Date.now() + 60_000);
      await button.hover();
      await app.page.clock.runFor(99);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await app.page.clock.runFor(1);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await app.page.mouse.move(700, 600);
      await app.page.clock.runFor(99);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await app.page.clock.runFor(1);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    });
  }
});

describe.concurrent('the footer', () => {
  for (const language of LANGUAGES) {
    it(`has the description, social links, sports, services, media, branches, privacy and terms, each going where it says (${language})`, async (ctx) => {
      const { expect } = ctx;
      const t = catalogues[language].public;
      const { sports, branches, socials } = await siteLists();
      const { app } = await visit(ctx, `/${language}`);
      const footer = app.page.getByRole('contentinfo');
      const column = (name: string) => footer.getByRole('navigation', { name });
      const soon = `/${language}/coming-soon`;
      expect(await footer.getByText(t.footer.description, { exact: true }).isVisible()).toBe(true);
      expect(socials.length).toBeGreaterThan(0);
      expect(
        await footer.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => [a.ariaLabel, a.getAttribute('href')])),
      ).toEqual(socials.map((social) => [social.name[language], social.link]));
      expect(await linksOf(column(t.menu.sports))).toEqual(sports.map((sport) => [sport.name[language], soon]));
      expect(await linksOf(column(t.footer.services))).toEqual([
        [t.menu.serviceCenter, soon],
        [t.menu.membershipAffairs, soon],
        [t.menu.sportsActivities, soon],
        [t.menu.trips, soon],
        [t.sections.generalAssembly, `/${language}/general-assembly`],
      ]);
      expect(await linksOf(column(t.sections.media))).toEqual([
        [t.footer.photos, `/${language}/media`],
        [t.footer.videos, `/${language}/media`],
      ]);
      expect(await linksOf(column(t.sections.branches))).toEqual(branches.map((b) => [b.name[language], `/${language}/branch/${b.id}`]));
      for (const [name, path] of [
        [t.sections.privacyPolicy, '/privacy-policy'],
        [t.sections.terms, '/terms-and-conditions'],
      ] as const) {
        await footer.getByRole('link', { name, exact: true }).click();
        await app.page.waitForURL(`**/${language}${path}`);
        await expect.poll(() => app.heading().textContent()).toBe(name);
      }
    });
  }
});

describe.concurrent('moving about', () => {
  for (const language of LANGUAGES) {
    it(`goes back to the top when a page of a list is changed and when a link is followed (${language})`, async (ctx) => {
      const { expect } = ctx;
      const t = catalogues[language].public;
      const { app } = await started(ctx, `/${language}/news`);
      const scrollY = () => app.page.evaluate(() => window.scrollY);
      // Down to the footer, again until the page is that long (its list may still be arriving).
      const toBottom = async () => {
        await app.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return scrollY();
      };
      const pager = app.page.getByRole('navigation', { name: t.pager.label });
      const onPage = (page: string | null) => app.page.waitForURL((url) => url.searchParams.get('page') === page);
      // Both pages seen once, so the next change shows its rows at once: the page keeps its length and only the
      // change of page brings it back up.
      await app.ready();
      await pager.getByRole('button', { name: t.pager.next }).click();
      await onPage('2');
      await app.ready();
      await pager.getByRole('button', { name: t.pager.previous }).click();
      await onPage(null);
      await app.ready();
      await expect.poll(toBottom).toBeGreaterThan(300);
      await pager.getByRole('button', { name: t.pager.next }).click();
      await onPage('2');
      await expect.poll(scrollY).toBe(0);
      await app.ready();
      await expect.poll(toBottom).toBeGreaterThan(300);
      await app.page.getByRole('contentinfo').getByRole('link', { name: t.sections.privacyPolicy }).click();
      await app.page.waitForURL(`**/${language}/privacy-policy`);
      await expect.poll(() => app.heading().textContent()).toBe(t.sections.privacyPolicy);
      await expect.poll(scrollY).toBe(0);
    });
  }
});

/**
 * Holds the /graphql calls `pick` chooses until `release()`, then answers them with `answer` (the server's own answer
 * unless given), which learns each call's number (0 for the first).
 */
async function holdCalls(
  page: Page,
  pick: (url: URL, body: string) => boolean,
  answer: (route: Route, n: number) => Promise<void> = (route) => route.continue(),
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const arrived = new Promise<void>((resolve) => (held = resolve));
  let calls = 0;
  await page.route('**/graphql*', async (route) => {
    const request = route.request();
    if (!pick(new URL(request.url()), request.postData() ?? '')) return route.fallback();
    const n = calls++;
    held();
    await released;
    await answer(route, n);
  });
  return { arrived, release };
}

describe.concurrent('a public list that fails', () => {
  for (const language of LANGUAGES) {
    it(`shows its loading state, then empties its rows and count rather than keep the last page's (${language})`, async (ctx) => {
      const { expect } = ctx;
      const t = catalogues[language];
      // The second page of news comes the first time; the next time the server refuses it (its throttle's answer): a
      // fault in the network, the rest is the server's.
      let call!: Awaited<ReturnType<typeof holdCalls>>;
      const { app } = await started(ctx, `/${language}/news`, {}, async (page) => {
        call = await holdCalls(
          page,
          (url) => Boolean(url.searchParams.get('query')?.includes('newsList') && url.searchParams.get('variables')?.includes('"page":2')),
          (route, n) =>
            n === 0
              ? route.continue()
              : route.fulfill({
                  status: 429,
                  contentType: 'application/json',
                  body: JSON.stringify({ errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
                }),
        );
      });
      await app.ready();
      const firstPage = await app.cardTitles();
      expect(firstPage.length).toBeGreaterThan(0);
      const pager = app.page.getByRole('navigation', { name: t.public.pager.label });
      await pager.getByRole('button', { name: t.public.pager.next }).click();
      await call.arrived;
      expect(await app.page.locator('main [aria-busy="true"]').count()).toBe(1);
      expect(await app.cardTitles()).toEqual([]);
      call.release();
      await expect.poll(() => app.cardTitles()).not.toEqual([]);
      expect(await app.cardTitles()).not.toEqual(firstPage);
      await pager.getByRole('button', { name: t.public.pager.previous }).click();
      await expect.poll(() => app.cardTitles()).toEqual(firstPage);
      // Back to the second page, which this tab has seen: it shows at once while asked for again, and the refusal empties it.
      await pager.getByRole('button', { name: t.public.pager.next }).click();
      await app.page.getByTestId('results-empty').waitFor();
      expect(await app.page.getByTestId('results-empty').textContent()).toBe(`${t.common.empty.title}${t.common.empty.text}`);
      expect(await app.cardTitles()).toEqual([]);
      // No count, so no pages to walk.
      expect(await pager.count()).toBe(0);
    });
  }
});

describe.concurrent('the member in the header', () => {
  /**
   * A browser holding the session cookie of an account that signed in on this device (with an email and password, the
   * modal's way for an account of userType admin), its current-user call held until `call.release()`.
   */
  async function member(ctx: Ctx, firstName: string, language: Language, answer?: (route: Route) => Promise<void>) {
    const user = await buildUser(e2e.server, { firstName });
    const { cookie } = await signIn(e2e.server.url, user.email, TEST_PASSWORD);
    const [name, value] = cookie.split('=') as [string, string];
    let call!: Awaited<ReturnType<typeof holdCalls>>;
    const opened = await started(ctx, `/${language}`, {}, async (page) => {
      await page.context().addCookies([{ name, value, url: e2e.server.url }]);
      call = await holdCalls(page, (_url, body) => body.includes('authRefresh'), answer);
    });
    return { ...opened, call, signInButton: opened.page.getByTestId('member-sign-in'), name: opened.page.getByTestId('member-name') };
  }

  for (const language of LANGUAGES) {
    it(`shows the sign-in as loading while the current user is asked for, then the member once they arrive with an id (${language})`, async (ctx) => {
      const { expect } = ctx;
      const first = language === 'ar' ? 'منى' : 'Mona';
      const { call, signInButton, name } = await member(ctx, first, language);
      await call.arrived;
      await expect.poll(() => signInButton.getAttribute('aria-busy')).toBe('true');
      expect(await name.count()).toBe(0);
      call.release();
      await expect.poll(() => name.textContent()).toBe(first);
      expect(await signInButton.count()).toBe(0);
    });

    it(`takes a current user without an id for no one signed in (${language})`, async (ctx) => {
      const { expect } = ctx;
      const { call, signInButton, name } = await member(ctx, language === 'ar' ? 'سلمى' : 'Salma', language, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { authRefresh: { user: { id?: string } } } };
        delete body.data.authRefresh.user.id;
        await route.fulfill({ response, json: body });
      });
      await call.arrived;
      call.release();
      // Answered: the one sign-in button is no longer busy (and not replaced by a name).
      await expect.poll(() => signInButton.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-busy')))).toEqual([null]);
      expect(await signInButton.textContent()).toBe(catalogues[language].public.member.signIn);
      expect(await name.count()).toBe(0);
    });
  }

  for (const [language, shown, long] of [
    ['ar', 'عبد الرحمن محمد عادل سيد', 'عبد الرحمن محمد عادل سعيد'],
    ['en', 'Mohamed Abdelrahman Adel', 'Mohamed Abdelrahman Hamdy'],
  ] as const) {
    it(`shows a name under 25 characters, and only the sign-out for a longer one (${language})`, async (ctx) => {
      const { expect } = ctx;
      expect([shown.length, long.length]).toEqual([24, 25]);
      const short = await member(ctx, shown, language);
      short.call.release();
      await expect.poll(() => short.name.textContent()).toBe(shown);
      const longer = await member(ctx, long, language);
      longer.call.release();
      const signOut = longer.page.getByTestId('member-sign-out');
      await signOut.waitFor();
      expect(await signOut.getAttribute('aria-label')).toBe(catalogues[language].public.member.signOut);
      expect(await longer.name.count()).toBe(0);
      expect(await longer.page.getByRole('banner').textContent()).not.toContain(long);
    });
  }
});

describe.concurrent('the legal pages', () => {
  for (const [language, effective, children] of [
    ['ar', 'سارية اعتباراً من ١ نوفمبر ٢٠٢١', 'خدماتنا غير موجّهة إلى من هم دون الثالثة عشرة من العمر'],
    ['en', 'Effective from November 1, 2021', 'Our services do not address anyone under the age of 13'],
  ] as const) {
    it(`date the terms from 1 November 2021 and say the site does not address children under 13 (${language})`, async (ctx) => {
      const { expect } = ctx;
      const t = catalogues[language].public;
      const { app } = await visit(ctx, `/${language}/terms-and-conditions`);
      expect(await app.heading().textContent()).toBe(t.sections.terms);
      expect(await app.page.locator('main').getByText(effective, { exact: true }).count()).toBe(1);
      await app.goto(`/${language}/privacy-policy`);
      expect(await app.heading().textContent()).toBe(t.sections.privacyPolicy);
      expect(await app.page.locator('main').getByText(effective, { exact: true }).count()).toBe(1);
      const section = app.page.locator('main').getByText(children);
      expect(await section.count()).toBe(1);
    });
  }
});
