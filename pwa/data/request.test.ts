import { parse } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteAnswered } from '../lib/reachability';
import { request, setTokenRefresher } from './request';

// Spec §7 request retries: a read that meets a network failure (no answer, or a
// 502/503/504) is sent twice more with a doubling wait; a mutation only when it
// is marked safe to repeat; nothing when the browser knows it is offline, when the server had already stopped
// answering before the call, or after a try that waited its whole time for an answer.

type Doc = TadaDocumentNode<{ ok: boolean }, Record<string, never>>;
const READ = parse('query Ping { ok }') as unknown as Doc;
const WRITE = parse('mutation Touch { ok }') as unknown as Doc;

const answer = () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

/** fetch fails `failures` times (each failure from the list, cycling), then answers. */
function failThenAnswer(failures: number, failure: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'))) {
  let calls = 0;
  fetchMock = vi.fn(() => (calls++ < failures ? failure() : Promise.resolve(answer())));
  vi.stubGlobal('fetch', fetchMock);
}

/** Runs the call to its end, letting the backoff timers pass. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Each case starts with a server that answered last (a failure before the call means no retries: reachability.ts).
  noteAnswered();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request retries', () => {
  it('sends a read three times at most, waiting 400 then 800 ms, and answers once the network is back', async () => {
    failThenAnswer(2);
    const started = Date.now();
    expect((await settle(request(READ))).value).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBe(1200);
  });

  it('gives up on a read after three failures, and retries a 503 as a failure too', async () => {
    failThenAnswer(3);
    expect((await settle(request(READ))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    noteAnswered();
    failThenAnswer(1, () => Promise.resolve(new Response('', { status: 503 })));
    expect((await settle(request(READ))).value).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never repeats a mutation unless it is safe to, and does not retry an answer the server gave', async () => {
    failThenAnswer(1);
    expect((await settle(request(WRITE))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    noteAnswered();
    failThenAnswer(1);
    expect((await settle(request(WRITE, {}, { idempotent: true }))).value).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    failThenAnswer(1, () => Promise.resolve(new Response(JSON.stringify({ errors: [{ message: 'no' }] }), { status: 400 })));
    expect((await settle(request(READ))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the server had stopped answering before the call (a network that never answers: each try waits its time)', async () => {
    failThenAnswer(3);
    await settle(request(READ));
    failThenAnswer(1);
    expect((await settle(request(READ))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send again a read the server left unanswered for a whole wait (Wi-Fi without internet)', async () => {
    // fetch never settles; the transport's own wait ends it.
    fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new TypeError('aborted')))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const started = Date.now();
    expect((await settle(request(READ))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBe(20_000);
  });

  it('does not wait to retry when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    failThenAnswer(1);
    expect((await settle(request(READ))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a call without an access token', () => {
  const unauthenticated = () =>
    new Response(JSON.stringify({ errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  afterEach(() => setTokenRefresher(null));

  it('refreshes the session once and sends again with the new token (a page started offline, back online)', async () => {
    const sent: Array<string | null> = [];
    fetchMock = vi.fn((_url: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string>).authorization ?? '';
      sent.push(authorization);
      return Promise.resolve(authorization ? answer() : unauthenticated());
    });
    vi.stubGlobal('fetch', fetchMock);
    const refresh = vi.fn(() => Promise.resolve('fresh-token'));
    setTokenRefresher(refresh);
    expect((await settle(request(READ))).value).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['', 'Bearer fresh-token']);
  });

  it('keeps the refusal when there is no session to refresh', async () => {
    fetchMock = vi.fn(() => Promise.resolve(unauthenticated()));
    vi.stubGlobal('fetch', fetchMock);
    setTokenRefresher(() => Promise.resolve(null));
    expect((await settle(request(READ))).error).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
