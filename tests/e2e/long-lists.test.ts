import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import type { BuiltUser } from '../support/factories';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { deviceSerials, pendingCount, syncStatus } from './pages/device';
import { openInApp } from './pages/inApp';
import { signInAs, signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 29 points 6 and 8, in English on a 360 × 780 phone: a long scan list keeps its counts on top and its confirm
// button in view; refusals are one card per reason with "dismiss all" and "fix and retry"; the sync's answers stay
// in the outbox's header across a reload, the summary toast opens the outbox, which lists today's applied actions
// and names the customer on waiting and refused cards. Issue 45 point 5, Arabic first: refusals read in Arabic read
// in English after the language is switched, in the same groups.

const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };

const e2e = useE2e({ serviceWorker: true });
let outlet: string;
let otherOutlet: string;
let catalogId: string;
let seller: BuiltUser;

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Smouha Branch' });
  otherOutlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Miami Branch' });
  catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'RO system', warrantyPeriod: 24 });
  seller = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor']);
});

/** The serial with its check digit changed: well formed in shape, wrong in sum (refused on the device). */
const mistyped = (serial: string) => serial.slice(0, -1) + String((Number(serial.slice(-1)) + 1) % 10);

/** The server answers another device for a moment while this phone stays offline (its context has no network). */
async function whileListening<T>(run: () => Promise<T>): Promise<T> {
  const { port, hostname } = new URL(e2e.server.url);
  await new Promise<void>((resolve) => e2e.server.server.listen(Number(port), hostname, () => resolve()));
  try {
    return await run();
  } finally {
    await new Promise<void>((resolve) => {
      e2e.server.server.close(() => resolve());
      e2e.server.server.closeAllConnections();
    });
  }
}

/** Whether the element is inside the 780 px tall viewport. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
}

const WORDS = {
  en: { activation: 'Activation', paste: 'Paste a list of serials', add: 'Add to the list', client: 'Client name', phone: 'Client phone' },
  ar: { activation: 'التفعيل', paste: 'لصق قائمة أرقام تسلسلية', add: 'إضافة إلى القائمة', client: 'اسم العميل', phone: 'هاتف العميل' },
} as const;
type Language = keyof typeof WORDS;

async function paste(page: Page, serials: string[], lang: Language = 'en') {
  const field = page.getByRole('textbox', { name: WORDS[lang].paste });
  if (!(await field.isVisible())) await page.getByRole('button', { name: WORDS[lang].paste }).click();
  await field.fill(serials.join('\n'));
  await page.getByRole('button', { name: WORDS[lang].add }).click();
}

/** The seller's phone on the activation screen with `serials` on the device, offline, the customer filled in. */
async function offlineCounter(
  serials: string[],
  client: string,
  lang: Language = 'en',
  account: BuiltUser = seller,
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(e2e.browser, e2e.server.url, PHONE);
  await signInAs(page, account.email, undefined, lang);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { name: WORDS[lang].activation, level: 1 }).waitFor();
  await expect.poll(() => deviceSerials(page, account.id), { timeout: 60_000 }).toEqual(expect.arrayContaining(serials));
  await goOffline(e2e.server, page, context);
  await page.getByLabel(WORDS[lang].client).fill(client);
  await page.getByLabel(WORDS[lang].phone).fill('01001234567');
  return { page, context };
}

