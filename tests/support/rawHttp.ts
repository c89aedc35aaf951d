import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body's bytes as they came, not decoded (a gzip answer stays gzip). */
  body: Buffer;
  /** The answer as JSON, or undefined when it is not. */
  json: unknown;
}

/**
 * One request over node:http on a connection of its own, for what fetch cannot send: any Host header (fetch
 * always names the URL's), a body on a GET.
 */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { method = 'GET', path = '/', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: bytes, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GraphQL POST naming `host` in its Host header. */
export function graphqlWithHost(
  baseUrl: string,
  host: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<RawAnswer> {
  return rawRequest(baseUrl, {
    method: 'POST',
    path: '/graphql',
    headers: {
      host,
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
}
