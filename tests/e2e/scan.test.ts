import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { signInAs } from './pages/signIn';
import { code128Frame, qrFrame, writeY4M, type LumaFrame } from '../support/y4m';
import { ScanScreen } from './pages/ScanScreen';

let server: TestServer;
let restorer: BuiltUser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-camera-'));

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  restorer = await buildUser(server, { roles: ['exportEditor'] });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function withFakeCamera(name: string, frame: LumaFrame, run: (browser: Browser) => Promise<void>) {
  const video = path.join(dir, `${name}.y4m`);
  writeY4M(video, frame);
  const browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

describe('camera scanning (Chromium fake camera)', () => {
  const cases = [
    { name: 'qr', serial: 'PRD-2611-000123', frame: (origin: string) => qrFrame(`${origin}/w/PRD-2611-000123`) },
    { name: 'code128', serial: 'ACC-2611-000001', frame: () => code128Frame('ACC-2611-000001') },
  ];
  for (const c of cases) {
    // When all three starts of one Chromium decode nothing, a new Chromium (a new fake camera) has so far always
    // decoded at once (this session's CI: the failing qr case, then code128 in a fresh browser): one retry, a new browser.
    it(`decodes a ${c.name} from the camera into the scan list`, { timeout: 120_000, retry: 1 }, async () => {
      await withFakeCamera(c.name, c.frame(server.url), async (browser) => {
        const { page, context } = await openPage(browser, server.url);
        await context.grantPermissions(['camera']);
        await signInAs(page, restorer.email);
        await page.goto('/en/admin/restore');
        const screen = new ScanScreen(page);
        await screen.cameraButton().waitFor();
        const started = Date.now();
        const stop = page.getByRole('button', { name: /Stop camera/ });
        // Now and then (cause not yet found) a fresh Chromium's first camera start
        // shows nothing decodable: turn the camera off and on again, as a user would, and log why.
        for (let round = 1; ; round++) {
          for (let attempt = 0; attempt < 3 && !(await stop.count()); attempt++) {
            await screen.cameraButton().click();
            await stop.waitFor({ timeout: 5_000 }).catch(() => undefined);
          }
          const decoded = await screen
            .row(c.serial)
            .waitFor({ timeout: 20_000 })
            .then(
              () => true,
              () => false,
            );
          if (decoded) break;
          const state = await page.evaluate(() => {
            const video = document.querySelector<HTMLVideoElement>('[data-testid="scan-video"]');
            return {
              readyState: video?.readyState,
              width: video?.videoWidth,
              alert: document.querySelector('[role="alert"]')?.textContent ?? null,
              buttons: [...document.querySelectorAll('button')]
                .map((b) => b.textContent)
                .filter(Boolean)
                .slice(0, 8),
            };
          });
          console.log(`camera round ${round} (${c.name}) decoded nothing:`, JSON.stringify(state));
          if (round === 3) throw new Error(`no ${c.name} decoded after 3 camera starts: ${JSON.stringify(state)}`);
          if (await stop.count()) await stop.click();
        }
        console.log(`time to first decode (${c.name}): ${Date.now() - started} ms`);
        // The same code stays in view: no second row.
        await page.waitForTimeout(1000);
        expect(await screen.rows().count()).toBe(1);
        await context.close();
      });
    });
  }
});

describe('keyboard-wedge scanning', () => {
  it('takes 20 serials typed at scanner speed as 20 rows, without duplicates or shortcuts', async () => {
    const browser = await launchBrowser();
    try {
      const { page, errors } = await openPage(browser, server.url);
      await signInAs(page, restorer.email, undefined, 'ar');
      await page.goto('/ar/admin/restore');
      // A page-level shortcut that must never fire while scanning.
      await page.evaluate(() => {
        (window as unknown as { shortcutHits: number }).shortcutHits = 0;
        document.addEventListener('keydown', () => {
          (window as unknown as { shortcutHits: number }).shortcutHits++;
        });
      });
      const screen = new ScanScreen(page);
      const serials = Array.from({ length: 20 }, (_, i) => `PRD-2611-${String(i + 1).padStart(6, '0')}`);
      for (const serial of serials) await screen.wedge(serial);
      await screen.wedge(serials[3] as string); // scanned twice: refused as a duplicate
      await expect.poll(() => screen.rows().count()).toBe(20);
      expect(await page.locator('tr[data-serial]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-serial')))).toEqual(serials);
      expect(await page.evaluate(() => (window as unknown as { shortcutHits: number }).shortcutHits)).toBe(0);
      expect(await screen.field().inputValue()).toBe('');
      expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
