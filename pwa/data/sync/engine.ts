import { Dexie } from 'dexie';
import { isNetworkFailure, GraphQLRequestError } from '../../lib/graphql';
import { withLock } from '../../lib/locks';
import { deviceId, readMeta, writeMeta, type DeviceStore } from '../device/store';
import type { LocalSeller } from '../device/types';
import { pullSellers, type Send } from './api';
import { itemPuller, type ItemPuller, type PullSession } from './itemPull';
import { askBackgroundSync } from './backgroundSync';
import { startPoke, type Poke } from './poke';
import { pushLockName, pushQueued } from './push';
import { setSyncState } from './status';
import { POLL_MS, RETRY_FIRST_MS, RETRY_MAX_MS } from './timing';

// The device's one sync engine (issue 41): it owns push, pull and retries for one account's store, through one
// transport, and runs for as long as that account is signed in on the page, whatever screen is open and however the
// app was started (an offline start has no token: the engine asks the session for one whenever it has work). It judges
// the network by the server's answers, never by navigator.onLine: a round that gets no answer is tried again after
// 1, 2, then every 4 s while actions wait, so a sale goes out within seconds of the network's return, on Wi-Fi without
// internet as well as after airplane mode. Between rounds it sleeps until something wakes it: an action queued, the
// server's poke (poke.ts), the token arriving, the `online` event, the tab shown again, or the minute's poll.
// Several tabs each run one; pushes and pulls take a Web Lock per store, so one device never sends a batch twice at
// once (the service worker's background sync takes the same push lock).

/** What the engine needs of the session. */
export interface EngineSession extends PullSession {
  /** A token for an offline start or an expired one: a string, null when the session is gone (sign in again), 'offline'. */
  restore(): Promise<string | null | 'offline'>;
  /** Called whenever the access token changes. */
  onToken(listener: () => void): () => void;
  /** The account pulls something: keep the server's change stream open (an account that pulls nothing is refused one). */
  watches?: boolean;
}

const ITEM_PAGE = 1000;
const SELLER_PAGE = 500;

async function queuedCount(store: DeviceStore): Promise<number> {
  return store.actions.where('[state+createdAt]').between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).count();
}

export interface SyncEngine {
  /** Something was queued: push now. */
  push(): void;
  /** Pull now (a poke, the screen wants fresh copies). */
  pull(): void;
  /** Resolves once a round has pulled everything up to now (the first sync after sign-in). */
  caughtUp: Promise<void>;
  stop(): Promise<void>;
}

export function startSyncEngine(store: DeviceStore, session: EngineSession): SyncEngine {
  let stopped = false;
  let wantPull = true;
  let failures = 0;
  let wake: (() => void) | undefined;
  let caught!: () => void;
  const caughtUp = new Promise<void>((resolve) => (caught = resolve));
  const items: ItemPuller = itemPuller(store, ITEM_PAGE, session);
  const status = (patch: Parameters<typeof setSyncState>[1]) => !stopped && setSyncState(store.name, patch);

  const nudge = () => wake?.();
  const pullSoon = () => {
    wantPull = true;
    nudge();
  };

  async function pullAll(): Promise<void> {
    await withLock(`aqua-pull:${store.name}`, async () => {
      await items.once();
      await pullSellerPages(store, session.send, () => stopped);
    });
  }

  /** One round: push what waits, pull when asked. Answers when to go again (ms), or null: sleep until woken. */
  async function round(): Promise<number | null> {
    const waiting = await queuedCount(store).catch(() => 0);
    if (!waiting && !wantPull) return POLL_MS;
    // The calls below send the session's token (send() and the pull read it when they go).
    if (!session.token()) {
      const restored = await session.restore();
      if (stopped) return null;
      if (restored === 'offline') {
        if (waiting) askBackgroundSync();
        return failed(null);
      }
      if (restored === null) {
        // Nothing goes out until the seller signs in again; the sign-in wakes this (onToken).
        status({ needsSignIn: true, busy: false, retryAt: null });
        return null;
      }
    }
    status({ needsSignIn: false, busy: true });
    try {
      if (waiting) await withLock(pushLockName(store), () => pushQueued(store, session.send, () => stopped));
      if (wantPull) {
        wantPull = false;
        await pullAll();
        caught();
      }
      failures = 0;
      status({ reachable: true, busy: false, retryAt: null, problem: null });
      // Queued while this round ran: go again at once.
      return (await queuedCount(store).catch(() => 0)) ? 0 : POLL_MS;
    } catch (error) {
      // The pull goes again after a failure: what changed while the server was out of reach must come down too.
      wantPull = true;
      // If this page goes away before the network comes back, the service worker sends them (where the browser can).
      if (waiting) askBackgroundSync();
      return failed(error);
    }
  }

  function failed(error: unknown): number {
    failures++;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);
    const network = error === null || isNetworkFailure(error) || (error instanceof Error && error.name === 'AbortError');
    const problem = network ? null : error instanceof GraphQLRequestError ? error.message : String(error);
    status({ reachable: !network, busy: false, retryAt: Date.now() + delay, ...(network ? {} : { problem }) });
    return delay;
  }

  function sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === null ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  const loop = (async () => {
    while (!stopped) {
      const next = await round().catch((error: unknown) => failed(error));
      if (stopped) break;
      if (next === 0) continue;
      // The minute's poll pulls; a retry pushes and pulls.
      const slept = Date.now();
      await sleep(next);
      if (next === POLL_MS && Date.now() - slept >= POLL_MS - 50) wantPull = true;
    }
  })();

  const poke: Poke | undefined =
    session.watches === false
      ? undefined
      : startPoke(
          store.name,
          { token: session.token, refresh: session.refresh, deviceId: () => deviceId(store) },
          pullSoon,
          session.onToken,
        );
  const offToken = session.onToken(nudge);
  const onOnline = () => pullSoon();
  const onVisible = () => document.visibilityState === 'visible' && pullSoon();
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onOnline);
  document.addEventListener('visibilitychange', onVisible);

  return {
    push: nudge,
    pull: pullSoon,
    caughtUp,
    async stop() {
      stopped = true;
      poke?.stop();
      offToken();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      items.stop();
      wake?.();
      await loop;
    },
  };
}

/** Sellers by checkpoint until caught up: a few hundred at most, on the page's thread. */
async function pullSellerPages(store: DeviceStore, send: Send, stopped: () => boolean): Promise<void> {
  for (;;) {
    if (stopped()) return;
    const state = await readMeta(store, 'sellerPull');
    const page = await pullSellers(send, state?.checkpoint, SELLER_PAGE);
    const live: LocalSeller[] = [];
    const gone: string[] = [];
    for (const { _deleted, ...seller } of page.documents) {
      if (_deleted) gone.push(seller.id);
      else live.push(seller);
    }
    await store.transaction('rw', store.sellers, store.meta, async () => {
      if (live.length) await store.sellers.bulkPut(live);
      if (gone.length) await store.sellers.bulkDelete(gone);
      await writeMeta(store, 'sellerPull', { checkpoint: page.checkpoint ?? state?.checkpoint ?? { updatedAt: 0, id: '' } });
    });
    if (page.documents.length < SELLER_PAGE) return;
  }
}
