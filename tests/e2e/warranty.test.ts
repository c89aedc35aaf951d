import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { saveSettings } from '../support/factories';
import { action, buildItems, buildSeller, push } from '../support/items';
import { useE2e } from './fixture';

const e2e = useE2e();
let serials: { inactive: string; active: string; expired: string };
const CLIENT = { clientName: 'Mona Hassan', clientPhone: '01001234567' };

beforeAll(async () => {
  const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Smouha Branch' });
  await saveSettings(e2e.server, e2e.owner.token, { title: 'Aqua Club', barcodeTitle: 'AquaPure', barcodeName: 'Filters' });
  const [inactive, active, expired] = (await buildItems(e2e.server, e2e.owner.token, 3)) as [string, string, string];
  await push(
    e2e.server,
    e2e.owner.token,
    [inactive, active, expired].flatMap((s) => [action('factoryExport', s), action('export', s, { sellerId: outlet })]),
  );
  await push(e2e.server, e2e.owner.token, [action('activate', active, CLIENT), action('activate', expired, CLIENT)]);
  await e2e.server.database.db
    .updateTable('items')
    .set({ activation_date: '2023-01-01T00:00:00.000Z', expiration_date: '2024-01-01T00:00:00.000Z' })
    .where('serial_number', '=', expired)
    .execute();
  serials = { inactive, active, expired };
});

const TEXT = {
  en: {
    inactive: 'Not activated',
    active: 'Active',
    expired: 'Expired',
    expiredOn: 'Expired on',
    expiresOn: 'Expires on',
    jan2024: 'January 1, 2024',
  },
  ar: { inactive: 'غير مفعّل', active: 'ساري', expired: 'منتهي', expiredOn: 'انتهى في', expiresOn: 'ينتهي في', jan2024: '٢٠٢٤' },
} as const;

describe('the customer warranty page', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`shows status and dates for inactive, active and expired items in ${language}, with no personal data`, async () => {
      const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
      for (const status of ['inactive', 'active', 'expired'] as const) {
        await page.goto(`/${language}/w/${serials[status]}`);
        const card = page.getByTestId('warranty-card');
        await card.waitFor();
        expect(await card.getAttribute('data-status')).toBe(status);
        expect(await page.getByTestId('warranty-status').textContent()).toBe(TEXT[language][status]);
        if (status === 'expired') {
          expect(await card.textContent()).toContain(TEXT[language].expiredOn);
          expect(await page.getByTestId('warranty-expires').textContent()).toContain(TEXT[language].jan2024);
        }
        if (status === 'active') expect(await card.textContent()).toContain(TEXT[language].expiresOn);
        if (status === 'inactive') expect(await page.getByTestId('warranty-expires').count()).toBe(0);
        // The brand's own frame (the settings' barcode title and name), none of the club's menus.
        expect(await page.getByTestId('brand-name').textContent()).toBe('AquaPure Filters');
        expect(await page.getByRole('navigation').count()).toBe(0);
        const html = await page.content();
        expect(html).not.toContain(CLIENT.clientName);
        expect(html).not.toContain(CLIENT.clientPhone);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens from the QR payload (no language prefix) and says when a serial does not exist', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await page.goto(`/w/${serials.active}`);
    await page.waitForURL(`**/ar/w/${serials.active}`);
    await page.getByTestId('warranty-card').waitFor();
    await page.goto('/en/w/NOPE-0000-000000');
    await page.getByRole('alert').filter({ hasText: 'This item does not exist' }).waitFor();
    await context.close();
  });

  it('turns a problem report into a complaint in the back-office', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await page.goto(`/en/w/${serials.active}`);
    await page.getByLabel('Phone number').fill('01005556666');
    await page.getByLabel('What is wrong?').fill('Water tastes of chlorine');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your complaint number is' }).waitFor();
    const complaint = await e2e.server.database.db
      .selectFrom('complaints')
      .selectAll()
      .where('serial_number', '=', serials.active)
      .executeTakeFirst();
    expect(complaint?.customer_phone).toBe('01005556666');
    await context.close();
  });
});
