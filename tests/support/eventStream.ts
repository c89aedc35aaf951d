import { SYNC_EVENTS_PATH } from '../../shared/sync';

// A change stream (GET /sync/events) read as the PWA reads it: fetch() and the body's reader, the token in the
// Authorization header. Events are parsed as the Server-Sent Events format says: fields up to a blank line.

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** A refusal's JSON body (status other than 200). */
  body?: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  events: StreamEvent[];
  /** Comment lines (`: ping`), without the colon. */
  comments: string[];
  /** The `retry:` hint, in ms. */
  retry?: number;
  /** The first event, from the start of the stream, that matches: now, or when it arrives; rejects if the stream ends first. */
  waitFor(match: (event: StreamEvent) => boolean, what: string): Promise<StreamEvent>;
  /** Resolves once the server has closed the stream (or the client has). */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  url: string,
  options: { token?: string; headers?: Record<string, string>; path?: string } = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { 'accept-language': 'en', accept: 'text/event-stream', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${url}${options.path ?? SYNC_EVENTS_PATH}`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<{
    match: (e: StreamEvent) => boolean;
    resolve: (e: StreamEvent) => void;
    reject: (err: Error) => void;
    what: string;
  }>();
  let over = false;
  const stream: EventStream = {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    waitFor(match, what) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      if (over) return Promise.reject(new Error(`the stream ended before ${what}`));
      return new Promise((resolve, reject) => waiters.add({ match, resolve, reject, what }));
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (response.status !== 200) {
    stream.body = (await response.json()) as EventStream['body'];
    return stream;
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  stream.ended = (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
            else if (line.startsWith('retry:')) stream.retry = Number(line.slice(6).trim());
          }
          if (!data) continue;
          const arrived = { event, data: JSON.parse(data) as Record<string, unknown>, at: performance.now() };
          events.push(arrived);
          for (const waiter of waiters)
            if (waiter.match(arrived)) {
              waiters.delete(waiter);
              waiter.resolve(arrived);
            }
        }
      }
    } catch {
      // Aborted by the client, or the connection cut: the stream is over either way.
    } finally {
      over = true;
      for (const waiter of waiters) waiter.reject(new Error(`the stream ended before ${waiter.what}`));
      waiters.clear();
    }
  })();
  return stream;
}
