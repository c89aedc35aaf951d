/// <reference lib="webworker" />

/**
 * Pushes every outbox on this device, from the service worker, with no page needed (issue 41: a queue also goes out
 * with no tab open). Called on the `sync` event of OUTBOX_SYNC_TAG and on a page's SYNC_NOW (pwa/lib/serviceWorkerSync.ts).
 *
 * For now a stub that resolves at once: the sync engine (pwa/data) fills it in. What it is to do: open the device's
 * IndexedDB store, take an access token through the refresh cookie (the worker has no page session), push what waits
 * and write the answers back. Resolve once nothing is left to send; reject when something could not be sent, so that
 * the browser fires the `sync` event again later. Two calls may overlap (a `sync` event and a page's message): the
 * implementation coalesces them.
 */
export function drainOutboxes(): Promise<void> {
  return Promise.resolve();
}
