import { describe, expect, it } from 'vitest';
import { dayOf } from '../../shared/dates';
import { DAY_MS, skewClock } from '../support/clock';
import { type Counter } from '../support/outlets';
import { cardState, go, openPhone, openSale, scan, sellerIn, type Phone, counterWith, customerIn } from './pages/phone';
import { openInApp } from './pages/inApp';
import { useE2e } from './fixture';

// What a seller's phone keeps and shows when things fail (issue 41), at 360 px in Arabic: storage that cannot write or
// cannot open is said out loud and nothing is dropped quietly (point 2); a phone's wrong clock does not date its sales
// (point 4); every screen a seller reaches offline reads the phone's own store (point 7).

const e2e = useE2e({ serviceWorker: true });
const serverUrl = () => e2e.server.url;

/**
 * Storage that fails on this phone, from its first script: writes refused as a full disk refuses them once the page
 * sets `__aquaFailWrites`; `indexedDB.open` throwing when local storage holds `test:failOpen` (a browser with storage
 * disabled, from the page's start).
 */
const FAILING_STORAGE = `(() => {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  for (const name of ['put', 'add', 'delete', 'clear']) {
    const original = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (...args) {
      if (globalThis.__aquaFailWrites) throw quota();
      return original.apply(this, args);
    };
  }
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    if (localStorage.getItem('test:failOpen')) throw new DOMException('Storage is disabled.', 'UnknownError');
    return open.apply(this, args);
  };
})();`;

async function phoneWithFailingStorage(counter: Counter, serials: string[]): Promise<Phone> {
  const phone = await openPhone(e2e.browser, serverUrl, (context) => context.addInitScript({ content: FAILING_STORAGE }));
  await sellerIn(phone, counter.seller, serials);
  return phone;
}

describe('storage that fails is said, and nothing is lost quietly (point 2)', () => {
  it('a scan the phone cannot write: marked on its row, told once, kept on screen until written', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    const phone = await phoneWithFailingStorage(counter, serials);
    await customerIn(phone.page);
    await phone.page.evaluate(() => Object.assign(globalThis, { __aquaFailWrites: true }));
    await scan(phone.page, serial);
    await expect.poll(() => cardState(phone.page, serial)).toBe('unsaved');
    await phone.page.getByTestId('storage-alert').waitFor();
    // Told once, in a toast (its view loads with the first toast).
    await expect
      .poll(() => phone.page.getByTestId('toast-error').allTextContents())
      .toEqual([expect.stringContaining('تعذّر على هذا الهاتف حفظ المسح')]);
    // Space freed: the seller tries again, and the sale is queued and goes out.
    await phone.page.evaluate(() => Object.assign(globalThis, { __aquaFailWrites: false }));
    await phone.page.getByTestId('storage-alert').getByRole('button', { name: 'أعد المحاولة' }).click();
    await expect.poll(() => cardState(phone.page, serial)).toBe('applied');
    expect(await phone.page.getByTestId('storage-alert').count()).toBe(0);
  });

  it('storage that cannot be opened at all: scans are still listed and checked, and the screen says why nothing is kept', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    const phone = await phoneWithFailingStorage(counter, serials);
    await phone.page.evaluate(() => localStorage.setItem('test:failOpen', '1'));
    // A load: storage that fails from the page's start.
    await openSale(phone.page);
    await phone.page.getByTestId('storage-alert').waitFor();
    expect(await phone.page.getByText('تعذّر فتح مساحة التخزين على هذا الهاتف').count()).toBe(1);
    await scan(phone.page, serial);
    await expect.poll(() => cardState(phone.page, serial)).toBe('unsaved');
    // Storage back (the browser's setting changed): "Try again" opens it, and the row is kept and sent.
    await phone.page.evaluate(() => localStorage.removeItem('test:failOpen'));
    await phone.page.getByTestId('storage-alert').getByRole('button', { name: 'أعد المحاولة' }).click();
    await expect.poll(() => phone.page.getByTestId('storage-alert').count()).toBe(0);
  });
});

