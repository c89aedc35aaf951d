import { print } from '@0no-co/graphql.web';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { indexPage } from './itemIndex';
import { ItemPull } from './itemPage';
import type { PullOrder, PullReport } from './itemPull.worker';
import { pullPages } from './itemPullLoop';
import type { ItemStore, PullState } from './itemStore';
import { getAccessToken } from './accessToken';
import { refreshAccessToken } from './request';
import { pullItems } from './syncApi';

export interface FirstSyncProgress {
  done: number;
  total: number;
}

// What the header shows, shared by every screen of the page: null unless a first sync is under way.
let progress: FirstSyncProgress | null = null;
const listeners = new Set<() => void>();

function showProgress(first: PullState['first']) {
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

export interface ItemPull {
  /** Pulls until caught up; a call while a pull runs makes it go round once more (changes may have come since its last page). */
  pull(): Promise<void>;
  /** Resolves once a pull has caught up with the server. */
  caughtUp: Promise<void>;
  stop(): void;
}

interface Runner {
  /** Pulls until caught up (or stopped); throws when a page could not be pulled or written. */
  once(): Promise<void>;
  stop(): void;
}

/** The pull on the page's own thread: where no worker starts (its script failed to load, or no Worker at all). */
function pageRunner(store: ItemStore, limit: number): Runner {
  let stopped = false;
  return {
    once: () =>
      pullPages(store, limit, {
        fetchPage: pullItems,
        progress: showProgress,
        written: ({ live, gone }) => indexPage(store.name, live, gone),
        stopped: () => stopped,
      }),
    stop: () => (stopped = true),
  };
}

class PullFailed extends Error {
  constructor(readonly report: Extract<PullReport, { type: 'failed' }>) {
    super(report.message);
  }
}

/**
 * The pull in a Web Worker (itemPull.worker.ts), which parses and writes the pages; this thread keeps its serial index
 * and the progress in step with what the worker wrote. If the worker cannot start, the page pulls itself.
 */
function workerRunner(store: ItemStore, limit: number): Runner {
  const onPage = pageRunner(store, limit);
  const query = print(ItemPull);
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./itemPull.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return onPage;
  }
  let broken = false;
  let waiting: { resolve(): void; reject(error: Error): void } | undefined;
  worker.onmessage = ({ data }: MessageEvent<PullReport>) => {
    if (data.type === 'written') indexPage(store.name, data.writes.live, data.writes.gone);
    else if (data.type === 'progress') showProgress(data.first);
    else if (data.type === 'done') waiting?.resolve();
    else waiting?.reject(new PullFailed(data));
  };
  // The worker's script did not load or threw outside a pull (an old build's file gone, offline before it was cached).
  worker.onerror = (event) => {
    event.preventDefault();
    broken = true;
    worker?.terminate();
    waiting?.reject(new Error(event.message || 'the items pull worker failed'));
  };
  const ask = (token: string | null) =>
    new Promise<void>((resolve, reject) => {
      waiting = { resolve, reject };
      const order: PullOrder = { query, store: store.name, limit, token, language: i18n.language || 'ar' };
      worker?.postMessage(order);
    }).finally(() => (waiting = undefined));
  return {
    async once() {
      if (broken) return onPage.once();
      try {
        await ask(getAccessToken());
      } catch (error) {
        if (broken) return onPage.once();
        // An access token that expired: refreshed once by the session, as request() does, and the pull sent again.
        if (!(error instanceof PullFailed) || !error.report.unauthenticated) throw error;
        const fresh = await refreshAccessToken();
        if (!fresh) throw error;
        await ask(fresh);
      }
    },
    stop() {
      // A page being written when the worker ends is rolled back with its checkpoint: the next pull starts before it.
      worker?.terminate();
      waiting?.reject(new Error('stopped'));
      onPage.stop();
    },
  };
}

/** Keeps the items store in step with the server's itemPull, page by page; a failed pull is tried again after `retryMs`. */
export function startItemPull(store: ItemStore, limit: number, retryMs: number): ItemPull {
  const runner = typeof Worker === 'undefined' ? pageRunner(store, limit) : workerRunner(store, limit);
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let caught!: () => void;
  const caughtUp = new Promise<void>((resolve) => (caught = resolve));

  function pull(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(retry);
    running = (async () => {
      try {
        do {
          again = false;
          await runner.once();
        } while (again && !stopped);
        if (!stopped) caught();
      } catch {
        // Offline or the server failed: the stored checkpoint is where the next try starts.
        if (!stopped) retry = setTimeout(() => void pull(), retryMs);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  void pull();
  return {
    pull,
    caughtUp,
    stop() {
      stopped = true;
      clearTimeout(retry);
      runner.stop();
      showProgress(null);
    },
  };
}
