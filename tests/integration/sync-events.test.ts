import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, signAccessToken } from '../../server/modules/auth/tokens';
import { openEventStream, type EventStream, type StreamEvent } from '../support/eventStream';
import { attackClient } from '../support/attacks';
import { buildUser, TEST_PASSWORD, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildSeller, push } from '../support/items';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { signIn } from '../support/session';
import { onPostgres, startTestServer, type TestServer } from '../support/server';
import { spawnServer } from '../support/serverChild';

// The change stream (GET /sync/events, issue 41): a device is poked, within 2 s, for a change it may pull, and
// only for one; the stream is refused without a bearer token and to an account that pulls nothing, and ends when
// its token does, when its session does, and when the server drains.

const CUSTOMER = { clientName: 'Mona', clientPhone: '01001112223' };
const PULL_ITEMS =
  'query ($cp: CheckpointInput) { itemPull(checkpoint: $cp, limit: 1000) { documents { id _deleted item { serialNumber } } checkpoint { updatedAt id } } }';
const PULL_SELLERS =
  'query ($cp: CheckpointInput) { sellerPull(checkpoint: $cp, limit: 1000) { documents { id } checkpoint { updatedAt id } } }';

type Checkpoint = { updatedAt: number; id: string };
interface Pulled {
  checkpoint: Checkpoint;
  documents: Array<{ id: string; _deleted?: boolean; item?: { serialNumber: string } | null }>;
}

/** Pulls from `from` until the changes run out, as a device does after a poke: what came, and where it stopped. */
async function pullAll(url: string, token: string, what: 'items' | 'sellers', from: Checkpoint | null = null): Promise<Pulled> {
  const documents: Pulled['documents'] = [];
  let checkpoint = from ?? { updatedAt: 0, id: '' };
  for (;;) {
    const res = await gql<Record<string, Pulled>>(url, what === 'items' ? PULL_ITEMS : PULL_SELLERS, { cp: checkpoint }, { token });
    const page = res.data?.[what === 'items' ? 'itemPull' : 'sellerPull'];
    if (!page) throw new Error(JSON.stringify(res.errors));
    documents.push(...page.documents);
    checkpoint = page.checkpoint;
    if (!page.documents.length) return { checkpoint, documents };
  }
}

const isReady = (e: StreamEvent) => e.event === 'ready';
const changes = (stream: EventStream) => stream.events.filter((e) => e.event === 'change');
const streamsOf: EventStream[] = [];

async function open(url: string, token: string, headers: Record<string, string> = {}): Promise<EventStream & { ready: StreamEvent }> {
  const stream = await openEventStream(url, { token, headers });
  expect(stream.status, JSON.stringify(stream.body)).toBe(200);
  streamsOf.push(stream);
  return Object.assign(stream, { ready: await stream.waitFor(isReady, 'ready') });
}

