import type { Checkpoint, PulledPage } from './itemPage';
import { itemPullState, writeItemPage } from '../device/items';
import type { DeviceStore } from '../device/store';
import type { ItemPullState, LocalItem } from '../device/types';

// The items pull's loop, the same in the pull's worker (itemPull.worker.ts) and, where no worker starts, on the page
// (itemPull.ts): pages asked for by checkpoint, each written with where the pull stands.

/** Where the pull stands after `page`, pulled from `before` (undefined: a fresh device), and whether more pages follow. */
export function advance(
  before: ItemPullState | undefined,
  page: PulledPage<LocalItem>,
  limit: number,
): { state: ItemPullState; more: boolean } {
  // The server sends full pages until its changes run out (server/modules/sync/pull.ts).
  const more = page.documents.length >= limit;
  const live = page.documents.filter((d) => !d._deleted).length;
  let first: ItemPullState['first'] = null;
  if (more && before?.first) first = { done: before.first.done + live, total: before.first.total };
  else if (more && !before && page.total != null) first = { done: live, total: page.total };
  return { state: { checkpoint: page.checkpoint ?? before?.checkpoint ?? { updatedAt: 0, id: '' }, first }, more };
}

export interface PullSteps {
  fetchPage(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<LocalItem>>;
  /** Before the first page (the stored progress, after a reload mid-way) and after each page written. */
  progress(first: ItemPullState['first']): void;
  stopped(): boolean;
}

/**
 * Pulls into `store` until the server's changes run out (true), or until `pages` pages are written or
 * `steps.stopped()` (false: more may follow).
 */
export async function pullPages(store: DeviceStore, limit: number, steps: PullSteps, pages = Infinity): Promise<boolean> {
  let state = await itemPullState(store);
  steps.progress(state?.first ?? null);
  let asked = steps.fetchPage(state?.checkpoint, limit);
  for (let written = 1; !steps.stopped(); written++) {
    const page = await asked;
    if (steps.stopped()) return false;
    const next = advance(state, page, limit);
    // The next page is asked for while this one is written: the server's time and IndexedDB's overlap.
    if (next.more && written < pages) {
      asked = steps.fetchPage(next.state.checkpoint, limit);
      // If the write below fails, nobody awaits it: its failure is not an unhandled rejection.
      asked.catch(() => undefined);
    }
    await writeItemPage(store, page, next.state);
    state = next.state;
    steps.progress(state.first);
    if (!next.more) return true;
    if (written >= pages) return false;
  }
  return false;
}
