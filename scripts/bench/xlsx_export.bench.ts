import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { read, utils } from '@e965/xlsx';
import { build } from 'esbuild';
import { launchBrowser } from '../../tests/support/browser';
import { percentile, print, sized } from './support';

export const lines = ['xlsx_export_10k_rows_ms'] as const;

/** Rows a file (the figure's name says 10k: 100 in smoke). */
const ROWS = sized(10_000, 100);
const RUNS = sized(5, 1);

/**
 * xlsx_export_10k_rows_ms: 10k rows × 8 columns (Arabic headers and text) to
 * .xlsx through the export button's path in Chromium: cells read on the page,
 * workbook built by @e965/xlsx in a Web Worker, bytes back as a Blob. The
 * worker is a fresh one each run, as on a real click (its script load is counted).
 * The first file is re-read in Node to check its rows.
 */
export async function run(): Promise<void> {
  const bundle = async (entry: string, format: 'iife' | 'esm') =>
    (await build({ entryPoints: [entry], bundle: true, write: false, format, minify: true, target: 'chrome120', logLevel: 'silent' }))
      .outputFiles[0]?.text ?? '';
  const [page, worker] = await Promise.all([
    bundle('scripts/bench/xlsxPage.ts', 'iife'),
    bundle('pwa/components/export/xlsx.worker.ts', 'iife'),
  ]);
  const files: Record<string, [string, string]> = {
    '/': ['text/html', '<!doctype html><meta charset="utf-8"><script src="/page.js"></script>'],
    '/page.js': ['text/javascript', page],
    '/worker.js': ['text/javascript', worker],
  };
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? '/'];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' }).end(file?.[1] ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const out = await tab.evaluate((n) => window.runExport(n), ROWS);
      times.push(out.ms);
      if (r === 0) {
        const book = read(Buffer.from(out.base64, 'base64'), { type: 'buffer' });
        const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] as string] as never, { header: 1 });
        if (rows.length !== ROWS + 1 || (rows[0] as unknown[])[0] !== 'الرقم')
          throw new Error(`xlsx re-read: ${rows.length} rows, header ${String((rows[0] as unknown[])[0])}`);
        console.error(`  file ${(out.bytes / 1024).toFixed(0)} KiB, ${rows.length - 1} rows re-read`);
      }
    }
    console.error(`  runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    print('xlsx_export_10k_rows_ms', percentile(times, 50), 'ms');
  } finally {
    await browser.close();
    server.close();
  }
}
