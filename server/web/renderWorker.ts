import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import type { FromRenderWorker, SsrModule, ToRenderWorker } from './renderProtocol';

// A render worker (renderPool.ts): React's renderToString of a public page, its emotion styles and its rich content's
// cleaning (DOMPurify over jsdom) run on this thread, never on the one that answers the sellers' pushes. The page's
// operations are asked of the main thread, which runs them against the schema as the page's visitor: the database
// stays the main thread's alone. Built by vite.ssr.config.ts into dist/.ssr/render-worker.js (a worker needs
// JavaScript), which imports the built renderer by the path it is given.

const port = parentPort;
if (!port) throw new Error('render-worker.js runs in a worker thread (server/web/renderPool.ts)');
const { rendererFile } = workerData as { rendererFile: string };

const asked = new Map<number, { resolve(data: unknown): void; reject(err: Error): void }>();
let calls = 0;
const tell = (message: FromRenderWorker) => port.postMessage(message);

const ssr = (await import(pathToFileURL(rendererFile).href)) as SsrModule;
ssr.configure({
  graphql: <T>(query: string, variables: Record<string, unknown> | undefined) =>
    new Promise<T>((resolve, reject) => {
      const call = ++calls;
      asked.set(call, { resolve: resolve as (data: unknown) => void, reject });
      tell({ kind: 'graphql', call, query, variables });
    }),
  sanitize: sanitizeHtml,
});

port.on('message', (message: ToRenderWorker) => {
  if (message.kind === 'answer') {
    const waiting = asked.get(message.call);
    asked.delete(message.call);
    if ('error' in message) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.data);
    return;
  }
  ssr.render(message.input).then(
    (page) => tell({ kind: 'rendered', page }),
    (err: unknown) => tell({ kind: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
