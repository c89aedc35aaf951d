import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from '../../support/browser';
import type { BuiltUser } from '../../support/factories';
import { setPhoneNetwork, startFaultProxy, type FaultProxy, type PhoneNetwork } from '../../support/faultProxy';
import { deviceSerials } from './device';
import { TEST_PASSWORD } from '../../support/factories';
import { SignInPage } from './AuthPages';
import { watchRequests } from './quiet';
import { signInAs } from './signIn';
import { buildCounter, placeItems, type Counter } from '../../support/outlets';
import type { E2e } from '../fixture';

// A seller's phone as the sync engine meets it (issue 41): 360 × 780, touch, Arabic, under the service worker, on a
// network of its own (a fault proxy in front of the server: online, offline, Wi-Fi without internet), so one phone
// can lose its network while another keeps it.

/** Waits for `condition` (every 50 ms), at most `timeoutMs`: usable outside a test (the benches drive phones too). */
export async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`not so within ${timeoutMs} ms: ${condition.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;

export interface Phone {
  page: Page;
  context: BrowserContext;
  proxy: FaultProxy;
  network(state: PhoneNetwork): Promise<void>;
}

/** A phone whose network goes through its own proxy to `serverUrl`, not yet signed in. */
export async function openPhone(
  browser: Browser,
  serverUrl: () => string,
  init?: (context: BrowserContext) => Promise<unknown>,
): Promise<Phone> {
  const proxy = await startFaultProxy(serverUrl);
  // The installed app: its service worker is there, whatever the file's pages do (tests/e2e/fixture.ts).
  const { page, context } = await openPage(browser, proxy.url, { ...PHONE, serviceWorkers: 'allow' });
  context.on('close', () => void proxy.close());
  await init?.(context);
  return { page, context, proxy, network: (state) => setPhoneNetwork({ context, proxy }, state) };
}

/**
 * Signs the seller in (Arabic), waits for the service worker and for `serials` on the device. `remember`: "Remember
 * me" ticked, as the installed app has it by default (a closed and reopened app opens offline).
 */
export async function sellerIn(phone: Phone, seller: BuiltUser, serials: readonly string[] = [], { remember = false } = {}): Promise<void> {
  if (remember) {
    const settled = watchRequests(phone.page);
    await new SignInPage(phone.page).open('ar');
    // Chakra's checkbox keeps its input visually hidden: its label is what a person taps.
    const box = phone.page.getByRole('checkbox', { name: 'تذكرني' });
    if (!(await box.isChecked())) await phone.page.getByText('تذكرني', { exact: true }).click();
    await waitUntil(() => box.isChecked());
    await new SignInPage(phone.page).signIn(seller.email, TEST_PASSWORD);
    await phone.page.waitForURL((url) => !url.pathname.includes('/auth/'));
    await settled();
  } else await signInAs(phone.page, seller.email, undefined, 'ar');
  await phone.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  if (serials.length)
    await waitUntil(async () => {
      const held = new Set(await deviceSerials(phone.page, seller.id));
      return serials.every((s) => held.has(s));
    }, 60_000);
}

/**
 * A navigation as a seller makes it: on with the screen once its document is in, not when every picture has loaded
 * (on Wi-Fi without internet, an image not cached yet never loads, and the load event never comes).
 */
export async function go(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

const CUSTOMER = { name: 'منى حسن', phone: '01001234567' };

/** The sale screen (sell and activate) loaded, its customer filled in. */
export async function openSale(page: Page, client = CUSTOMER): Promise<void> {
  await go(page, '/ar/admin/activation');
  await customerIn(page, client);
}

/**
 * The customer filled in on the sale screen the phone is on. A seller's sign-in lands on that screen: loading it again
 * (openSale) boots the app a second time, about 1.5 s of a core, where the load is no step a test checks.
 */
export async function customerIn(page: Page, client = CUSTOMER): Promise<void> {
  await page.locator('input[name="clientName"]').fill(client.name);
  await page.locator('input[name="clientPhone"]').fill(client.phone);
}

/** A serial scanned on the open scan screen (a keyboard wedge: fast characters, then Enter). */
export async function scan(page: Page, serial: string): Promise<void> {
  const field = page.getByRole('textbox', { name: /Serial number|الرقم التسلسلي/ });
  await field.pressSequentially(serial, { delay: 2 });
  await field.press('Enter');
}

/** A row's state on a phone's scan screen (its card): toConfirm, unsaved, queued, applied, rejected, refused. */
export function cardState(page: Page, serial: string): Promise<string | null> {
  return page
    .locator(`[data-card-serial="${serial}"]`)
    .getAttribute('data-card-state', { timeout: 1_000 })
    .catch(() => null);
}

/** The device's copy of an item (its status, warranty and bill date), read straight from the account's store. */
export function deviceItem(page: Page, userId: string, serial: string): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    ([name, wanted]) =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('items')) return resolve(null);
          const req = idb.transaction('items').objectStore('items').index('serialNumber').get(wanted);
          req.onsuccess = () => {
            resolve((req.result as Record<string, unknown> | undefined) ?? null);
            idb.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [`aqua-device-${userId}`, serial] as const,
  );
}

/** An outlet with a seller account at its counter, and `count` of the outlet's items in stock there. */
export async function counterWith(e2e: E2e, count: number): Promise<{ counter: Counter; serials: string[] }> {
  const counter = await buildCounter(e2e.server, e2e.owner.token, { outlet: 'فرع سموحة', catalog: 'RO system' });
  const serials = await placeItems(e2e.server, e2e.owner.token, counter.outlet, count, counter.catalogId);
  return { counter, serials };
}
