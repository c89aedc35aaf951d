import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { RenderPool } from './renderPool';
import type { RenderInput } from './renderProtocol';

// The pool's own promises: a render's operations run on this thread, and a worker that throws, exits or hangs is
// replaced, its page failing (the server sends the shell) rather than holding a render slot for good. The workers
// here are small scripts that speak the protocol of renderWorker.ts; the real one is run by the public pages' tests.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A worker script: on each render, asks the main thread for `{ who }`, then does what the page's URL says. */
const WORKER = `
import { parentPort } from 'node:worker_threads';
let calls = 0;
const asked = new Map();
parentPort.on('message', async (message) => {
  if (message.kind === 'answer') return asked.get(message.call)?.(message);
  const { url } = message.input;
  if (url.endsWith('/exit')) process.exit(3);
  if (url.endsWith('/throw')) throw new Error('the renderer broke');
  if (url.endsWith('/hang')) for (;;);
  const call = ++calls;
  const answer = await new Promise((resolve) => { asked.set(call, resolve); parentPort.postMessage({ kind: 'graphql', call, query: '{ who }', variables: { url } }); });
  if (url.endsWith('/fail')) return parentPort.postMessage({ kind: 'failed', message: 'no such page' });
  parentPort.postMessage({ kind: 'rendered', page: { html: url + ' for ' + (answer.data?.who ?? answer.error), styles: '', payload: { threadId: (await import('node:worker_threads')).threadId } } });
});
`;
const workerFile = path.join(dir, 'worker.mjs');
fs.writeFileSync(workerFile, WORKER);

const input = (page: string): RenderInput => ({
  url: `http://localhost/ar/${page}`,
  language: 'ar',
  branch: 'smouha',
  theme: 'light',
  countViews: false,
});
const logger = createLogger('silent');
const pools: RenderPool[] = [];
function pool(size = 1, timeoutMs = 10_000): RenderPool {
  const made = new RenderPool(workerFile, '', size, logger, timeoutMs);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('RenderPool', () => {
  it("runs a render's operations on the main thread, with the render's own runner", async () => {
    const renders = pool(2);
    const [a, b] = await Promise.all([
      renders.render(input('a'), () => Promise.resolve({ who: 'visitor A' })),
      renders.render(input('b'), () => Promise.resolve({ who: 'visitor B' })),
    ]);
    expect(a?.html).toBe('http://localhost/ar/a for visitor A');
    expect(b?.html).toBe('http://localhost/ar/b for visitor B');
    // Two at once, two workers: neither is the main thread.
    expect((a?.payload as { threadId: number }).threadId).not.toBe((b?.payload as { threadId: number }).threadId);
    expect((a?.payload as { threadId: number }).threadId).toBeGreaterThan(0);
  });

  it("gives an operation's failure to the render, which goes on", async () => {
    const page = await pool().render(input('a'), () => Promise.reject(new Error('FORBIDDEN')));
    expect(page?.html).toBe('http://localhost/ar/a for FORBIDDEN');
  });

  it('fails the page of a worker that throws, exits or hangs, and renders the next one in a new worker', async () => {
    const renders = pool(1, 1_000);
    const who = () => Promise.resolve({ who: 'someone' });
    await expect(renders.render(input('fail'), who)).rejects.toThrow('no such page');
    await expect(renders.render(input('throw'), who)).rejects.toThrow('the renderer broke');
    await expect(renders.render(input('exit'), who)).rejects.toThrow('the render worker stopped');
    await expect(renders.render(input('hang'), who)).rejects.toThrow('a render ran past 1000 ms');
    expect((await renders.render(input('after'), who))?.html).toBe('http://localhost/ar/after for someone');
  });

  it('queues renders past its workers, and fails those still waiting when it closes', async () => {
    const renders = pool(1);
    const who = () => Promise.resolve({ who: 'someone' });
    const pages = await Promise.all(['a', 'b', 'c'].map((p) => renders.render(input(p), who)));
    expect(pages.map((p) => p?.html)).toEqual(['a', 'b', 'c'].map((p) => `http://localhost/ar/${p} for someone`));
    const waiting = ['d', 'e'].map((p) =>
      renders.render(input(p), who).then(
        () => 'rendered',
        (err: Error) => err.message,
      ),
    );
    await renders.close();
    expect(await Promise.all(waiting)).toEqual(['the render pool is closed', 'the render pool is closed']);
  });
});
