import { launchBrowser } from '../../tests/support/browser';
import { openBenchPage } from './browserPage';
import { percentile, print, sized } from './support';

export const lines = ['scan_to_verdict_p95_ms', 'scan_to_queued_p95_ms'] as const;

const ITEMS = Number(process.env.BENCH_LOCAL_ITEMS ?? sized(100_000, 1_000));
const WARMUP = sized(20, 2);
const SCANS = sized(300, 10);

/**
 * scan_to_verdict_p95_ms (target 16 ms, one frame) and scan_to_queued_p95_ms: in Chromium, with 100k items in the device's
 * items store (Dexie/IndexedDB) and its in-memory serial index, a keyboard-wedge scan (characters, then Enter) is read,
 * looked up by serial (findLocalItem) and queued in the outbox (queueAction):
 * the scan screens' own calls. Timed in the page from the Enter key event to
 * the outbox insert having resolved.
 */
export async function run(): Promise<void> {
  const browser = await launchBrowser();
  try {
    // No server is needed: the page and its IndexedDB live on this origin.
    const { page } = await openBenchPage(browser, 'http://127.0.0.1:9', 'scripts/bench/localDataPage.ts');
    await page.evaluate(() => window.benchOpen('scan-bench'));
    const seeded = performance.now();
    const serials = await page.evaluate((n) => window.benchSeedItems(n), ITEMS);
    console.error(`  seeded ${serials.length} local items in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    await page.evaluate(() => window.benchArmScan('bench-outlet'));
    // Serials spread over the whole set, each scanned once.
    const step = Math.floor(serials.length / (WARMUP + SCANS));
    const picks = Array.from({ length: WARMUP + SCANS }, (_, i) => serials[(i * step + 7) % serials.length] as string);
    for (const [i, serial] of picks.entries()) {
      await page.keyboard.type(serial);
      await page.keyboard.press('Enter');
      await page.evaluate((n) => window.benchScanDone(n), i + 1);
    }
    const { times, lookups, verdicts, misses } = await page.evaluate(() => window.benchScanTimes());
    if (misses) throw new Error(`${misses} scans did not find their item`);
    const measured = times.slice(WARMUP);
    const looked = lookups.slice(WARMUP);
    console.error(
      `  p50 ${percentile(measured, 50).toFixed(1)} ms, max ${Math.max(...measured).toFixed(1)} ms over ${measured.length} scans; to the lookup's end p50 ${percentile(looked, 50).toFixed(1)} ms, p95 ${percentile(looked, 95).toFixed(1)} ms`,
    );
    // Issue 17: from the Enter of a wedge serial to its verdict painted (lookup, check digit, decide(), next frame).
    print('scan_to_verdict_p95_ms', percentile(verdicts.slice(WARMUP), 95), 'ms');
    print('scan_to_queued_p95_ms', percentile(measured, 95), 'ms');
  } finally {
    await browser.close();
  }
}
