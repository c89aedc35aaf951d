import { isErrorCode, type ErrorCode } from '../../shared/errors';
import { noteAnswered, noteUnreachable } from './reachability';
import { noteServerTime } from './serverClock';

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * A failed GraphQL call: either the server answered with errors (already
 * translated), or the request never got a usable answer (network, HTTP status).
 */
export class GraphQLRequestError extends Error {
  readonly graphQLErrors: GraphQLErrorEntry[];
  readonly networkError: { status: number; messages: string[] } | undefined;

  constructor(graphQLErrors: GraphQLErrorEntry[], networkError?: { status: number; messages: string[] }) {
    super(graphQLErrors[0]?.message ?? networkError?.messages[0] ?? 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
    this.graphQLErrors = graphQLErrors;
    this.networkError = networkError;
  }

  get code(): ErrorCode | undefined {
    const code = this.graphQLErrors[0]?.extensions?.code;
    return isErrorCode(code) ? code : undefined;
  }
}

/** Reads that met a network failure are tried 2 more times (spec §7), after 400 then 800 ms. */
export const RETRIES = 2;
export const BACKOFF_MS = 400;

/** A failure worth trying again: no answer at all, or a gateway or server that is briefly away. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError) || !error.networkError) return false;
  return error.networkError.status === 0 || [502, 503, 504].includes(error.networkError.status);
}

export interface RequestOptions {
  language: string;
  token?: string | null;
  signal?: AbortSignal;
  /** GET for public reads (cacheable by the browser and the service worker); POST otherwise. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Give up after this long without an answer (a network that takes requests and never answers: Wi-Fi without internet). */
  timeoutMs?: number;
}

/** `signal`, also aborted after `ms` (AbortSignal.any is newer than the browsers served). */
function withTimeout(signal: AbortSignal | undefined, ms: number | undefined): { signal: AbortSignal | undefined; done(): void } {
  if (!ms) return { signal, done: () => undefined };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('no answer in time', 'TimeoutError')), ms);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** The one place the PWA talks GraphQL over HTTP. Headers as spec §7 lists them. */
export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown> | undefined,
  options: RequestOptions,
): Promise<T> {
  let response: Response;
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'accept-language': options.language,
    authorization: options.token ? `Bearer ${options.token}` : '',
    'account-type': 'website',
    'application-type': 'web',
    ...options.headers,
  };
  const limit = withTimeout(options.signal, options.timeoutMs);
  const sentAt = Date.now();
  let body: { data?: T | null; errors?: GraphQLErrorEntry[] } | undefined;
  try {
    try {
      if (options.method === 'GET') {
        const params = new URLSearchParams({ query });
        if (variables && Object.keys(variables).length) params.set('variables', JSON.stringify(variables));
        response = await fetch(`/graphql?${params}`, { method: 'GET', credentials: 'same-origin', signal: limit.signal, headers });
      } else {
        response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          signal: limit.signal,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
      }
    } catch (err) {
      // The caller's own abort says nothing of the network.
      if (!options.signal?.aborted) noteUnreachable();
      throw new GraphQLRequestError([], { status: 0, messages: [err instanceof Error ? err.message : String(err)] });
    }
    // A gateway's 502-504 is an answer from the proxy, not from the server. A GET may be answered from the service
    // worker's cache: it says nothing of the server now, and its time is the cached answer's.
    if ([502, 503, 504].includes(response.status)) noteUnreachable();
    else if (options.method !== 'GET') {
      noteAnswered();
      noteServerTime(response.headers.get('x-server-time'), sentAt, Date.now());
    }
    try {
      body = (await response.json()) as typeof body;
    } catch (err) {
      // Cut off in the middle of the answer (the time ran out, the connection dropped): no answer after all.
      if (limit.signal?.aborted)
        throw new GraphQLRequestError([], { status: 0, messages: [err instanceof Error ? err.message : String(err)] });
      body = undefined;
    }
  } finally {
    limit.done();
  }
  if (body?.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || !body || body.data == null) {
    throw new GraphQLRequestError([], { status: response.status, messages: [response.statusText].filter(Boolean) });
  }
  return body.data;
}
