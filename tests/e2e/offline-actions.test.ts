import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { goOffline as takeOffline, goOnline as bringOnline } from '../support/network';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../support/items';
import { signInAt } from './pages/signIn';
import { ScanScreen } from './pages/ScanScreen';
import { Picker } from './pages/Picker';
import { useE2e } from './fixture';

// DESIGN "Offline writes are commands": scans queue actions in IndexedDB, the
// queue survives an offline reload, and coming back online applies each
// action exactly once.

const e2e = useE2e({ serviceWorker: true });
let outlet: string;
let serials: string[];

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Smouha Branch' });
  const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'RO system', warrantyPeriod: 24 });
  serials = await buildItems(e2e.server, e2e.owner.token, 50, catalogId);
  await push(
    e2e.server,
    e2e.owner.token,
    serials.map((s) => action('factoryExport', s)),
  );
});

const db = () => e2e.server.database.db;
const goOffline = (page: Page, context: BrowserContext) => takeOffline(e2e.server, page, context);
const goOnline = (context: BrowserContext) => bringOnline(e2e.server, context);

/**
 * `user` signed in on the screen at `path` (one load), the page under the service worker: it takes over the page it
 * was installed from (clientsClaim), so no reload is needed for it to serve the app once the network goes away.
 */
async function signedIn(user: BuiltUser, path: string): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(e2e.browser, e2e.server.url);
  await signInAt(page, user.email, path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { page, context };
}

async function pendingBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('outbox-badge');
  return (await badge.count()) ? Number(await badge.getAttribute('data-pending')) : 0;
}

describe('offline actions', () => {
  it('says an online-only list could not be loaded offline, not that it is empty, and loads it on retry (ar)', async () => {
    const { page, context } = await signedIn(e2e.owner, '/ar/admin/audit-logs');
    try {
      await page.locator('h1').first().waitFor();
      await goOffline(page, context);
      // A list never loaded on this device: nothing saved to show.
      await page.goto('/ar/admin/activation/records');
      await page.getByTestId('results-failed').waitFor({ timeout: 20_000 });
      expect(await page.getByText('تعذّر تحميل هذه القائمة').count()).toBe(1);
      expect(await page.getByText('لا توجد نتائج').count()).toBe(0);
      await goOnline(context);
      await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
      await expect.poll(() => page.getByTestId('results-failed').count(), { timeout: 20_000 }).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('exports 50 items typed offline, keeps the queue across an offline reload, applies each once online', async () => {
    const stock = await buildUser(e2e.server, { roles: ['exportEditor'] });
    const { page, context } = await signedIn(stock, '/en/admin/exportation');
    await page.getByRole('heading', { name: 'Exportation' }).waitFor();
    // The outlets come from the device's copy: the suggestion shows once it has replicated.
    await Picker.labelled(page, 'Branch or distributor').pick('Smouha', 'Smouha Branch', 60_000);
    await page.getByRole('button', { name: 'Next' }).click();

    await goOffline(page, context);
    const screen = new ScanScreen(page);
    for (const serial of serials) await screen.wedge(serial, 2);
    await expect.poll(() => screen.rows().count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.locator('tr[data-state="queued"]').count()).toBe(50);
    expect(await pendingBadge(page)).toBe(50);

    await page.reload();
    await page.getByRole('heading', { name: 'Exportation' }).waitFor();
    await expect.poll(() => pendingBadge(page)).toBe(50);
    expect(await db().selectFrom('actions').select('id').where('type', '=', 'export').execute()).toEqual([]);

    await goOnline(context);
    await expect.poll(() => pendingBadge(page), { timeout: 60_000 }).toBe(0);

    const exported = await db()
      .selectFrom('items')
      .select(['serial_number', 'status', 'seller_id'])
      .where('serial_number', 'in', serials)
      .execute();
    expect(exported.filter((i) => i.status === 'exported' && i.seller_id === outlet)).toHaveLength(50);
    const applied = await db()
      .selectFrom('actions')
      .select(['serial_number'])
      .where('type', '=', 'export')
      .where('status', '=', 'applied')
      .execute();
    expect(applied).toHaveLength(50);
    expect(new Set(applied.map((a) => a.serial_number)).size).toBe(50);
    await context.close();
  }, 150_000);

  it('exports online and says so once the server answered, with a way to the outbox (ar)', async () => {
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'Online RO system' });
    const fresh = await buildItems(e2e.server, e2e.owner.token, 2, catalogId);
    await push(
      e2e.server,
      e2e.owner.token,
      fresh.map((s) => action('factoryExport', s)),
    );
    const stock = await buildUser(e2e.server, { roles: ['exportEditor'] });
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    try {
      await signInAt(page, stock.email, '/ar/admin/exportation');
      await page.getByRole('heading', { name: 'التصدير', level: 1 }).waitFor();
      await Picker.labelled(page, 'الفرع أو الموزع').pick('Smouha', 'Smouha Branch', 60_000);
      await page.getByRole('button', { name: 'التالي' }).click();
      const screen = new ScanScreen(page);
      for (const serial of fresh) await screen.wedge(serial, 2);
      await expect.poll(() => screen.rows().count()).toBe(2);
      await page.getByRole('button', { name: 'التالي' }).click();
      await page.getByRole('button', { name: 'تأكيد' }).click();
      const toast = page.locator('[data-testid^="toast-"]').filter({ hasText: 'طُبقت عمليتان، لم تُرفض أي عملية' });
      await toast.waitFor();
      await toast.getByRole('button', { name: 'فتح صندوق الإرسال' }).click();
      await page.waitForURL(/\/ar\/admin\/outbox$/);
      await expect.poll(() => page.getByTestId('applied-today').locator('li').count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('lets a seller activate 10 warranties offline; an unknown serial is rejected on its row', async () => {
    const seller = await buildUser(e2e.server, { roles: ['activationEditor'], userType: 'seller' });
    const link = await gql(
      e2e.server.url,
      'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }',
      { u: seller.id, s: outlet },
      { token: e2e.owner.token },
    );
    expect(link.errors).toBeUndefined();
    const ten = serials.slice(0, 10);
    const { page, context } = await signedIn(seller, '/en/admin/activation');
    await page.getByRole('heading', { name: 'Activation' }).waitFor();
    await page.getByLabel('Client name').fill('Mona Hassan');
    await page.getByLabel('Client phone').fill('01001234567');

    await goOffline(page, context);
    const screen = new ScanScreen(page);
    for (const serial of [...ten, 'P00000000000']) await screen.wedge(serial, 2);
    await expect.poll(() => page.locator('tr[data-state="queued"]').count()).toBe(11);

    const before = Date.now();
    await goOnline(context);
    await expect.poll(() => page.locator('tr[data-state="applied"]').count(), { timeout: 60_000 }).toBe(10);
    const rejected = page.locator('tr[data-serial="P00000000000"]');
    await expect.poll(() => rejected.getAttribute('data-state')).toBe('rejected');
    expect(await rejected.getByTestId('row-error').textContent()).toBe('This item does not exist');

    const rows = await db()
      .selectFrom('items')
      .select(['warranty_status', 'activation_date', 'expiration_date'])
      .where('serial_number', 'in', ten)
      .execute();
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.warranty_status).toBe('active');
      const activated = new Date(row.activation_date as string);
      expect(activated.getTime()).toBeGreaterThanOrEqual(before - 60_000);
      const expected = new Date(activated);
      expected.setUTCMonth(expected.getUTCMonth() + 24);
      expect(new Date(row.expiration_date as string).toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    }
    await context.close();
  }, 150_000);
});