describe('long lists (en, 360 px)', () => {
  it('keeps a pasted list’s counts on top and its confirm button in view, however long the list', async () => {
    const serials = await buildItems(e2e.server, e2e.owner.token, 60, catalogId);
    const { page } = await openPage(e2e.browser, e2e.server.url, PHONE);
    await signInAt(page, e2e.owner.email, '/en/admin/factory');
    await page.getByRole('heading', { name: 'Factory export', level: 1 }).waitFor();
    await paste(page, [...serials, mistyped(serials[0]!), mistyped(serials[1]!)]);
    await expect.poll(() => page.locator('[data-card-serial]').count()).toBe(62);

    // The counts, above the list: 60 go ahead, 2 were refused on the device.
    const summary = page.getByTestId('scan-summary').first();
    expect(await summary.textContent()).toContain('60 accepted');
    expect(await summary.textContent()).toContain('2 refused');
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    // In view where the list starts, in its middle and at its end.
    for (const at of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), at);
      await expect.poll(() => confirm.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    }
    expect(await inView(page, '[data-testid="scan-actions"]')).toBe(true);
    await confirm.click();
    await expect
      .poll(
        async () =>
          (await e2e.server.database.db.selectFrom('items').select('status').where('serial_number', 'in', serials).execute()).filter(
            (i) => i.status === 'inStock',
          ).length,
        { timeout: 60_000 },
      )
      .toBe(60);
  }, 180_000);

  it('groups refusals by reason, dismisses a group at once, fixes and sends another again', async () => {
    const ours = await placeItems(e2e.server, e2e.owner.token, outlet, 8, catalogId);
    const theirs = await placeItems(e2e.server, e2e.owner.token, otherOutlet, 5, catalogId);
    const { page, context } = await offlineCounter(ours, 'Mona Hassan');
    try {
      await paste(page, [...ours, ...theirs]);
      await expect.poll(() => pendingCount(page)).toBe(13);
      // Meanwhile, on another device: four of ours go back to the stock and out to this outlet again (the seller's
      // sales of them are now stale), the other outlet's five are not this outlet's to sell.
      const moved = ours.slice(0, 4);
      const out = await whileListening(() =>
        push(
          e2e.server,
          e2e.owner.token,
          moved.flatMap((s) => [action('restore', s), action('export', s, { sellerId: outlet })]),
        ),
      );
      expect(out.results.map((r) => r.status)).toEqual(Array(8).fill('applied'));
    } finally {
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe(0);
    await expect.poll(() => syncStatus(page).getAttribute('data-refused')).toBe('9');

    await openInApp(page, '/en/admin/outbox');
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    const groups = page.getByTestId('refusal-group');
    await expect.poll(() => groups.count()).toBe(2);
    expect(await groups.evaluateAll((els) => els.map((e) => e.getAttribute('data-count')))).toEqual(['5', '4']);
    // Two groups: two "dismiss all" buttons, not nine dismiss buttons; the outbox stays about a screen tall. (The
    // summary toast, still up in the same document, has a Dismiss of its own: not the outbox's.)
    const outbox = page.getByRole('main');
    expect(await outbox.getByRole('button', { name: /^Dismiss/ }).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2_500);

    const theirsGroup = groups.filter({ has: page.getByRole('button', { name: 'Dismiss all 5' }) });
    await theirsGroup.getByRole('button', { name: 'Dismiss all 5' }).click();
    await expect.poll(() => syncStatus(page).getAttribute('data-refused')).toBe('4');
    await expect.poll(() => groups.count()).toBe(1);

    // The stale ones: sent again together, with the customer as it was.
    await groups.getByRole('button', { name: 'Fix and retry' }).click();
    expect(await groups.getByLabel('Client name').inputValue()).toBe('Mona Hassan');
    await groups.getByRole('button', { name: 'Send all 4 again' }).click();
    await expect.poll(() => syncStatus(page).getAttribute('data-refused')).toBe('0');
    await expect.poll(() => pendingCount(page)).toBe(0);
    const items = await e2e.server.database.db
      .selectFrom('items')
      .select(['serial_number', 'warranty_status', 'client_name'])
      .where('serial_number', 'in', ours)
      .execute();
    expect(items.filter((i) => i.warranty_status === 'active' && i.client_name === 'Mona Hassan')).toHaveLength(8);
  }, 240_000);
});

