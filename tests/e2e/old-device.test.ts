import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { formatSerial } from '../../shared/items/serial';
import { openPage } from '../support/browser';
import { gql } from '../support/graphql';
import { buildCatalogEntry, buildSeller } from '../support/items';
import type { OldAction, OldDevice } from '../support/oldDevicePage';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { deviceSerials } from './pages/device';
import { openInApp } from './pages/inApp';
import { ScanScreen } from './pages/ScanScreen';
import { signInAs } from './pages/signIn';
import { useE2e } from './fixture';

// A phone that ran a release before one store per account (issue 41): its data lay in RxDB, two Dexie databases and
// local storage, written here by those releases' own libraries and schemas (tests/support/oldDevicePage.ts). When
// its account signs in, every queued action goes out once (one was caught between its draft and the outbox, one was
// in the shared pre-account database), the refusal stays in the inbox, the screen's draft comes back, the items are
// on the phone before any pull, the device keeps its id, and the old databases go.

const e2e = useE2e();

const OLD_NAMES = (userId: string) => (name: string) =>
  name.startsWith(`rxdb-dexie-aqua-${userId}--`) ||
  name.startsWith('rxdb-dexie-aqua--') ||
  name === `aqua-${userId}-items` ||
  name === `aqua-${userId}-drafts`;

