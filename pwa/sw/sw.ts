/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, SYNC_NOW, type OutboxDrained } from '../lib/serviceWorkerSync';
import { drainOutboxes } from './backgroundSync';

// The service worker, built by vite-plugin-pwa's injectManifest into dist/sw.js (scope /). Its caching is what
// generateSW made of the same options before (docs/decisions.md "Our own service worker"): the cache names are kept,
// so an installed device keeps its caches across the change. self.__WB_MANIFEST is replaced at build time by the
// precache list (precacheShell() in vite.config.ts).

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Background Sync is Chromium's, not in TypeScript's WebWorker library.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
    readonly lastChance: boolean;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

// Navigations to the public site (not back-office, sign-in or warranty pages): rendered by the server (pwa/ssr), so
// network-first with the last copy offline, not the precached shell.
const PUBLIC_PAGE = /^\/(ar|en)(\/(?!(admin|auth|auth2|signup)(\/|$)|w\/)[^?]*)?(\?.*)?$/;

// registerType 'prompt': a new version waits until the user chooses "Reload" (pwa/app/Notices.tsx), whose
// useRegisterSW then sends SKIP_WAITING.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST, {});
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // Server routes that must never get the app shell from the cache, and the public pages (next route).
    denylist: [/^\/graphql/, /^\/uploads\//, /^\/healthz/, /^\/dev\//, /^\/oidc\//, /\.[a-z0-9]+$/i, PUBLIC_PAGE],
  }),
);
// Public pages: online, the network's page; offline, the last copy of it, else the app shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && PUBLIC_PAGE.test(url.pathname),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 50 }), new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })],
  }),
  'GET',
);
// Public content: GraphQL reads go over GET (stale-while-revalidate); POST is never cached.
registerRoute(
  ({ url }) => url.pathname === '/graphql',
  new StaleWhileRevalidate({
    cacheName: 'public-content',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
  'GET',
);
// Built files not precached (chunks, workers, fonts): their names change with their content, so the first copy
// fetched is good until the next build's names replace it.
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * 24 * 3600 })] }),
  'GET',
);
// Uploaded images: cache-first with an expiry.
registerRoute(
  ({ url }) => url.pathname.startsWith('/uploads/'),
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })] }),
  'GET',
);

/** Drains the outboxes and tells every window of the origin how it ended; a failure still rejects (the browser retries a sync). */
async function drain(via: OutboxDrained['via']): Promise<void> {
  let ok = false;
  try {
    await drainOutboxes();
    ok = true;
  } finally {
    const message: OutboxDrained = { type: 'aqua-outbox-drained', via, ok };
    for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(drain('sync'));
});
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === SYNC_NOW) event.waitUntil(drain('message'));
});
