// bench: the public site's rendered pages (issue 42), over real HTTP (node:http, keep-alive, gzip accepted as a browser
// does; the body is unzipped after the clock stops) of a server with the demo content seeded, one load at a time.
// - public_page_cached_p95_ms (target ≤ 5): /ar/news loaded anonymously, each load with a new visitor cookie (as the
//   issue's flood did), after one warm-up load: served from the page cache (server/web/pageCache.ts), no render.
// - public_page_render_p95_ms (target ≤ 50): the worse of the news list's and a news page's, rendered every time (each
//   load under a query no one asked before, so never a kept page): the render's whole time, database reads included;
//   public_page_render_news_list_p95_ms and public_page_render_news_detail_p95_ms each. The render runs in a worker
//   thread (server/web/renderPool.ts); public_page_render_main_thread_p95_ms is what a render costs the thread that
//   answers everything else (its operations, the page's assembly), from the event loop's active time over the load.
// - public_page_html_kb (target ≤ 60): the HTML of /ar/news, as the server writes it (before gzip);
//   public_page_html_gzip_kb what travels.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startTestServer } from '../../tests/support/server';
import { ensureBuilt, percentile, print, sized } from './support';

export const lines = [
  'public_page_cached_p95_ms',
  'public_page_render_p95_ms',
  'public_page_render_news_list_p95_ms',
  'public_page_render_news_detail_p95_ms',
  'public_page_render_main_thread_p95_ms',
  'public_page_html_kb',
  'public_page_html_gzip_kb',
] as const;

const CACHED_RUNS = Number(process.env.BENCH_RUNS ?? sized(300, 5));
const RENDER_RUNS = Number(process.env.BENCH_RUNS ?? sized(40, 2));

export async function run(): Promise<void> {
  ensureBuilt();
  const server = await startTestServer({ seedDemo: true, env: { ANONYMOUS_READ_BUDGET: '1000000000/1000000000' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const news = await server.database.db
      .selectFrom('content_news')
      .select('id')
      .where('published', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const url = new URL(server.url);
    const load = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ ms: number; html: string; wire: number }>((resolve, reject) => {
        const started = performance.now();
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path,
            agent,
            headers: { accept: 'text/html', 'accept-encoding': 'gzip', cookie: `visitor_id=${randomUUID()}`, ...headers },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const ms = performance.now() - started;
              const body = Buffer.concat(chunks);
              if (response.statusCode !== 200) return reject(new Error(`${path}: ${response.statusCode}`));
              const html = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
              if (!html.includes('id="ssr-data"')) return reject(new Error(`${path} was not rendered on the server`));
              resolve({ ms, html, wire: body.length });
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end();
      });

    const first = await load('/ar/news');
    const cached: number[] = [];
    for (let i = 0; i < CACHED_RUNS; i++) cached.push((await load('/ar/news')).ms);

    // Rendered every time: a query no one asked before is a page not kept yet (server/web/pageCache.ts).
    const list: number[] = [];
    const detail: number[] = [];
    const mainThread: number[] = [];
    const rendered = async (path: string) => {
      const before = performance.eventLoopUtilization();
      const { ms } = await load(`${path}?render=${randomUUID()}`);
      mainThread.push(performance.eventLoopUtilization(before).active);
      return ms;
    };
    await rendered('/ar/news');
    await rendered(`/ar/news/${String(news.id)}`);
    mainThread.length = 0;
    for (let i = 0; i < RENDER_RUNS; i++) {
      list.push(await rendered('/ar/news'));
      detail.push(await rendered(`/ar/news/${String(news.id)}`));
    }

    print('public_page_cached_p95_ms', percentile(cached, 95), 'ms');
    print('public_page_render_p95_ms', Math.max(percentile(list, 95), percentile(detail, 95)), 'ms');
    print('public_page_render_news_list_p95_ms', percentile(list, 95), 'ms');
    print('public_page_render_news_detail_p95_ms', percentile(detail, 95), 'ms');
    print('public_page_render_main_thread_p95_ms', percentile(mainThread, 95), 'ms');
    print('public_page_html_kb', Buffer.byteLength(first.html) / 1024, 'kB');
    print('public_page_html_gzip_kb', first.wire / 1024, 'kB');
  } finally {
    agent.destroy();
    await server.stop();
  }
}
