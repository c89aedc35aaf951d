import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_ROUTES } from '../../server/lib/metrics';
import { takeRateLimit } from '../../server/db/rateLimit';
import { LOOKUPS } from '../../server/modules/warranty/schema';
import { ERROR_CODES } from '../../shared/errors';
import { OPERATIONS } from '../../shared/operations';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, push } from '../support/items';
import { externalAddress } from '../support/network';
import { rawRequest } from '../support/rawHttp';
import { signIn, type Session } from '../support/session';
import { onPostgres, startTestServer, type TestServer } from '../support/server';
import { awayFromWindowEdge } from '../support/windows';

// Issue 31, point 4: GET /metrics in Prometheus's text format, for this
// machine or a bearer of METRICS_TOKEN only, with labels from closed lists.

/** The value of one series in a scrape (0 when absent): `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

/** Every value a label takes in a metric's series. */
function labelValues(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  for (const match of text.matchAll(new RegExp(`^${name}\\{[^}]*\\b${label}="([^"]*)"`, 'gm'))) values.add(match[1] as string);
  return [...values];
}

describe('/metrics without METRICS_TOKEN: this machine only', () => {
  let server: TestServer;
  let owner: Session;
  let port: string;
  beforeAll(async () => {
    // Every interface, so that it can be asked from a non-loopback address too.
    server = await startTestServer({ host: '0.0.0.0' });
    port = new URL(server.url).port;
    owner = await signIn(`http://127.0.0.1:${port}`, 'owner@demo.test', 'demo12345');
  });
  afterAll(async () => {
    await server?.stop();
  });
  const local = () => `http://127.0.0.1:${port}`;
  const scrape = async () => {
    const res = await fetch(`${local()}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('answers a scrape from loopback with the process, the database and the build', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'aqua_database_size_bytes')).toBeGreaterThan(0);
    if (!onPostgres) expect(text).toMatch(/^aqua_database_wal_size_bytes \d+$/m);
    expect(sample(text, 'aqua_schema_version')).toBeGreaterThan(20);
    expect(text).toMatch(/^aqua_build_info\{version="[^"]+",commit="[^"]+"\} 1$/m);
  });

  it('refuses a request that came through a proxy, whatever address it claims', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await fetch(`${local()}/metrics`, { headers: { [header]: header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' } });
      expect(relayed.status, header).toBe(403);
      expect(await relayed.text()).not.toContain('aqua_');
    }
    expect((await fetch(`${local()}/healthz`)).status).toBe(200);
  });

  it.skipIf(!externalAddress)('refuses a connection from a non-loopback address', async () => {
    const remote = await fetch(`http://${externalAddress}:${port}/metrics`);
    expect(remote.status).toBe(403);
    expect(((await remote.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    expect((await fetch(`http://${externalAddress}:${port}/healthz`)).status).toBe(200);
  });

  it('counts requests by operation and status class, pushes, actions by outcome and reason, pulls and rate-limit refusals', async () => {
    const before = await scrape();
    const [serial] = await buildItems(server, owner.token, 1);
    // One applied, one refused (an export of an item still in the factory), one replayed.
    const factory = action('factoryExport', serial as string);
    await push(server, owner.token, [factory, action('activate', serial as string, { clientName: 'A', clientPhone: '01012345678' })]);
    await push(server, owner.token, [factory]);
    // A push the server cannot take: not signed in. The device keeps it and sends it again.
    await gql(local(), 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id } } }', {
      rows: [{ newDocumentState: action('factoryExport', serial as string) }],
    });
    await gql(local(), '{ itemPull(limit: 10) { checkpoint { updatedAt } } }', {}, { token: owner.token });
    // Warranty lookups: 60 a minute from one address, counted in fixed windows. All but the last allowed one are
    // counted straight in the database, away from a window's edge: 61 lookups over HTTP took over a second at load 10,
    // and a burst split by a window's edge is refused nothing (CI run ci-j).
    await awayFromWindowEdge(LOOKUPS.windowMs);
    for (let i = 0; i < LOOKUPS.limit - 1; i++) await takeRateLimit(server.database.db, LOOKUPS, '127.0.0.1');
    for (let i = 0; i < 2; i++)
      await gql(local(), 'query ($s: String!) { warrantyLookup(serialNumber: $s) { serialNumber } }', { s: 'P000' });
    await fetch(`${local()}/uploads/content/images/none.webp`);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);

    expect(delta('aqua_sync_actions_total', { type: 'factoryExport', outcome: 'applied', reason: '' })).toBe(1);
    expect(delta('aqua_sync_actions_total', { type: 'factoryExport', outcome: 'replay', reason: '' })).toBe(1);
    const refused = labelValues(after, 'aqua_sync_actions_total', 'reason').filter((r) => r && r !== 'other');
    expect(refused.length).toBeGreaterThan(0);
    expect(delta('aqua_sync_pushes_total', { outcome: 'answered' })).toBe(2);
    expect(delta('aqua_sync_pushes_total', { outcome: 'failed' })).toBe(1);
    expect(delta('aqua_sync_push_oldest_action_age_seconds_count')).toBe(2);
    expect(delta('aqua_graphql_request_duration_seconds_count', { operation: 'actionPush', status_class: '2xx' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(delta('aqua_sync_pulls_total', { collection: 'items' })).toBe(1);
    expect(delta('aqua_rate_limit_refusals_total', { rule: 'warrantyLookup' })).toBe(1);
    expect(delta('aqua_graphql_request_duration_seconds_count', { operation: 'warrantyLookup', status_class: '4xx' })).toBe(1);
    // The two pushes, the pull and the allowed lookup at least (the items' set-up adds its own).
    expect(delta('aqua_http_requests_total', { route: 'graphql', status_class: '2xx' })).toBeGreaterThanOrEqual(4);
    expect(delta('aqua_http_requests_total', { route: 'uploads', status_class: '4xx' })).toBe(1);
  });

  // Issue 42 point 7: a refusal answered 200 (GraphQL over HTTP) was counted as a success.
  it('counts GraphQL answers by operation and error code: a FORBIDDEN call is not a success', async () => {
    const stranger = await buildUser(server, { roles: [] });
    const before = await scrape();
    const refused = await gql(local(), '{ iamListRoles { role } }', {}, { token: stranger.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await gql(local(), '{ iamListRoles { role } }', {}, { token: owner.token });
    // A body over the limit is refused before GraphQL reads it: counted by its code too, not as "other".
    const tooLarge = await fetch(`${local()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ appInfo { version } }`, padding: 'x'.repeat(2_000_000) }),
    });
    expect(tooLarge.status).toBe(413);
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      sample(after, 'aqua_graphql_answers_total', labels) - sample(before, 'aqua_graphql_answers_total', labels);
    expect(delta({ operation: 'iamListRoles', code: 'FORBIDDEN' })).toBe(1);
    expect(delta({ operation: 'iamListRoles', code: '' })).toBe(1);
    expect(delta({ operation: 'other', code: 'PAYLOAD_TOO_LARGE' })).toBe(1);
    expect(
      labelValues(after, 'aqua_graphql_answers_total', 'code').every((code) => code === '' || code === 'other' || code in ERROR_CODES),
    ).toBe(true);
  });

  it('keeps its labels to known operations: anything else is "other"', async () => {
    for (let i = 0; i < 20; i++) {
      await gql(local(), `query Made${i} { alias${i}: appInfo { version } }`);
      await gql(local(), `{ noSuchField${i} }`);
      await fetch(`${local()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query": "${i}` });
    }
    const text = await scrape();
    for (const metric of ['aqua_graphql_request_duration_seconds_count', 'aqua_graphql_answers_total']) {
      const operations = labelValues(text, metric, 'operation');
      expect(operations).toContain('other');
      expect(operations).toContain('appInfo');
      expect(operations.filter((op) => op !== 'other' && !(op in OPERATIONS))).toEqual([]);
    }
    expect(labelValues(text, 'aqua_http_requests_total', 'route').every((r) => (METRIC_ROUTES as readonly string[]).includes(r))).toBe(
      true,
    );
  });
});

