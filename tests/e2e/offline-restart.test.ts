import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchPersistent } from '../support/browser';
import { TEST_PASSWORD } from '../support/factories';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { customerIn } from './pages/phone';
import { ScanScreen } from './pages/ScanScreen';
import { deviceSerials, pendingCount, syncStatus } from './pages/device';
import { signInThroughScreen } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 29 point 3: a seller whose phone's browser was closed, and who opens it again at the counter with no network,
// can still sell. Without "Remember me" the session ended with the browser, so the account is unlocked on the device
// with its password (checked against a salted verifier kept on the device, never the password); the queue goes out
// with a fresh token once the network is back.

const e2e = useE2e({ browser: false });
const profiles: string[] = [];

afterAll(async () => {
  for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
});

const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };

describe('a browser restart offline (ar, 360 px)', () => {
  it('unlocks the account on the device with its password, sells, and sends the sale with a fresh token once online', async () => {
    const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'فرع سموحة' });
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'جهاز تحلية', warrantyPeriod: 24 });
    const [serial] = await placeItems(e2e.server, e2e.owner.token, outlet, 1, catalogId);
    const seller = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor']);
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-profile-'));
    profiles.push(profile);

    // Online, a first sign-in: the worker installs, the outlet's items come down.
    let opened = await launchPersistent(profile, e2e.server.url, PHONE);
    await signInThroughScreen(opened.page, seller.email, undefined, 'ar');
    await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await opened.page.getByRole('heading', { name: 'التفعيل', level: 1 }).waitFor();
    await expect.poll(() => deviceSerials(opened.page, seller.id), { timeout: 60_000 }).toContain(serial);
    // The verifier for an offline sign-in is made in the background after the sign-in.
    await opened.page.waitForFunction((email) => (localStorage.getItem('offlineAccounts') ?? '').includes(email), seller.email);

    // The browser closes; the network is gone when it opens again.
    await goOffline(e2e.server, opened.page, opened.context);
    await opened.context.close();
    opened = await launchPersistent(profile, e2e.server.url, { ...PHONE, offline: true });
    const { page, context } = opened;
    try {
      await page.goto('/ar/admin/activation');
      await page.waitForURL((url) => url.pathname.includes('/auth/signin'));
      await page.getByLabel('البريد الإلكتروني').fill(seller.email);
      await page.getByLabel('كلمة المرور').fill('not the password');
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.getByText('عذراً، لم نتعرف على بيانات الدخول الخاصة بك.').first().waitFor();
      await page.getByLabel('كلمة المرور').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.getByRole('heading', { name: 'التفعيل', level: 1 }).waitFor();
      expect(await syncStatus(page).getAttribute('data-connection')).toBe('offline');
      // Nothing on the device holds the password.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain(TEST_PASSWORD);

      // A sale at the counter, offline.
      await customerIn(page);
      await new ScanScreen(page).wedge(serial!);
      await expect.poll(() => page.locator(`[data-card-serial="${serial}"]`).getAttribute('data-card-state')).toBe('queued');
      expect(await pendingCount(page)).toBe(1);
    } finally {
      // Back online: a fresh token, the sale goes out and is applied once.
      await goOnline(e2e.server, context);
    }
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe(0);
    const actions = await e2e.server.database.db
      .selectFrom('actions')
      .select(['status', 'user_id'])
      .where('serial_number', '=', serial!)
      .where('type', '=', 'activate')
      .execute();
    expect(actions).toEqual([{ status: 'applied', user_id: seller.id }]);
  }, 180_000);
});
