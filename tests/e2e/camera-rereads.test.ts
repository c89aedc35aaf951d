import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import type { BuiltUser } from '../support/factories';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { code128Frame, decodesWithZxing, emptyFrame, qrFrame, writeY4MVideo, type LumaFrame } from '../support/y4m';
import { ScanScreen } from './pages/ScanScreen';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 29 point 7, in English on a 360 × 780 phone: the camera's view comes into view with the newest result
// below it, the counter counts distinct serials, and a label read again gets a quiet mark on its row, never a red
// toast. Chromium's fake camera plays a looping video of two labels: each is read again on every loop.

const e2e = useE2e({ browser: false });
let seller: BuiltUser;
let outlet: string;
let catalogId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-rereads-'));

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Smouha Branch' });
  catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'RO system', warrantyPeriod: 24 });
  seller = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor']);
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A label as the camera sees it: its QR (the warranty URL), or its Code 128 when zxing cannot read that QR frame. */
function labelFrame(serial: string): LumaFrame {
  const qr = qrFrame(`https://aqua.example/w/${serial}`);
  return decodesWithZxing(qr, 'qr') ? qr : code128Frame(serial);
}

describe('camera re-reads (en, 360 px)', () => {
  it('shows the view and the newest result, counts distinct serials and marks a re-read quietly', { timeout: 120_000 }, async () => {
    const [a, b] = (await placeItems(e2e.server, e2e.owner.token, outlet, 2, catalogId)) as [string, string];
    const video = path.join(dir, 'two-labels.y4m');
    // 0.4 s of each label, then 2.6 s of nothing: a label comes back every 3.5 s, past the camera's 2 s de-duplication.
    const gap = emptyFrame();
    writeY4MVideo(video, [...Array(4).fill(labelFrame(a)), gap, ...Array(4).fill(labelFrame(b)), ...Array(26).fill(gap)] as LumaFrame[]);
    const browser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { page, context } = await openPage(browser, e2e.server.url, {
        viewport: { width: 360, height: 780 },
        hasTouch: true,
        isMobile: true,
      });
      await context.grantPermissions(['camera']);
      await signInAs(page, seller.email);
      // The counter: the customer's fields above the scanner put the camera's view low on a phone.
      await page.getByRole('heading', { name: 'Activation', level: 1 }).waitFor();
      await page.getByLabel('Client name').fill('Mona Hassan');
      await page.getByLabel('Client phone').fill('01001234567');
      const screen = new ScanScreen(page);
      await screen.cameraButton().click();
      const card = (serial: string) => page.locator(`[data-card-serial="${serial}"]`);
      await card(a).waitFor();
      await card(b).waitFor();

      // The view is on screen, and so is the newest card, just below it.
      // Not in view, it says where it lay (seen twice in full runs: the failure says how far off it was).
      const inView = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el, selector) => {
            const box = el.getBoundingClientRect();
            if (box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight) return 'in view';
            return `${selector}: top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)} of ${window.innerHeight}, scrolled ${Math.round(scrollY)}`;
          }, selector);
      await expect.poll(() => inView('[data-testid="scan-video"]'), { timeout: 10_000 }).toBe('in view');
      await expect.poll(() => inView('[data-card-serial]'), { timeout: 10_000 }).toBe('in view');
      await page.screenshot({ path: `${dir}/camera.png` });
      if (process.env.SHOTS_DIR) fs.copyFileSync(`${dir}/camera.png`, path.join(process.env.SHOTS_DIR, 'camera-en-360-light.png'));

      // Each label read again on the next loop: its row is marked, nothing is added, no error is shown.
      await expect.poll(() => card(a).getAttribute('data-reread')).toMatch(/^[1-9]/);
      await expect.poll(() => card(b).getAttribute('data-reread')).toMatch(/^[1-9]/);
      expect(await card(a).getByTestId('read-again').textContent()).toBe('Read again');
      expect(await page.locator('[data-card-serial]').count()).toBe(2);
      expect(await page.getByTestId('scan-count').textContent()).toBe('2 scanned');
      expect(await page.getByTestId('toast-error').count()).toBe(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
