import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedSerial } from '../../shared/items';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { expectCountersMatchItems } from '../support/counters';
import { action, buildActivatedItems, buildCatalogEntry, buildItems, buildSeller, push } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: BuiltUser;
beforeAll(async () => {
  server = await startTestServer(); // with the demo seed
  admin = await buildUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await server?.stop();
});

describe('items', () => {
  it('seeds a few hundred items in every status, quantities equal to items in stock', async () => {
    const db = server.database.db;
    const byStatus = await db
      .selectFrom('items')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    expect(byStatus.map((r) => r.status).sort()).toEqual(['exported', 'inFactory', 'inStock']);
    expect(byStatus.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(300);
    await expectCountersMatchItems(db);
  });

  it('creates a factory batch: one item per iteration (barcodes per item counts labels), unique valid serials, QR code to the warranty page', async () => {
    const catalogId = await buildCatalogEntry(server, admin.token);
    const res = await gql<{
      itemFactoryCreate: {
        count: number;
        items: Array<{
          serialNumber: string;
          qrCode: string;
          status: string;
          warrantyStatus: string;
          iterationNumber: number;
          printingCountPerItem: number;
        }>;
      };
    }>(
      server.url,
      'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { count items { serialNumber qrCode status warrantyStatus iterationNumber printingCountPerItem } } }',
      { d: { catalogId, iterations: 3, printingCountPerItem: 2 } },
      { token: admin.token },
    );
    const items = res.data?.itemFactoryCreate.items ?? [];
    expect(res.data?.itemFactoryCreate.count).toBe(3);
    expect(new Set(items.map((i) => i.serialNumber)).size).toBe(3);
    const stored = await server.database.db.selectFrom('items').select('id').where('catalog_id', '=', catalogId).execute();
    expect(stored).toHaveLength(3);
    expect(items.map((i) => i.printingCountPerItem)).toEqual([2, 2, 2]);
    expect(
      items.every(
        (i) =>
          isWellFormedSerial(i.serialNumber) &&
          i.qrCode === `/w/${i.serialNumber}` &&
          i.status === 'inFactory' &&
          i.warrantyStatus === 'inactive',
      ),
    ).toBe(true);
    expect(items.map((i) => i.iterationNumber)).toEqual([1, 2, 3]);
    const tooMany = await gql(
      server.url,
      'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { count } }',
      { d: { catalogId, iterations: 10_001, printingCountPerItem: 1 } },
      { token: admin.token, language: 'en' },
    );
    expect(tooMany.errors?.[0]?.message).toBe('At most 10,000 items can be created at once.');
  });

  it('lists with filters and paging; finds by serial; shows the timeline with the outlet', async () => {
    const outlet = await buildSeller(server, admin.token, { name: 'Timeline branch' });
    const [serial] = await buildItems(server, admin.token, 1);
    const s = serial as string;
    await push(server, admin.token, [action('factoryExport', s), action('export', s, { sellerId: outlet })]);
    const list = await gql<{ itemList: { count: number; rows: Array<{ serialNumber: string }> } }>(
      server.url,
      'query ($f: ItemFilter) { itemList(filter: $f, orderBy: createdAt_DESC, limit: 5) { count rows { serialNumber } } }',
      { f: { sellerId: outlet, status: 'exported', itemType: 'product' } },
      { token: admin.token },
    );
    expect(list.data?.itemList).toEqual({ count: 1, rows: [{ serialNumber: s }] });
    const found = await gql<{ itemFind: { id: string; sellerId: string } }>(
      server.url,
      'query ($s: String!) { itemFind(serialNumber: $s) { id sellerId } }',
      { s: s.toLowerCase() },
      { token: admin.token },
    );
    expect(found.data?.itemFind.sellerId).toBe(outlet);
    const missing = await gql(server.url, '{ itemFind(serialNumber: "P00000000000") { id } }', {}, { token: admin.token, language: 'en' });
    expect(missing.errors?.[0]?.message).toBe('This item does not exist');
    const timeline = await gql<{ itemTimeline: Array<{ action: string; byEmail: string; sellerName: string | null }> }>(
      server.url,
      'query ($id: String!) { itemTimeline(id: $id) { action byEmail sellerName } }',
      { id: found.data?.itemFind.id },
      { token: admin.token },
    );
    expect(timeline.data?.itemTimeline).toEqual([
      { action: 'create', byEmail: admin.email, sellerName: null },
      { action: 'factoryExport', byEmail: admin.email, sellerName: null },
      { action: 'export', byEmail: admin.email, sellerName: 'Timeline branch' },
    ]);
  });

  it('counts activations per phone and flags a phone past the limit without blocking', async () => {
    const outlet = await buildSeller(server, admin.token);
    const phone = '01119998887';
    const { serials, statuses } = await buildActivatedItems(server, admin.token, {
      count: 6,
      outlet,
      clientName: 'Heavy user',
      clientPhone: phone,
    });
    expect(statuses.every((s) => s === 'applied')).toBe(true);
    const res = await gql<{
      activationRecordList: {
        rows: Array<{ numberOfActivations: number; activationStatus: string; items: string[] }>;
        notice: string | null;
        limit: number;
      };
    }>(
      server.url,
      'query ($p: String) { activationRecordList(phoneNumber: $p) { limit notice rows { numberOfActivations activationStatus items } } }',
      { p: phone },
      { token: admin.token, language: 'en' },
    );
    expect(res.data?.activationRecordList).toMatchObject({
      limit: 5,
      notice: 'Someone has exceeded the allowed activation limit',
      rows: [{ numberOfActivations: 6, activationStatus: 'exceeded' }],
    });
    expect(res.data?.activationRecordList.rows[0]?.items.sort()).toEqual([...serials].sort());
  });

  it('reads the activation limit from the settings: a lower limit flags a client at once, a higher one clears it', async () => {
    const outlet = await buildSeller(server, admin.token);
    const phone = '01004445556';
    await buildActivatedItems(server, admin.token, { count: 3, outlet, clientName: 'Three times', clientPhone: phone });
    const owner = await buildUser(server, { roles: ['owner'] });
    const records = async () =>
      (
        await gql<{ activationRecordList: { limit: number; notice: string | null; rows: Array<{ activationStatus: string }> } }>(
          server.url,
          'query ($p: String) { activationRecordList(phoneNumber: $p) { limit notice rows { activationStatus } } }',
          { p: phone },
          { token: admin.token, language: 'en' },
        )
      ).data?.activationRecordList;
    const saveLimit = (activationLimit: number) =>
      gql(
        server.url,
        'mutation ($s: SettingsInput!) { settingsSave(settings: $s) { activationLimit } }',
        {
          s: { theme: 'astronaut-blue', activationLimit },
        },
        { token: owner.token },
      );

    expect(await records()).toMatchObject({ limit: 5, rows: [{ activationStatus: 'normal' }] });
    expect((await saveLimit(2)).errors).toBeUndefined();
    expect(await records()).toEqual({
      limit: 2,
      notice: 'Someone has exceeded the allowed activation limit',
      rows: [{ activationStatus: 'exceeded' }],
    });
    expect((await saveLimit(3)).errors).toBeUndefined();
    expect(await records()).toMatchObject({ limit: 3, rows: [{ activationStatus: 'normal' }] });
    await saveLimit(5);
  });

  it('filters expired warranties computed on read', async () => {
    const outlet = await buildSeller(server, admin.token);
    const [serial] = await buildItems(server, admin.token, 1);
    await push(server, admin.token, [
      action('factoryExport', serial as string),
      action('export', serial as string, { sellerId: outlet }),
      action('activate', serial as string, { clientName: 'A', clientPhone: '0122' }),
    ]);
    // Move this warranty's expiry into the past, the histogram with it (as if activated years ago).
    const db = server.database.db;
    const row = await db
      .selectFrom('items')
      .select('expiration_date')
      .where('serial_number', '=', serial as string)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('items')
      .set({ expiration_date: '2020-01-01T00:00:00.000Z' })
      .where('serial_number', '=', serial as string)
      .execute();
    await db
      .updateTable('warranty_expiries')
      .set((eb) => ({ n: eb('n', '-', 1) }))
      .where('day', '=', (row.expiration_date as string).slice(0, 10))
      .execute();
    await db.insertInto('warranty_expiries').values({ day: '2020-01-01', n: 1 }).execute();
    const q = 'query ($f: ItemFilter) { itemList(filter: $f, limit: 500) { count rows { serialNumber warrantyStatus } } }';
    type Page = { itemList: { count: number; rows: Array<{ serialNumber: string; warrantyStatus: string }> } };
    const expired = await gql<Page>(server.url, q, { f: { warrantyStatus: 'expired' } }, { token: admin.token });
    expect(expired.data?.itemList.rows).toContainEqual({ serialNumber: serial, warrantyStatus: 'expired' });
    const active = await gql<Page>(server.url, q, { f: { warrantyStatus: 'active' } }, { token: admin.token });
    expect(active.data?.itemList.rows.map((r) => r.serialNumber)).not.toContain(serial);
    // The totals come from the histogram: they must equal the rows.
    expect(expired.data?.itemList.count).toBe(expired.data?.itemList.rows.length);
    expect(active.data?.itemList.count).toBe(active.data?.itemList.rows.length);
    expect(active.data?.itemList.rows.every((r) => r.warrantyStatus === 'active')).toBe(true);
  });
});
