import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BinaryBitmap, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, saveSettings } from '../support/factories';
import { buildCatalogEntry, buildItems } from '../support/items';
import { gql } from '../support/graphql';
import { AppShell } from './pages/AppShell';
import { signInAt } from './pages/signIn';
import { Picker } from './pages/Picker';
import { useE2e } from './fixture';

const e2e = useE2e();
let serials: string[];

beforeAll(async () => {
  serials = await buildItems(e2e.server, e2e.owner.token, 5);
});

const MM_TO_PT = 72 / 25.4;

/** Page sizes (points) of a PDF Chromium wrote, one per page. */
function pdfPageSizes(pdf: Buffer): Array<[number, number]> {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

function decodeQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const o = i * 4;
    luminance[i] = Math.round(0.299 * (image.data[o] ?? 0) + 0.587 * (image.data[o + 1] ?? 0) + 0.114 * (image.data[o + 2] ?? 0));
  }
  const source = new RGBLuminanceSource(luminance, image.width, image.height);
  return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), new Map()).getText();
}

describe('barcode labels', () => {
  it('prints an A4 3×8 sheet and 50×25 mm roll labels whose QR codes decode to the warranty URL', async () => {
    await saveSettings(e2e.server, e2e.owner.token, { title: 'Aqua Club', barcodeTitle: 'Aqua Club', barcodeName: 'Aqua' });
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { deviceScaleFactor: 3 });
    await signInAt(page, e2e.owner.email, '/en/admin/barcode');
    const paste = page.getByLabel('Or paste serial numbers');
    await paste.fill(serials.join('\n'));
    await paste.blur();
    await expect.poll(() => page.getByTestId('label-count').textContent()).toBe('5 items selected');

    await page.getByLabel('Label medium').selectOption({ label: 'A4 sheet, 3 × 8' });
    await page.getByLabel('Copies per item').fill('2');
    const sheet = page.getByTestId('label-sheet');
    await expect.poll(() => sheet.getAttribute('data-labels')).toBe('10');
    await expect.poll(() => sheet.getByTestId('label-qr').count()).toBe(10);
    // The settings do not ask for the signature on labels unless told to.
    expect(await sheet.getByTestId('label-signature').count()).toBe(0);
    // The brand once (site title "Aqua Club", barcode title "Aqua Club", name "Aqua"): not "Aqua Club … Aqua Club Aqua".
    const firstLabel = (await sheet.locator('.label').first().innerText()).split(/\s+/).join(' ');
    expect(firstLabel.match(/Aqua/g)).toHaveLength(1);
    const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const a4Pages = pdfPageSizes(a4);
    expect(a4Pages).toHaveLength(1);
    expect(a4Pages[0]?.[0]).toBeCloseTo(210 * MM_TO_PT, 0);
    expect(a4Pages[0]?.[1]).toBeCloseTo(297 * MM_TO_PT, 0);

    await page.getByLabel('Label medium').selectOption({ label: 'Roll 50 × 25 mm' });
    await page.getByLabel('Copies per item').fill('1');
    await expect.poll(() => sheet.getAttribute('data-pages')).toBe('5');
    const roll = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const rollPages = pdfPageSizes(roll);
    expect(rollPages).toHaveLength(5);
    expect(rollPages[0]?.[0]).toBeCloseTo(50 * MM_TO_PT, 0);
    expect(rollPages[0]?.[1]).toBeCloseTo(25 * MM_TO_PT, 0);

    // Rasterise the first label as printed and read its QR code back.
    await page.emulateMedia({ media: 'print' });
    const first = page.getByTestId('label-print').locator(`.label[data-serial="${serials[0]}"]`).first();
    // The print copy draws its codes after the media switch: read until it has (a wrong code still fails), within the
    // e2e project's 30 s (15 s ran out twice at load 10, each screenshot at 3× and its decode taking seconds).
    const readBack = async () => {
      try {
        return decodeQr(await first.screenshot());
      } catch {
        return null;
      }
    };
    await expect.poll(readBack).toBe(`${e2e.server.url}/w/${serials[0]}`);
    await context.close();
  });

  it('prints an Arabic name shaped, in reading order, with its font embedded in the PDF; in English, the English name', async () => {
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { nameAr: 'فلتر كربون نشط', nameEn: 'Activated carbon filter' });
    const [serial] = (await buildItems(e2e.server, e2e.owner.token, 1, catalogId)) as [string];
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/ar/admin/barcode');
    const paste = page.getByLabel('أو الصق الأرقام التسلسلية');
    await paste.fill(serial);
    await paste.blur();
    await page.getByLabel('نوع الملصقات').selectOption({ index: 1 });
    await expect.poll(() => page.getByTestId('label-sheet').getByTestId('label-qr').count(), { timeout: 10_000 }).toBe(1);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'label-'));
    const file = path.join(dir, 'label.pdf');
    fs.writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    // Text extraction finds the letters as a reader reads them, so the glyphs carry their characters (shaped, not
    // boxes). pdftotext puts spaces between a shaped word's glyph runs and wraps it in direction marks: compare letters.
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, '')).toContain('فلتركربوننشط');
    expect(text).toContain(serial);
    // The Arabic comes from the font the app ships, not one the printing machine happens to have.
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansArabic/);

    // The same item's label from the English interface names the entry in English, switched to by the bar's toggle.
    await new AppShell(page).languageToggle().click();
    await page.waitForURL('**/en/admin/barcode');
    const pasteEn = page.getByLabel('Or paste serial numbers');
    await pasteEn.fill(serial);
    await pasteEn.blur();
    await page.getByLabel('Label medium').selectOption({ index: 1 });
    await expect.poll(() => page.getByTestId('label-sheet').getByTestId('label-qr').count(), { timeout: 10_000 }).toBe(1);
    // The names come in the label's language: the Arabic label may still be shown while the English one loads.
    await page.getByTestId('label-sheet').getByText('Activated carbon filter').waitFor();
    fs.writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const english = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(english.replace(/\s+/g, ' ')).toContain('Activated carbon filter');
    expect(english).not.toMatch(/\p{Script=Arabic}/u);
    fs.rmSync(dir, { recursive: true, force: true });
    await context.close();
  });

  it('prints the settings’ signature on every label once the settings ask for it (Arabic)', async () => {
    const signature = `data:image/png;base64,${(
      await sharp({ create: { width: 90, height: 30, channels: 3, background: { r: 0, g: 0, b: 90 } } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const saved = await gql(
      e2e.server.url,
      'mutation ($s: SettingsInput!) { settingsSave(settings: $s) { signatureOnLabels } }',
      { s: { theme: 'astronaut-blue', signature: { dataUrl: signature }, signatureOnLabels: true } },
      { token: e2e.owner.token },
    );
    expect(saved.errors).toBeUndefined();
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/ar/admin/barcode');
    const paste = page.getByLabel('أو الصق الأرقام التسلسلية');
    await paste.fill(serials.slice(0, 2).join('\n'));
    await paste.blur();
    const sheet = page.getByTestId('label-sheet');
    await expect.poll(() => sheet.getByTestId('label-signature').count(), { timeout: 10_000 }).toBe(2);
    expect(await sheet.getByTestId('label-signature').first().getAttribute('src')).toBe(signature);
    await context.close();
  });

  it('prints a factory batch’s labels for whoever made the batch, though the barcode settings stay the owner’s', async () => {
    // A product editor: may make batches, may not open the settings.
    const maker = await buildUser(e2e.server, { roles: ['productEditor'], email: 'batch-maker@test.example' });
    await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'Batch filter', warrantyPeriod: 12 });
    const { page } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, maker.email, '/en/admin/factory/batches');
    await Picker.labelled(page, 'Catalog entry').pick('Batch', 'Batch filter');
    await page.getByLabel('Number of item iterations').fill('3');
    await page.getByRole('button', { name: 'Create items' }).click();
    await page.getByRole('button', { name: 'Print labels for this batch' }).click();
    await page.waitForURL('**/en/admin/barcode');
    await expect.poll(() => page.getByTestId('label-count').textContent(), { timeout: 15_000 }).toBe('3 items selected');
    const made = await e2e.server.database.db
      .selectFrom('items')
      .innerJoin('catalog_entries', 'catalog_entries.id', 'items.catalog_id')
      .select('items.serial_number')
      .where('catalog_entries.name', '=', 'Batch filter')
      .execute();
    expect(made).toHaveLength(3);
    for (const { serial_number } of made) expect(await page.getByTestId('label-sheet').textContent()).toContain(serial_number);
    // The settings are not the maker's: their address answers 403.
    await page.goto('/en/admin/settings');
    await page.waitForURL('**/en/403');
  });
});
