import type { Page } from 'playwright-core';

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
  }, `aqua-${userId}-items`);
}

/** The header's sync status: data-connection (online, offline, syncing), data-pending, data-refused. */
export const syncStatus = (page: Page) => page.getByTestId('sync-status');

/** How many actions wait in the outbox, as the header counts them. */
export async function pendingCount(page: Page): Promise<number> {
  return Number((await syncStatus(page).getAttribute('data-pending')) ?? '0');
}
