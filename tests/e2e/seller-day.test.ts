import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { ScanScreen } from './pages/ScanScreen';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 17: a seller's day on a 390 × 844 phone, offline most of it. Scans that the
// device can refuse are refused at once; the rest wait in the outbox across an offline
// reload; the reconnect is summed up; a refusal is fixed from the inbox and sent again;
// the database ends with each action applied once. Screenshots of each step go to
// $TMPDIR/seller-day-<lang>/ for a person to look at.

const e2e = useE2e({ serviceWorker: true });

/** The serial with its check digit changed: well formed in shape, wrong in sum. */
const mistyped = (serial: string) => serial.slice(0, -1) + String((Number(serial.slice(-1)) + 1) % 10);

const WORDS = {
  en: {
    title: 'Activation',
    name: 'Client name',
    phone: 'Client phone',
    saleOnly: 'Sale only',
    sellAndActivate: 'Sell + activate',
    badSerial: 'Incorrect serial number or QR code: check its letters and digits',
    summary: /Back online: 5 applied, 1 refused/,
    outbox: 'Outbox',
    fix: 'Fix and retry',
    retry: 'Send again',
    serialField: 'Serial number',
    paste: 'Paste a list of serials',
    addPasted: 'Add to the list',
  },
  ar: {
    title: 'التفعيل',
    name: 'اسم العميل',
    phone: 'هاتف العميل',
    saleOnly: 'بيع فقط',
    sellAndActivate: 'بيع وتفعيل',
    badSerial: 'الرقم التسلسلي أو رمز QR غير صحيح: راجع حروفه وأرقامه',
    summary: /عاد الاتصال: طُبقت ٥ عمليات، رُفضت عملية واحدة/,
    outbox: 'صندوق الإرسال',
    fix: 'تصحيح وإعادة الإرسال',
    retry: 'إرسال مرة أخرى',
    serialField: 'الرقم التسلسلي',
    paste: 'لصق قائمة أرقام تسلسلية',
    addPasted: 'إضافة إلى القائمة',
  },
} as const;

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, page.url()).toBeLessThanOrEqual(client);
}

function syncStatus(page: Page) {
  return page.getByTestId('sync-status');
}

