import { useSyncExternalStore } from 'react';
import { pullStateOf, storeItemPage, type ItemStore, type PullState } from './itemStore';
import type { LocalItem } from './schemas';
import { pullItems, type PulledPage } from './syncApi';

/** Where the pull stands after `page`, pulled from `before` (undefined: a fresh device), and whether more pages follow. */
export function advance(before: PullState | undefined, page: PulledPage<LocalItem>, limit: number): { state: PullState; more: boolean } {
  // The server sends full pages until its changes run out (server/modules/sync/pull.ts).
  const more = page.documents.length >= limit;
  const live = page.documents.filter((d) => !d._deleted).length;
  let first: PullState['first'] = null;
  if (more && before?.first) first = { done: before.first.done + live, total: before.first.total };
  else if (more && !before && page.total != null) first = { done: live, total: page.total };
  return { state: { key: 'items', checkpoint: page.checkpoint ?? before?.checkpoint ?? { updatedAt: 0, id: '' }, first }, more };
}

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

/** Keeps the items store in step with the server's itemPull, page by page; a failed pull is tried again after `retryMs`. */
export function startItemPull(store: ItemStore, limit: number, retryMs: number): ItemPull {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let caught!: () => void;
  const caughtUp = new Promise<void>((resolve) => (caught = resolve));

  async function pullOnce() {
    let state = await pullStateOf(store);
    showProgress(state?.first ?? null);
    let asked = pullItems(state?.checkpoint, limit);
    for (let more = true; more && !stopped;) {
      const page = await asked;
      if (stopped) return;
      const next = advance(state, page, limit);
      // The next page is asked for while this one is written: the server's time and IndexedDB's overlap.
      if (next.more) {
        asked = pullItems(next.state.checkpoint, limit);
        // If the write below fails, nobody awaits it: its failure is not an unhandled rejection.
        asked.catch(() => undefined);
      }
      await storeItemPage(store, page, next.state);
      state = next.state;
      more = next.more;
      showProgress(state.first);
    }
  }

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
          await pullOnce();
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
      showProgress(null);
    },
  };
}
