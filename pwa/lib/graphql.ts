import { isErrorCode, type ErrorCode } from '../../shared/errors';

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
  try {
    if (options.method === 'GET') {
      const params = new URLSearchParams({ query });
      if (variables && Object.keys(variables).length) params.set('variables', JSON.stringify(variables));
      response = await fetch(`/graphql?${params}`, { method: 'GET', credentials: 'same-origin', signal: options.signal, headers });
    } else {
      response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        signal: options.signal,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
    }
  } catch (err) {
    throw new GraphQLRequestError([], { status: 0, messages: [err instanceof Error ? err.message : String(err)] });
  }
  let body: { data?: T | null; errors?: GraphQLErrorEntry[] } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (body?.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || !body || body.data == null) {
    throw new GraphQLRequestError([], { status: response.status, messages: [response.statusText].filter(Boolean) });
  }
  return body.data;
}
