import { print } from '@0no-co/graphql.web';
import { useSyncExternalStore } from 'react';
import type { DeviceStore } from '../device/store';
import type { ItemPullState } from '../device/types';
import type { Send } from './api';
import { ItemPull } from './itemPage';
import { toItemPage } from './itemPageShape';
import type { PullOrder, PullReport } from './itemPull.worker';
import { pullPages, type PullSteps } from './itemPullLoop';

export interface FirstSyncProgress {
  done: number;
  total: number;
}

// What the header shows, shared by every screen of the page: null unless a first sync is under way.
let progress: FirstSyncProgress | null = null;
const listeners = new Set<() => void>();

function showProgress(first: ItemPullState['first']) {
  const next = first && { done: Math.min(first.done, first.total), total: first.total };
  if (next?.done === progress?.done && next?.total === progress?.total) return;
  progress = next;
  listeners.forEach((l) => l());
}

/** A first sync's progress (items stored of the server's total), or null when none is under way. */
export function useFirstSyncProgress(): FirstSyncProgress | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => progress,
    () => null,
  );
}

/** Pulls the items until caught up (or stopped); throws when a page could not be pulled or written. */
export interface ItemPuller {
  once(): Promise<void>;
  stop(): void;
}

/** What a pull needs of the session: the page's send (token, refresh), and the token and language for the worker. */
export interface PullSession {
  send: Send;
  token(): string | null;
  refresh(): Promise<string | null>;
  language(): string;
}

/** A pull's first page, asked for on the page's thread: small enough to parse and write there without a long task. */
const FIRST_PAGE = 100;

/**
 * The pull on the page's own thread: every pull's first page, and all of it where no worker starts (its script failed
 * to load, or no Worker at all).
 */
function pageRunner(store: DeviceStore, limit: number, session: PullSession) {
  let stopped = false;
  const steps: PullSteps = {
    fetchPage: async (checkpoint, n) => toItemPage(await session.send(ItemPull, { checkpoint: checkpoint ?? null, limit: n })),
    progress: showProgress,
    stopped: () => stopped,
  };
  return {
    async once() {
      await pullPages(store, limit, steps);
    },
    /** One page of at most FIRST_PAGE items; true when it held everything new. */
    first: () => pullPages(store, FIRST_PAGE, steps, 1),
    stop: () => (stopped = true),
  };
}

class PullFailed extends Error {
  constructor(readonly report: Extract<PullReport, { type: 'failed' }>) {
    super(report.message);
  }
}

/** The worker, started at the first pull that needs it; undefined when it cannot start. */
function startWorker(store: DeviceStore, limit: number, session: PullSession) {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./itemPull.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
  const query = print(ItemPull);
  let broken = false;
  let waiting: { resolve(): void; reject(error: Error): void } | undefined;
  worker.onmessage = ({ data }: MessageEvent<PullReport>) => {
    if (data.type === 'progress') showProgress(data.first);
    else if (data.type === 'done') waiting?.resolve();
    else waiting?.reject(new PullFailed(data));
  };
  // The worker's script did not load or threw outside a pull (an old build's file gone, offline before it was cached).
  worker.onerror = (event) => {
    event.preventDefault();
    broken = true;
    worker.terminate();
    waiting?.reject(new Error(event.message || 'the items pull worker failed'));
  };
  return {
    broken: () => broken,
    ask: (token: string | null) =>
      new Promise<void>((resolve, reject) => {
        waiting = { resolve, reject };
        const order: PullOrder = { query, store: store.name, limit, token, language: session.language() };
        worker.postMessage(order);
      }).finally(() => (waiting = undefined)),
    stop() {
      worker.terminate();
      waiting?.reject(new Error('stopped'));
    },
  };
}

/**
 * The pull: its first page on this thread, and the rest, if any, in a Web Worker (itemPull.worker.ts), which parses and
 * writes the pages (every context's serial index hears of them, device/itemIndex.ts) while this thread shows the
 * progress. A device up to date, or a few changes behind, never loads the worker (107 kB, nearly all Dexie, which the
 * page has already): it starts with a first sync or a long absence. If the worker cannot start, the page pulls itself.
 */
export function itemPuller(store: DeviceStore, limit: number, session: PullSession): ItemPuller {
  const onPage = pageRunner(store, limit, session);
  if (typeof Worker === 'undefined') return onPage;
  let worker: ReturnType<typeof startWorker>;
  let started = false;
  let stopped = false;
  return {
    async once() {
      if (await onPage.first()) return;
      if (stopped) return;
      if (!started) worker = startWorker(store, limit, session);
      started = true;
      if (!worker || worker.broken()) return onPage.once();
      try {
        await worker.ask(session.token());
      } catch (error) {
        if (worker.broken()) return onPage.once();
        // An access token that expired: refreshed once by the session, as request() does, and the pull sent again.
        if (!(error instanceof PullFailed) || !error.report.unauthenticated) throw error;
        const fresh = await session.refresh();
        if (!fresh) throw error;
        await worker.ask(fresh);
      }
    },
    stop() {
      stopped = true;
      // A page being written when the worker ends is rolled back with its checkpoint: the next pull starts before it.
      worker?.stop();
      onPage.stop();
      showProgress(null);
    },
  };
}
