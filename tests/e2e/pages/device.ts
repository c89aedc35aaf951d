import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type OpenedPage } from '../../support/browser';
import type { BuiltUser } from '../../support/factories';
import { signInAs } from './signIn';

// What the device itself holds, read straight from IndexedDB and the page's state (docs/decisions.md "One local
// database per account"), for tests that check what a phone keeps across reloads, restarts and accounts.

/** The serials in an account's items store on this device ([] while it does not exist). */
export function deviceSerials(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(name)) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const idb = open.result;
        if (!idb.objectStoreNames.contains('items')) return resolve([]);
        const all = idb.transaction('items').objectStore('items').getAll();
        all.onsuccess = () => {
          resolve((all.result as Array<{ serialNumber: string }>).map((i) => i.serialNumber));
          idb.close();
        };
        all.onerror = () => reject(all.error);
      };
    });
  }, `aqua-device-${userId}`);
}

/** The header's sync status: data-connection (online, offline, syncing), data-pending, data-refused. */
export const syncStatus = (page: Page) => page.getByTestId('sync-status');

/** How many actions wait in the outbox, as the header counts them. */
export async function pendingCount(page: Page): Promise<number> {
  return Number((await syncStatus(page).getAttribute('data-pending')) ?? '0');
}

/** A seller's phone (360 × 780, touch) signed in in Arabic, under the service worker, with `serials` on the device. */
export async function sellersPhone(browser: Browser, url: string, seller: BuiltUser, serials: string[]): Promise<OpenedPage> {
  const opened = await openPage(browser, url, { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  await signInAs(opened.page, seller.email, undefined, 'ar');
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => deviceSerials(opened.page, seller.id), { timeout: 60_000 }).toEqual(expect.arrayContaining(serials));
  return opened;
}
