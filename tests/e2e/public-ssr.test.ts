import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { PublicSite } from './pages/PublicSite';
import { useE2e } from './fixture';

// Public pages come as HTML rendered on the server (pwa/ssr, server/web/ssr.ts);
// the app hydrates on the first interaction (pwa/boot.ts).
// Views are written in batches (server/modules/content/views.ts): short ones here, so a count shows in the database soon.
const e2e = useE2e({ server: { viewFlushMs: 200 }, owner: false });

async function latestNews(): Promise<{ id: string; title_en: string; title_ar: string }> {
  const row = await e2e.server.database.db
    .selectFrom('content_news')
    .select(['id', 'title_en', 'title_ar'])
    .where('published', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), title_en: String(row.title_en), title_ar: String(row.title_ar) };
}

async function html(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${e2e.server.url}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(response.status).toBe(200);
  return response.text();
}

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));

/**
 * No hover, as on a phone: the headless shell sends a mouseover and a pointermove to whatever lies under its resting
 * pointer when the layout changes, which started the app before the test's own first interaction (boot.ts TRIGGERS).
 * Swallowed before boot.ts's own listeners; a click's pointerdown and click still reach them.
 */
const withoutHover = (page: Page) =>
  page.addInitScript(() => {
    for (const type of ['mouseover', 'pointermove', 'mousemove']) addEventListener(type, (event) => event.stopImmediatePropagation(), true);
  });

/**
 * No input at all, for a test that makes none: whatever the browser itself sends as the page lays out (a hover, a
 * pointer move, a focus) is swallowed before boot.ts's listeners (its TRIGGERS), so only the page's own code could
 * start the app.
 */
const withoutInput = (page: Page) =>
  page.addInitScript(() => {
    for (const type of ['pointerdown', 'pointermove', 'mouseover', 'mousemove', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'])
      addEventListener(type, (event) => event.stopImmediatePropagation(), true);
  });

/** Whether the stylesheet of the styles every page shares is linked and loaded, and how many copies of Chakra's reset the page holds. */
const sharedStyles = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/ssr-global-"]');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    return {
      linked: Boolean(link?.sheet?.cssRules.length),
      resets: rules.filter((rule) => rule instanceof CSSLayerBlockRule && rule.name === 'reset').length,
    };
  });

describe('views and script-less fetchers', () => {
  it('a crawler or link preview (no visitor id, no script) counts no view; a browser’s first visit counts one, once', async () => {
    const { id } = await e2e.server.database.db
      .selectFrom('content_news')
      .select('id')
      .where('published', '=', 1)
      .orderBy('id', 'asc')
      .executeTakeFirstOrThrow();
    const views = async () =>
      Number(
        (await e2e.server.database.db.selectFrom('content_news').select('views_count').where('id', '=', id).executeTakeFirstOrThrow())
          .views_count,
      );
    const before = await views();
    for (let i = 0; i < 3; i++) await html(`/en/news/${id}`);
    expect(await views()).toBe(before);

    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await page.goto(`/en/news/${id}`);
    await expect.poll(views, { timeout: 10_000 }).toBe(before + 1);
    // The same visitor again, and after the app has started: still one.
    await page.reload();
    await page.mouse.move(10, 10);
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await views()).toBe(before + 1);
    await context.close();
  });
});

describe('the server HTML', () => {
  it('carries the rendered content of /ar and /en/news without JavaScript', async () => {
    const news = await latestNews();
    const ar = await html('/ar');
    expect(ar).toContain('<html lang="ar" dir="rtl"');
    expect(ar).toContain(news.title_ar);
    expect(ar).toContain('data-testid="countdown"');
    const en = await html('/en/news');
    expect(en).toContain('<html lang="en" dir="ltr"');
    expect(en).toContain(news.title_en);
    expect(en).toContain('<h1');
    // The styles come with it, and the data the browser hydrates from.
    expect(en).toMatch(/<style data-emotion="css [^"]+">/);
    expect(en).toContain('<script id="ssr-data" type="application/json">');
  });

  it('renders the current branch from its cookie', async () => {
    const gleem = await html('/en/restaurant', 'current_branch=gleem');
    expect(gleem).toMatch(/Gleem/);
    const smouha = await html('/en/restaurant');
    expect(smouha).toMatch(/Smouha/);
  });
});

describe('reading without JavaScript', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the home and a news page, and follows links (${colorScheme})`, async () => {
      // At 1440 px, where the menu is in the header (below, its button needs JavaScript; the home page's links still lead on).
      const { page, context } = await openPage(e2e.browser, e2e.server.url, {
        javaScriptEnabled: false,
        colorScheme,
        viewport: { width: 1440, height: 900 },
      });
      const news = await latestNews();
      await page.goto('/ar');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
      expect(await page.getByRole('heading', { name: news.title_ar }).count()).toBe(1);
      await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الأخبار' }).click();
      await page.waitForURL('**/ar/news');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الأخبار');
      await page.goto(`/en/news/${news.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(news.title_en);
      expect(await page.getByTestId('news-content').textContent()).toMatch(/\S/);
      await context.close();
    });
  }
});

