import { Worker } from 'node:worker_threads';
import type { Logger } from '../lib/logger';
import type { FromRenderWorker, RenderedPage, RenderInput, ToRenderWorker } from './renderProtocol';

// The threads that render the public site's pages (renderWorker.ts). A render costs a few hundred milliseconds of
// CPU; on the main thread it held every seller's push behind it (issue 42). Here the main thread only runs the
// render's operations, which the worker asks for. Each worker renders one page at a time; the page cache lets only
// so many renders run at once (RENDERS_AT_ONCE), and the pool has as many workers, started on the first render
// (a server that never renders a page, as most tests, starts none). A worker that fails, exits or runs past its time is
// ended and replaced: the page waiting on it gets the shell (server/app.ts).

/** Runs one of the render's operations on the main thread, as the page's visitor. */
export type RunOperation = (query: string, variables: Record<string, unknown> | undefined) => Promise<unknown>;

/** A render past this is stuck: it would hold one of the few render slots for good. */
export const RENDER_TIMEOUT_MS = 15_000;

type Outcome = { page: RenderedPage | null } | { err: Error };

interface Job {
  input: RenderInput;
  run: RunOperation;
  resolve(page: RenderedPage | null): void;
  reject(err: Error): void;
}

export class RenderPool {
  private readonly idle: Worker[] = [];
  /** Each busy worker and how its job ends. */
  private readonly busy = new Map<Worker, (outcome: Outcome, keep: boolean) => void>();
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(
    private readonly workerFile: string,
    private readonly rendererFile: string,
    private readonly size: number,
    private readonly logger: Logger,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {}

  render(input: RenderInput, run: RunOperation): Promise<RenderedPage | null> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ input, run, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the render pool is closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const end of this.busy.values()) end({ err: new Error('the render pool is closed') }, false);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private next(): void {
    while (this.queue.length && !this.closed) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.start() : undefined);
      if (!worker) return;
      this.give(worker, this.queue.shift() as Job);
    }
  }

  private start(): Worker {
    // No execArgv of ours (a TypeScript loader, a debugger port): the worker's file is built JavaScript.
    const worker = new Worker(this.workerFile, { workerData: { rendererFile: this.rendererFile }, execArgv: [] });
    // A worker never keeps the process alive: close() ends them, and an exit without it must not wait on them.
    worker.unref();
    worker.on('error', (err) => {
      this.logger.error({ err }, 'a render worker failed');
      this.retire(worker, err);
    });
    worker.on('exit', () => this.retire(worker, new Error('the render worker stopped')));
    return worker;
  }

  private give(worker: Worker, job: Job): void {
    const timer = setTimeout(() => this.retire(worker, new Error(`a render ran past ${String(this.timeoutMs)} ms`)), this.timeoutMs);
    const ask = (message: FromRenderWorker) => {
      if (message.kind !== 'graphql') return;
      const answer = (reply: ToRenderWorker) => worker.postMessage(reply);
      job.run(message.query, message.variables).then(
        (data) => answer({ kind: 'answer', call: message.call, data }),
        (err: unknown) => answer({ kind: 'answer', call: message.call, error: err instanceof Error ? err.message : String(err) }),
      );
    };
    const done = (message: FromRenderWorker) => {
      // A render that threw leaves its worker fit for the next one.
      if (message.kind === 'rendered') end({ page: message.page }, true);
      else if (message.kind === 'failed') end({ err: new Error(message.message) }, true);
    };
    const end = (outcome: Outcome, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', ask).off('message', done);
      this.busy.delete(worker);
      if (keep && !this.closed) this.idle.push(worker);
      if ('err' in outcome) job.reject(outcome.err);
      else job.resolve(outcome.page);
      this.next();
    };
    this.busy.set(worker, end);
    worker.on('message', ask).on('message', done);
    worker.postMessage({ kind: 'render', input: job.input } satisfies ToRenderWorker);
  }

  /** Ends a worker that failed, stopped or ran out of time; its job fails, and the next render starts a new one. */
  private retire(worker: Worker, err: Error): void {
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    const end = this.busy.get(worker);
    if (end) end({ err }, false);
    void worker.terminate();
  }
}
