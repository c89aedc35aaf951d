// bench: lighthouse_{home,news_detail}_{performance,accessibility,best_practices,seo}
// — Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU)
// on /ar and an Arabic news detail page, served by a real server from dist/
// (run `npx vite build` first), in Debian's Chromium. Scores 0–100.
// LIGHTHOUSE_RUNS=n runs each page n times and prints the median (default 1, already the smoke size);
// LIGHTHOUSE_REPORT_DIR=dir also writes each run's JSON report there.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../tests/support/browser';
import { gql } from '../../tests/support/graphql';
import { startTestServer } from '../../tests/support/server';
import { ensureBuilt, print, smoke } from './support';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Runs Lighthouse could not read (NO_NAVSTART under load) are tried again, up to this many in all, per page. */
const UNREADABLE_RETRIES = 3;
const PAGES = ['home', 'news_detail'] as const;
export const lines = PAGES.flatMap((page) => CATEGORIES.map((category) => `lighthouse_${page}_${category.replace('-', '_')}`));

/** Chromium with a DevTools port for Lighthouse; the same quiet, no-network flags as the tests. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-default-apps',
      '--disable-extensions',
      '--mute-audio',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port: ${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
  'server-response-time',
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function run(): Promise<void> {
  ensureBuilt();
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  const server = await startTestServer();
  const chromium = await launchChromium();
  try {
    const news = await gql<{ newsList: { rows: Array<{ id: string }> } }>(
      server.url,
      '{ newsList { rows { id } } }',
      {},
      { language: 'ar' },
    );
    const newsId = news.data?.newsList.rows[0]?.id;
    if (!newsId) throw new Error('the demo content has no news');
    const pages: Record<(typeof PAGES)[number], string> = { home: '/ar', news_detail: `/ar/news/${newsId}` };
    // One unrecorded run of each page first: the first page measured was also the server's first render of it
    // (server response 2.1–2.5 s against 0.4–1.0 s after) and the fresh Chromium's first page, so the home page,
    // measured first, carried the start of both processes and the news page none (issue 46 point 5). Not at smoke
    // size, whose figures mean nothing: half of the bench's time in npm test.
    if (!smoke)
      for (const route of Object.values(pages))
        await lighthouse(`${server.url}${route}`, { port: chromium.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (const [name, route] of Object.entries(pages)) {
      const scores: Record<string, number[]> = {};
      const metrics: Record<string, number[]> = {};
      // Until `runs` readable runs, with up to UNREADABLE_RETRIES more tries for the ones Lighthouse could not read.
      let readable = 0;
      for (let attempt = 1; readable < runs && attempt <= runs + UNREADABLE_RETRIES; attempt++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          fs.writeFileSync(
            path.join(reportDir, `${name}-${attempt}.json`),
            typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
          );
        }
        // A run whose trace Lighthouse could not read (NO_NAVSTART, seen here under load) scores nothing: left out of
        // the median, not counted as 0, and run again.
        if (result.lhr.runtimeError) {
          console.error(`  ${route} run ${attempt}: ${result.lhr.runtimeError.code}, left out`);
          continue;
        }
        readable++;
        for (const category of CATEGORIES) (scores[category] ??= []).push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        for (const audit of METRICS) (metrics[audit] ??= []).push(result.lhr.audits[audit]?.numericValue ?? NaN);
      }
      if (!scores.performance?.length) throw new Error(`no Lighthouse run of ${route} gave scores`);
      // What the score is made of (medians; ms, CLS unitless): where a short score's points went.
      console.error(`  ${name}: ` + METRICS.map((audit) => `${audit} ${+median(metrics[audit] ?? []).toFixed(3)}`).join(', '));
      // Issue 46 point 5: the home page's performance score at 98 or more on Lighthouse's mobile run.
      for (const category of CATEGORIES)
        print(
          `lighthouse_${name}_${category.replace('-', '_')}`,
          median(scores[category] ?? []),
          'score',
          name === 'home' && category === 'performance' ? { min: 98 } : undefined,
        );
    }
  } finally {
    await chromium.stop();
    await server.stop();
  }
}
