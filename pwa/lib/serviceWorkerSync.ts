// What the page and the service worker say to each other about the outbox (issue 41): the worker (pwa/sw/sw.ts)
// answers these, the page's sync engine sends them. Here, below both, so each imports the same names.

/** The Background Sync tag a page registers (`registration.sync.register(OUTBOX_SYNC_TAG)`) while actions wait. */
export const OUTBOX_SYNC_TAG = 'aqua-outbox';

/** Page → worker (`controller.postMessage`): push the device's outboxes now, whether or not the browser would. */
export const SYNC_NOW = 'aqua-sync-now';

/**
 * Worker → every window of the origin, when a drain it ran has ended (after a `sync` event or SYNC_NOW): a page reads
 * the device's store again. `ok` false: the drain failed; after a `sync` event the browser tries again later.
 */
export interface OutboxDrained {
  type: 'aqua-outbox-drained';
  via: 'sync' | 'message';
  ok: boolean;
}
