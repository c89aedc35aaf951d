import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { expect } from 'vitest';
import type { RunningServer } from '../../server/boot';
import { seedContent } from '../../server/modules/content/seed';
import { seedSettings } from '../../server/modules/settings/seed';
import { buildUser } from './factories';
import { gql } from './graphql';
import { action, PUSH } from './items';
import { buildCounter, placeItems } from './outlets';

// Issue 42's flood (tests/integration/edge-budget.test.ts, scripts/bench/edge_flood.bench.ts): from one address, page
// loads and GraphQL reads all at once, half as new visitors and half signed in with an open sign-up account, while a
// seller's phone pushes its sales one by one and /healthz is asked again and again. Only the flood is judged by its
// answers; the seller and the health check are judged by their times.

/** The accounts and items of the flood, made through a server over the database the flooded one then serves. */
export interface FloodCast {
  /** An open sign-up account: signed in, no role. */
  memberToken: string;
  /** An outlet's seller (activations and exports), and the items at its outlet it activates. */
  sellerToken: string;
  serials: string[];
}

export async function castFlood(server: RunningServer, items: number): Promise<FloodCast> {
  // The public site's demo content: the pages render what a real club's would.
  const deps = { db: server.database.db, config: server.config, logger: server.logger };
  await seedSettings(deps);
  await seedContent(deps);
  const owner = await buildUser(server, { roles: ['owner'] });
  const counter = await buildCounter(server, owner.token, { outlet: 'Flood Branch', catalog: 'RO system' });
  const serials = await placeItems(server, owner.token, counter.outlet, items, counter.catalogId);
  const member = await buildUser(server, { roles: [] });
  return { memberToken: member.token, sellerToken: counter.seller.token, serials };
}

/** One flood request's answer: its status and Retry-After, or the network error's code; `member`: sent signed in. */
export type FloodAnswer = { kind: 'page' | 'read'; member: boolean } & (
  { status: number; retryAfter: string | null; body: string } | { error: string }
);

export interface FloodResult {
  answers: FloodAnswer[];
  /** Each /healthz answer's time during the flood, ms. */
  healthz: number[];
  /** Each of the seller's pushes' time during the flood, ms, and its results' statuses. */
  pushes: number[];
  pushStatuses: string[];
  seconds: number;
}

// Sent from a worker thread, as from another machine: the test's own thread only times /healthz and the seller. One
// socket a request (an agent without a cap), so the flood is never held back on this side.
const FLOOD = `
  const http = require('node:http');
  const { parentPort, workerData } = require('node:worker_threads');
  const { url, requests, deadlineMs } = workerData;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const one = (r) => new Promise((resolve) => {
    const req = http.request(url + r.path, { method: r.method, headers: r.headers, agent, timeout: deadlineMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { if (res.statusCode === 429) body += chunk; });
      res.on('end', () => resolve({ kind: r.kind, member: r.member, status: res.statusCode, retryAfter: res.headers['retry-after'] ?? null, body }));
      res.on('error', (e) => resolve({ kind: r.kind, member: r.member, error: e.code || e.message }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e) => resolve({ kind: r.kind, member: r.member, error: e.code || e.message }));
    req.end(r.body);
  });
  Promise.all(requests.map(one)).then((answers) => parentPort.postMessage(answers));
`;

const NEWS = JSON.stringify({
  query:
    '{ newsList(pagination: { limit: 20 }) { count rows { id title { ar en } content { ar en } images likesCount viewsCount createdAt } } }',
});
const PAGES = ['/ar/news', '/ar', '/en/news', '/en'];

/** The flood's requests: `pages` page loads and `reads` GraphQL reads, every other one signed in as the member. */
function floodRequests(cast: FloodCast, pages: number, reads: number) {
  const asMember = (i: number) => (i % 2 ? { authorization: `Bearer ${cast.memberToken}` } : {});
  return [
    ...Array.from({ length: pages }, (_, i) => ({
      kind: 'page' as const,
      member: i % 2 === 1,
      method: 'GET',
      path: PAGES[i % PAGES.length],
      headers: { accept: 'text/html', 'accept-language': 'ar', cookie: `visitor_id=${randomUUID()}`, ...asMember(i) },
    })),
    ...Array.from({ length: reads }, (_, i) => ({
      kind: 'read' as const,
      member: i % 2 === 1,
      method: 'POST',
      path: '/graphql',
      body: NEWS,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-visitor-id': randomUUID(), ...asMember(i) },
    })),
  ];
}

/** Times `ask` again and again, `pauseMs` apart, until `until` settles; an ask that answers false is not counted. */
async function timeUntil(until: Promise<unknown>, pauseMs: number, ask: () => Promise<boolean | undefined>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true)).catch(() => undefined);
  const timings: number[] = [];
  while (!settled) {
    const started = performance.now();
    if ((await ask()) !== false) timings.push(performance.now() - started);
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return timings;
}

/** The seller's next sale, pushed as its phone would: the result's status, or undefined when no item is left to sell. */
export async function sellOne(url: string, cast: FloodCast): Promise<string | undefined> {
  const serial = cast.serials.pop();
  if (!serial) return undefined;
  const phone = `010${String(cast.serials.length).padStart(8, '0')}`;
  const res = await gql<{ actionPush: { results: Array<{ status: string }> } }>(
    url,
    PUSH,
    { rows: [{ newDocumentState: action('activate', serial, { clientName: 'Counter customer', clientPhone: phone }) }] },
    { token: cast.sellerToken },
  );
  return res.data?.actionPush.results[0]?.status ?? `refused ${res.status} ${JSON.stringify(res.errors)}`;
}

/**
 * What one server render of the flooded page takes on this machine right now (ms): the slowest of `n` loads of it
 * under a query no one asked before, so none is a kept page. The render runs in a worker thread, but on a machine
 * whose cores are all busy it still takes a core from the server's thread and the database for its time: how long it
 * takes says how busy the machine is.
 */
export async function quietRenderMs(url: string, n = 3): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const page = await fetch(`${url}/ar/news?quiet=${randomUUID()}`, { headers: { accept: 'text/html' } });
    await page.arrayBuffer();
    expect(page.status).toBe(200);
    timings.push(performance.now() - started);
  }
  return Math.max(...timings);
}

/** What one sale takes on this machine right now, before a flood: the slowest of `n` in a row (ms). */
export async function quietSaleMs(url: string, cast: FloodCast, n = 10): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    expect(await sellOne(url, cast)).toBe('applied');
    timings.push(performance.now() - started);
  }
  return Math.max(...timings);
}

export async function floodWhileSelling(
  url: string,
  cast: FloodCast,
  { pages, reads, deadlineMs }: { pages: number; reads: number; deadlineMs: number },
): Promise<FloodResult> {
  const started = performance.now();
  const worker = new Worker(FLOOD, { eval: true, workerData: { url, requests: floodRequests(cast, pages, reads), deadlineMs } });
  const flood = new Promise<FloodAnswer[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    const pushStatuses: string[] = [];
    const [healthz, pushes] = await Promise.all([
      timeUntil(flood, 0, async () => {
        const health = await fetch(`${url}/healthz`);
        await health.arrayBuffer();
        if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
        return true;
      }),
      // A seller at the counter: a sale a few times a second, each its own push as the phone's outbox sends it.
      timeUntil(flood, 100, async () => {
        const status = await sellOne(url, cast);
        if (status === undefined) return false;
        pushStatuses.push(status);
        return true;
      }),
    ]);
    return { answers: await flood, healthz, pushes, pushStatuses, seconds: (performance.now() - started) / 1000 };
  } finally {
    await worker.terminate();
  }
}
