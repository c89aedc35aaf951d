import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../shared/dates';
import { THEMES } from '../../shared/themes';
import { openPage } from '../support/browser';
import { gql } from '../support/graphql';
import { buildActivatedItems, buildSeller } from '../support/items';
import { openInApp } from './pages/inApp';
import { PinCodePrompt, SettingsScreen } from './pages/SettingsPages';
import { signInAt, signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

// The owner's settings screen in Chromium: a theme chosen and saved through
// the UI repaints the app after the reload, the replaced settings are listed
// with the spec's date and time, and pin-coded deletion refuses a wrong pin.

const e2e = useE2e();

const SAVE = 'mutation ($s: SettingsInput!) { settingsSave(settings: $s) { theme } }';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('settings through the UI', () => {
  it('saves a new theme: after the reload the palette is volcano, and the old settings are listed with date and time', async () => {
    expect(
      (await gql(e2e.server.url, SAVE, { s: { theme: 'astronaut-blue', title: 'Old title' } }, { token: e2e.owner.token })).errors,
    ).toBeUndefined();
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    const settings = new SettingsScreen(page);
    await signInOnto(page, e2e.owner.email, () => settings.open('en'));
    expect(await settings.brand500()).toBe(THEMES['astronaut-blue'].scale[500]);

    await settings.chooseTheme('Volcano');
    await settings.fill('Printed title', 'New title');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await settings.saveButton().click();
    await page.getByText('Settings saved successfully. The page will reload in 3 seconds for changes to take effect.').waitFor();
    await reloaded;

    await settings.saveButton().waitFor();
    expect(await settings.brand500()).toBe(THEMES.volcano.scale[500]);
    // A computed colour: the Save button is painted with the theme's solid shade.
    const solid = THEMES.volcano.scale[THEMES.volcano.solid[(await settings.isDark()) ? 'dark' : 'light']];
    expect(await settings.saveButton().evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(rgb(solid));

    const entries = await e2e.server.database.db.selectFrom('settings_history').select(['values', 'created_at']).execute();
    const old = entries.find((e) => (JSON.parse(e.values) as { title?: string }).title === 'Old title');
    if (!old) throw new Error('the replaced settings are not in the history');
    // Written as every date of the back-office (docs/decisions.md "Dates"), not the old DD/MM/YYYY and hh:mm am/pm.
    const date = formatInstant(old.created_at, 'en', 'day');
    const time = formatInstant(old.created_at, 'en', 'time');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    const row = settings.historyRows().filter({ hasText: 'Old title' });
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining([date, time, 'Astronaut blue', 'Old title']));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pin-coded deletion', () => {
  it('refuses a wrong pin with "Pin code is not correct" and deletes with the right one', async () => {
    expect(
      (
        await gql(
          e2e.server.url,
          SAVE,
          { s: { theme: 'volcano', pinCode: '4321', deletionNeedsPinCode: true } },
          { token: e2e.owner.token },
        )
      ).errors,
    ).toBeUndefined();
    const made = await gql<{ sparePartCreate: { id: string } }>(
      e2e.server.url,
      'mutation { sparePartCreate(data: { nameEn: "Pin test cartridge", warrantyPeriod: 3 }) { id } }',
      {},
      { token: e2e.owner.token },
    );
    const id = made.data?.sparePartCreate.id as string;
    const stillThere = async () =>
      (await e2e.server.database.db.selectFrom('catalog_entries').select('id').where('id', '=', id).execute()).length === 1;

    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/en/admin/spare-parts');
    const prompt = new PinCodePrompt(page);
    await page.getByRole('button', { name: 'Delete Pin test cartridge' }).click();
    await prompt.confirmWith('1111');
    await page.getByText('Pin code is not correct').waitFor();
    expect(await stillThere()).toBe(true);

    await page.getByRole('button', { name: 'Delete Pin test cartridge' }).click();
    await prompt.confirmWith('4321');
    await expect.poll(stillThere).toBe(false);
    await page.getByRole('button', { name: 'Delete Pin test cartridge' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the activation limit', () => {
  it('is the one set on the settings screen: lowered to 2 in Arabic, a third activation for one phone raises the notice', async () => {
    expect((await gql(e2e.server.url, SAVE, { s: { theme: 'astronaut-blue' } }, { token: e2e.owner.token })).errors).toBeUndefined();
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    const settings = new SettingsScreen(page);
    await signInOnto(page, e2e.owner.email, () => settings.open('ar'));
    await settings.fill('حد التفعيل', '2');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await settings.saveButton().click();
    await reloaded;
    await expect
      .poll(
        async () => (await e2e.server.database.db.selectFrom('settings').select('activation_limit').executeTakeFirst())?.activation_limit,
      )
      .toBe(2);

    const outlet = await buildSeller(e2e.server, e2e.owner.token);
    const activated = await buildActivatedItems(e2e.server, e2e.owner.token, {
      count: 3,
      outlet,
      clientName: 'عميل متكرر',
      clientPhone: '01207778889',
    });
    // Past the limit is a notice for the admins, never a refusal at the counter.
    expect(activated.statuses).toEqual(['applied', 'applied', 'applied']);

    // The app reloaded itself after the save: what it holds is the server's since.
    await openInApp(page, '/ar/admin/activation/records');
    await page.getByText('حد التفعيل لكل عميل: ٢').waitFor();
    const notice = page.getByTestId('activation-exceeded');
    await notice.getByText('تجاوز أحدهم الحد المسموح به لتفعيل الضمان').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'عميل متكرر' });
    expect(await row.getByText('تجاوز الحد').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the warranty certificate', () => {
  it('prints the title and, while the settings ask for it, the signature (Arabic); unticked, the signature is gone', async () => {
    // A real PNG (the certificate shows it as an image), saved as the drawn signature.
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: { r: 10, g: 20, b: 120 } } })
      .png()
      .toBuffer();
    const signature = `data:image/png;base64,${png.toString('base64')}`;
    const saved = await gql(
      e2e.server.url,
      SAVE,
      { s: { theme: 'astronaut-blue', title: 'أكوا لمعالجة المياه', signature: { dataUrl: signature } } },
      { token: e2e.owner.token },
    );
    expect(saved.errors).toBeUndefined();
    const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'فرع سموحة للشهادات' });
    const { serials } = await buildActivatedItems(e2e.server, e2e.owner.token, {
      count: 1,
      outlet,
      clientName: 'منى الشهادة',
      clientPhone: '01001112223',
    });
    const serial = serials[0] as string;

    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1280, height: 900 } });
    await signInAt(page, e2e.owner.email, `/ar/admin/items/${serial}`);
    await page.getByRole('link', { name: 'شهادة الضمان', exact: true }).click();
    const certificate = page.getByTestId('certificate-preview').getByTestId('certificate');
    await certificate.getByRole('heading', { name: 'شهادة ضمان' }).waitFor();
    const text = await certificate.textContent();
    for (const expected of ['أكوا لمعالجة المياه', 'منى الشهادة', '01001112223', serial, 'فرع سموحة للشهادات', 'التوقيع'])
      expect(text).toContain(expected);
    await expect.poll(() => certificate.getByTestId('certificate-signature').getAttribute('src')).toBe(signature);
    await expect.poll(() => certificate.getByTestId('certificate-qr').count()).toBe(1);
    // Printing shows only the certificate: the app is hidden, the print copy shown.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.locator('.certificate-print [data-testid="certificate"]').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    const settings = new SettingsScreen(page);
    await openInApp(page, '/ar/admin/settings');
    await page.getByRole('radiogroup').waitFor();
    const onCertificates = page.getByRole('group', { name: 'طباعة التوقيع على' }).getByText('شهادات الضمان');
    await onCertificates.click();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await settings.saveButton().click();
    await reloaded;
    await expect
      .poll(
        async () =>
          (await e2e.server.database.db.selectFrom('settings').select('signature_on_certificate').executeTakeFirst())
            ?.signature_on_certificate,
      )
      .toBe(0);
    // The app reloaded itself after the save: the certificate is drawn from the server's settings since.
    await openInApp(page, `/ar/admin/items/${serial}/certificate`);
    await certificate.getByRole('heading', { name: 'شهادة ضمان' }).waitFor();
    expect(await certificate.getByTestId('certificate-signature').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
