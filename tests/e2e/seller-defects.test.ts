import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { saveSettings } from '../support/factories';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { deviceSerials } from './pages/device';
import { openInApp } from './pages/inApp';
import { signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 29 point 9, as a user sees it on a 360 × 780 phone: the seller's items list opens on its own outlet's items
// with the outlet named (online, and offline from the device), status badges at 14 px, and the customer's warranty
// page in Arabic says the app's name in Arabic.

const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };

const e2e = useE2e({ serviceWorker: true });
let outlet: string;
let catalogId: string;

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Smouha Branch' });
  catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'RO system', warrantyPeriod: 24 });
});

describe('the seller’s items list (en, 360 px)', () => {
  it('opens on its own outlet’s items, names the outlet online and offline, with readable badges', async () => {
    // More company stock than its own, made after its own (the list's newest first put the stock on top).
    const ours = await placeItems(e2e.server, e2e.owner.token, outlet, 3, catalogId);
    const stock = await placeItems(e2e.server, e2e.owner.token, null, 6, catalogId);
    const seller = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor', 'exportEditor']);
    const { page, context } = await openPage(e2e.browser, e2e.server.url, PHONE);
    await signInAt(page, seller.email, '/en/admin/items');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const text = (await rows.allTextContents()).join('\n');
    for (const serial of ours) expect(text).toContain(serial);
    for (const serial of stock) expect(text).not.toContain(serial);
    // The outlets' names come with a read of their own, after the rows (a dash until then: 10 s at load 15).
    await expect.poll(() => rows.first().textContent()).toContain('Smouha Branch');
    // The filters are folded on a phone: their button says one narrows the list, and unfolded it is the outlet.
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await filters.getByTestId('filters-applied').textContent()).toBe('1 applied');
    await filters.click();
    const outletFilter = page.getByRole('search').getByRole('combobox', { name: 'Outlet' });
    await expect.poll(() => outletFilter.inputValue()).toBe('Smouha Branch');
    const badgeSize = await rows
      .first()
      .getByText('Exported', { exact: true })
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(badgeSize).toBeGreaterThanOrEqual(14);

    // Offline, from the device's own copy.
    await expect.poll(() => deviceSerials(page, seller.id), { timeout: 60_000 }).toEqual(expect.arrayContaining(ours));
    await goOffline(e2e.server, page, context);
    try {
      await openInApp(page, '/en/admin/items?f.serialNumber=none');
      const outletLine = page.locator(`[data-item-serial="${ours[0]}"]`).getByTestId('device-item-outlet');
      await expect.poll(() => outletLine.textContent()).toBe('Outlet: Smouha Branch');
    } finally {
      await goOnline(e2e.server, context);
    }
  }, 180_000);
});

describe('the customer’s warranty page in Arabic', () => {
  it('says the app’s name in Arabic when the brand is the app’s own', async () => {
    await saveSettings(e2e.server, e2e.owner.token, { title: 'Aqua Club', barcodeTitle: 'Aqua Club', barcodeName: 'Aqua' });
    const [serial] = await placeItems(e2e.server, e2e.owner.token, outlet, 1, catalogId);
    const { page } = await openPage(e2e.browser, e2e.server.url, PHONE);
    await page.goto(`/ar/w/${serial}`);
    await page.getByTestId('warranty-card').waitFor();
    await expect.poll(() => page.getByTestId('brand-name').textContent()).toBe('نادي أكوا');
  });
});
