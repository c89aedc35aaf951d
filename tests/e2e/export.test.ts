import fs from 'node:fs';
import { read, utils } from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { action, buildCatalogEntry, buildItems, push } from '../support/items';
import { ExportControl } from './pages/ExportControl';
import { openInApp } from './pages/inApp';
import { ItemsListPage } from './pages/ItemsPages';
import { signInAt, signInOnto } from './pages/signIn';
import { waitForQuiet } from './pages/quiet';
import { useE2e } from './fixture';

// Export of a filtered item list to .xlsx in Chromium, the file re-read here:
// headers in the UI's language, only the filtered rows, only the chosen columns.

const e2e = useE2e();
/** The two products moved to stock: what the filter "product, in stock" must export. */
let inStock: string[];

beforeAll(async () => {
  const products = await buildItems(
    e2e.server,
    e2e.owner.token,
    3,
    await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'Filter 7 stages' }),
  );
  await buildItems(e2e.server, e2e.owner.token, 2); // more products, left in the factory
  inStock = products.slice(0, 2);
  const pushed = await push(
    e2e.server,
    e2e.owner.token,
    inStock.map((serial) => action('factoryExport', serial)),
  );
  expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied']);
});

/** The first sheet of a downloaded workbook, as rows of cells. */
async function sheetRows(download: { path(): Promise<string> }) {
  const book = read(fs.readFileSync(await download.path()), { type: 'buffer' });
  return { book, rows: utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] as string] as never, { header: 1 }) };
}

const TEXT = {
  en: {
    product: 'Product',
    inStock: 'In stock',
    serial: 'Serial number',
    name: 'Item',
    type: 'Type',
    status: 'Status',
    phone: 'Client phone',
  },
  ar: {
    product: 'منتج',
    inStock: 'في المخزن',
    serial: 'الرقم التسلسلي',
    name: 'الصنف',
    type: 'النوع',
    status: 'الحالة',
    phone: 'هاتف العميل',
  },
} as const;

describe('export of a filtered item list', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`downloads the filtered items with the chosen columns, headers in ${language}`, async () => {
      const text = TEXT[language];
      const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { acceptDownloads: true });
      const list = new ItemsListPage(page);
      await signInOnto(page, e2e.owner.email, () => list.open(language));
      await list.filter({ itemType: 'product', status: 'inStock' });
      // The unfiltered page also holds these serials: wait for exactly the filtered ones.
      await expect.poll(async () => (await list.serials()).sort(), { timeout: 15_000 }).toEqual([...inStock].sort());

      const dialog = await list.export.open();
      await dialog.getByText(text.phone, { exact: true }).click(); // untick one column
      const download = await list.export.download(dialog);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const { book, rows } = await sheetRows(download);
      const header = rows[0] as string[];
      expect(header.slice(0, 4)).toEqual([text.serial, text.name, text.type, text.status]);
      expect(header).not.toContain(text.phone);
      const body = rows.slice(1);
      expect(body.map((r) => r[0]).sort()).toEqual([...inStock].sort());
      expect(body.every((r) => r[1] === 'Filter 7 stages' && r[2] === text.product && r[3] === text.inStock)).toBe(true);
      expect(book.Workbook?.Views?.[0]?.RTL ?? false).toBe(language === 'ar');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('export of a catalog list', () => {
  it('downloads the products of the applied name filter, with their stock', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { acceptDownloads: true });
    await signInAt(page, e2e.owner.email, '/en/admin/products');
    await page.getByRole('search').getByLabel('Name').fill('Filter 7');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    const exporter = new ExportControl(page);
    const { rows } = await sheetRows(await exporter.download(await exporter.open()));
    expect(rows[0]?.slice(0, 3)).toEqual(['Name in Arabic', 'Name in English', 'Barcode']);
    // One entry, named in English only; two of its three items are in stock.
    expect(rows.slice(1).map((r) => [r[0] ?? '', r[1], r[5]])).toEqual([['', 'Filter 7 stages', 2]]);
    await context.close();
  });
});

// Spec §6 gives an export permission to product, sparePart and accessory only:
// the users, complaints, outlets and audit log lists are read, never exported.
describe('lists without an export permission', () => {
  it('shows no Export button on users, complaints, branches and the audit log, even to the owner', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    try {
      const lists = [
        ['/en/admin/iam', 'Users'],
        ['/en/admin/complaints', 'Complaints'],
        ['/en/admin/branches', 'Branches'],
        ['/en/admin/audit-logs', 'Audit Logs'],
      ] as const;
      // One load, on the first list; the others open inside the app, each waited for by its own heading (the last
      // list's stays in place while the next one's code loads).
      await signInAt(page, e2e.owner.email, lists[0][0]);
      for (const [path, heading] of lists) {
        await openInApp(page, path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await waitForQuiet(page);
        expect(await page.getByRole('button', { name: 'Export' }).count(), path).toBe(0);
      }
      // The catalog lists keep theirs.
      await openInApp(page, '/en/admin/products');
      await page.getByRole('button', { name: 'Export' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
