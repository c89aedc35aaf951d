import { launchBrowser, openPage } from '../../tests/support/browser';
import { buildUser } from '../../tests/support/factories';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../../tests/support/items';
import { goOffline, goOnline } from '../../tests/support/network';
import { startTestServer } from '../../tests/support/server';
import { Picker } from '../../tests/e2e/pages/Picker';
import { ScanScreen } from '../../tests/e2e/pages/ScanScreen';
import { signInAs } from '../../tests/e2e/pages/signIn';
import { ensureBuilt, percentile, print, sized } from './support';

export const lines = ['reconnect_100_actions_ms'] as const;

/** Actions a round (the figure's name says 100: 3 in smoke). */
const ACTIONS = sized(100, 3);
const ROUNDS = sized(3, 1);

// In the page: ms from the next `online` event until N rows show "applied", after
// their frame. A string, because tsx's helpers (__name) do not exist in the page.
const APPLIED_AFTER_ONLINE = `new Promise((resolve) => {
  let onlineAt;
  const observer = new MutationObserver(() => check());
  function check() {
    if (onlineAt === undefined || document.querySelectorAll('tr[data-state="applied"]').length < N) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - onlineAt));
  }
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  window.addEventListener('online', () => { onlineAt = performance.now(); check(); }, { once: true });
})`;

/**
 * reconnect_100_actions_ms: the built PWA (dist/, built here when missing) on the real
 * server. A stock user scans 100 serials on the exportation screen while
 * offline and confirms: 100 actions queued in the outbox. The network comes
 * back; the time runs in the page from the `online` event until all 100 rows
 * show "applied" (the frame after the last one changed). The database is then
 * checked: 100 exports applied, each once.
 */
export async function run(): Promise<void> {
  ensureBuilt();
  const server = await startTestServer({ seedDemo: false });
  const browser = await launchBrowser();
  try {
    const owner = await buildUser(server, { roles: ['owner'] });
    await buildSeller(server, owner.token, { name: 'Bench Branch' });
    const catalogId = await buildCatalogEntry(server, owner.token, { name: 'RO system' });
    const serials = await buildItems(server, owner.token, ACTIONS * ROUNDS, catalogId);
    const { results } = await push(
      server,
      owner.token,
      serials.map((s) => action('factoryExport', s)),
    );
    if (results.some((r) => r.status !== 'applied')) throw new Error('the items did not all leave the factory');
    const stock = await buildUser(server, { roles: ['exportEditor'] });

    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const batch = serials.slice(round * ACTIONS, (round + 1) * ACTIONS);
      const { page, context } = await openPage(browser, server.url);
      await signInAs(page, stock.email);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.goto('/en/admin/exportation');
      // The session's token refresh must finish before the reload, or the reload presents the rotated-out refresh token.
      await page.getByRole('heading', { name: 'Exportation' }).waitFor();
      await page.reload(); // controlled by the service worker from here
      // The outlets come from the device's copy: the suggestion shows once it has replicated.
      await Picker.labelled(page, 'Branch or distributor').pick('Bench', 'Bench Branch', 60_000);
      await page.getByRole('button', { name: 'Next' }).click();

      await goOffline(server, page, context);
      const screen = new ScanScreen(page);
      for (const serial of batch) await screen.wedge(serial, 2);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="scan-rows"] tbody tr').length === n, ACTIONS);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('tr[data-state="queued"]').length === n, ACTIONS);

      const applied = page.evaluate(APPLIED_AFTER_ONLINE.replace('N', String(ACTIONS))) as Promise<number>;
      await goOnline(server, context);
      times.push(await applied);
      await context.close();

      const rows = await server.database.db
        .selectFrom('actions')
        .select(['serial_number', 'status'])
        .where('type', '=', 'export')
        .where('serial_number', 'in', batch)
        .execute();
      const exported = await server.database.db
        .selectFrom('items')
        .select('id')
        .where('serial_number', 'in', batch)
        .where('status', '=', 'exported')
        .execute();
      if (
        rows.length !== ACTIONS ||
        rows.some((r) => r.status !== 'applied') ||
        new Set(rows.map((r) => r.serial_number)).size !== ACTIONS ||
        exported.length !== ACTIONS
      ) {
        throw new Error(`round ${round}: ${rows.length} export actions stored, ${exported.length} items exported`);
      }
    }
    console.error(`  rounds: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    print('reconnect_100_actions_ms', percentile(times, 50), 'ms');
  } finally {
    await browser.close();
    await server.stop();
  }
}
