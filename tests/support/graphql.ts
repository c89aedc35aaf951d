export interface GraphQLResponse<T> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: { code?: string; [key: string]: unknown } }>;
}

export interface CallOptions {
  language?: 'ar' | 'en';
  token?: string;
  cookie?: string;
  method?: 'POST' | 'GET';
}

/** A GraphQL call over real HTTP, as the PWA makes it. */
export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'accept-language': options.language ?? 'en',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let response: Response;
  if (options.method === 'GET') {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    response = await fetch(`${baseUrl}/graphql?${params}`, { headers });
  } else {
    headers['content-type'] = 'application/json';
    response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  }
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}
