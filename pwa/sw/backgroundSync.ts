/// <reference lib="webworker" />
import { print } from '@0no-co/graphql.web';
import { Dexie } from 'dexie';
import { readMeta, defineDeviceStore, userOfStore, type DeviceStore } from '../data/device/store';
import { graphql } from '../data/graphql';
import type { Send } from '../data/sync/api';
import { pushLockName, pushQueued } from '../data/sync/push';
import { PUSH_TIMEOUT_MS } from '../data/sync/timing';
import { graphqlRequest, GraphQLRequestError } from '../lib/graphql';
import { SESSION_REFRESH_LOCK, withLock } from '../lib/locks';

// The service worker's push (issue 41: a queue also goes out with no tab open). On the `sync` event the browser fires
// once the network is back, it finds the device's stores with actions waiting, takes an access token through the
// refresh cookie (under the same lock as every page's refresh: a refresh token is single-use), and pushes that
// account's queue with the page engine's own code (pwa/data/sync/push.ts), under the same push lock, so a page that
// is open meanwhile never sends a batch twice at once. A browser that ended the session with itself (no "Remember
// me") has no cookie: nothing can be sent until the seller signs in, and the drain ends without asking to be retried.

const Refresh = graphql(`
  mutation ServiceWorkerRefresh {
    authRefresh {
      token
      user {
        id
      }
    }
  }
`);

const REFRESH_TIMEOUT_MS = 10_000;

async function storesWithWork(): Promise<DeviceStore[]> {
  const names = (await Dexie.getDatabaseNames()).filter((name) => userOfStore(name) !== null);
  const found: DeviceStore[] = [];
  for (const name of names) {
    const store = defineDeviceStore(name);
    const waiting = await store.actions
      .where('[state+createdAt]')
      .between(['queued', Dexie.minKey], ['queued', Dexie.maxKey])
      .count()
      .catch(() => 0);
    if (waiting) found.push(store);
    else store.close();
  }
  return found;
}

async function drain(): Promise<void> {
  const stores = await storesWithWork();
  try {
    if (!stores.length) return;
    const language = (await readMeta(stores[0] as DeviceStore, 'language'))?.value ?? 'ar';
    let session: { token: string; user: { id: string } };
    try {
      session = await withLock(
        SESSION_REFRESH_LOCK,
        async () =>
          (await graphqlRequest<{ authRefresh: typeof session }>(print(Refresh), {}, { language, timeoutMs: REFRESH_TIMEOUT_MS }))
            .authRefresh,
      );
    } catch (error) {
      // No session to push with: only a sign-in can send these; asking the browser to retry would not help.
      if (error instanceof GraphQLRequestError && !error.networkError) return;
      throw error;
    }
    const store = stores.find((s) => userOfStore(s.name) === session.user.id);
    if (!store) return;
    const send: Send = (document, variables) =>
      graphqlRequest(print(document), variables as Record<string, unknown>, { language, token: session.token, timeoutMs: PUSH_TIMEOUT_MS });
    await withLock(pushLockName(store), () => pushQueued(store, send));
  } finally {
    for (const store of stores) store.close();
  }
}

let running: Promise<void> | null = null;

/**
 * Pushes the signed-in account's outbox from the service worker. Resolves once nothing of it is left to send (or
 * nothing can be: no session); rejects when the server could not be reached, so the browser fires the sync again.
 * Overlapping calls (a `sync` event and a page's SYNC_NOW) share one drain.
 */
export function drainOutboxes(): Promise<void> {
  running ??= drain().finally(() => (running = null));
  return running;
}
