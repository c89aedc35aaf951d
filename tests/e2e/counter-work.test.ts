import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goOffline, goOnline } from '../support/network';
import { buildCounter, placeItems, type Counter } from '../support/outlets';
import { customerIn } from './pages/phone';
import { openScreen } from './pages/inApp';
import { ScanScreen } from './pages/ScanScreen';
import { pendingCount, sellersPhone } from './pages/device';
import { useE2e } from './fixture';

// Issue 29 points 2 and 4, issue 33 point 2: what a seller does at the counter, offline, is never lost or doubled.
// A pasted list is queued in one write and what is on a scan screen stays on the device as a draft (a reload 1.5 s
// after pasting keeps all 40); a serial twice in one paste is queued once; the device's checks see its own outbox.

const e2e = useE2e({ serviceWorker: true });
let counter: Counter;

beforeAll(async () => {
  counter = await buildCounter(e2e.server, e2e.owner.token, { outlet: 'فرع سموحة', catalog: 'جهاز تحلية' });
});

/** The seller's phone on the activation screen, under the service worker, with `serials` on the device, offline. */
async function offlineCounter(serials: string[]): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await sellersPhone(e2e.browser, e2e.server.url, counter.seller, serials);
  await page.getByRole('heading', { name: 'التفعيل', level: 1 }).waitFor();
  await goOffline(e2e.server, page, context);
  return { page, context };
}

async function paste(page: Page, serials: string[]) {
  const field = page.getByRole('textbox', { name: 'لصق قائمة أرقام تسلسلية' });
  if (!(await field.isVisible())) await page.getByRole('button', { name: 'لصق قائمة أرقام تسلسلية' }).click();
  await field.fill(serials.join('\n'));
  await page.getByRole('button', { name: 'إضافة إلى القائمة' }).click();
}

const activations = (serials: string[]) =>
  e2e.server.database.db
    .selectFrom('actions')
    .select(['serial_number', 'status'])
    .where('serial_number', 'in', serials)
    .where('type', '=', 'activate')
    .execute();

describe('a seller’s work at the counter, offline (ar, 360 px)', () => {
  it('keeps all 40 pasted sales and the customer’s fields across a reload 1.5 s after the paste', async () => {
    const serials = await placeItems(e2e.server, e2e.owner.token, counter.outlet, 40, counter.catalogId);
    const { page, context } = await offlineCounter(serials);
    try {
      await customerIn(page, { name: 'منى حسن', phone: '01001234567' });
      await paste(page, serials);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await page.reload();
      await page.getByRole('heading', { name: 'التفعيل', level: 1 }).waitFor();
      await expect.poll(() => pendingCount(page)).toBe(40);
      // The screen as it was: the customer, and the 40 cards waiting in the outbox.
      expect(await page.getByLabel('اسم العميل').inputValue()).toBe('منى حسن');
      expect(await page.getByLabel('هاتف العميل').inputValue()).toBe('01001234567');
      await expect.poll(() => page.locator('[data-card-state="queued"]').count()).toBe(40);
    } finally {
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 90_000 }).toBe(0);
    const applied = await activations(serials);
    expect(applied.filter((a) => a.status === 'applied')).toHaveLength(40);
    expect(new Set(applied.map((a) => a.serial_number)).size).toBe(40);
  }, 240_000);

  it('queues a serial pasted twice in one list once', async () => {
    const [a, b, c] = (await placeItems(e2e.server, e2e.owner.token, counter.outlet, 3, counter.catalogId)) as [string, string, string];
    const { page, context } = await offlineCounter([a, b, c]);
    try {
      await customerIn(page, { name: 'كريم علي', phone: '01009876543' });
      await paste(page, [a, b, a, c, b]);
      await expect.poll(() => page.locator('[data-card-state="queued"]').count()).toBe(3);
      expect(await page.locator('[data-card-serial]').count()).toBe(3);
      expect(await pendingCount(page)).toBe(3);
    } finally {
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe(0);
    const rows = await activations([a, b, c]);
    expect(rows.map((r) => `${r.serial_number} ${r.status}`).sort()).toEqual([a, b, c].map((s) => `${s} applied`).sort());
  }, 180_000);

  it('refuses on the device what its own outbox already holds: a sale of an item waiting to be restored, a second sale', async () => {
    const [restored, sold] = (await placeItems(e2e.server, e2e.owner.token, counter.outlet, 2, counter.catalogId)) as [string, string];
    const { page, context } = await offlineCounter([restored, sold]);
    try {
      const screen = new ScanScreen(page);
      // The restore screen's list is a draft: it stays across a screen change until it is confirmed.
      await openScreen(page, '/ar/admin/restore', 'استرجاع الأصناف');
      await screen.wedge(restored);
      await page.locator(`[data-card-serial="${restored}"]`).waitFor();
      await openScreen(page, '/ar/admin/outbox', 'صندوق الإرسال');
      await openScreen(page, '/ar/admin/restore', 'استرجاع الأصناف');
      await page.locator(`[data-card-serial="${restored}"]`).waitFor();
      await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
      await expect.poll(() => pendingCount(page)).toBe(1);

      await openScreen(page, '/ar/admin/activation', 'التفعيل');
      await customerIn(page, { name: 'منى حسن', phone: '01001234567' });
      await screen.wedge(restored);
      const refused = page.locator(`[data-card-serial="${restored}"]`);
      await expect.poll(() => refused.getAttribute('data-card-state')).toBe('refused');
      expect(await refused.textContent()).toContain('هذا المنتج ليس في منفذ البيع الخاص بك.');

      await screen.wedge(sold);
      await expect.poll(() => page.locator(`[data-card-serial="${sold}"]`).getAttribute('data-card-state')).toBe('queued');
      // The next customer: a sale of the same item again is refused at once, with the spec's message.
      await page.getByRole('button', { name: 'عميل جديد' }).click();
      await customerIn(page, { name: 'كريم علي', phone: '01009876543' });
      await page.getByText('بيع فقط', { exact: true }).click();
      await screen.wedge(sold);
      const again = page.locator(`[data-card-serial="${sold}"]`);
      await expect.poll(() => again.getAttribute('data-card-state')).toBe('refused');
      expect(await again.textContent()).toContain('تم بيع هذا المنتج من قبل.');
      expect(await pendingCount(page)).toBe(2);
    } finally {
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe(0);
    expect(await page.getByTestId('sync-status').getAttribute('data-refused')).toBe('0');
  }, 180_000);
});