describe('/metrics with METRICS_TOKEN: its bearer only, from anywhere', () => {
  const TOKEN = 'scrape-token-for-tests-0123456789';
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer({ host: '0.0.0.0', seedDemo: false, metricsToken: TOKEN });
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a request without the token, or with another, even from loopback', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain('aqua_');
    }
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it.skipIf(!externalAddress)('refuses a non-loopback address without the token, answers it with the token', async () => {
    expect((await fetch(`http://${externalAddress}:${port}/metrics`)).status).toBe(401);
    const res = await fetch(`http://${externalAddress}:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^aqua_database_size_bytes \d+$/m);
  });
});

// Issue 42 point 8: in production without METRICS_TOKEN, the README's Prometheus on the same machine (target
// 127.0.0.1:3000) got 421 (the host guard) or, naming the public host, 403: nobody could scrape.
describe('/metrics in production without METRICS_TOKEN', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org' } });
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a scrape of 127.0.0.1:PORT or localhost:PORT from this machine', async () => {
    expect(server.config.production).toBe(true);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await rawRequest(server.url, { path: '/metrics', headers: { host } });
      expect(res.status, host).toBe(200);
      expect(res.text, host).toMatch(/^aqua_database_size_bytes \d+$/m);
    }
  });

  it('still refuses a scrape relayed by a proxy, or under a name that is not this machine (DNS rebinding)', async () => {
    const relayed = await rawRequest(server.url, {
      path: '/metrics',
      headers: { host: 'club.example.org', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.status).toBe(403);
    expect(relayed.text).not.toContain('aqua_');
    const rebound = await rawRequest(server.url, { path: '/metrics', headers: { host: `evil.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(rebound.text).not.toContain('aqua_');
    // Another page under a foreign name is still misdirected.
    expect((await rawRequest(server.url, { path: '/graphql', headers: { host: `127.0.0.1:${port}` } })).status).toBe(421);
  });
});