describe.each(['ar', 'en'] as const)('a seller’s day at 390 × 844 (%s)', (lang) => {
  it('scans offline, keeps the queue across a reload, sums up the reconnect, fixes a refusal, applies each action once', async () => {
    const words = WORDS[lang];
    const shots = fs.mkdtempSync(path.join(os.tmpdir(), `seller-day-${lang}-`));
    let step = 0;
    const shot = async (page: Page, name: string) => {
      await noSidewaysScroll(page);
      await page.screenshot({ path: path.join(shots, `${String(++step).padStart(2, '0')}-${name}.png`), fullPage: true });
    };

    const here = await buildSeller(e2e.server, e2e.owner.token, { name: `Counter ${lang}` });
    const elsewhere = await buildSeller(e2e.server, e2e.owner.token, { name: `Elsewhere ${lang}` });
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: `RO system ${lang}`, warrantyPeriod: 24 });
    const ours = await placeItems(e2e.server, e2e.owner.token, here, 8, catalogId);
    const [theirs] = await placeItems(e2e.server, e2e.owner.token, elsewhere, 1, catalogId);
    const seller = await buildOutletAccount(e2e.server, e2e.owner.token, here, ['activationEditor', 'exportEditor']);

    const { page, context } = (await openPage(e2e.browser, e2e.server.url, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })) as {
      page: Page;
      context: BrowserContext;
    };
    // A seller lands on the sale screen, and the service worker takes over the page it was installed from
    // (clientsClaim): no second load or reload is needed for it to serve the app offline.
    await signInAs(page, seller.email, undefined, lang);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: words.title }).waitFor();
    await page.getByLabel(words.name).fill('Mona Hassan');
    await page.getByLabel(words.phone).fill('01001234567');
    const screen = new ScanScreen(page);
    const card = (serial: string) => page.locator(`[data-card-serial="${serial}"]`);

    // Online, one sale and activation: its card names the item, so the outlet's items are on the device.
    await screen.wedge(ours[0]!);
    await expect.poll(() => card(ours[0]!).getAttribute('data-card-state')).toBe('applied');
    await expect.poll(() => syncStatus(page).getAttribute('data-connection')).toBe('online');
    await shot(page, 'online-first-sale');

    await goOffline(e2e.server, page, context);
    await expect.poll(() => syncStatus(page).getAttribute('data-connection')).toBe('offline');
    // Sold and activated: three of ours, and the other outlet's item (not on this device: the server decides).
    for (const serial of [ours[1]!, ours[2]!, ours[3]!, theirs!]) await screen.wedge(serial);
    // Two mistyped: refused at once, nothing queued.
    await screen.wedge(mistyped(ours[6]!));
    await screen.wedge('P1234');
    // Sale only: two more, pasted as a list.
    await page.getByText(words.saleOnly, { exact: true }).click();
    await page.getByRole('button', { name: words.paste }).click();
    await page.getByRole('textbox', { name: words.paste }).fill(`${ours[4]!}\n${ours[5]!}`);
    await page.getByRole('button', { name: words.addPasted }).click();
    // The same serial again: a quiet mark on its card, no second card.
    await screen.wedge(ours[5]!);
    // Every card's state by its serial, so a failure names the card that is not where it should be.
    const cardStates = () =>
      page
        .locator('[data-card-serial]')
        .evaluateAll((cards) =>
          Object.fromEntries(cards.map((c) => [c.getAttribute('data-card-serial'), c.getAttribute('data-card-state')])),
        );
    await expect.poll(cardStates).toEqual({
      ...Object.fromEntries([ours[1], ours[2], ours[3], theirs, ours[4], ours[5]].map((s) => [s, 'queued'])),
      [ours[0]!]: 'applied',
      [mistyped(ours[6]!)]: 'refused',
      P1234: 'refused',
    });
    expect(await card(mistyped(ours[6]!)).textContent()).toContain(words.badSerial);
    expect(await syncStatus(page).getAttribute('data-pending')).toBe('6');
    // Each serial read counted once, the refused ones too: 1 online, 4, 2 mistyped, 2 pasted (the repeat is not counted again).
    expect(await page.getByTestId('scan-count').textContent()).toContain(lang === 'ar' ? '٩' : '9');
    await shot(page, 'offline-scans');

    // Offline reload: the queue is still there, in the outbox.
    await page.goto(`/${lang}/admin/outbox`);
    await page.getByRole('heading', { name: words.outbox, level: 1 }).waitFor();
    await expect.poll(() => page.locator('[data-testid="outbox-action"][data-state="queued"]').count()).toBe(6);
    expect(await syncStatus(page).getAttribute('data-connection')).toBe('offline');
    await shot(page, 'offline-outbox');
    expect(await e2e.server.database.db.selectFrom('actions').select('id').where('user_id', '=', seller.id).execute()).toHaveLength(1);

    // Back online: every queued action answered, and one toast sums them up.
    await goOnline(e2e.server, context);
    await expect.poll(() => syncStatus(page).getAttribute('data-pending'), { timeout: 60_000 }).toBe('0');
    await expect.poll(() => page.getByText(words.summary).count(), { timeout: 15_000 }).toBe(1);
    expect(await syncStatus(page).getAttribute('data-refused')).toBe('1');
    await shot(page, 'reconnected');

    // The inbox: the other outlet's item was refused (one reason, one card); fixed to one of ours and sent again.
    const refused = page.getByTestId('refusal-group');
    await expect.poll(() => refused.count()).toBe(1);
    expect(await refused.getAttribute('data-count')).toBe('1');
    expect(await refused.textContent()).toContain(theirs);
    await refused.getByRole('button', { name: words.fix }).click();
    await refused.getByLabel(words.serialField).fill(ours[7]!);
    await shot(page, 'fixing');
    await refused.getByRole('button', { name: words.retry }).click();
    await expect.poll(() => syncStatus(page).getAttribute('data-refused')).toBe('0');
    await expect.poll(() => syncStatus(page).getAttribute('data-pending')).toBe('0');
    await shot(page, 'inbox-empty');

    // The database: each action applied once; the refused one stored once, as refused.
    const rows = await e2e.server.database.db
      .selectFrom('actions')
      .select(['serial_number', 'type', 'status'])
      .where('user_id', '=', seller.id)
      .execute();
    const applied = rows.filter((r) => r.status === 'applied').map((r) => `${r.type} ${r.serial_number}`);
    expect(applied.sort()).toEqual(
      [...[ours[0], ours[1], ours[2], ours[3], ours[7]].map((s) => `activate ${s}`), ...[ours[4], ours[5]].map((s) => `sell ${s}`)].sort(),
    );
    expect(rows.filter((r) => r.status !== 'applied').map((r) => r.serial_number)).toEqual([theirs]);
    const items = await e2e.server.database.db
      .selectFrom('items')
      .select(['serial_number', 'warranty_status', 'bill_date', 'client_name', 'seller_id'])
      .where('serial_number', 'in', [...ours, theirs!])
      .execute();
    const bySerial = new Map(items.map((i) => [i.serial_number, i]));
    for (const s of [ours[0], ours[1], ours[2], ours[3], ours[7]]) expect(bySerial.get(s!)?.warranty_status).toBe('active');
    for (const s of [ours[4], ours[5]]) {
      expect(bySerial.get(s!)?.warranty_status).toBe('inactive');
      expect(bySerial.get(s!)?.bill_date).toBeTruthy();
      expect(bySerial.get(s!)?.client_name).toBe('Mona Hassan');
    }
    expect(bySerial.get(ours[6]!)?.bill_date).toBeNull();
    expect(bySerial.get(theirs!)).toMatchObject({ warranty_status: 'inactive', bill_date: null, seller_id: elsewhere });
  }, 240_000);
});