describe('sync feedback (en, 360 px)', () => {
  it('keeps the last sync in the outbox across a reload, opens it from the toast, lists today’s applied actions with their customer', async () => {
    const ours = await placeItems(e2e.server, e2e.owner.token, outlet, 3, catalogId);
    const [theirs] = await placeItems(e2e.server, e2e.owner.token, otherOutlet, 1, catalogId);
    const { page, context } = await offlineCounter(ours, 'Karim Ali');
    try {
      await paste(page, [...ours, theirs!]);
      await expect.poll(() => pendingCount(page)).toBe(4);
      // Waiting: each card names the customer. Offline, the phone moves between its screens inside the app.
      await openInApp(page, '/en/admin/outbox');
      const waiting = page.locator('[data-testid="outbox-action"][data-state="queued"]');
      await expect.poll(() => waiting.count()).toBe(4);
      expect(await waiting.getByTestId('action-client').allTextContents()).toEqual(Array(4).fill('Customer: Karim Ali'));
      await openInApp(page, '/en/admin/activation');
      await page.getByRole('heading', { name: 'Activation', level: 1 }).waitFor();
    } finally {
      await goOnline(e2e.server, context);
    }
    // The summary toast, and its way to the outbox.
    const toast = page.locator('[data-testid^="toast-"]').filter({ hasText: 'Back online: 3 applied, 1 refused' });
    await toast.waitFor({ timeout: 60_000 });
    await toast.getByRole('button', { name: 'Open the outbox' }).click();
    await page.waitForURL(/\/en\/admin\/outbox$/);

    const lastSync = page.getByTestId('last-sync');
    await expect.poll(() => lastSync.textContent()).toMatch(/^Last sync: 3 applied, 1 refused, at /);
    const applied = page.getByTestId('applied-today').locator('li');
    await expect.poll(() => applied.count()).toBe(3);
    expect((await applied.evaluateAll((els) => els.map((e) => e.getAttribute('data-serial')))).sort()).toEqual([...ours].sort());
    expect(await applied.first().textContent()).toContain('Karim Ali');
    // The refused one names its customer too.
    const refused = page.getByTestId('refusal-group');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(theirs);
    expect(await refused.getByTestId('action-client').textContent()).toBe('Customer: Karim Ali');

    // A reload keeps the last sync: it is kept on the device.
    await page.reload();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('last-sync').textContent()).toMatch(/^Last sync: 3 applied, 1 refused, at /);
  }, 240_000);
});

describe('refusals follow the language (ar, then en, 360 px)', () => {
  it('words the same refusals in English after the switch, in the same groups, the outlet named in each language', async () => {
    const montaza = await buildSeller(e2e.server, e2e.owner.token, { nameAr: 'فرع المنتزه', nameEn: 'Montaza branch' });
    const phoneA = await buildOutletAccount(e2e.server, e2e.owner.token, montaza, ['activationEditor']);
    const phoneB = await buildOutletAccount(e2e.server, e2e.owner.token, montaza, ['activationEditor']);
    const [lost] = (await placeItems(e2e.server, e2e.owner.token, montaza, 1, catalogId)) as [string];
    const theirs = await placeItems(e2e.server, e2e.owner.token, otherOutlet, 2, catalogId);
    const { page, context } = await offlineCounter([lost], 'منى حسن', 'ar', phoneA);
    try {
      await paste(page, [lost, ...theirs], 'ar');
      await expect.poll(() => pendingCount(page)).toBe(3);
      // Meanwhile the outlet's other phone sells the one this phone holds: its sale will lose the race.
      const won = await whileListening(() =>
        push(e2e.server, phoneB.token, [action('activate', lost, { clientName: 'Nour', clientPhone: '01223334445' })]),
      );
      expect(won.results.map((r) => r.status)).toEqual(['applied']);
    } finally {
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe(0);
    await expect.poll(() => syncStatus(page).getAttribute('data-refused')).toBe('3');

    // To the outbox by the summary toast's button, as a user goes: the toast goes with it (left up, it covers the bar's
    // language switch at 360 px for its 6 s).
    await page.locator('[data-testid^="toast-"]').getByRole('button', { name: 'فتح صندوق الإرسال' }).click();
    await page.waitForURL(/\/ar\/admin\/outbox$/);
    await page.getByRole('heading', { name: 'صندوق الإرسال', level: 1 }).waitFor();
    const groups = page.getByTestId('refusal-group');
    await expect.poll(() => groups.count()).toBe(2);
    const counts = () => groups.evaluateAll((els) => els.map((e) => e.getAttribute('data-count')));
    const reasons = () => groups.getByTestId('refusal-reason').allTextContents();
    expect(await counts()).toEqual(['2', '1']);
    const [foreignAr, soldAr] = await reasons();
    expect(foreignAr).toBe('هذا المنتج ليس في منفذ البيع الخاص بك.');
    expect(soldAr).toMatch(/^سبق بيع هذا المنتج بتاريخ [٠-٩]{4}-[٠-٩]{2}-[٠-٩]{2} [٠-٩]{2}:[٠-٩]{2} للعميل Nour في فرع المنتزه\.$/);

    // The phone's language switch (the bar's toggle): the same refusals, in English, still two groups.
    await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await expect
      .poll(reasons)
      .toEqual([
        'This item is not at your outlet.',
        expect.stringMatching(/^This item was already sold on \d{4}-\d{2}-\d{2} \d{2}:\d{2} to Nour by Montaza branch\.$/),
      ]);
    expect(await counts()).toEqual(['2', '1']);
  }, 240_000);
});
