import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { customerIn } from './pages/phone';
import { ScanScreen } from './pages/ScanScreen';
import { deviceSerials, syncStatus } from './pages/device';
import { openInApp } from './pages/inApp';
import { signInOnScreen, signInThroughScreen } from './pages/signIn';
import { useE2e } from './fixture';

// One phone, two outlet accounts (docs/decisions.md "One local database per
// account"): what A queued offline stays A's across B's session (B neither
// sees it nor pushes it), B's device copy holds only B's outlet, and A's
// next sign-in sends the action, applied once, as A.

const e2e = useE2e({ serviceWorker: true });

/** The activation screen a sign-in lands an outlet account on, its customer filled in. */
async function activationScreen(page: Page): Promise<ScanScreen> {
  await page.getByRole('heading', { name: 'التفعيل' }).waitFor();
  await customerIn(page);
  return new ScanScreen(page);
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
}

describe('a phone shared by two outlet accounts (ar, 360 px)', () => {
  it('keeps each account’s items and queued actions apart; the queued action goes out at its own account’s next sign-in', async () => {
    const outletX = await buildSeller(e2e.server, e2e.owner.token, { name: 'Outlet X' });
    const outletY = await buildSeller(e2e.server, e2e.owner.token, { name: 'Outlet Y' });
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'جهاز تحلية إكس', warrantyPeriod: 24 });
    const xItems = await placeItems(e2e.server, e2e.owner.token, outletX, 2, catalogId);
    const yItems = await placeItems(e2e.server, e2e.owner.token, outletY, 2, catalogId);
    const a = await buildOutletAccount(e2e.server, e2e.owner.token, outletX, ['activationEditor']);
    const b = await buildOutletAccount(e2e.server, e2e.owner.token, outletY, ['activationEditor']);
    const serial = xItems[0]!;
    const card = (page: Page) => page.locator(`[data-card-serial="${serial}"]`);
    const actionsOn = () =>
      e2e.server.database.db
        .selectFrom('actions')
        .select(['user_id', 'status', 'type'])
        .where('serial_number', '=', serial)
        .where('type', '=', 'activate')
        .execute();

    const { page, context } = (await openPage(e2e.browser, e2e.server.url, {
      viewport: { width: 360, height: 780 },
      hasTouch: true,
      isMobile: true,
    })) as { page: Page; context: BrowserContext };
    try {
      // A, at outlet X: its outlet's items come down to the device.
      await signInThroughScreen(page, a.email, undefined, 'ar');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      let screen = await activationScreen(page);
      await expect.poll(() => deviceSerials(page, a.id), { timeout: 60_000 }).toEqual(expect.arrayContaining(xItems));
      expect(await deviceSerials(page, a.id)).not.toContain(yItems[0]);

      // Offline: one activation queued, and A signs out with it still waiting.
      await goOffline(e2e.server, page, context);
      await screen.wedge(serial);
      await expect.poll(() => card(page).getAttribute('data-card-state')).toBe('queued');
      expect(await card(page).textContent()).toContain('جهاز تحلية إكس');
      // Back online with A's push failing (the server errs on it), so A signs out with the action still waiting.
      // Offline, the sign-out cannot reach the server, and the next load would restore A's session from its cookie.
      await context.route('**/graphql', (route) =>
        route.request().postData()?.includes('ActionPush')
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"errors":[{"message":"busy","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}',
            })
          : route.fallback(),
      );
      await goOnline(e2e.server, context);
      await expect.poll(() => syncStatus(page).getAttribute('data-connection')).not.toBe('offline');
      expect(await card(page).getAttribute('data-card-state')).toBe('queued');
      await openUserMenu(page);
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('إجراء واحد بانتظار الإرسال. يبقى على هذا الجهاز ويُرسَل عند تسجيل دخولك مرة أخرى.');
      await dialog.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.waitForURL((url) => url.pathname.includes('/auth/signin'));
      await context.unrouteAll();
      expect(await actionsOn()).toEqual([]);

      // B, at outlet Y, on the same device: an empty outbox, only Y's items, and X's item is not on the device.
      // The next account signs in on the sign-in screen the sign-out left open, as a phone passed across the counter.
      await signInOnScreen(page, b.email);
      screen = await activationScreen(page);
      await expect.poll(() => deviceSerials(page, b.id), { timeout: 60_000 }).toEqual(expect.arrayContaining(yItems));
      expect(await deviceSerials(page, b.id)).not.toContain(serial);
      await expect.poll(() => syncStatus(page).getAttribute('data-connection')).toBe('online');
      expect(await syncStatus(page).getAttribute('data-pending')).toBe('0');
      await screen.wedge(serial);
      await card(page).waitFor();
      expect(await card(page).textContent()).toContain('غير موجود على هذا الجهاز بعد');
      expect(await card(page).textContent()).not.toContain('جهاز تحلية إكس');
      // The server refuses B's own try (outside its outlet); A's action was never sent.
      await expect.poll(() => card(page).getAttribute('data-card-state')).toBe('rejected');
      const during = await actionsOn();
      expect(during.filter((r) => r.user_id === a.id)).toEqual([]);
      expect(during.filter((r) => r.status === 'applied')).toEqual([]);
      const untouched = await e2e.server.database.db
        .selectFrom('items')
        .select('warranty_status')
        .where('serial_number', '=', serial)
        .executeTakeFirstOrThrow();
      expect(untouched.warranty_status).toBe('inactive');

      // B's outbox holds B's own refusal only: A's queued action is not there (the list comes from one query, so all at once).
      await openInApp(page, '/ar/admin/outbox');
      await page.getByRole('heading', { name: 'صندوق الإرسال', level: 1 }).waitFor();
      // Refusals are grouped by reason: one group, of one action, B's.
      const groups = page.getByTestId('refusal-group');
      await groups.first().waitFor();
      expect(await groups.count()).toBe(1);
      expect(await groups.first().getAttribute('data-count')).toBe('1');
      expect(await groups.first().textContent()).toContain(serial);

      // B signs out (nothing waiting: no question), A signs in again: the action goes out, applied once, as A.
      await openUserMenu(page);
      await page.waitForURL((url) => url.pathname.includes('/auth/signin'));
      await signInOnScreen(page, a.email);
      await expect
        .poll(async () => (await actionsOn()).filter((r) => r.user_id === a.id), { timeout: 60_000 })
        .toEqual([{ user_id: a.id, status: 'applied', type: 'activate' }]);
      const activated = await e2e.server.database.db
        .selectFrom('items')
        .select('warranty_status')
        .where('serial_number', '=', serial)
        .executeTakeFirstOrThrow();
      expect(activated.warranty_status).toBe('active');
      await openInApp(page, '/ar/admin/outbox');
      await page.getByRole('heading', { name: 'صندوق الإرسال', level: 1 }).waitFor();
      await expect.poll(() => syncStatus(page).getAttribute('data-pending')).toBe('0');
    } finally {
      await context.close();
    }
  }, 240_000);

  it('a sign-out made offline holds: back online, a reload does not bring the account back, and its session ends on the server', async () => {
    const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Outlet Z' });
    const a = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor']);
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 780 } });
    try {
      await signInThroughScreen(page, a.email, undefined, 'ar');
      await page.getByRole('heading', { name: 'التفعيل', level: 1 }).waitFor();
      await goOffline(e2e.server, page, context);
      try {
        await openUserMenu(page);
        await page.waitForURL((url) => url.pathname.includes('/auth/signin'));
      } finally {
        await goOnline(e2e.server, context);
      }
      const live = () =>
        e2e.server.database.db
          .selectFrom('refresh_tokens')
          .select('id')
          .where('user_id', '=', a.id)
          .where('revoked_at', 'is', null)
          .where('used_at', 'is', null)
          .execute();
      // Told to the server once it is back: no session of A's is left to restore.
      await expect.poll(async () => (await live()).length).toBe(0);
      await page.goto('/ar/admin/activation');
      await page.waitForURL((url) => url.pathname.includes('/auth/signin'));
      await page.getByRole('button', { name: 'تسجيل الدخول' }).first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('signOutPending'))).toBeNull();
    } finally {
      await context.close();
    }
  }, 120_000);
});
