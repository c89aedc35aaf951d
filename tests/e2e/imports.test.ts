import fs from 'node:fs';
import path from 'node:path';
import { read, utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { formatSerial } from '../../shared/items';
import { openPage } from '../support/browser';
import { buildCatalogEntry } from '../support/items';
import { ImportPage } from './pages/IamPages';
import { signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

// Catalog and item imports through the shared importer in Chromium: the file
// read in the Web Worker, rows checked in the browser, batches to the real
// server, per-line results, and the same file recognised the second time.

const e2e = useE2e();

function workbook(name: string, rows: unknown[][]): string {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  const file = path.join(e2e.server.dir, name);
  fs.writeFileSync(file, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

describe('item import (Arabic)', () => {
  it('imports 8 of 12 rows with given and generated serials, shows the 4 errors by line, and refuses the same file again', async () => {
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { barcode: 'E2E-P', name: 'RO import' });
    const given = formatSerial('product', new Date().getUTCFullYear(), 7_000_000);
    const badCheckDigit = `${given.slice(0, -1)}${(Number(given.slice(-1)) + 1) % 10}`;
    // Only `catalog` is required: iterationNumber and printingCountPerItem are left out; an unknown column is dropped.
    const rows: unknown[][] = [['catalog', 'serialNumber', 'status', 'notes', 'unknownColumn']];
    rows.push(['E2E-P', given, 'inStock', 'given serial', 'x']); // line 2
    for (let i = 0; i < 7; i++) rows.push(['E2E-P', '', i < 3 ? 'inStock' : '', '', 'x']); // lines 3–9, identical in threes and fours
    rows.push(['E2E-P', badCheckDigit, '', '', 'x']); // line 10: refused in the browser
    rows.push(['NO-SUCH', '', '', '', 'x']); // line 11: refused by the server
    rows.push(['E2E-P', '', 'exported', '', 'x']); // line 12: refused in the browser
    rows.push(['E2E-P', given, '', 'again', 'x']); // line 13: refused by the server (serial taken)
    const file = workbook('items-12.xlsx', rows);

    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    const importer = new ImportPage(page);
    await signInOnto(page, e2e.owner.email, () => importer.open('ar', 'items/import'));
    await page.getByRole('heading', { level: 1, name: 'استيراد الأصناف' }).waitFor();
    await importer.load(file);
    await importer.start();
    await expect.poll(() => importer.result().textContent()).toContain('اكتملت المعالجة، لكن تعذر استيراد بعض الصفوف.');
    expect(await importer.summary().textContent()).toBe('تم استيراد ٨، أخطاء ٤، قيد الانتظار ٠');
    await importer.showErrorsOnly();
    expect(await importer.errorRows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-line')))).toEqual([
      '10',
      '11',
      '12',
      '13',
    ]);
    expect(await importer.errorRows().nth(1).textContent()).toContain('عنصر الكتالوج غير موجود.');
    expect(await importer.errorRows().nth(3).textContent()).toContain(`الرقم التسلسلي ${given} موجود بالفعل.`);

    const items = await e2e.server.database.db
      .selectFrom('items')
      .select(['serial_number', 'status', 'notes'])
      .where('catalog_id', '=', catalogId)
      .execute();
    expect(items).toHaveLength(8);
    expect(items.filter((i) => i.status === 'inStock')).toHaveLength(4);
    expect(items.find((i) => i.serial_number === given)?.notes).toBe('given serial');
    const entry = await e2e.server.database.db
      .selectFrom('catalog_entries')
      .select('quantity')
      .where('id', '=', catalogId)
      .executeTakeFirstOrThrow();
    expect(entry.quantity).toBe(4);

    await importer.newImport();
    await importer.load(file);
    await importer.start();
    await expect.poll(() => importer.result().textContent()).toContain('فشل الاستيراد. لا توجد صفوف صالحة.');
    await importer.showErrorsOnly();
    expect(await importer.errorRows().first().textContent()).toContain('تم استيراد هذه البيانات من قبل');
    expect(await e2e.server.database.db.selectFrom('items').select('id').where('catalog_id', '=', catalogId).execute()).toHaveLength(8);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('item import in calls of several batches (issue 32)', () => {
  it('sends 95 rows as two calls (batches of 10, five a call) and imports every row', async () => {
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { barcode: 'E2E-MANY', name: 'RO many' });
    const file = workbook('items-95.xlsx', [['catalog', 'notes'], ...Array.from({ length: 95 }, (_, i) => ['E2E-MANY', `row ${i + 2}`])]);
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    const calls: number[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (body?.includes('itemImport')) calls.push((JSON.parse(body) as { variables: { rows: unknown[] } }).variables.rows.length);
    });
    const importer = new ImportPage(page);
    await signInOnto(page, e2e.owner.email, () => importer.open('en', 'items/import'));
    await importer.load(file);
    await importer.start();
    await expect.poll(() => importer.summary().textContent()).toBe('95 imported, 0 errors, 0 pending');
    expect(calls.sort((a, b) => b - a)).toEqual([50, 45]);
    expect(await e2e.server.database.db.selectFrom('items').select('id').where('catalog_id', '=', catalogId).execute()).toHaveLength(95);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('spare part import (English)', () => {
  it('downloads the template, imports 2 of 3 rows and names the bad cell', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { acceptDownloads: true });
    const importer = new ImportPage(page);
    await signInOnto(page, e2e.owner.email, () => importer.open('en', 'spare-parts/import'));
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    const header = utils.sheet_to_json<unknown[]>(Object.values(read(fs.readFileSync(await template.path())).Sheets)[0] as never, {
      header: 1,
    })[0];
    expect(header).toEqual([
      'nameAr',
      'nameEn',
      'itemName',
      'description',
      'unitPrice',
      'barcode',
      'features',
      'brand',
      'warrantyPeriod',
      'photos',
    ]);

    // Names in both languages, in English only, in Arabic only.
    const file = workbook('spare-parts.xlsx', [
      header as unknown[],
      ['شمعة ترسيب', 'Sediment cartridge', '', '', '120', 'E2E-SP-1', '5 micron\nPolypropylene', 'Aqua', '3', ''],
      ['', 'Carbon block', '', '', '', 'E2E-SP-2', '', 'Aqua', 'six', ''],
      ['ممبرين', '', '', '', '900', 'E2E-SP-3', '', 'Aqua', '12', 'https://cdn.example/m.jpg'],
    ]);
    await importer.load(file);
    await importer.start();
    await expect.poll(() => importer.summary().textContent()).toBe('2 imported, 1 errors, 0 pending');
    await importer.showErrorsOnly();
    expect(await importer.errorRows().first().getAttribute('data-line')).toBe('3');
    expect(await importer.errorRows().first().textContent()).toContain('warrantyPeriod: This field is required');
    const made = await e2e.server.database.db
      .selectFrom('catalog_entries')
      .select(['barcode', 'kind', 'features', 'name_ar', 'name_en'])
      .where('barcode', 'like', 'E2E-SP-%')
      .orderBy('barcode')
      .execute();
    expect(made.map((r) => [r.barcode, r.kind, r.name_ar, r.name_en])).toEqual([
      ['E2E-SP-1', 'sparePart', 'شمعة ترسيب', 'Sediment cartridge'],
      ['E2E-SP-3', 'sparePart', 'ممبرين', null],
    ]);
    expect(JSON.parse(made[0]?.features ?? '[]')).toEqual(['5 micron', 'Polypropylene']);
    await context.close();
  });
});
