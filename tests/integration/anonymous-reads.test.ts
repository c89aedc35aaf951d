import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_BUDGET } from '../../server/lib/visitorBudget';
import { expectResponsive, flood, healthTimings, quietHealthMs } from '../support/attacks';
import { buildUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

// Issue 30, point 4: anonymous reads are charged to their address's budget (their list cost against a bucket
// that refills, at most six running), so 200–400 heavy reads sent at once from one address get their budget's
// worth answered and the rest 429 with Retry-After, and the server stays responsive. Before, all 400 ran (8 s
// of work), and on PostgreSQL /healthz waited up to 1.2–5.5 s for a pool connection (p95 0.25–0.93 s).

let server: TestServer;
beforeAll(async () => {
  // A proxy in front names the client: each test floods from an address of its own.
  server = await startTestServer({ seedDemo: true, env: { TRUST_PROXY: 'true' } });
  // A server that has been serving: its database connections open, its code warm.
  for (let i = 0; i < 6; i++) expect((await post(from('10.29.0.1'))).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

// A public read the site allows: 100 news with their texts (list cost 1,103).
const NEWS_FIELDS =
  'newsList(pagination: { limit: 100 }) { count rows { id title { ar en } content { ar en } images likesCount viewsCount createdAt } }';
const NEWS = JSON.stringify({ query: `{ ${NEWS_FIELDS} }` });
// The heavy read an attacker picks within the query limits: that ten times over, under aliases (list cost 11,030).
const HEAVY = JSON.stringify({ query: `{ ${Array.from({ length: 10 }, (_, i) => `n${i}: ${NEWS_FIELDS}`).join(' ')} }` });
const from = (address: string) => ({ 'x-forwarded-for': address });

async function post(headers: Record<string, string>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en', ...headers },
    body: NEWS,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

describe('anonymous reads from one address', () => {
  for (const n of [200, 400])
    it(`${n} at once: the budget's worth answers, the rest 429 with Retry-After, and /healthz stays quick`, async () => {
      const address = `10.30.0.${n % 250}`;
      const quiet = await quietHealthMs(server.url);
      const started = performance.now();
      const { result: answers, timings } = await healthTimings(server.url, () => flood(server.url, n, HEAVY, from(address)));
      const seconds = (performance.now() - started) / 1000;
      const statuses = answers.map((a) => ('status' in a ? a.status : a.error));
      const refused = answers.filter((a) => 'status' in a && a.status === 429) as Array<{
        status: number;
        retryAfter: string | null;
        body: string;
      }>;
      // Every request answered, none reset; a burst's worth served, and what refilled while the flood lasted (which
      // is longer on a loaded machine: the bound follows the time it took, not an idle machine's).
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      const served = n - refused.length;
      expect(served).toBeGreaterThanOrEqual(1);
      expect(served).toBeLessThanOrEqual(Math.ceil((VISITOR_BUDGET.burst + VISITOR_BUDGET.perSecond * seconds) / 11_030) + 1);
      for (const answer of refused.slice(0, 20)) {
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        const body = JSON.parse(answer.body) as { errors: Array<{ message: string; extensions: { code: string; retryAfter: number } }> };
        expect(body.errors[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
        expect(body.errors[0]?.message).toBe('Too many requests from this address. Please wait a moment and try again.');
      }
      // The server answered its health check all along, by the limit tests' one rule (tests/support/attacks.ts): the
      // odd scheduling hiccup of a shared machine aside (the probe and the server share this process's event loop),
      // within 200 ms or ten times /healthz's quiet time just before. Before the budget: p95 0.25–0.93 s on PostgreSQL.
      const sorted = [...timings].sort((a, b) => a - b);
      console.info(
        `${n} anonymous reads at once in ${seconds.toFixed(1)} s: ${n - refused.length} served, ${refused.length} refused; /healthz quiet ${quiet.toFixed(0)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms over ${timings.length} answers`,
      );
      // The median only: the probe shares this process's thread with the flood's own hundreds of fetches and the served
      // reads' answers (ten lists each) being parsed, so its single slowest answer measures this process on a loaded
      // machine (2.2–3.1 s at load 9–15 on PostgreSQL, runs ci-l and after, its health check on its own connection).
      expectResponsive(timings, quiet, `${n} anonymous reads at once`, { hiccups: true, judgeSlowest: false });
    }, 60_000);

  it('leaves other addresses and signed-in users alone, and answers the address again once it has waited as told', async () => {
    const address = '10.31.0.1';
    const answers = await flood(server.url, 200, NEWS, from(address));
    expect(answers.some((a) => 'status' in a && a.status === 429)).toBe(true);
    expect((await post(from('10.31.0.2'))).status).toBe(200);
    const user = await buildUser(server, { roles: ['viewer'] });
    expect((await post({ ...from(address), authorization: `Bearer ${user.token}` })).status).toBe(200);
    // Waiting as Retry-After says brings answers back.
    for (let tries = 0; ; tries++) {
      const again = await post(from(address));
      if (again.status === 200) break;
      expect(tries, 'the address is still refused').toBeLessThan(60);
      const retryAfter = (again.body.errors?.[0]?.extensions?.retryAfter as number | undefined) ?? 1;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  }, 120_000);

  it('charges a flood with a made-up token like an anonymous one', async () => {
    const answers = await flood(server.url, 200, NEWS, { ...from('10.32.0.1'), authorization: 'Bearer made.up.token' });
    expect(answers.filter((a) => 'status' in a && a.status === 429).length).toBeGreaterThan(100); // most of it: counted as an account, none would be
  }, 60_000);
});
