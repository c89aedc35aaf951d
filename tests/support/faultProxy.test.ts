import http from 'node:http';
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './faultProxy';

// The proxy against a plain HTTP server of the test's own: each route answers at once, or when the test lets it
// (`/held`), or as an event stream the test writes to (`/events`).

interface Upstream {
  url: string;
  /** Paths the server received, in order. */
  seen: string[];
  /** The responses of /held and /events, in arrival order, for the test to answer or write to. */
  waiting: http.ServerResponse[];
  close(): Promise<void>;
}

async function upstream(name: string): Promise<Upstream> {
  const seen: string[] = [];
  const waiting: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.flushHeaders();
      waiting.push(res);
    } else if (req.url === '/held') waiting.push(res);
    else res.end(`${name} ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    waiting,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A GET whose outcome the test can read while it is still under way. */
function get(url: string, agent: http.Agent | false = false) {
  const outcome = { settled: false, error: undefined as NodeJS.ErrnoException | undefined };
  const response = new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
        res.on('error', reject);
      })
      .on('error', reject);
  }).finally(() => (outcome.settled = true));
  response.catch((error: unknown) => (outcome.error = error as NodeJS.ErrnoException));
  return { response, outcome };
}

/** An event stream's messages as they come, and how it ended. */
function listen(url: string) {
  const messages: string[] = [];
  const ended = new Promise<string>((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.on('data', (chunk: Buffer) => messages.push(...chunk.toString().split('\n\n').filter(Boolean)));
        res.on('close', () => resolve('closed'));
        res.on('error', () => resolve('failed'));
      })
      .on('error', () => resolve('failed'));
  });
  return { messages, ended };
}

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function setUp(): Promise<{ server: Upstream; proxy: FaultProxy }> {
  const server = await upstream('a');
  const proxy = await startFaultProxy(server.url);
  cleanup.push(server.close, proxy.close);
  return { server, proxy };
}

const poll = { timeout: 10_000 };

describe('fault proxy', () => {
  it('passes requests, keep-alive connections and their request lines', async () => {
    const { server, proxy } = await setUp();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanup.push(async () => agent.destroy());
    expect(await get(`${proxy.url}/one`, agent).response).toBe('a /one');
    expect(await get(`${proxy.url}/two`, agent).response).toBe('a /two');
    expect(server.seen).toEqual(['/one', '/two']);
    expect(proxy.stats()).toMatchObject({ connections: 1, relayed: 2, held: 0, reset: 0 });
    expect(proxy.requests().map((r) => `${r.method} ${r.path} ${r.mode}`)).toEqual(['GET /one pass', 'GET /two pass']);
    expect(proxy.stats().bytesToPhone).toBeGreaterThan(0);
  });

  it('streams an event stream as it is written in pass, and cuts it in refuse', async () => {
    const { server, proxy } = await setUp();
    const stream = listen(`${proxy.url}/events`);
    await expect.poll(() => server.waiting.length, poll).toBe(1);
    const events = server.waiting[0] as http.ServerResponse;
    events.write('data: 1\n\n');
    await expect.poll(() => stream.messages, poll).toEqual(['data: 1']);
    events.write('data: 2\n\n');
    await expect.poll(() => stream.messages, poll).toEqual(['data: 1', 'data: 2']);

    proxy.setMode('refuse');
    expect(await stream.ended).toBe('failed');
    expect(proxy.stats().open).toEqual({ relayed: 0, stalled: 0 });
  });

  it('refuses new connections at once without reaching the server', async () => {
    const { server, proxy } = await setUp();
    proxy.setMode('refuse');
    const { response } = get(`${proxy.url}/refused`);
    await expect(response).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(server.seen).toEqual([]);
    expect(proxy.stats()).toMatchObject({ connections: 1, reset: 1, relayed: 0 });

    proxy.setMode('pass');
    expect(await get(`${proxy.url}/back`).response).toBe('a /back');
  });

  it('holds a new request unanswered in blackhole until the mode changes, then it fails', async () => {
    const { server, proxy } = await setUp();
    proxy.setMode('blackhole');
    const held = get(`${proxy.url}/lost`);
    await expect.poll(() => proxy.stats().held, poll).toBe(1);
    expect(proxy.requests().at(-1)).toMatchObject({ method: 'GET', path: '/lost', mode: 'blackhole' });
    expect(server.seen).toEqual([]);
    expect(held.outcome.settled).toBe(false);
    expect(proxy.stats().open).toEqual({ relayed: 0, stalled: 1 });

    proxy.setMode('pass');
    await expect(held.response).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(proxy.stats().open).toEqual({ relayed: 0, stalled: 0 });
    expect(await get(`${proxy.url}/after`).response).toBe('a /after');
    expect(server.seen).toEqual(['/after']);
  });

  it('stalls a request under way in blackhole: the answer the server gives never arrives', async () => {
    const { server, proxy } = await setUp();
    const under = get(`${proxy.url}/held`);
    await expect.poll(() => server.waiting.length, poll).toBe(1);
    const answer = server.waiting[0] as http.ServerResponse;
    const serverSawClose = new Promise<void>((resolve) => answer.once('close', () => resolve()));

    proxy.setMode('blackhole');
    // The phone's side stays open; the server's side is closed, as a server sees a peer that went silent.
    await serverSawClose;
    answer.end('too late');
    expect(under.outcome.settled).toBe(false);
    expect(proxy.stats().open).toEqual({ relayed: 0, stalled: 1 });

    proxy.setMode('refuse');
    await expect(under.response).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('stalls an event stream in blackhole: later events do not arrive', async () => {
    const { server, proxy } = await setUp();
    const stream = listen(`${proxy.url}/events`);
    await expect.poll(() => server.waiting.length, poll).toBe(1);
    const events = server.waiting[0] as http.ServerResponse;
    events.write('data: 1\n\n');
    await expect.poll(() => stream.messages, poll).toEqual(['data: 1']);
    const serverSawClose = new Promise<void>((resolve) => events.once('close', () => resolve()));

    proxy.setMode('blackhole');
    await serverSawClose;
    events.write('data: 2\n\n');
    proxy.setMode('pass');
    expect(await stream.ended).toBe('failed');
    expect(stream.messages).toEqual(['data: 1']);
  });

  it('sends new connections to a new upstream, and resets the phone while none listens', async () => {
    const { server, proxy } = await setUp();
    const other = await upstream('b');
    cleanup.push(other.close);
    expect(await get(`${proxy.url}/x`).response).toBe('a /x');

    await server.close();
    await expect(get(`${proxy.url}/down`).response).rejects.toMatchObject({ code: 'ECONNRESET' });

    let current = other.url;
    proxy.setUpstream(() => current);
    expect(await get(`${proxy.url}/y`).response).toBe('b /y');
    current = server.url; // nothing listens there any more
    await expect(get(`${proxy.url}/z`).response).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(proxy.stats().reset).toBe(2);
  });

  it('closes every connection it holds', async () => {
    const { server, proxy } = await setUp();
    const under = get(`${proxy.url}/held`);
    await expect.poll(() => server.waiting.length, poll).toBe(1);
    proxy.setMode('blackhole');
    const held = get(`${proxy.url}/lost`);
    await expect.poll(() => proxy.stats().held, poll).toBe(1);
    expect(proxy.stats().open).toEqual({ relayed: 0, stalled: 2 });

    await proxy.close();
    await expect(under.response).rejects.toThrow();
    await expect(held.response).rejects.toThrow();
    expect(proxy.stats().open).toEqual({ relayed: 0, stalled: 0 });
  });
});
