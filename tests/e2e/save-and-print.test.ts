import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { formatSerial } from '../../shared/items/serial';
import { openPage } from '../support/browser';
import { buildCatalogEntry, buildItems, buildSeller } from '../support/items';
import { itemRow, placeItems } from '../support/outlets';
import { AppShell } from './pages/AppShell';
import { openInApp } from './pages/inApp';
import { scan } from './pages/phone';
import { signInAt } from './pages/signIn';
import { Picker } from './pages/Picker';
import { useE2e } from './fixture';

// Issue 20, parts 4 and 5: save and print in one step (a factory batch,
// receiving into stock, rows chosen in an items list), and a pasted list of
// serials where each serial gets its own verdict, as if it had been scanned.

const e2e = useE2e();

beforeAll(async () => {
  await buildCatalogEntry(e2e.server, e2e.owner.token, { nameAr: 'فلتر رمل', nameEn: 'Sand filter', warrantyPeriod: 12 });
});

/** openPage's way to print a failed test's pages and close their context. */
type PrintAndClose = Parameters<NonNullable<Parameters<typeof openPage>[3]>>[0];

let ownerPage: Promise<{ page: Page; printAndClose: PrintAndClose }> | undefined;

/**
 * The owner's page at the screen `path`, once its heading shows. Signed in and loaded once for the file: each test
 * opens its screen inside the app, as the menu does. These tests are about what the screens save and print; a load is
 * 1.5–2 s of a core for a back-office screen (docs/decisions.md "Browser tests move between screens inside the app").
 * Each test makes its own items and leaves no rows on a scan screen (confirming empties the screen's draft). A test that
 * fails on the page has it printed and closed, as a page of its own would be, so that its retry and the tests after it
 * start from a new one.
 */
async function ownerAt(path: string, heading: string): Promise<Page> {
  const reused = ownerPage !== undefined;
  const opened = (ownerPage ??= openOwnerPage(path));
  onTestFinished(async (test) => {
    if (test.task.result?.state !== 'fail') return;
    if (ownerPage === opened) ownerPage = undefined;
    await (await opened.catch(() => undefined))?.printAndClose(test);
  });
  const { page } = await opened;
  if (reused) {
    const language = path.split('/')[1] as string;
    if (!new URL(page.url()).pathname.startsWith(`/${language}/`)) {
      // The other language by the header's toggle, pressed inside the page (a toast may cover it). Opened by address
      // inside the app, the new language fights the old screen's re-render for about 5 s of the renderer, until React
      // ends the transition (why LanguageToggle navigates with flushSync).
      await new AppShell(page).languageToggle().dispatchEvent('click');
      await page.waitForURL((url) => url.pathname.startsWith(`/${language}/`));
    }
    await openInApp(page, path);
  }
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

async function openOwnerPage(path: string) {
  let printAndClose: PrintAndClose = async () => undefined;
  const { page } = await openPage(e2e.browser, e2e.server.url, {}, (close) => {
    printAndClose = close;
  });
  await signInAt(page, e2e.owner.email, path);
  return { page, printAndClose };
}

/** The serials the label screen was opened with, once it has them all. */
async function labelSerials(page: Page, count: number): Promise<string[]> {
  await page.waitForURL('**/admin/barcode');
  const sheet = page.getByTestId('label-sheet');
  await expect.poll(() => sheet.getByTestId('label-qr').count(), { timeout: 20_000 }).toBe(count);
  const serials = await sheet.locator('[data-serial]').evaluateAll((labels) => labels.map((l) => l.getAttribute('data-serial') ?? ''));
  return [...new Set(serials)].sort();
}

const sandFilterSerials = async () =>
  (
    await e2e.server.database.db
      .selectFrom('items')
      .innerJoin('catalog_entries', 'catalog_entries.id', 'items.catalog_id')
      .select('items.serial_number')
      .where('catalog_entries.name_en', '=', 'Sand filter')
      .execute()
  )
    .map((r) => r.serial_number)
    .sort();

describe('save and print', () => {
  it('creates a factory batch and opens the labels of exactly its serials, in one step (ar)', async () => {
    const page = await ownerAt('/ar/admin/factory/batches', 'مرحلة التصنيع');
    await Picker.labelled(page, 'صنف الكتالوج').pick('فلتر', 'فلتر رمل');
    await page.getByLabel('عدد مرات تكرار المنتج').fill('4');
    await page.getByRole('button', { name: 'إنشاء وطباعة الملصقات' }).click();
    // The label screen opens once the batch is saved: only then does the database hold it.
    const labelled = await labelSerials(page, 4);
    const made = await sandFilterSerials();
    expect(made).toHaveLength(4);
    expect(labelled).toEqual(made);
  });

  it('prints the labels of the rows chosen in the items list (en)', async () => {
    const [first, second] = (await buildItems(e2e.server, e2e.owner.token, 2)) as [string, string];
    const page = await ownerAt('/en/admin/items', 'Database');
    // Click each row's box as a user does (the input itself is visually hidden behind it).
    for (const serial of [first, second])
      await page
        .getByRole('checkbox', { name: `Choose ${serial} for labels` })
        .locator('xpath=..')
        .click();
    await page.getByRole('button', { name: 'Print the labels of 2 items' }).click();
    expect(await labelSerials(page, 2)).toEqual([first, second].sort());
  });

  it('receives pasted serials into stock and opens their labels (en)', async () => {
    const serials = await buildItems(e2e.server, e2e.owner.token, 2);
    const page = await ownerAt('/en/admin/factory', 'Factory export');
    await page.getByRole('button', { name: 'Paste a list of serials' }).click();
    await page.getByRole('textbox', { name: 'Paste a list of serials' }).fill(serials.join('\n'));
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page.getByRole('button', { name: 'Confirm and print labels' }).click();
    expect(await labelSerials(page, 2)).toEqual([...serials].sort());
    await expect
      .poll(async () =>
        (await e2e.server.database.db.selectFrom('items').select('status').where('serial_number', 'in', serials).execute()).map(
          (i) => i.status,
        ),
      )
      .toEqual(['inStock', 'inStock']);
  });
});

/** Scans one serial on a scan-and-confirm screen (`path` under /admin, headed `heading`), confirms it, and waits for `said`. */
async function confirmOne(language: 'ar' | 'en', path: string, heading: string, serial: string, said: string) {
  const page = await ownerAt(`/${language}/admin/${path}`, heading);
  await scan(page, serial);
  await page.locator(`tr[data-serial="${serial}"]`).waitFor();
  // An earlier test's message gone first, so that what is waited for is this confirmation's.
  await page.getByText(said).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: language === 'ar' ? 'تأكيد' : 'Confirm', exact: true }).click();
  await page.getByText(said).waitFor();
}

