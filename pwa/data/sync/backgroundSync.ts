import { OUTBOX_SYNC_TAG } from '../../lib/serviceWorkerSync';

// The page's side of Background Sync (issue 41): when actions wait and the server does not answer, the page asks the
// service worker for a one-off sync (tag `aqua-outbox`). The browser fires it when the network is back, even if no tab
// of the app is open any more, and the service worker pushes the queue itself (pwa/sw/backgroundSync.ts). Browsers
// without Background Sync (Firefox, Safari) rely on the page's own retries.

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let asked = false;

/** Asks once per page for the sync (a registered tag is kept by the browser until its event succeeds). */
export function askBackgroundSync(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  asked = true;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined)
    .finally(() => setTimeout(() => (asked = false), 30_000));
}
