import { print, type DocumentNode } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import i18n from 'i18next';
import { BACKOFF_MS, graphqlRequest, GraphQLRequestError, isNetworkFailure, RETRIES, type RequestOptions } from '../lib/graphql';
import { isReachable } from '../lib/reachability';
import { getAccessToken } from './accessToken';

// The one doorway from the PWA to the server. Every call names a document
// written with `graphql()` (./graphql.ts), so its variables and its answer are
// typed from the schema itself: a screen asking for a field the schema lacks
// fails `npm run typecheck`. Here, once for every call: the language, the
// access token, one refresh of an expired token, and retries of reads that
// met a network failure (spec §7: 2 more attempts, with backoff).

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** GET for public reads (cacheable by the browser and the service worker); POST otherwise. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A mutation that is safe to send twice (the server applies it once): retried like a read. */
  idempotent?: boolean;
  /** Sent as a visitor: no access token, so no refresh either (the session's own sign-in and refresh, pwa/data/auth.ts). */
  anonymous?: boolean;
  /** Give up after this long without an answer (the sync engine's calls: it retries on its own schedule). */
  timeoutMs?: number;
  /** False: no retries here (the sync engine's calls). */
  retry?: boolean;
}

type Transport = <T>(query: string, variables: Record<string, unknown> | undefined, options: RequestOptions) => Promise<T>;
let transport: Transport = graphqlRequest;
let serverSide = false;

/** The server's renderer runs the public pages' operations in-process (server/web/ssr.ts). */
export function setServerTransport(run: Transport): void {
  transport = run;
  serverSide = true;
}

/** True while rendering on the server: no token, no visitor headers, no retries. */
export function isServerSide(): boolean {
  return serverSide;
}

/** The session refreshes an expired (or missing) access token and answers the new one, null when signed out, 'offline' when the server is out of reach. */
type Refresher = () => Promise<string | null | 'offline'>;
let refreshToken: Refresher | null = null;
export function setTokenRefresher(refresh: Refresher | null): void {
  refreshToken = refresh;
}

/** The session's refresh, for calls made outside request() (the sync engine, the items pull's worker, the poke stream). */
export async function restoreAccessToken(): Promise<string | null | 'offline'> {
  return refreshToken ? refreshToken() : null;
}

const texts = new WeakMap<DocumentNode, string>();
function textOf(document: DocumentNode): string {
  let text = texts.get(document);
  if (text === undefined) texts.set(document, (text = print(document)));
  return text;
}

function isRead(document: DocumentNode): boolean {
  return document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'query');
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Calls the server with a typed document: `request(ItemFind, { serial })` answers `ResultOf<typeof ItemFind>`. */
export function request<Result, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Result, Variables>,
  ...[variables, options]: Record<string, never> extends Variables
    ? [variables?: Variables, options?: CallOptions]
    : [variables: Variables, options?: CallOptions]
): Promise<Result> {
  return send<Result>(document, variables, options ?? {});
}

/** request() without its typing: for callers that carry a document's types themselves (the sync's Send, sync/api.ts). */
export async function send<T>(document: DocumentNode, variables: Record<string, unknown> | undefined, options: CallOptions): Promise<T> {
  const query = textOf(document);
  const retries = !serverSide && options.retry !== false && (isRead(document) || options.idempotent) ? RETRIES : 0;
  // The server had stopped answering before this call (reachability.ts; the sync engine keeps asking on its own):
  // trying again at once cannot help, and the screen can show what the device kept.
  const answering = isReachable();
  for (let attempt = 0; ; attempt++) {
    const sentAt = Date.now();
    try {
      return await once<T>(query, variables, options);
    } catch (error) {
      const offline = !answering || (typeof navigator !== 'undefined' && !navigator.onLine);
      // A try the server left unanswered for a whole wait (Wi-Fi without internet) is not sent again: two more would
      // keep the screen spinning for as long again before it shows what the device keeps. A quick failure (a reset
      // while the server restarts) is.
      const waitedOut = Date.now() - sentAt >= ANSWER_WITHIN_UNREACHABLE_MS;
      if (attempt >= retries || !isNetworkFailure(error) || options.signal?.aborted || offline || waitedOut) throw error;
      await wait(BACKOFF_MS * 2 ** attempt, options.signal);
    }
  }
}

/**
 * How long a call waits for an answer unless it says (issue 41 point 7: on Wi-Fi without internet, nothing answers and
 * nothing fails, so a screen spun for ever): long while the server answers, short once it has not (the screen then
 * shows what the device keeps).
 */
const ANSWER_WITHIN_MS = 20_000;
const ANSWER_WITHIN_UNREACHABLE_MS = 6_000;

async function once<T>(query: string, variables: Record<string, unknown> | undefined, options: CallOptions): Promise<T> {
  const base = {
    language: i18n.language || 'ar',
    signal: options.signal,
    method: options.method,
    headers: options.headers,
    timeoutMs: options.timeoutMs ?? (serverSide ? undefined : isReachable() ? ANSWER_WITHIN_MS : ANSWER_WITHIN_UNREACHABLE_MS),
  };
  const token = serverSide || options.anonymous ? null : getAccessToken();
  try {
    return await transport<T>(query, variables, { ...base, token });
  } catch (error) {
    // An access token that expired (or a sleeping laptop), or none yet (the page started offline and the session's own
    // refresh, on the network's return, has not answered yet): refresh once and send again. A visitor with no session
    // gets null from the refresh, and the refusal stands.
    if (!options.anonymous && refreshToken && error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
      const fresh = await refreshToken();
      if (fresh && fresh !== 'offline') return transport<T>(query, variables, { ...base, token: fresh });
    }
    throw error;
  }
}
