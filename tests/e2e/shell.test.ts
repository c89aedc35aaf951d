import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SYNC_EVENTS_PATH } from '../../shared/sync';
import { openPage } from '../support/browser';
import { buildUser } from '../support/factories';
import { AppShell } from './pages/AppShell';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

const e2e = useE2e({ owner: false });

async function shell(options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(e2e.browser, e2e.server.url, options);
  return { ...opened, app: new AppShell(opened.page) };
}

describe('language', () => {
  it('opens / in Arabic, right to left', async () => {
    const { app, context, errors } = await shell();
    await app.goto('/');
    await app.page.waitForURL('**/ar');
    await expect.poll(() => app.documentLanguage()).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => app.heading().textContent()).toBe('مرحباً بكم في النادي');
    expect(await app.page.title()).toBe('الرئيسية | نادي أكوا');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to English by rewriting the path, left to right, and remembers it', async () => {
    const { app, context } = await shell();
    await app.goto('/ar/coming-soon');
    await app.languageToggle().click();
    await app.page.waitForURL('**/en/coming-soon');
    await expect.poll(() => app.documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
    await expect.poll(() => app.heading().textContent()).toBe('Coming soon');
    await expect.poll(() => app.page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // A path without a prefix now goes to the stored language.
    await app.goto('/coming-soon');
    await app.page.waitForURL('**/en/coming-soon');
    await app.languageToggle().click();
    await app.page.waitForURL('**/ar/coming-soon');
    await expect.poll(() => app.documentLanguage()).toEqual({ lang: 'ar', dir: 'rtl' });
    await context.close();
  });
});

describe('unknown paths and error pages', () => {
  for (const [language, message] of [
    ['en', 'Sorry, the page you visited does not exist'],
    ['ar', 'عذراً، الصفحة التي زرتها غير موجودة'],
  ] as const) {
    it(`sends an unknown path to /${language}/404 with the message in ${language}`, async () => {
      const { app, context } = await shell();
      await app.goto(`/${language}/no/such/page`);
      await app.page.waitForURL(`**/${language}/404`);
      await expect.poll(() => app.page.getByTestId('error-message').textContent()).toBe(message);
      await context.close();
    });
  }

  it('sends an unknown path without a prefix to the Arabic 404', async () => {
    const { app, context } = await shell();
    await app.goto('/definitely-missing');
    await app.page.waitForURL('**/ar/404');
    await context.close();
  });

  const pages = {
    en: {
      403: "Sorry, you don't have access to this page",
      404: 'Sorry, the page you visited does not exist',
      500: 'Sorry, the server is reporting an error',
      home: 'Back to home',
    },
    ar: {
      403: 'عذراً، ليس لديك صلاحية الوصول إلى هذه الصفحة',
      404: 'عذراً، الصفحة التي زرتها غير موجودة',
      500: 'عذراً، الخادم يبلغ عن خطأ',
      home: 'العودة إلى الرئيسية',
    },
  } as const;
  for (const language of ['en', 'ar'] as const) {
    it(`renders 403, 404 and 500 in ${language} with the code and a way home`, async () => {
      const { app, context, errors } = await shell();
      for (const code of [403, 404, 500] as const) {
        await app.goto(`/${language}/${code}`);
        await expect.poll(() => app.heading().textContent()).toBe(String(code));
        expect(await app.page.getByTestId('error-message').textContent()).toBe(pages[language][code]);
      }
      await app.page.getByRole('link', { name: pages[language].home }).click();
      await app.page.waitForURL(`**/${language}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('dark mode', () => {
  const cases = [
    { stored: null, hour: 9, dark: false },
    { stored: null, hour: 12, dark: true },
    { stored: null, hour: 18, dark: true },
    { stored: 'light', hour: 15, dark: false },
    { stored: 'dark', hour: 8, dark: true },
  ];
  for (const { stored, hour, dark } of cases) {
    it(`is ${dark ? 'dark' : 'light'} at ${hour}:00 with ${stored ?? 'nothing'} stored`, async () => {
      const { app, context } = await shell();
      await app.page.clock.setFixedTime(new Date(`2026-11-22T${String(hour).padStart(2, '0')}:30:00+02:00`));
      if (stored) await context.addInitScript((mode) => localStorage.setItem('mode', mode), stored);
      await app.goto('/en');
      expect(await app.isDark()).toBe(dark);
      await context.close();
    });
  }

  it('keeps the choice made with the button', async () => {
    const { app, context } = await shell();
    await app.page.clock.setFixedTime(new Date('2026-11-22T09:00:00+02:00'));
    await app.goto('/ar');
    expect(await app.isDark()).toBe(false);
    await app.darkModeToggle().click();
    await expect.poll(() => app.isDark()).toBe(true);
    expect(await app.page.evaluate(() => localStorage.getItem('mode'))).toBe('dark');
    await app.page.reload();
    await app.page.locator('#main').waitFor();
    expect(await app.isDark()).toBe(true);
    await context.close();
  });
});

describe('offline', () => {
  it('shows the app shell on a reload without network after one visit', async () => {
    const { app, context } = await shell({ serviceWorkers: 'allow' });
    await app.goto('/ar');
    await app.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page that installed the worker is not controlled; a reload is.
    await app.page.reload();
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await app.page.reload();
    await expect.poll(() => app.heading().textContent()).toBe('مرحباً بكم في النادي');
    await app.goto('/en/coming-soon');
    await expect.poll(() => app.heading().textContent()).toBe('Coming soon');
    await context.close();
  });
});

describe('the back-office on a phone', () => {
  it('fits 390 px without sideways scrolling, in Arabic and English', async () => {
    const staff = await buildUser(e2e.server, { roles: ['owner'], email: 'phone-owner@test.example', firstName: 'Phone' });
    const { page, context } = await shell({ viewport: { width: 390, height: 844 } });
    await signInAs(page, staff.email);
    for (const path of ['/ar/admin', '/ar/admin/branches', '/en/admin/products']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.client);
    }
    // The club site link left the bar for the drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('link', { name: 'Club site' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('a screen whose code is slow to come', () => {
  it('does not hold the app: its change stream opens within seconds, and the screen shows once the code comes', async () => {
    const staff = await buildUser(e2e.server, { roles: ['owner'], email: 'slow-code@test.example' });
    const { page, context } = await shell();
    await signInAs(page, staff.email, undefined, 'ar');
    // Wi-Fi without internet for the back-office screens' shared code: its request is held, unanswered
    // (routing turns the browser's cache off, so the reload asks for it again).
    const held: Route[] = [];
    await page.route(/\/assets\/fullRecipes-[^/]+\.js$/, (route) => void held.push(route));
    const stream = page.waitForRequest((request) => new URL(request.url()).pathname === SYNC_EVENTS_PATH, { timeout: 20_000 });
    await page.reload({ waitUntil: 'commit' });
    // The app started without it (pwa/main.tsx, after a second; a chunk's own limit is 120 s): the device's data and
    // sync engine run, the screen waits.
    await stream;
    expect(held).toHaveLength(1);
    expect(await page.locator('main h1').count()).toBe(0);
    for (const route of held) await route.continue();
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('الرئيسية');
    await context.close();
  });
});