// Issue 43 point 4: a factory export was applied with no word; the spec's message was in the strings, never shown.
describe('the factory export of one item', () => {
  const said = { ar: 'تم تصدير المنتج إلى المخزن بنجاح.', en: 'The item has been successfully exported to the warehouse.' } as const;
  const heading = { ar: 'التصدير من المصنع', en: 'Factory export' } as const;
  for (const language of ['ar', 'en'] as const)
    it(`says it was exported to the warehouse once the server applied it (${language})`, async () => {
      const [serial] = await buildItems(e2e.server, e2e.owner.token, 1);
      await confirmOne(language, 'factory', heading[language], serial as string, said[language]);
      expect((await itemRow(e2e.server, serial as string)).status).toBe('inStock');
    });
});

// The same for a restore: an item at an outlet back to the stock, and the screen says so once the server applied it.
describe('the restore of one item', () => {
  const said = { ar: 'تمت إعادة المنتج إلى المخزن.', en: 'The item has been restored to stock.' } as const;
  const heading = { ar: 'استرجاع الأصناف', en: 'Restore Items' } as const;
  for (const language of ['ar', 'en'] as const)
    it(`says it was restored to stock once the server applied it (${language})`, async () => {
      const [serial] = await placeItems(e2e.server, e2e.owner.token, await buildSeller(e2e.server, e2e.owner.token), 1);
      await confirmOne(language, 'restore', heading[language], serial as string, said[language]);
      expect(await itemRow(e2e.server, serial as string)).toMatchObject({ status: 'inStock', seller_id: null });
    });
});

describe('a pasted list of serials', () => {
  it('gives each of 200 pasted serials its own verdict: 190 received into stock, 10 unknown refused with the reason', async () => {
    const known = await buildItems(e2e.server, e2e.owner.token, 190);
    const unknown = Array.from({ length: 10 }, (_, i) => formatSerial('product', 2026, 9_000_000 + i));
    const page = await ownerAt('/en/admin/factory', 'Factory export');
    await page.getByRole('button', { name: 'Paste a list of serials' }).click();
    await page.getByRole('textbox', { name: 'Paste a list of serials' }).fill([...known, ...unknown].join('\n'));
    await page.getByRole('button', { name: 'Add to the list' }).click();
    const rows = page.getByTestId('scan-rows').locator('tr[data-serial]');
    await expect.poll(() => rows.count()).toBe(200);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => page.locator('tr[data-state="applied"]').count(), { timeout: 90_000 }).toBe(190);
    await expect.poll(() => page.locator('tr[data-state="rejected"]').count()).toBe(10);
    for (const serial of unknown.slice(0, 2))
      expect(await page.locator(`tr[data-serial="${serial}"]`).getByTestId('row-error').textContent()).toMatch(/\S/);
    const stocked = await e2e.server.database.db
      .selectFrom('items')
      .select('id')
      .where('serial_number', 'in', known)
      .where('status', '=', 'inStock')
      .execute();
    expect(stocked).toHaveLength(190);
  }, 180_000);
});
