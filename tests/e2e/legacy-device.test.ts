import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { LocalAction } from '../../pwa/data/schemas';
import { openPage } from '../support/browser';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// An installed device from before per-account databases (docs/decisions.md
// "One local database per account"): its shared 'aqua' database holds a
// queued action. The first account to sign in sends it; the old databases go.

const e2e = useE2e();

describe('a device with the shared pre-account database', () => {
  it('sends its queued action as the first account to sign in, once, and deletes the old databases', async () => {
    const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Outlet X' });
    const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'RO system', warrantyPeriod: 24 });
    const [serial] = await placeItems(e2e.server, e2e.owner.token, outlet, 1, catalogId);
    const account = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['activationEditor']);
    const queued: LocalAction = {
      id: randomUUID(),
      type: 'activate',
      serialNumber: serial!,
      payload: JSON.stringify({ clientName: 'Mona Hassan', clientPhone: '01001234567' }),
      deviceId: 'old-device',
      createdAt: new Date().toISOString(),
      seen: null,
      state: 'queued',
      error: null,
      resultAt: null,
    };
    const script = (
      await build({
        entryPoints: ['tests/support/legacyOutboxPage.ts'],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'chrome120',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      })
    ).outputFiles[0]!.text;

    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    try {
      await context.route(`${e2e.server.url}/__legacy/**`, (route) =>
        route.request().url().endsWith('.js')
          ? route.fulfill({ contentType: 'text/javascript', body: script })
          : route.fulfill({
              contentType: 'text/html',
              body: '<!doctype html><meta charset="utf-8"><script src="/__legacy/page.js"></script>',
            }),
      );
      await page.goto('/__legacy/');
      await page.evaluate((actions) => window.seedLegacy(actions), [queued]);
      const legacyNames = () =>
        page.evaluate(async () =>
          (await indexedDB.databases()).flatMap((d) =>
            d.name?.startsWith('rxdb-dexie-aqua--') || d.name === 'aqua-items' ? [d.name] : [],
          ),
        );
      expect(await legacyNames()).toContain('aqua-items');

      await signInAs(page, account.email);
      await expect
        .poll(
          () =>
            e2e.server.database.db
              .selectFrom('actions')
              .select(['id', 'user_id', 'status'])
              .where('serial_number', '=', serial!)
              .where('type', '=', 'activate')
              .execute(),
          {
            timeout: 60_000,
          },
        )
        .toEqual([{ id: queued.id, user_id: account.id, status: 'applied' }]);
      await expect.poll(legacyNames, { timeout: 10_000 }).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