describe('a phone with the older layout', () => {
  it('keeps everything on the upgrade: queued work sent once, refusals, drafts, items, device id', async () => {
    const owner = e2e.owner.token;
    const outlet = await buildSeller(e2e.server, owner, { name: 'Smouha branch' });
    const catalogId = await buildCatalogEntry(e2e.server, owner, { name: 'RO system', warrantyPeriod: 24 });
    const [queued, refused, drafted, shared, later] = await placeItems(e2e.server, owner, outlet, 5, catalogId);
    const account = await buildOutletAccount(e2e.server, owner, outlet, ['activationEditor']);
    const pulled = await gql<{
      itemPull: {
        documents: Array<{ id: string; updatedAt: number; item: Record<string, unknown> }>;
        checkpoint: { updatedAt: number; id: string };
      };
    }>(
      e2e.server.url,
      'query { itemPull(limit: 1000) { documents { id updatedAt item { serialNumber itemType status warrantyStatus itemName catalogId sellerId activationDate expirationDate billDate clientName returnedAt replacedAt } } checkpoint { updatedAt id } } }',
      {},
      { token: account.token },
    );
    const deviceId = randomUUID();
    const at = new Date().toISOString();
    const old = (serial: string, state: OldAction['state'], client: string, error: string | null = null): OldAction => ({
      id: randomUUID(),
      type: 'activate',
      serialNumber: serial,
      payload: JSON.stringify({ clientName: client, clientPhone: '01001234567' }),
      deviceId,
      createdAt: at,
      seen: null,
      state,
      error,
      resultAt: state === 'queued' ? null : at,
    });
    const waiting = old(queued!, 'queued', 'Mona Hassan');
    const inbox = old(refused!, 'rejected', 'Karim', 'The customer’s phone number is not valid');
    const intent = old(drafted!, 'queued', 'Nour Adel');
    const fromShared = old(shared!, 'queued', 'Salma');
    // An item only this phone's old copy holds: on the phone after the upgrade only if the old store was read.
    const onlyOld = formatSerial('product', 26, 99_999_001);
    const device: OldDevice = {
      userId: account.id,
      deviceId,
      actions: [waiting, inbox],
      sellers: [{ id: outlet, nameAr: 'فرع سموحة', nameEn: 'Smouha branch', sellerType: 'branch', status: 'confirmed', updatedAt: '1' }],
      items: [
        ...pulled.data!.itemPull.documents.map(
          (d) => ({ ...d.item, id: d.id, updatedAt: String(d.updatedAt) }) as OldDevice['items'][number],
        ),
        {
          ...pulled.data!.itemPull.documents[0]!.item,
          id: randomUUID(),
          serialNumber: onlyOld,
          updatedAt: '1',
        } as OldDevice['items'][number],
      ],
      checkpoint: pulled.data!.itemPull.checkpoint,
      drafts: [
        {
          screen: 'activation',
          serial: drafted!,
          at: Date.now() * 1000,
          row: { serial: drafted, itemName: 'RO system', onDevice: true, source: 'wedge', actionId: null, refusal: null, seen: null },
          intent,
        },
      ],
      fields: [{ screen: 'activation', values: { clientName: 'Nour Adel', clientPhone: '01001234567', step: 'activate' } }],
      lastSync: { applied: 7, refused: 1, at, open: false },
      shared: [fromShared],
    };
    const script = (
      await build({
        entryPoints: ['tests/support/oldDevicePage.ts'],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'chrome120',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      })
    ).outputFiles[0]!.text;

    const { page, context } = await openPage(e2e.browser, e2e.server.url, {
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.route(`${e2e.server.url}/__old/**`, (route) =>
        route.request().url().endsWith('.js')
          ? route.fulfill({ contentType: 'text/javascript', body: script })
          : route.fulfill({
              contentType: 'text/html',
              body: '<!doctype html><meta charset="utf-8"><script src="/__old/page.js"></script>',
            }),
      );
      await page.goto('/__old/');
      await page.evaluate((d) => window.seedOldDevice(d), device);
      const oldNames = () => page.evaluate(async () => (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : [])));
      expect((await oldNames()).filter(OLD_NAMES(account.id)).length).toBeGreaterThanOrEqual(4);

      await signInAs(page, account.email, undefined, 'ar');
      const stored = () =>
        e2e.server.database.db
          .selectFrom('actions')
          .select(['id', 'status', 'device_id'])
          .where('id', 'in', [waiting.id, intent.id, fromShared.id, inbox.id])
          .orderBy('id')
          .execute();
      await expect
        .poll(stored)
        .toEqual(
          [waiting, intent, fromShared]
            .map((a) => ({ id: a.id, status: 'applied', device_id: deviceId }))
            .sort((a, b) => a.id.localeCompare(b.id)),
        );
      // The old copies, and the shared database, are gone; the item only the old copy had is on the phone.
      await expect.poll(async () => (await oldNames()).filter(OLD_NAMES(account.id))).toEqual([]);
      expect(await deviceSerials(page, account.id)).toEqual(expect.arrayContaining([onlyOld, queued, later]));

      // The refusal is still in the inbox, with its reason (the screens reached through the app: the upgrade is what
      // the sign-in's load did, and the store it wrote is what they read).
      await openInApp(page, '/ar/admin/outbox');
      await expect.poll(() => page.getByTestId('refusal-reason').first().textContent()).toBe('The customer’s phone number is not valid');
      // The sale screen's draft came back: the customer, and the row that was being queued, now applied.
      await openInApp(page, '/ar/admin/activation');
      await expect.poll(() => page.locator('input[name="clientName"]').inputValue()).toBe('Nour Adel');
      await expect.poll(() => page.locator(`[data-card-serial="${drafted}"]`).getAttribute('data-card-state')).toBe('applied');

      // A new sale from this phone carries the device id it always had.
      await page.locator('input[name="clientName"]').fill('Hany');
      await new ScanScreen(page).wedge(later!, 2);
      await expect
        .poll(() =>
          e2e.server.database.db
            .selectFrom('actions')
            .select(['device_id', 'status'])
            .where('serial_number', '=', later!)
            .where('type', '=', 'activate')
            .execute(),
        )
        .toEqual([{ device_id: deviceId, status: 'applied' }]);
      // Nothing was sent twice.
      const all = await e2e.server.database.db.selectFrom('actions').select(['serial_number']).where('type', '=', 'activate').execute();
      expect(all.map((r) => r.serial_number).sort()).toEqual([queued, drafted, shared, later].sort());
    } finally {
      await context.close();
    }
  }, 120_000);
});
