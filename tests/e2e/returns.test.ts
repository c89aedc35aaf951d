import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { action, push } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { activate, buildCounter, itemRow, placeItems, type Counter } from '../support/outlets';
import { customerIn } from './pages/phone';
import { openInApp, openScreen } from './pages/inApp';
import { ScanScreen } from './pages/ScanScreen';
import { pendingCount, sellersPhone } from './pages/device';
import { useE2e } from './fixture';

// Issue 29 point 1: a restore never undoes a sale without a word. Restoring a sold item is a customer's return: the
// card shows the sale, the seller gives a reason before it is queued, the item's history keeps the sale and its
// warranty page says it was returned. A faulty item replaced under a warranty claim never goes back to the stock:
// refused on the device at once, and by the server.

const e2e = useE2e({ serviceWorker: true });
let counter: Counter;

beforeAll(async () => {
  counter = await buildCounter(e2e.server, e2e.owner.token, { outlet: 'فرع سموحة', catalog: 'جهاز تحلية سبع مراحل' });
});

/** The seller's phone, signed in, under the service worker, with the outlet's items on the device. */
const phone = (serials: string[]) => sellersPhone(e2e.browser, e2e.server.url, counter.seller, serials);

/** Moves to a screen of the app, as the menu does, once its heading shows. */
const card = (page: Page, serial: string) => page.locator(`[data-card-serial="${serial}"]`);

describe('restoring a sold or replaced item (ar, 360 px)', () => {
  it('a sold item comes back as the customer’s return: the sale is shown, a reason asked first, the history and the warranty page keep it', async () => {
    const [serial] = await placeItems(e2e.server, e2e.owner.token, counter.outlet, 1, counter.catalogId);
    const { page, context } = await phone([serial!]);
    try {
      await goOffline(e2e.server, page, context);
      // Offline, the sale and activation for a named customer.
      await openScreen(page, '/ar/admin/activation', 'التفعيل');
      await customerIn(page);
      await new ScanScreen(page).wedge(serial!);
      await expect.poll(() => card(page, serial!).getAttribute('data-card-state')).toBe('queued');

      // The same serial on the restore screen: the card tells the sale (still in the outbox) and calls it a return.
      await openScreen(page, '/ar/admin/restore', 'استرجاع الأصناف');
      await new ScanScreen(page).wedge(serial!);
      const restoreCard = card(page, serial!);
      await expect.poll(() => restoreCard.getAttribute('data-card-state')).toBe('toConfirm');
      await expect.poll(() => restoreCard.textContent()).toContain('إرجاع من عميل');
      expect(await restoreCard.textContent()).toContain('منى حسن');
      expect(await restoreCard.textContent()).toContain('فرع سموحة');

      // Confirming asks first, with the sale and a required reason; nothing is queued before.
      await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('منى حسن');
      await dialog.getByRole('button', { name: 'تسجيل الإرجاع' }).click();
      await dialog.getByText('اكتب سبب الإرجاع').waitFor();
      expect(await pendingCount(page)).toBe(1);
      await dialog.getByLabel('سبب الإرجاع').fill('تسريب من الفلتر');
      await dialog.getByRole('button', { name: 'تسجيل الإرجاع' }).click();
      await expect.poll(() => restoreCard.getAttribute('data-card-state')).toBe('queued');
      expect(await pendingCount(page)).toBe(2);
    } finally {
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe(0);

    // Both applied: the item is back in stock as a return, with its reason; the sale stays in its history.
    const item = await itemRow(e2e.server, serial!);
    expect(item).toMatchObject({ status: 'inStock', seller_id: null, return_reason: 'تسريب من الفلتر' });
    expect(item.returned_at).toBeTruthy();
    const history = await e2e.server.database.db
      .selectFrom('audit_logs')
      .select(['action', 'values'])
      .where('entity_name', '=', 'item')
      .where('entity_id', '=', item.id)
      .execute();
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['activate', 'restore']));
    expect(history.find((h) => h.action === 'restore')?.values).toContain('منى حسن');

    // The buyer's warranty page says it was returned, not that the warranty is not active.
    await openInApp(page, `/ar/w/${serial}`);
    await page.getByText('أُرجع في').first().waitFor();
    expect(await page.getByTestId('warranty-status').textContent()).not.toBe('غير مفعّل');
    expect(await page.getByText('هذا الضمان غير مفعّل بعد').count()).toBe(0);
  }, 180_000);

  it('a faulty item replaced under a warranty claim is refused at once on the device, and by the server', async () => {
    const [faulty, spare] = (await placeItems(e2e.server, e2e.owner.token, counter.outlet, 2, counter.catalogId)) as [string, string];
    await activate(e2e.server, e2e.owner.token, faulty, '01001112223');
    for (const step of [
      action('claimReceive', faulty, { notes: 'يسرّب' }),
      action('claimDiagnose', faulty, { notes: 'المضخة تالفة' }),
      action('claimResolve', faulty, { outcome: 'replaced', replacementSerial: spare }),
    ]) {
      expect((await push(e2e.server, e2e.owner.token, [step])).results[0]).toMatchObject({ status: 'applied' });
    }
    const before = await itemRow(e2e.server, faulty);
    const { page, context } = await phone([faulty]);
    try {
      await openScreen(page, '/ar/admin/restore', 'استرجاع الأصناف');
      await goOffline(e2e.server, page, context);
      await new ScanScreen(page).wedge(faulty);
      await expect.poll(() => card(page, faulty).getAttribute('data-card-state')).toBe('refused');
      expect(await card(page, faulty).textContent()).toContain('استُبدل هذا المنتج في مطالبة ضمان');
      expect(await page.getByRole('button', { name: 'تأكيد', exact: true }).count()).toBe(0);
      expect(await pendingCount(page)).toBe(0);
    } finally {
      await goOnline(e2e.server, context);
    }
    // The server refuses it too (a device that did not know), and the item stays where it was.
    const refused = await push(e2e.server, counter.seller.token, [action('restore', faulty)], 'ar');
    expect(refused.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.restoreReplaced' });
    expect(await itemRow(e2e.server, faulty)).toMatchObject({
      status: before.status,
      seller_id: counter.outlet,
      sync_seq: before.sync_seq,
    });
  }, 180_000);
});