let server: TestServer;
let admin: BuiltUser;
let outletA: string;
let outletB: string;
let sellerA: BuiltUser;
let sellerB: BuiltUser;
let stock: BuiltUser;
const serials: { a: string[]; b: string[]; stock: string[] } = { a: [], b: [], stock: [] };
beforeAll(async () => {
  // A ping (and the token's check that goes with it) every second: a session's end is seen within one.
  server = await startTestServer({ seedDemo: false, syncStreamPingMs: 1000 });
  admin = await buildUser(server, { roles: ['admin'] });
  outletA = await buildSeller(server, admin.token, { name: 'Outlet A' });
  outletB = await buildSeller(server, admin.token, { name: 'Outlet B' });
  sellerA = await buildOutletAccount(server, admin.token, outletA, ['activationEditor']);
  sellerB = await buildOutletAccount(server, admin.token, outletB, ['activationEditor']);
  stock = await buildUser(server, { roles: ['exportEditor'] });
  serials.a = await placeItems(server, admin.token, outletA, 5);
  serials.b = await placeItems(server, admin.token, outletB, 4);
  serials.stock = await placeItems(server, admin.token, null, 4);
});
// A test that fails leaves none open for the next (the metrics test counts them).
afterEach(() => {
  for (const stream of streamsOf.splice(0)) stream.close();
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /sync/events', () => {
  it('opens with ready: where the scope stands, the number a full pull ends at', async () => {
    const a = await open(server.url, sellerA.token);
    const s = await open(server.url, stock.token);
    expect(a.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.headers.get('x-accel-buffering')).toBe('no');
    // fetch asks for gzip: a compressed stream would hold its events back.
    expect(a.headers.get('content-encoding')).toBeNull();
    expect(a.retry).toBe(5000);
    const aItems = (await pullAll(server.url, sellerA.token, 'items')).checkpoint.updatedAt;
    expect(a.ready.data).toEqual({ seq: aItems, items: aItems, sellers: 0 });
    const sItems = (await pullAll(server.url, stock.token, 'items')).checkpoint.updatedAt;
    const sSellers = (await pullAll(server.url, stock.token, 'sellers')).checkpoint.updatedAt;
    expect(s.ready.data).toEqual({ seq: Math.max(sItems, sSellers), items: sItems, sellers: sSellers });
    expect(sSellers).toBeGreaterThan(0);
    // A comment line keeps proxies from closing it.
    await vi.waitFor(() => expect(a.comments).toContain('ping'), { timeout: 20_000, interval: 50 });
    a.close();
    s.close();
  });

  it("pokes outlet A within 2 s of a sale by A's second device, and not outlet B", async () => {
    const a = await open(server.url, sellerA.token);
    const b = await open(server.url, sellerB.token);
    const aAt = (await pullAll(server.url, sellerA.token, 'items')).checkpoint;
    const started = performance.now();
    const sold = await push(server, sellerA.token, [action('sell', serials.a[0] as string, CUSTOMER, undefined, 'device-2')]);
    expect(sold.results[0]?.status).toBe('applied');
    const poke = await a.waitFor((e) => e.event === 'change', "A's poke");
    expect(poke.at - started).toBeLessThan(2000);
    // What the poke says is there: A's pull from where it stood brings the sold item and ends at the poke's number.
    const pulled = await pullAll(server.url, sellerA.token, 'items', aAt);
    expect(pulled.documents.map((d) => d.item?.serialNumber)).toContain(serials.a[0]);
    expect(poke.data).toMatchObject({ items: pulled.checkpoint.updatedAt, sellers: 0 });
    expect(poke.data.seq).toBe(pulled.checkpoint.updatedAt);

    // Then a sale B sees: B's first change event is that one. Had A's sale poked B, that poke would have come first.
    const bAt = (await pullAll(server.url, sellerB.token, 'items')).checkpoint;
    const bSold = await push(server, sellerB.token, [action('sell', serials.b[0] as string, CUSTOMER)]);
    expect(bSold.results[0]?.status).toBe('applied');
    const bPulled = await pullAll(server.url, sellerB.token, 'items', bAt);
    expect(bPulled.documents.map((d) => d.item?.serialNumber)).toEqual([serials.b[0]]);
    await b.waitFor((e) => e.event === 'change' && e.data.items === bPulled.checkpoint.updatedAt, "B's poke for its sale");
    expect(changes(b)).toHaveLength(1);
    // And the other way: A's next change is its second event, B's sale none.
    await push(server, sellerA.token, [action('activate', serials.a[1] as string, CUSTOMER)]);
    const aNow = (await pullAll(server.url, sellerA.token, 'items', pulled.checkpoint)).checkpoint.updatedAt;
    await a.waitFor((e) => e.event === 'change' && e.data.items === aNow, "A's poke for its activation");
    expect(changes(a).map((e) => e.data.items)).toEqual([poke.data.items, aNow]);
    a.close();
    b.close();
  });

  it("pokes the stock's stream and the receiving outlet's for an export from the stock", async () => {
    const s = await open(server.url, stock.token);
    const a = await open(server.url, sellerA.token);
    const b = await open(server.url, sellerB.token);
    const sAt = (await pullAll(server.url, stock.token, 'items')).checkpoint;
    const aAt = (await pullAll(server.url, sellerA.token, 'items')).checkpoint;
    const serial = serials.stock[0] as string;
    const started = performance.now();
    const moved = await push(server, stock.token, [action('export', serial, { sellerId: outletA })]);
    expect(moved.results[0]?.status).toBe('applied');
    const [sPoke, aPoke] = await Promise.all([
      s.waitFor((e) => e.event === 'change', "the stock's poke"),
      a.waitFor((e) => e.event === 'change', "A's poke"),
    ]);
    expect(Math.max(sPoke.at, aPoke.at) - started).toBeLessThan(2000);
    // The stock's device pulls the item's exit (a tombstone), A's the item.
    const sPulled = await pullAll(server.url, stock.token, 'items', sAt);
    expect(sPulled.documents.filter((d) => d._deleted)).toHaveLength(1);
    expect(sPoke.data.items).toBe(sPulled.checkpoint.updatedAt);
    const aPulled = await pullAll(server.url, sellerA.token, 'items', aAt);
    expect(aPulled.documents.map((d) => d.item?.serialNumber)).toEqual([serial]);
    expect(aPoke.data.items).toBe(aPulled.checkpoint.updatedAt);
    // B: nothing, as its next own change is its first event.
    const bAt = (await pullAll(server.url, sellerB.token, 'items')).checkpoint;
    await push(server, sellerB.token, [action('activate', serials.b[1] as string, CUSTOMER)]);
    const bNow = (await pullAll(server.url, sellerB.token, 'items', bAt)).checkpoint.updatedAt;
    await b.waitFor((e) => e.event === 'change' && e.data.items === bNow, "B's poke for its activation");
    expect(changes(b)).toHaveLength(1);
    for (const stream of [s, a, b]) stream.close();
  });

  it('pokes the streams that pull outlets for an edit of an outlet made in the back-office', async () => {
    const s = await open(server.url, stock.token);
    const a = await open(server.url, sellerA.token);
    const sAt = (await pullAll(server.url, stock.token, 'sellers')).checkpoint;
    const edited = await gql(
      server.url,
      'mutation ($id: String!, $data: SellerInput!) { sellerUpdate(id: $id, data: $data) { id } }',
      { id: outletB, data: { sellerType: 'branch', nameEn: 'Outlet B, renamed' } },
      { token: admin.token },
    );
    expect(edited.errors).toBeUndefined();
    const pulled = await pullAll(server.url, stock.token, 'sellers', sAt);
    expect(pulled.documents.map((d) => d.id)).toEqual([outletB]);
    const poke = await s.waitFor((e) => e.event === 'change' && e.data.sellers === pulled.checkpoint.updatedAt, "the stock's poke");
    expect(poke.data.items).toBe(s.ready.data.items);
    // A pulls no outlets: its next own change is its first event.
    const aAt = (await pullAll(server.url, sellerA.token, 'items')).checkpoint;
    await push(server, sellerA.token, [action('activate', serials.a[2] as string, CUSTOMER)]);
    const aNow = (await pullAll(server.url, sellerA.token, 'items', aAt)).checkpoint.updatedAt;
    await a.waitFor((e) => e.event === 'change' && e.data.items === aNow, "A's poke for its activation");
    expect(changes(a)).toHaveLength(1);
  });

  it('refuses anything but a valid bearer token (401 UNAUTHENTICATED), and an account that pulls nothing (403)', async () => {
    const session = await signIn(server.url, sellerA.email, TEST_PASSWORD);
    const disabled = await buildUser(server, { roles: ['admin'], disabled: true });
    const expired = await signAccessToken(server.config.jwtSecret as string, sellerA.id, {
      now: new Date(Date.now() - (ACCESS_TOKEN.ttlSeconds + 5) * 1000),
    });
    const attempts: Array<[string, Parameters<typeof openEventStream>[1]]> = [
      ['no header', {}],
      ['a made-up token', { headers: { authorization: 'Bearer not-a-token' } }],
      ['an expired token', { token: expired }],
      ['the token in the URL', { path: `/sync/events?access_token=${sellerA.token}` }],
      ['the token as ?token', { path: `/sync/events?token=${sellerA.token}` }],
      ['the refresh cookie', { headers: { cookie: session.cookie } }],
      ['basic auth', { headers: { authorization: `Basic ${Buffer.from(`${sellerA.email}:${TEST_PASSWORD}`).toString('base64')}` } }],
      ['a disabled account', { token: disabled.token }],
    ];
    for (const [what, options] of attempts) {
      const refused = await openEventStream(server.url, options);
      expect({ what, status: refused.status, code: refused.body?.errors?.[0]?.extensions?.code }).toEqual({
        what,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await openEventStream(server.url, { token: disabled.token })).body?.errors?.[0]?.message).toMatch(/disabled/i);
    // A back-office reader pulls no items (no outlet, no stock) and no outlets; a member holds no role at all.
    for (const roles of [['viewer'], []]) {
      const reader = await buildUser(server, { roles });
      const refused = await openEventStream(server.url, { token: reader.token, headers: { 'accept-language': 'ar' } });
      expect({ status: refused.status, code: refused.body?.errors?.[0]?.extensions?.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(refused.body?.errors?.[0]?.message).toMatch(/[\u0600-\u06FF]/);
    }
    const head = await fetch(`${server.url}/sync/events`, { method: 'HEAD', headers: { authorization: `Bearer ${sellerA.token}` } });
    expect({ status: head.status, allow: head.headers.get('allow') }).toEqual({ status: 405, allow: 'GET' });
    const badDevice = await openEventStream(server.url, { token: sellerA.token, headers: { 'x-device-id': 'no spaces or /' } });
    expect({ status: badDevice.status, code: badDevice.body?.errors?.[0]?.extensions?.code }).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
    });
  });

  it('ends the stream when its token expires, and when its session is signed out', async () => {
    // A token with 3 s left, as one minted 14 min 57 s ago.
    const shortLived = await signAccessToken(server.config.jwtSecret as string, sellerA.id, {
      now: new Date(Date.now() - (ACCESS_TOKEN.ttlSeconds - 3) * 1000),
    });
    const expiring = await open(server.url, shortLived);
    await expiring.ended;
    expect(expiring.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'expired' } });

    const session = await signIn(server.url, sellerA.email, TEST_PASSWORD);
    const signedIn = await open(server.url, session.token);
    const out = await gql(server.url, 'mutation { authSignOut }', {}, { token: session.token, cookie: session.cookie });
    expect(out.errors).toBeUndefined();
    await signedIn.ended;
    expect(signedIn.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'signedOut' } });
  });

  it('counts open streams and pokes in /metrics', async () => {
    const metric = async (name: string) => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    // The streams of the tests before have closed (the gauge counts this process's streams).
    await vi.waitFor(async () => expect(await metric('aqua_sync_event_streams')).toBe(0), { timeout: 20_000, interval: 50 });
    const open0 = 0;
    const pokes0 = await metric('aqua_sync_pokes_total');
    const a = await open(server.url, sellerA.token);
    expect(await metric('aqua_sync_event_streams')).toBe(open0 + 1);
    await push(server, sellerA.token, [action('activate', serials.a[4] as string, CUSTOMER)]);
    await a.waitFor((e) => e.event === 'change', "A's poke");
    expect(await metric('aqua_sync_pokes_total')).toBe(pokes0 + 1);
    a.close();
    await vi.waitFor(async () => expect(await metric('aqua_sync_event_streams')).toBe(open0), { timeout: 20_000, interval: 50 });
  });
});