describe('before the first interaction', () => {
  it('loads only the boot script, and the countdown ticks', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const app = new PublicSite(page);
    await withoutInput(page);
    await page.goto('/en', { waitUntil: 'networkidle' });
    const first = Number(await app.countdownSeconds());
    await expect.poll(async () => Number(await app.countdownSeconds()), { timeout: 5000 }).toBeLessThan(first);
    expect(scripts).toHaveLength(1);
    expect(await hydrated(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the countdown before the first interaction', () => {
  // boot.ts writes the digits itself, without Intl (issue 46 point 5): in each language's digits, as the app would.
  for (const [language, locale, zero] of [
    ['ar', 'ar-EG-u-nu-arab', '٠'],
    ['en', 'en-US-u-nu-latn', '0'],
  ] as const)
    it(`ticks in the ${language} page's digits`, async () => {
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' });
      const app = new PublicSite(page);
      await withoutInput(page);
      await page.goto(`/${language}`);
      const first = Number(await app.countdownSeconds());
      await expect.poll(async () => Number(await app.countdownSeconds()), { timeout: 5000 }).toBeLessThan(first);
      // The seconds left and the digits shown, read together (a tick between two reads would tell them apart).
      const shown = await page
        .getByTestId('countdown')
        .first()
        .evaluate((timer) => ({
          seconds: Number(timer.getAttribute('data-seconds')),
          units: [...timer.querySelectorAll('[data-unit]')].map((unit) => unit.textContent),
        }));
      const parts = [
        Math.floor(shown.seconds / 86400),
        Math.floor((shown.seconds % 86400) / 3600),
        Math.floor((shown.seconds % 3600) / 60),
        shown.seconds % 60,
      ];
      expect(shown.units).toEqual(parts.map((part) => new Intl.NumberFormat(locale).format(part).padStart(2, zero)));
      expect(await hydrated(page)).toBe(false);
      await context.close();
    });
});

describe('the header', () => {
  it('keeps its main row on one line, nothing past the page edge, from 360 to 1920 px in both languages', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' });
    for (const language of ['ar', 'en'] as const) {
      // The server's page, not yet started (no interaction): its layout at each width is the stylesheet's alone, so one
      // load per language, resized, shows what a load at each width would.
      await page.setViewportSize({ width: 360, height: 900 });
      await page.goto(`/${language}`);
      for (const width of [360, 768, 1024, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${language} ${width} px`;
        // The row with the logo: as tall as its tallest control, so no entry has dropped to a second line.
        const height = (await page.getByTestId('header-row').boundingBox())?.height ?? 0;
        expect(height, where).toBeLessThan(56);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        // Either the whole menu is in the row or the menu button is.
        const nav = page.getByRole('navigation', { name: /Main menu|القائمة الرئيسية/ });
        const shown = await nav.isVisible();
        expect(shown !== (await page.getByTestId('mobile-menu-button').isVisible()), where).toBe(true);
        // From 1440 px the whole menu is in the row, its entries neither squeezed nor hidden.
        expect(shown, where).toBe(width >= 1440);
        if (shown) expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth), where).toBe(true);
      }
    }
    await context.close();
  }, 60_000);
});

describe('hydration', () => {
  for (const [language, colorScheme, width] of [
    ['ar', 'light', 390],
    ['en', 'dark', 1280],
  ] as const) {
    it(`keeps the server's page and logs nothing (${language}, ${colorScheme}, ${width} px)`, async () => {
      const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
        viewport: { width, height: 900 },
        colorScheme,
        serviceWorkers: 'block',
      });
      await page.addInitScript((mode) => localStorage.setItem('mode', mode), colorScheme);
      const news = await latestNews();
      for (const path of ['', '/news', `/news/${news.id}`, '/restaurant', '/auctions']) {
        await page.goto(`/${language}${path}`, { waitUntil: 'networkidle' });
        const heading = await page.locator('h1').first().textContent();
        const box = await page.locator('h1').first().boundingBox();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
        expect(await sharedStyles(page), path).toEqual({ linked: true, resets: 1 });
        await page.mouse.move(5, 5);
        await expect.poll(() => hydrated(page), { message: path }).toBe(true);
        await page.waitForLoadState('networkidle');
        // The app adopts the linked styles: it inserts none of them again.
        expect(await sharedStyles(page), path).toEqual({ linked: true, resets: 1 });
        // The same nodes, in the same place: no layout jump at hydration.
        expect(await page.locator('h1').first().textContent(), path).toBe(heading);
        expect(await page.locator('h1').first().boundingBox(), path).toEqual(box);
        expect(errors, path).toEqual([]);
      }
      await context.close();
    }, 120_000);
  }

  it('toggles the like when the like button is the very first interaction', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' });
    const app = new PublicSite(page);
    // A news item the other likes test does not use.
    const { id } = await e2e.server.database.db
      .selectFrom('content_news')
      .select('id')
      .where('published', '=', 1)
      .orderBy('id', 'asc')
      .executeTakeFirstOrThrow();
    await withoutHover(page);
    await page.goto(`/en/news/${id}`, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(false);
    expect(await app.likesCount()).toBe('0');
    await app.likeButton().click();
    await expect.poll(() => app.likesCount(), { timeout: 15_000 }).toBe('1');
    expect(await app.likeButton().getAttribute('aria-pressed')).toBe('true');
    // The page is the one kept for every visitor (server/web/pageCache.ts): once loaded, boot.ts learns from the view
    // it counts that this visitor likes the news, and starts the app, which shows it.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => app.likeButton().getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => app.likesCount()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('offline', () => {
  it('a public page seen before comes back with the styles every page shares (ar, en; 360 px)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, {
      viewport: { width: 360, height: 780 },
      serviceWorkers: 'allow',
    });
    for (const [language, heading] of [
      ['ar', 'الأخبار'],
      ['en', 'News'],
    ] as const) {
      await page.goto(`/${language}/news`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // Seen under the installed worker: the page and its stylesheet go through its caches.
      await page.reload({ waitUntil: 'networkidle' });
      await context.setOffline(true);
      await page.reload();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await sharedStyles(page), language).toEqual({ linked: true, resets: 1 });
      await context.setOffline(false);
    }
    await context.close();
  });
});
