/// <reference lib="webworker" />
import { BACKOFF_MS, graphqlRequest, GraphQLRequestError, isNetworkFailure, RETRIES } from '../lib/graphql';
import type { Checkpoint } from './itemPage';
import { toItemPage } from './itemPageShape';
import { pullPages } from './itemPullLoop';
import { openItemStore, type ItemStore, type PageWrites, type PullState } from './itemStore';

// The items pull off the page's thread (issue 32 point 1): a first sync of 50k items parsed its answers and wrote
// them on the page, and the screen froze for up to a quarter of a second at a time. Here each page's answer is
// parsed, mapped and written to the items store; the page gets only what it keeps in memory (the written items, for
// its serial index) and the progress. The page holds the session: it sends the token with each pull, and refreshes
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
  | { type: 'written'; writes: PageWrites }
  | { type: 'progress'; first: PullState['first'] }
  | { type: 'done' }
  | { type: 'failed'; unauthenticated: boolean; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (report: PullReport) => scope.postMessage(report);
let store: ItemStore | undefined;

async function fetchPage(order: PullOrder, checkpoint: Checkpoint | undefined, limit: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await graphqlRequest<Parameters<typeof toItemPage>[0]>(
        order.query,
        { checkpoint: checkpoint ?? null, limit },
        { language: order.language, token: order.token },
      );
      return toItemPage(answer);
    } catch (error) {
      if (attempt >= RETRIES || !isNetworkFailure(error) || !navigator.onLine) throw error;
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 2 ** attempt));
    }
  }
}

scope.onmessage = async ({ data: order }: MessageEvent<PullOrder>) => {
  store ??= openItemStore(order.store);
  try {
    await pullPages(store, order.limit, {
      fetchPage: (checkpoint, limit) => fetchPage(order, checkpoint, limit),
      progress: (first) => post({ type: 'progress', first }),
      written: (writes) => post({ type: 'written', writes }),
      stopped: () => false,
    });
    post({ type: 'done' });
  } catch (error) {
    const unauthenticated = error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
    post({ type: 'failed', unauthenticated, message: error instanceof Error ? error.message : String(error) });
  }
};
