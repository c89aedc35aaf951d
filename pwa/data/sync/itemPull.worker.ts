/// <reference lib="webworker" />
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql';
import { defineDeviceStore, type DeviceStore } from '../device/store';
import type { ItemPullState } from '../device/types';
import type { Checkpoint } from './itemPage';
import { toItemPage } from './itemPageShape';
import { pullPages } from './itemPullLoop';
import { PULL_TIMEOUT_MS } from './timing';

// The items pull off the page's thread (issue 32 point 1): a first sync of 50k items parsed its answers and wrote
// them on the page, and the screen froze for up to a quarter of a second at a time. Here each page's answer is
// parsed, mapped and written to the device's store (every context's serial index hears of the writes through their
// channel, device/itemIndex.ts); the page gets the progress. The page holds the session: it sends the token with each pull, and refreshes
// it when the server says it expired (itemSync.ts).

/** The page's order: pull until caught up, with the token and language to send. Stopping is the page's terminate(). */
export interface PullOrder {
  /** The itemPull document's text (itemPage.ts, printed on the page). */
  query: string;
  store: string;
  limit: number;
  token: string | null;
  language: string;
}

/** The worker's answers: a page written, where the first sync stands, and how the pull ended. */
export type PullReport =
  { type: 'progress'; first: ItemPullState['first'] } | { type: 'done' } | { type: 'failed'; unauthenticated: boolean; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (report: PullReport) => scope.postMessage(report);
let store: DeviceStore | undefined;

// No retries here: the engine (engine.ts) retries a failed pull from its stored checkpoint on its own schedule.
async function fetchPage(order: PullOrder, checkpoint: Checkpoint | undefined, limit: number) {
  const answer = await graphqlRequest<Parameters<typeof toItemPage>[0]>(
    order.query,
    { checkpoint: checkpoint ?? null, limit },
    { language: order.language, token: order.token, timeoutMs: PULL_TIMEOUT_MS },
  );
  return toItemPage(answer);
}

scope.onmessage = async ({ data: order }: MessageEvent<PullOrder>) => {
  store ??= defineDeviceStore(order.store);
  try {
    await pullPages(store, order.limit, {
      fetchPage: (checkpoint, limit) => fetchPage(order, checkpoint, limit),
      progress: (first) => post({ type: 'progress', first }),
      stopped: () => false,
    });
    post({ type: 'done' });
  } catch (error) {
    const unauthenticated = error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
    post({ type: 'failed', unauthenticated, message: error instanceof Error ? error.message : String(error) });
  }
};
