import { Worker } from 'node:worker_threads';
import { expect } from 'vitest';
import { gql } from './graphql';

// What the limit tests send and check (issue 15): an answer read whole, an
// attack timed against /healthz, and a refusal's status and code.

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined;
}

export const ACCEPT = 'application/graphql-response+json, application/json';

/** An attack's /healthz answers may take this long on an idle machine. */
const RESPONSIVE_MS = 200;
/** On a machine busy with other work, this multiple of /healthz's own time just before the attack. */
const BUSY_FACTOR = 10;

/**
 * The time /healthz takes on this machine right now, before an attack: the 9th fastest of 10 in a row. On an idle
 * machine 1–3 ms; on one busy with other work (CI's neighbours, a second test run) it can be tens of ms, and so is
 * every answer during the attack, through no fault of the server's.
 */
export async function quietHealthMs(url: string): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    timings.push(performance.now() - started);
  }
  return [...timings].sort((a, b) => a - b)[8] as number;
}

/** /healthz asked again and again (a pause of `pauseMs` between) until stopped; every answer must be a 200. */
export function probeHealth(url: string, pauseMs = 0): { stop(): Promise<number[]> } {
  let running = true;
  const timings: number[] = [];
  const done = (async () => {
    do {
      const started = performance.now();
      const health = await fetch(`${url}/healthz`);
      await health.arrayBuffer();
      timings.push(performance.now() - started);
      expect(health.status).toBe(200);
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    } while (running);
  })();
  return {
    async stop() {
      running = false;
      await done;
      return timings;
    },
  };
}

/**
 * The server stayed responsive during an attack: its slowest /healthz answer within 200 ms, or within ten times its
 * quiet time measured just before when the machine is busy with other work (docs/decisions.md "Tests wait for
 * conditions"). An attack that holds the server's one thread for a second still fails either way.
 */
export function expectResponsive(
  timings: number[],
  quietMs: number,
  what = 'the attack',
  { hiccups = false, judgeSlowest = true } = {},
): void {
  expect(timings.length, `/healthz answers during ${what}`).toBeGreaterThan(0);
  const bound = Math.max(RESPONSIVE_MS, BUSY_FACTOR * quietMs);
  const sorted = [...timings].sort((a, b) => a - b);
  const says = (which: string, limit: number) =>
    `${which} of ${timings.length} /healthz answers during ${what} (ms; quiet: ${quietMs.toFixed(1)} ms, bound ${limit.toFixed(0)} ms)`;
  if (!hiccups) {
    expect(sorted[sorted.length - 1], says('slowest', bound)).toBeLessThan(bound);
    return;
  }
  // Work that fills the other core (password hashing), or other processes on a loaded machine, let scheduling
  // hiccups through: the median within the bound, the slowest within five times it: a server that
  // stalls for most of the attack, or for a second, still fails. Not a 95th percentile: of a few dozen answers beside
  // two other test runs (load 10 on two cores) it was the scheduler's tail, 315 ms against a bound of 260 and 704
  // against 428 (CI runs ci-j, ci-k), with no stall in the server. Of one or two answers (a single refused request)
  // the median is the slowest: the slowest alone is judged (318 ms of 2 at load 9, run ci-n).
  if (sorted.length >= 3) expect(sorted[Math.floor((sorted.length - 1) / 2)], says('median', bound)).toBeLessThan(bound);
  if (judgeSlowest) expect(sorted[sorted.length - 1], says('slowest', 5 * bound)).toBeLessThan(5 * bound);
}

/** Requests to the server at `url`, and the attack harness around them. */
export function attackClient(url: string) {
  /** Runs an attack while polling /healthz until it settles: every answer is a 200, and quick (expectResponsive). */
  async function whileRunning<T>(attack: () => Promise<T>): Promise<T> {
    const quiet = await quietHealthMs(url);
    let settled = false;
    const probe = probeHealth(url);
    const running = attack().finally(() => (settled = true));
    // The probe asks at least once, and goes on until the attack has settled.
    await running.catch(() => undefined);
    const timings = await probe.stop();
    // A refused attack is one request: a few answers, one of which may meet the machine's own hiccup (278 ms at load 15).
    expectResponsive(timings, quiet, 'the attack', { hiccups: true });
    expect(settled).toBe(true);
    const result = await running;
    const after = await gql<{ appInfo: { version: string } }>(url, '{ appInfo { version } }');
    expect(after.status).toBe(200);
    expect(after.data?.appInfo.version).toBeTruthy();
    return result;
  }

  async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { accept: ACCEPT, 'accept-language': 'en', 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: text ? (JSON.parse(text) as Answer['body']) : undefined,
    };
  }

  const query = (q: string, variables?: unknown, headers?: Record<string, string>) =>
    post(JSON.stringify({ query: q, variables }), headers);
  return { whileRunning, post, query };
}

export function codes(answer: Answer): unknown[] {
  return answer.body?.errors?.map((e) => e.extensions?.code) ?? [];
}

export function expectRefused(answer: Answer, status: number, code: string, limit?: string): void {
  expect({ status: answer.status, codes: codes(answer) }).toEqual({ status, codes: expect.arrayContaining([code]) });
  expect(answer.body?.data ?? null).toBeNull();
  if (limit) expect(answer.body?.errors?.map((e) => e.extensions?.limit)).toContain(limit);
}

/**
 * `n` requests at once from a worker thread, as from another machine: the test's own event loop (the server's,
 * in-process, and the /healthz probe's) does not also carry the attacker's 400 fetches. Answers each status with
 * its Retry-After and body, or the network error's code.
 */
export function flood(
  url: string,
  n: number,
  body: string,
  headers: Record<string, string> = {},
): Promise<Array<{ status: number; retryAfter: string | null; body: string } | { error: string }>> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { url, n, body, headers } = workerData;
    Promise.all(Array.from({ length: n }, () =>
      fetch(url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en', ...headers }, body })
        .then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }), (e) => ({ error: String((e.cause && e.cause.code) || e.message) })),
    )).then((answers) => parentPort.postMessage(answers));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, n, body, headers } });
    worker.once('message', (answers) => {
      resolve(answers as Awaited<ReturnType<typeof flood>>);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** /healthz answered again and again while `attack` runs: every answer's time (ms), each answer a 200. */
export async function healthTimings<T>(url: string, attack: () => Promise<T>): Promise<{ result: T; timings: number[] }> {
  let settled = false;
  const running = attack().finally(() => (settled = true));
  const timings: number[] = [];
  do {
    const started = performance.now();
    const health = await fetch(`${url}/healthz`);
    timings.push(performance.now() - started);
    expect(health.status).toBe(200);
  } while (!settled);
  return { result: await running, timings };
}
