import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { saveSettings } from '../support/factories';
import { buildCatalogEntry, buildItems } from '../support/items';
import { signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// ZPL for thermal printers (issue 20): the label screen downloads the labels as ZPL, each label one ^GFA image of
// its face. The test reads the file as a printer would: the image's dots back into a PNG, its codes read by zbar.

const e2e = useE2e();
let dir: string;

beforeAll(async () => {
  // The settings' printer offsets: 1 mm from the start edge, 2 mm from the top.
  await saveSettings(e2e.server, e2e.owner.token, {
    title: 'Aqua Club',
    barcodeTitle: 'Aqua Club',
    barcodeName: 'Aqua',
    labelOffsetStartMm: 1,
    labelOffsetTopMm: 2,
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zpl-'));
});
afterAll(async () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Format {
  width: number;
  length: number;
  home: [number, number];
  copies: number;
  image: { width: number; height: number; dot(x: number, y: number): boolean };
}

/** The ^XA…^XZ formats of a ZPL file, each with its label size, home, copies and ^GFA image (counts checked). */
function formatsOf(zpl: string): Format[] {
  return [...zpl.matchAll(/\^XA([\s\S]*?)\^XZ/g)].map(([, body = '']) => {
    const number = (command: string) => Number(new RegExp(`\\^${command}(\\d+)`).exec(body)?.[1]);
    const home = /\^LH(\d+),(\d+)/.exec(body);
    const field = /\^GFA,(\d+),(\d+),(\d+),([0-9A-Fa-f]*)\^FS/.exec(body);
    if (!home || !field) throw new Error(`no ^LH or ^GFA in ${body.slice(0, 80)}`);
    const [total, count, bytesPerRow, hex] = [Number(field[1]), Number(field[2]), Number(field[3]), field[4] as string];
    expect(count).toBe(total);
    expect(hex.length).toBe(2 * total);
    expect(total % bytesPerRow).toBe(0);
    const bytes = Buffer.from(hex, 'hex');
    return {
      width: number('PW'),
      length: number('LL'),
      home: [Number(home[1]), Number(home[2])],
      copies: number('PQ'),
      image: {
        width: bytesPerRow * 8,
        height: total / bytesPerRow,
        dot: (x, y) => ((bytes[y * bytesPerRow + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0,
      },
    };
  });
}

/** The image as a PNG (printed dots black, a white margin round it), read by zbarimg for one kind of symbol. */
function readWithZbar(image: Format['image'], symbology: 'qrcode' | 'code128'): string {
  const margin = 20;
  const png = new PNG({ width: image.width + 2 * margin, height: image.height + 2 * margin });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const v =
        image.dot(x - margin, y - margin) && x >= margin && y >= margin && x - margin < image.width && y - margin < image.height ? 0 : 255;
      png.data.set([v, v, v, 255], (y * png.width + x) * 4);
    }
  const file = path.join(dir, `label-${symbology}.png`);
  fs.writeFileSync(file, PNG.sync.write(png));
  // zbarimg's complaints (no D-Bus here) stay out of the report; a failure still throws with them.
  const read = execFileSync('zbarimg', ['--raw', '-q', '-Sdisable', `-S${symbology}.enable`, file], { encoding: 'utf8', stdio: 'pipe' });
  return read.trim();
}

/** Clicks the download button and answers the file's name and text. */
async function downloadZpl(page: Page, button: string): Promise<{ name: string; zpl: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), zpl: fs.readFileSync(file, 'utf8') };
}

/** Where the printed dots of the image's left and right halves are: the QR code's side has most. */
function inkLeftRight(image: Format['image']): [number, number] {
  let left = 0;
  let right = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      if (!image.dot(x, y)) continue;
      if (x < image.width / 2) left++;
      else right++;
    }
  return [left, right];
}

describe('ZPL labels for thermal printers', () => {
  it('downloads a 50×25 mm roll at 203 and 300 dpi whose image holds the warranty QR code and the serial’s Code 128', async () => {
    const [serial] = (await buildItems(e2e.server, e2e.owner.token, 1)) as [string];
    const { page } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/en/admin/barcode');
    const paste = page.getByLabel('Or paste serial numbers');
    await paste.fill(serial);
    await paste.blur();
    await expect.poll(() => page.getByTestId('label-count').textContent()).toBe('1 item selected');

    // A4 sheets go to sheet printers: ZPL is refused with the reason.
    await page.getByLabel('Label medium').selectOption({ label: 'A4 sheet, 3 × 8' });
    await expect.poll(() => page.getByRole('button', { name: 'Download .zpl' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('zpl-hint').textContent()).toContain('ZPL is for roll labels');
    // The USB button only where the browser has WebUSB.
    const hasUsb = await page.evaluate(() => 'usb' in navigator);
    expect(await page.getByRole('button', { name: 'Send to printer (USB)' }).count()).toBe(hasUsb ? 1 : 0);

    await page.getByLabel('Label medium').selectOption({ label: 'Roll 50 × 25 mm' });
    await page.getByLabel('Copies per item').fill('2');
    await page.getByLabel('Printer resolution').selectOption({ label: '203 dpi' });
    const { name, zpl } = await downloadZpl(page, 'Download .zpl');
    expect(name).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.zpl$/);
    const formats = formatsOf(zpl);
    expect(formats).toHaveLength(1);
    const [label] = formats as [Format];
    expect([label.width, label.length]).toEqual([400, 200]);
    expect(label.home).toEqual([8, 16]);
    expect(label.copies).toBe(2);
    expect([label.image.width, label.image.height]).toEqual([400, 200]);
    expect(readWithZbar(label.image, 'qrcode')).toBe(`${e2e.server.url}/w/${serial}`);
    expect(readWithZbar(label.image, 'code128')).toBe(serial);
    // English: the QR code on the left, the texts on the right.
    const [left, right] = inkLeftRight(label.image);
    expect(left).toBeGreaterThan(right);

    await page.getByLabel('Printer resolution').selectOption({ label: '300 dpi' });
    const sharper = formatsOf((await downloadZpl(page, 'Download .zpl')).zpl);
    expect(sharper).toHaveLength(1);
    expect(sharper[0]).toMatchObject({ width: 591, length: 295, home: [12, 24], copies: 2 });
    expect(readWithZbar((sharper[0] as Format).image, 'qrcode')).toBe(`${e2e.server.url}/w/${serial}`);
  });

  it('downloads an Arabic-named item’s 40×30 mm roll from the Arabic screen, one format per item, the QR code on the right', async () => {
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { nameAr: 'فلتر كربون نشط', nameEn: 'Activated carbon filter' });
    const serials = await buildItems(e2e.server, e2e.owner.token, 2, catalogId);
    const { page } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/ar/admin/barcode');
    const paste = page.getByLabel('أو الصق الأرقام التسلسلية');
    await paste.fill(serials.join('\n'));
    await paste.blur();
    await expect.poll(() => page.getByTestId('label-count').textContent()).toBe('تم اختيار صنفين');
    await page.getByLabel('نوع الملصقات').selectOption({ label: 'لفة 40 × 30 مم' });
    // The resolutions read in Arabic digits.
    await page.getByLabel('دقة الطابعة').selectOption({ label: '٢٠٣ نقطة في البوصة' });
    const formats = formatsOf((await downloadZpl(page, 'تنزيل ملف ZPL')).zpl);
    expect(formats).toHaveLength(2);
    for (const [i, label] of formats.entries()) {
      expect([label.width, label.length, label.copies]).toEqual([320, 240, 1]);
      expect(readWithZbar(label.image, 'qrcode')).toBe(`${e2e.server.url}/w/${serials[i]}`);
      const [left, right] = inkLeftRight(label.image);
      expect(right).toBeGreaterThan(left);
    }

    await page.getByLabel('دقة الطابعة').selectOption({ label: '٣٠٠ نقطة في البوصة' });
    const sharper = formatsOf((await downloadZpl(page, 'تنزيل ملف ZPL')).zpl);
    expect(sharper.map((f) => [f.width, f.length])).toEqual([
      [472, 354],
      [472, 354],
    ]);
  });
});
