import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, openPage } from '../../tests/support/browser';
import { buildUser } from '../../tests/support/factories';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../../tests/support/items';
import { startTestServer } from '../../tests/support/server';
import { code128Frame, decodesWithZxing, emptyFrame, qrFrame, writeY4MVideo, type LumaFrame } from '../../tests/support/y4m';
import { Picker } from '../../tests/e2e/pages/Picker';
import { ScanScreen } from '../../tests/e2e/pages/ScanScreen';
import { signInAs } from '../../tests/e2e/pages/signIn';
import { ensureBuilt, print, sized } from './support';

export const lines = ['continuous_scan_codes_per_min'] as const;

const LABELS = sized(30, 3);
const FPS = 10;
/** Each label is in view for 0.4 s, then 0.1 s of no code: 120 labels a minute is the most the video can give. */
const HOLD_FRAMES = 4;
const GAP_FRAMES = 1;
const TIMEOUT_MS = 120_000;

// In the page: the time of each new scan row, until N rows. A string, because tsx's helpers do not exist in the page.
const ROW_TIMES = `new Promise((resolve) => {
  const times = [];
  const count = () => document.querySelectorAll('[data-testid="scan-rows"] tbody tr').length;
  const observer = new MutationObserver(() => {
    while (times.length < count()) times.push(performance.now());
    if (times.length >= N) { observer.disconnect(); resolve(times); }
  });
  observer.observe(document.body, { subtree: true, childList: true });
  setTimeout(() => { observer.disconnect(); resolve(times); }, TIMEOUT);
})`;

/** One label as the camera sees it: its QR (the warranty URL), or its Code 128 when that QR frame is one zxing cannot read. */
function labelFrame(serial: string): LumaFrame {
  const qr = qrFrame(`https://aqua.example/w/${serial}`);
  return decodesWithZxing(qr, 'qr') ? qr : code128Frame(serial);
}

/**
 * continuous_scan_codes_per_min (issue 17, target ≥ 60): the built PWA on the real server, a stock user on the
 * exportation screen with the camera on (continuous by default). Chromium's fake camera plays a recorded video of
 * 30 labels (3 in smoke), each in view 0.4 s; the figure is the rate at which distinct serials become rows, from the first row
 * to the thirtieth (a label missed on the first pass is read when the video loops, and costs its loop time).
 */
export async function run(): Promise<void> {
  ensureBuilt();
  const server = await startTestServer({ seedDemo: false });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aqua-scan-video-'));
  try {
    const owner = await buildUser(server, { roles: ['owner'] });
    await buildSeller(server, owner.token, { name: 'Bench Branch' });
    const catalogId = await buildCatalogEntry(server, owner.token, { name: 'RO system' });
    const serials = await buildItems(server, owner.token, LABELS, catalogId);
    const { results } = await push(
      server,
      owner.token,
      serials.map((s) => action('factoryExport', s)),
    );
    if (results.some((r) => r.status !== 'applied')) throw new Error('the items did not all leave the factory');
    const stock = await buildUser(server, { roles: ['exportEditor'] });

    const video = path.join(dir, 'labels.y4m');
    const gap = emptyFrame();
    writeY4MVideo(
      video,
      serials.flatMap((serial) => {
        const label = labelFrame(serial);
        return [...Array.from({ length: HOLD_FRAMES }, () => label), ...Array.from({ length: GAP_FRAMES }, () => gap)];
      }),
      FPS,
    );
    const browser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { page, context } = await openPage(browser, server.url);
      await context.grantPermissions(['camera']);
      await signInAs(page, stock.email);
      await page.goto('/en/admin/exportation');
      // The outlets come from the device's copy: the suggestion shows once it has replicated.
      await Picker.labelled(page, 'Branch or distributor').pick('Bench', 'Bench Branch', 60_000);
      await page.getByRole('button', { name: 'Next' }).click();
      const screen = new ScanScreen(page);
      const times = page.evaluate(ROW_TIMES.replace('N', String(LABELS)).replace('TIMEOUT', String(TIMEOUT_MS))) as Promise<number[]>;
      const started = await page.evaluate(() => performance.now());
      await screen.cameraButton().click();
      const rows = await times;
      const read = await page
        .locator('[data-testid="scan-rows"] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-serial')));
      const wrong = read.filter((serial) => !serials.includes(serial ?? ''));
      if (wrong.length) throw new Error(`rows for serials not on the labels: ${wrong.join(', ')}`);
      const first = rows[0];
      const last = rows[rows.length - 1];
      if (first === undefined || last === undefined || rows.length < 2)
        throw new Error(`only ${rows.length} labels read in ${TIMEOUT_MS} ms`);
      console.error(
        `  ${rows.length}/${LABELS} labels read; first row ${((first - started) / 1000).toFixed(1)} s after the camera button, the last ${((last - first) / 1000).toFixed(1)} s after the first`,
      );
      print('continuous_scan_codes_per_min', ((rows.length - 1) / (last - first)) * 60_000, 'codes/min');
      await context.close();
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