describe('limits on open streams', () => {
  it('refuses streams past each limit with 429 and Retry-After, while /healthz answers', async () => {
    // Streams from four addresses: the proxy on loopback names each client (TRUST_PROXY).
    const limited = await startTestServer({
      seedDemo: false,
      trustProxy: 'loopback',
      syncStreamLimits: { perAccount: 3, perAddress: 5, perProcess: 8 },
    });
    const opened: EventStream[] = [];
    try {
      const outlet = await buildSeller(limited, (await buildUser(limited, { roles: ['admin'] })).token);
      const owner = await buildUser(limited, { roles: ['admin'] });
      const [x, y, z] = await Promise.all([1, 2, 3].map(() => buildOutletAccount(limited, owner.token, outlet, ['activationEditor'])));
      const from = (address: string, device?: string) => ({ 'x-forwarded-for': address, ...(device ? { 'x-device-id': device } : {}) });
      const refusedWith = (stream: EventStream) => ({
        status: stream.status,
        code: stream.body?.errors?.[0]?.extensions?.code,
        limit: stream.body?.errors?.[0]?.extensions?.limit,
        max: stream.body?.errors?.[0]?.extensions?.max,
        retryAfter: stream.headers.get('retry-after'),
      });
      await attackClient(limited.url).whileRunning(async () => {
        for (const device of ['x1', 'x2', 'x3']) opened.push(await open(limited.url, (x as BuiltUser).token, from('10.0.0.1', device)));
        const fourth = await openEventStream(limited.url, { token: x?.token, headers: from('10.0.0.2') });
        expect(refusedWith(fourth)).toEqual({
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          limit: 'streamsPerAccount',
          max: 3,
          retryAfter: '30',
        });
        for (let i = 0; i < 2; i++) opened.push(await open(limited.url, (y as BuiltUser).token, from('10.0.0.1')));
        const sixth = await openEventStream(limited.url, { token: y?.token, headers: from('10.0.0.1') });
        expect(refusedWith(sixth)).toEqual({
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          limit: 'streamsPerAddress',
          max: 5,
          retryAfter: '30',
        });
        opened.push(await open(limited.url, (y as BuiltUser).token, from('10.0.0.3')));
        for (let i = 0; i < 2; i++) opened.push(await open(limited.url, (z as BuiltUser).token, from('10.0.0.3')));
        const ninth = await openEventStream(limited.url, { token: z?.token, headers: from('10.0.0.4') });
        expect(refusedWith(ninth)).toEqual({
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          limit: 'streamsPerProcess',
          max: 8,
          retryAfter: '30',
        });
        expect(ninth.body?.errors?.[0]?.message).toMatch(/too many live connections/i);
      });
      // Eight streams open, and the server answers.
      expect(opened.filter((s) => s.events.some(isReady))).toHaveLength(8);
      expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
      // A device that comes back (its old stream lost to the network) replaces its own stream rather than meeting the limit.
      opened.push(await open(limited.url, (x as BuiltUser).token, from('10.0.0.4', 'x1')));
      await opened[0]?.ended;
      expect(opened[0]?.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'replaced' } });
      // A closed stream frees its place.
      opened[1]?.close();
      await vi.waitFor(
        async () => {
          const again = await openEventStream(limited.url, { token: x?.token, headers: from('10.0.0.4') });
          opened.push(again);
          expect(again.status).toBe(200);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      for (const stream of opened) stream.close();
      await limited.stop();
    }
  });
});

