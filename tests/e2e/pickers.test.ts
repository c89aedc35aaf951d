import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { gql } from '../support/graphql';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { placeItems } from '../support/outlets';
import { ItemsListPage } from './pages/ItemsPages';
import { Picker } from './pages/Picker';
import { openInApp } from './pages/inApp';
import { signInAt, signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 18 point 6, "pickers, not ids": a place, an outlet and a catalog entry
// are chosen by typing part of a name (spec §7 autocomplete), here part of the
// Arabic one on a 360 px phone, and with the keyboard alone in English; the
// items list's serial filter takes a scanner's serial and Enter.

const e2e = useE2e();
let outletSerials: string[];
let otherSerial: string;
let outlet: string;
let damanhour: string;
let product: string;
let membrane: string;

async function place(level: 'governorate' | 'city', nameEn: string, nameAr: string, parentId: string | null): Promise<string> {
  const res = await gql<Record<string, { id: string }>>(
    e2e.server.url,
    `mutation ($d: PlaceInput!) { ${level}Create(data: $d) { id } }`,
    { d: { nameEn, nameAr, parentId } },
    { token: e2e.owner.token },
  );
  return res.data?.[`${level}Create`]?.id as string;
}

beforeAll(async () => {
  damanhour = await place('city', 'Damanhour Test', 'دمنهور تجربة', await place('governorate', 'Beheira Test', 'البحيرة تجربة', null));
  await place('city', 'Qus Test', 'قوص تجربة', await place('governorate', 'Qena Test', 'قنا تجربة', null));
  outlet = await buildSeller(e2e.server, e2e.owner.token, { nameAr: 'فرع كفر الدوار', nameEn: 'Kafr El Dawwar Branch' });
  const other = await buildSeller(e2e.server, e2e.owner.token, { nameAr: 'فرع سيدي جابر', nameEn: 'Sidi Gaber Branch' });
  outletSerials = (await placeItems(e2e.server, e2e.owner.token, outlet, 2)).sort();
  [otherSerial] = (await placeItems(e2e.server, e2e.owner.token, other, 1)) as [string];
  product = await buildCatalogEntry(e2e.server, e2e.owner.token, { nameAr: 'شمعة كربون نشط', nameEn: 'Activated carbon cartridge' });
  const part = await gql<{ sparePartCreate: { id: string } }>(
    e2e.server.url,
    'mutation ($data: CatalogInput!) { sparePartCreate(data: $data) { id } }',
    { data: { nameAr: 'ممبرين تجربة', nameEn: 'Test membrane', warrantyPeriod: 6, barcode: 'SP-PICK-1' } },
    { token: e2e.owner.token },
  );
  membrane = part.data?.sparePartCreate.id as string;
}, 120_000);

const rowTexts = (page: Page) => page.locator('tbody tr').allTextContents();

describe('pickers, not ids', () => {
  it('picks a place, an outlet and a catalog entry by part of the Arabic name, and finds an item by a scanned serial, at 360 px', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 740 } });
    const filters = page.getByRole('button', { name: 'عوامل التصفية' });
    const search = page.getByRole('search');

    // A place: the cities of the governorate chosen by "بحيرة".
    await signInAt(page, e2e.owner.email, '/ar/admin/cities');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await filters.click();
    await Picker.labelled(page, 'المحافظة', search).pick('بحيرة', 'البحيرة تجربة');
    await search.getByRole('button', { name: 'بحث' }).click();
    // The answer to the filter: the whole list, still shown right after the click, holds Damanhour too.
    await expect
      .poll(() => rowTexts(page).then((rows) => rows.join(' ')))
      .toSatisfy((shown: string) => shown.includes('دمنهور تجربة') && !shown.includes('قوص تجربة'));

    // A place of a record: the outlet's governorate, then a city of it (the city waits for its governorate).
    await openInApp(page, `/ar/admin/branches/${outlet}/edit`);
    await page.getByRole('button', { name: /الموقع/ }).click();
    const city = Picker.labelled(page, 'المدينة');
    expect(await city.input.isDisabled()).toBe(true);
    await Picker.labelled(page, 'المحافظة').pick('بحيرة', 'البحيرة تجربة');
    await city.pick('دمن', 'دمنهور تجربة');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await e2e.server.database.db.selectFrom('sellers').select('city_id').where('id', '=', outlet).executeTakeFirst())?.city_id,
      )
      .toBe(damanhour);
    // Saved, the wizard moves on to the outlet's page; the next screen is opened after that, not raced by it.
    await page.waitForURL((url) => url.pathname === `/ar/admin/branches/${outlet}`);

    // An outlet: the items at the one chosen by "الدوار".
    const items = new ItemsListPage(page);
    await openInApp(page, '/ar/admin/items');
    await page.getByRole('heading', { level: 1, name: 'قاعدة البيانات' }).waitFor();
    await filters.click();
    await Picker.labelled(page, 'منفذ البيع', search).pick('الدوار', 'فرع كفر الدوار');
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect.poll(async () => (await items.serials()).sort()).toEqual(outletSerials);

    // A scanner types the other outlet's serial and Enter into the serial filter: that item, at once (the outlet filter still applies, so reset first).
    await search.getByRole('button', { name: 'إعادة تعيين' }).click();
    await expect.poll(async () => (await items.serials()).length).toBe(3);
    const serialField = search.getByRole('textbox', { name: 'الرقم التسلسلي' });
    await serialField.pressSequentially(otherSerial, { delay: 5 });
    await serialField.press('Enter');
    await expect.poll(() => items.serials()).toEqual([otherSerial]);
    expect(new URL(page.url()).searchParams.toString()).toContain(otherSerial);
    expect(await search.getByRole('button', { name: 'المسح بالكاميرا' }).count()).toBe(1);

    // Catalog entries a product is made of: a part found by "ممبر", taken with Enter (the first match is highlighted).
    await openInApp(page, `/ar/admin/products/${product}/edit`);
    const parts = page.getByRole('combobox', { name: 'مكونات المنتج' });
    await parts.fill('ممبر');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /ممبرين تجربة/ })
      .waitFor();
    await parts.press('Enter');
    await page.getByRole('button', { name: 'إزالة ممبرين تجربة' }).waitFor();
    expect(await parts.inputValue()).toBe('');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await e2e.server.database.db.selectFrom('catalog_entries').select('product_parts').where('id', '=', product).executeTakeFirst())
            ?.product_parts,
      )
      .toContain(membrane);
    await page.waitForURL((url) => url.pathname === `/ar/admin/products/${product}`);

    // A catalog entry: a factory batch of the entry found by "كربون" (a server search).
    await openInApp(page, '/ar/admin/factory/batches');
    const entry = Picker.labelled(page, 'صنف الكتالوج');
    await entry.input.click();
    await entry.input.fill('كربون');
    await entry.options().filter({ hasText: 'شمعة كربون نشط' }).waitFor();
    expect(await seriousViolations(page, 'catalog picker open')).toEqual([]);
    await entry.options().filter({ hasText: 'شمعة كربون نشط' }).click();
    expect(await entry.value()).toBe('شمعة كربون نشط');
    await page.getByLabel('عدد مرات تكرار المنتج').fill('2');
    await page.getByRole('button', { name: 'إنشاء المنتجات' }).click();
    await page.getByTestId('factory-batch-result').waitFor();
    const made = await e2e.server.database.db
      .selectFrom('items')
      .innerJoin('catalog_entries', 'catalog_entries.id', 'items.catalog_id')
      .select('items.id')
      .where('catalog_entries.name_ar', '=', 'شمعة كربون نشط')
      .execute();
    expect(made).toHaveLength(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });

  it('is a combobox the keyboard alone works (English): type, arrows, Enter chooses, Enter again searches', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } });
    const items = new ItemsListPage(page);
    await signInOnto(page, e2e.owner.email, () => items.open('en'));
    const outlet = Picker.labelled(page, 'Outlet', page.getByRole('search'));
    await outlet.input.focus();
    await page.keyboard.type('Gaber');
    await outlet.options().filter({ hasText: 'Sidi Gaber Branch' }).waitFor();
    expect(await outlet.input.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page, 'outlet picker open')).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await outlet.value()).toBe('Sidi Gaber Branch');
    expect(await outlet.input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => items.serials()).toEqual([otherSerial]);
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });
});
