import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchPersistent } from '../support/browser';
import { startFaultProxy } from '../support/faultProxy';
import { cardState, go, openPhone, PHONE, scan, sellerIn, counterWith, customerIn } from './pages/phone';
import { registrationId } from './pages/serviceWorker';
import { signInOnScreen, signInThroughScreen } from './pages/signIn';
import { useE2e } from './fixture';

// What waits on a seller's phone is said and goes out (issue 41 point 3 and the outbox's Background Sync), at 360 px
// in Arabic: after a browser restart the sign-in page says how many actions wait and for whom; the outbox never says
// "no refused actions" while it is still reading; and a queue goes out with no tab of the app open.

const e2e = useE2e({ serviceWorker: true, backgroundSync: true });
const serverUrl = () => e2e.server.url;

const sales = (serial: string) =>
  e2e.server.database.db
    .selectFrom('actions')
    .select(['status'])
    .where('serial_number', '=', serial)
    .where('type', '=', 'activate')
    .execute();

describe('what waits on the phone is said (point 3)', () => {
  it('after a browser restart, the sign-in page says how many actions wait and for which account, then sends them', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    const proxy = await startFaultProxy(serverUrl);
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-restart-'));
    try {
      let opened = await launchPersistent(profile, proxy.url, PHONE);
      await signInThroughScreen(opened.page, counter.seller.email, undefined, 'ar');
      await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await customerIn(opened.page);
      proxy.setMode('refuse');
      await scan(opened.page, serial);
      await expect.poll(() => cardState(opened.page, serial)).toBe('queued');
      // The browser closes (its session cookie goes with it: "Remember me" was not ticked), and opens again.
      await opened.context.close();
      opened = await launchPersistent(profile, proxy.url, PHONE);
      proxy.setMode('pass');
      await go(opened.page, '/ar/admin/activation');
      await opened.page.waitForURL(/\/ar\/auth\/signin/);
      const notice = opened.page.getByTestId('waiting-on-device');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(counter.seller.email);
      expect(await notice.getAttribute('data-count')).toBe('1');
      expect(await opened.page.getByLabel('البريد الإلكتروني').inputValue()).toBe(counter.seller.email);
      expect(await sales(serial)).toEqual([]);
      // Signed in on that same screen, as the seller reading it does (signInThroughScreen would load it again).
      await signInOnScreen(opened.page, counter.seller.email);
      await expect.poll(() => sales(serial)).toEqual([{ status: 'applied' }]);
      await opened.context.close();
    } finally {
      await proxy.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it('the outbox never reads "no refused actions" while it is still reading them', async () => {
    const { counter, serials } = await counterWith(e2e, 2);
    const [sold, refused] = serials as [string, string];
    // The second item sold by another account of the outlet first: this phone's sale of it is refused.
    const phone = await openPhone(e2e.browser, serverUrl, (context) =>
      context.addInitScript(() => {
        // Every text the page ever shows, as it appears.
        const seen: string[] = [];
        Object.assign(window, { textsSeen: seen });
        new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      }),
    );
    await sellerIn(phone, counter.seller, serials);
    await phone.network('offline');
    await customerIn(phone.page);
    await scan(phone.page, sold);
    await scan(phone.page, refused);
    await expect.poll(() => cardState(phone.page, refused)).toBe('queued');
    const { push, action } = await import('../support/items');
    await push(e2e.server, e2e.owner.token, [action('activate', refused, { clientName: 'Walk in', clientPhone: '01009999999' })]);
    await phone.network('online');
    await expect.poll(() => cardState(phone.page, refused)).toBe('rejected');
    // A load, kept: the outbox read from a store opened cold is where its reading lasts longest.
    await go(phone.page, '/ar/admin/outbox');
    await phone.page.getByTestId('refusal-group').waitFor();
    const texts = await phone.page.evaluate(() => (window as unknown as { textsSeen: string[] }).textsSeen);
    expect(texts.some((text) => text.includes('لا توجد عمليات مرفوضة'))).toBe(false);
  });
});

describe('Background Sync sends the queue with no tab open', () => {
  it('a sale queued on a network that refuses goes out when the browser fires the sync, the app closed', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    const phone = await openPhone(e2e.browser, serverUrl);
    await sellerIn(phone, counter.seller, serials);
    await customerIn(phone.page);
    await phone.network('wifiRefused');
    await scan(phone.page, serial);
    await expect.poll(() => cardState(phone.page, serial)).toBe('queued');
    // The engine's failed try asked the browser for a sync.
    await expect
      .poll(() =>
        phone.page.evaluate(async () =>
          ((await navigator.serviceWorker.ready) as unknown as { sync: { getTags(): Promise<string[]> } }).sync.getTags(),
        ),
      )
      .toContain('aqua-outbox');
    const origin = new URL(phone.proxy.url).origin;
    const other = await phone.context.newPage();
    await phone.page.close();
    await phone.network('online');
    const cdp = await phone.context.newCDPSession(other);
    const id = await registrationId(cdp, origin);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: 'aqua-outbox', lastChance: false });
    await expect.poll(() => sales(serial)).toEqual([{ status: 'applied' }]);
  });
});
