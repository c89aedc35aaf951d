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

/** Requests to the server at `url`, and the attack harness around them. */
export function attackClient(url: string) {
  /** Runs an attack while polling /healthz until it settles: every answer is a 200 within 200 ms. */
  async function whileRunning<T>(attack: () => Promise<T>): Promise<T> {
    let settled = false;
    const running = attack().finally(() => (settled = true));
    const timings: number[] = [];
    do {
      const started = performance.now();
      const health = await fetch(`${url}/healthz`);
      timings.push(performance.now() - started);
      expect(health.status).toBe(200);
    } while (!settled);
    expect(Math.max(...timings), `slowest of ${timings.length} /healthz answers during the attack (ms)`).toBeLessThan(200);
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
