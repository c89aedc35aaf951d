import { launchBrowser } from '../../tests/support/browser';
import { openBenchPage } from './browserPage';
import { percentile, print, sized } from './support';

/** The lines this bench prints. */
export const lines = ['paste_queue_items_per_s'] as const;

/** Items on the device (a stock account's replica). */
const ITEMS = sized(100_000, 2_000);
/** Serials in one pasted list (the walk pasted 185), and how many lists are timed. */
const PASTE_SIZE = sized(200, 20);
const PASTES = sized(7, 1);
/** A mid-range phone: Chromium's CPU slowed 4× (as the camera bench). */
const THROTTLING = 4;

/**
 * paste_queue_items_per_s (target ≥ 200, issue 29 point 2): a pasted list on a scan screen, from the click on "Add to
 * the list" to every serial looked up on the device, checked (decide() over its copy and its waiting actions) and
 * its action stored in the screen's draft and the outbox: the screens' own functions (pwa/features/operations/
 * scanQueue.ts), in Chromium slowed to a mid-range phone, with 100k items on the device. Median of the lists.
 */
export async function run(): Promise<void> {
  const browser = await launchBrowser();
  try {
    // No server is needed: the page and its IndexedDB live on this origin.
    const { page, context } = await openBenchPage(browser, 'http://127.0.0.1:9', 'scripts/bench/localDataPage.ts');
    await page.evaluate(() => window.benchOpen('paste-bench'));
    const serials = await page.evaluate((n) => window.benchSeedItems(n), ITEMS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    const rates: number[] = [];
    const step = Math.floor(serials.length / (PASTES * PASTE_SIZE));
    for (let p = 0; p < PASTES; p++) {
      const list = Array.from({ length: PASTE_SIZE }, (_, i) => serials[(p * PASTE_SIZE + i) * step] as string);
      const { ms, queued } = await page.evaluate(([l, seller]) => window.benchPasteQueue(l, seller), [list, 'bench-outlet'] as const);
      if (queued !== PASTE_SIZE) throw new Error(`${queued} of ${PASTE_SIZE} pasted serials were queued`);
      rates.push(PASTE_SIZE / (ms / 1000));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.error(`  ${PASTES} lists of ${PASTE_SIZE} at ${THROTTLING}× throttling: ${rates.map((r) => r.toFixed(0)).join(', ')} items/s`);
    print('paste_queue_items_per_s', percentile(rates, 50), 'items/s');
  } finally {
    await browser.close();
  }
}