describe('a phone’s wrong clock does not date its sales (point 4)', () => {
  it('two days behind: the sale of older stock is dated today, and the phone says its clock is off', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    // Stock made two months ago.
    const made = new Date(Date.now() - 60 * DAY_MS).toISOString();
    await e2e.server.database.db.updateTable('items').set({ created_at: made }).where('serial_number', '=', serial).execute();
    const phone = await openPhone(e2e.browser, serverUrl, (context) => skewClock(context, -2 * DAY_MS));
    await sellerIn(phone, counter.seller, serials);
    await customerIn(phone.page);
    await phone.page.getByTestId('clock-notice').waitFor();
    expect(await phone.page.getByTestId('clock-notice').textContent()).toContain('متأخرة يومين');
    await scan(phone.page, serial);
    await expect.poll(() => cardState(phone.page, serial)).toBe('applied');
    const item = await e2e.server.database.db
      .selectFrom('items')
      .select(['bill_date', 'activation_date', 'expiration_date'])
      .where('serial_number', '=', serial)
      .executeTakeFirstOrThrow();
    const today = dayOf(new Date());
    expect(dayOf(new Date(item.bill_date!))).toBe(today);
    expect(dayOf(new Date(item.activation_date!))).toBe(today);
    // Two years of warranty from today, not from two days ago.
    const end = new Date(item.expiration_date!);
    expect(Math.round((end.getTime() - Date.now()) / DAY_MS)).toBeGreaterThanOrEqual(728);
  });
});

describe('screens a seller reaches offline read the phone (point 7)', () => {
  it('the items list on Wi-Fi without internet, an item’s page from it, and the activation records', async () => {
    const { counter, serials } = await counterWith(e2e, 2);
    const [sold, shelf] = serials as [string, string];
    const phone = await openPhone(e2e.browser, serverUrl);
    await sellerIn(phone, counter.seller, serials);
    // Every screen's code cached under the service worker first (the seller's first day, online, through the menu);
    // the list itself under another filter, so no answer of it is kept to show offline.
    await openInApp(phone.page, '/ar/admin/items?f.serialNumber=none');
    await phone.page.getByRole('heading', { level: 1, name: 'قاعدة البيانات' }).waitFor();
    await openInApp(phone.page, '/ar/admin/activation/records');
    await phone.page.getByRole('heading', { level: 1, name: 'سجلات التفعيل' }).waitFor();
    await phone.network('wifiNoInternet');
    await openInApp(phone.page, '/ar/admin/activation');
    await customerIn(phone.page);
    await scan(phone.page, sold);
    await expect.poll(() => cardState(phone.page, sold)).toBe('queued');

    // The app opened again on the items list (a load), and the browser still believes it is online: the list comes
    // from the phone all the same. From there the seller goes on through the app's links.
    await go(phone.page, '/ar/admin/items');
    await phone.page.getByTestId('device-items').waitFor();
    await phone.page.locator(`[data-item-serial="${shelf}"]`).getByRole('link').click();
    await phone.page.getByTestId('device-item').waitFor();
    expect(await phone.page.getByRole('heading', { level: 1 }).textContent()).toBe(shelf);
    // The sold one's page: what this phone did to it, waiting.
    await openInApp(phone.page, `/ar/admin/items/${sold}`);
    await phone.page.getByRole('heading', { level: 1, name: sold }).waitFor();
    await phone.page.getByTestId('device-item').waitFor();
    expect(await phone.page.locator('[data-action-state="queued"]').count()).toBe(1);
    await openInApp(phone.page, '/ar/admin/activation/records');
    await phone.page.getByTestId('device-activations').waitFor();
    if (process.env.SHOTS_DIR)
      await phone.page.screenshot({ path: `${process.env.SHOTS_DIR}/activation-records-offline-ar-360.png`, fullPage: true });
    expect(await phone.page.locator('[data-phone="01001234567"]').textContent()).toContain(sold);
  }, 120_000);

  it('a screen outside the seller’s rights is the 403 page, offline too, never a 500', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const phone = await openPhone(e2e.browser, serverUrl);
    await sellerIn(phone, counter.seller, serials);
    // A network that refuses every connection while the browser believes it is online; the screen's code was never
    // fetched on this phone (the seller may not open it).
    await phone.network('wifiRefused');
    await go(phone.page, '/ar/admin/complaints');
    await phone.page.waitForURL(/\/ar\/403$/);
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await phone.page.getByText('500').count()).toBe(0);
  });
});