describe('the server drains', () => {
  it('ends open streams at once instead of waiting for its grace period', async () => {
    const other = await startTestServer({ seedDemo: false });
    const user = await buildUser(other, { roles: ['exportEditor'] });
    const stream = await open(other.url, user.token);
    const started = performance.now();
    await other.stop();
    expect(performance.now() - started).toBeLessThan(5000);
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'shutdown' } });
  });
});

// PostgreSQL (integration-pg): a second process on the same database sees a push made to the first.
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  it('pokes a stream on process 2 for a sale pushed to process 1', { timeout: 120_000 }, async () => {
    const child = await spawnServer({ DATABASE_URL: server.config.databaseUrl as string, JWT_SECRET: server.config.jwtSecret as string });
    try {
      await child.healthy();
      const a = await open(child.url, sellerA.token);
      const started = performance.now();
      const sold = await push(server, sellerA.token, [action('activate', serials.a[3] as string, CUSTOMER)]);
      expect(sold.results[0]?.status).toBe('applied');
      const poke = await a.waitFor((e) => e.event === 'change', "A's poke on process 2");
      expect(poke.at - started).toBeLessThan(2000);
      expect(poke.data.items).toBe((await pullAll(child.url, sellerA.token, 'items')).checkpoint.updatedAt);
      a.close();
    } finally {
      await child.kill('SIGTERM');
    }
  });
});
