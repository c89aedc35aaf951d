import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { action, buildItems, push } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { openInApp } from './pages/inApp';
import { signInAs, signInAt } from './pages/signIn';
import { useE2e } from './fixture';

const e2e = useE2e({ owner: { email: 'lists-owner@test.example' } });
let inStock: string[];

beforeAll(async () => {
  const serials = await buildItems(e2e.server, e2e.owner.token, 14);
  inStock = serials.slice(0, 12);
  await push(
    e2e.server,
    e2e.owner.token,
    inStock.map((serial) => action('factoryExport', serial)),
  );
});

describe('a back-office list', () => {
  it('keeps its filter, page and sort in the address: back from an item shows the same results', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/en/admin/items');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);

    await page.getByLabel('Status').selectOption('inStock');
    await page.getByRole('button', { name: 'Search' }).click();
    // As a user does: the filtered first page shows, then Next (under load a click between the two raced the search).
    await page.waitForURL((url) => url.searchParams.get('f.status') === 'inStock');
    await expect.poll(() => page.getByText('Total: 12', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('f.status') === 'inStock' && url.searchParams.get('page') === '2');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const shown = await rows.locator('a[href*="/admin/items/"]').allTextContents();

    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/admin\/items\/P/);
    await page.goBack();
    await expect.poll(() => rows.locator('a[href*="/admin/items/"]').allTextContents(), { timeout: 15_000 }).toEqual(shown);
    expect(await page.getByLabel('Status').inputValue()).toBe('inStock');
    expect(shown.every((serial) => inStock.includes(serial))).toBe(true);

    // A reload keeps it too, and Reset clears the address.
    await page.reload();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    await context.close();
  });
});

describe('a back-office list before its answer', () => {
  it('shows no total and no page count while its rows are on their way (not "Total: 0"), then the real ones (ar)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await signInAs(page, e2e.owner.email, undefined, 'ar');
    // The list's answer held until the screen has been looked at: a slow network, as a phone in a shop has.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('itemList(')) await held;
      await route.continue();
    });
    await openInApp(page, '/ar/admin/items');
    const total = page.getByText(/^الإجمالي: /);
    const pageOf = page.getByText(/^صفحة .+ من /);
    await page.locator('main h1').first().waitFor();
    await expect.poll(() => total.count()).toBe(1);
    expect(await total.isVisible()).toBe(false);
    expect(await pageOf.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'التالي' }).isDisabled()).toBe(true);
    release();
    // The file's 14 items (beforeAll), on two pages of ten.
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toBe('الإجمالي: ١٤');
    expect(await total.isVisible()).toBe(true);
    expect(await pageOf.textContent()).toBe('صفحة ١ من ٢');
    expect(await page.getByRole('button', { name: 'التالي' }).isDisabled()).toBe(false);
    await context.close();
  });
});

describe('numbers in Arabic', () => {
  it('are written in Arabic-Indic digits on the dashboard and the list pager, as everywhere else', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/ar/admin/dashboard');
    const main = page.locator('main');
    // 14 items made, 12 moved to stock: "١٤" and "١٢" among the totals, and no Latin digits on the cards.
    await expect.poll(() => main.textContent(), { timeout: 15_000 }).toContain('١٤');
    const cards = await main.getByText('١٢', { exact: true }).count();
    expect(cards).toBeGreaterThan(0);
    await openInApp(page, '/ar/admin/items');
    await expect.poll(() => main.textContent(), { timeout: 15_000 }).toContain('صفحة ١ من ٢');
    await context.close();
  });
});

describe('a list offline', () => {
  it('shows the rows it last had, with their time, instead of No Results Found, under at most one toast', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'allow' });
    await signInAt(page, e2e.owner.email, '/en/admin/items');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    await page.reload(); // under the service worker

    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    await goOffline(e2e.server, page, context);
    await page.reload();
    await expect.poll(() => page.getByTestId('saved-note').textContent(), { timeout: 20_000 }).toMatch(/^Offline: data from /);
    expect(await rows.count()).toBe(10);
    expect(await page.getByText('No Results Found').count()).toBe(0);
    expect(await page.getByTestId('toast-error').count()).toBeLessThanOrEqual(1);
    await goOnline(e2e.server, context);
  });
});
