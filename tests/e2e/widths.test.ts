import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { openInApp } from './pages/inApp';
import { signInAt } from './pages/signIn';
import { waitForQuiet } from './pages/quiet';
import { useE2e } from './fixture';

// Issue 19: nothing wraps or clips from 360 to 1920 px in either language:
// the back-office bar stays one row, no page is wider than the window (a wide
// table scrolls inside its own frame), and a dialog fits the window. The
// public header has its own sweep in public-ssr.test.ts.

const WIDTHS = [360, 768, 1024, 1440, 1920];
// Screens with the widest content: lists with many columns, charts, forms, the scan screen.
const SCREENS = ['items', 'products', 'activation/records', 'dashboard', 'settings', 'activation'];

const e2e = useE2e({ server: { seedDemo: true } });

/**
 * Opens a back-office screen inside the running app, as its menu does, and waits until it is drawn with its data: its
 * heading is no longer the last screen's (a screen whose code is still loading leaves the last one in place).
 */
async function openScreen(page: Page, path: string): Promise<void> {
  const heading = page.locator('h1').first();
  const before = await heading.textContent();
  await openInApp(page, path);
  await expect.poll(async () => ((await heading.count()) ? await heading.textContent() : before), { timeout: 15_000 }).not.toBe(before);
  await waitForQuiet(page);
}

/** How far the page reaches past the window's right and left edges (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });

describe('the back-office at every width', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`keeps the bar on one row and every screen within the window, 360 to 1920 px (${language})`, async () => {
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' });
      try {
        // signInAt waits for the first screen's requests to settle.
        await signInAt(page, e2e.owner.email, `/${language}/admin/${SCREENS[0]}`);
        await page.locator('h1').first().waitFor({ timeout: 15_000 });
        const problems: string[] = [];
        // The app is loaded once, on the first screen; the others open inside it. Each screen is then resized through
        // the widths, as a window is: the layout's media queries and resize listeners answer each width without a new load.
        const atEachWidth = async (check: (width: number) => Promise<void>) => {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            await check(width);
          }
        };
        for (const [index, screen] of SCREENS.entries()) {
          if (index > 0) await openScreen(page, `/${language}/admin/${screen}`);
          await atEachWidth(async (width) => {
            const where = `${width} px ${screen}`;
            const bar = (await page.locator('header').first().boundingBox())?.height ?? 0;
            if (bar > 64) problems.push(`${where}: the bar is ${bar} px tall`);
            const past = await overflow(page);
            if (past > 0) problems.push(`${where}: ${past} px past the window`);
          });
        }
        // A dialog: the export of the products list, its columns and buttons inside the window.
        await openScreen(page, `/${language}/admin/products`);
        await page.getByRole('button', { name: language === 'ar' ? 'تصدير' : 'Export' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await atEachWidth(async (width) => {
          const box = await dialog.boundingBox();
          if (!box || box.x < 0 || box.x + box.width > width) problems.push(`${width} px: the export dialog runs past the window`);
        });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000);
  }
});
