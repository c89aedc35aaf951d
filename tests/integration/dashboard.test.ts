import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts } from '../../shared/dashboard';
import { fillExportCounts } from '../../server/db/migrations/0097_commands_keep_dated_counters';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

// The dashboards read counters (item_counts, item_stat_counts) and index ranges;
// after a scripted life of items through the real API, every figure must equal
// a count made directly on the items table.

let server: TestServer;
let admin: BuiltUser;
const db = () => server.database.db;

const COUNTS = 'inFactory inStock exported sold activeWarranties expiringSoon total';
const DASHBOARD = `query ($filter: TotalsFilter) { dashboard(filter: $filter) { expiringWithinDays totals { ${COUNTS} } byType { itemType counts { ${COUNTS} } } bySeller { sellerId sellerName counts { ${COUNTS} } } } }`;
const WAREHOUSE =
  'query ($filter: TotalsFilter) { totalWarehouse(filter: $filter) { total byType { itemType count } rows { catalogId name itemType inStock } } }';
const INVENTORY =
  'query ($filter: TotalsFilter) { totalInventory(filter: $filter) { total { itemType inFactory inStock exported total } rows { itemType inFactory inStock exported total } } }';
const EXPORTATION =
  'query ($filter: TotalsFilter) { totalExportation(filter: $filter) { total byType { itemType count } byMonth { month count } bySeller { sellerId sellerName count } } }';

async function query<T>(q: string, filter: Record<string, unknown> = {}, token = admin.token): Promise<T> {
  const res = await gql<T>(server.url, q, { filter }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

async function applied(actions: Array<ReturnType<typeof action>>) {
  const out = await push(server, admin.token, actions);
  expect(out.results.filter((r) => r.status !== 'applied')).toEqual([]);
}

const DAY = 86_400_000;
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  // The demo seed too: its items reach the counters through the same triggers.
  server = await startTestServer({ seedDemo: true });
  admin = await buildUser(server, { roles: ['admin'] });
  const products = await buildItems(server, admin.token, 12);
  const spare = await buildItems(server, admin.token, 6, await sparePartEntry());
  const accessories = await buildItems(server, admin.token, 4, await accessoryEntry());
  sellerA = await buildSeller(server, admin.token);
  sellerB = await buildSeller(server, admin.token);
  const p = (i: number) => products[i] as string;

  // factory → stock
  await applied([...products.slice(0, 10), ...spare.slice(0, 5), ...accessories.slice(0, 3)].map((s) => action('factoryExport', s)));
  // stock → outlets
  await applied([
    ...products.slice(0, 6).map((s) => action('export', s, { sellerId: sellerA })),
    ...products.slice(6, 8).map((s) => action('export', s, { sellerId: sellerB })),
    ...spare.slice(0, 3).map((s) => action('export', s, { sellerId: sellerA })),
    action('export', accessories[0] as string, { sellerId: sellerB }),
  ]);
  // sales, activations (one without a sale), a restore of an activated item
  const client = { clientName: 'Client', clientPhone: '01000000001' };
  await applied([
    action('sell', p(0), client),
    action('sell', p(1), client),
    action('sell', p(2), client),
    action('sell', spare[0] as string, client),
  ]);
  await applied([action('activate', p(0)), action('activate', p(1)), action('activate', p(6), client), action('activate', p(3), client)]);
  await applied([action('restore', p(1), { returnReason: 'Changed their mind' })]);

  // Warranties about to expire and already expired (direct writes, as a long-lived database has them).
  const now = Date.now();
  await db()
    .updateTable('items')
    .set({ expiration_date: new Date(now + 10 * DAY).toISOString() })
    .where('serial_number', '=', p(0))
    .execute();
  await db()
    .updateTable('items')
    .set({ expiration_date: new Date(now - DAY).toISOString() })
    .where('serial_number', '=', p(6))
    .execute();
  // An export from last year; the export counters, which the item commands keep, counted again from the rows.
  await db()
    .updateTable('items')
    .set({ exported_at: new Date(now - 400 * DAY).toISOString() })
    .where('serial_number', '=', p(7))
    .execute();
  await fillExportCounts(db());

  async function sparePartEntry() {
    const res = await gql<{ sparePartCreate: { id: string } }>(
      server.url,
      'mutation ($data: CatalogInput!) { sparePartCreate(data: $data) { id } }',
      { data: { nameEn: 'Filter cartridge', warrantyPeriod: 6 } },
      { token: admin.token },
    );
    return res.data?.sparePartCreate.id as string;
  }
  async function accessoryEntry() {
    const res = await gql<{ accessoryCreate: { id: string } }>(
      server.url,
      'mutation ($data: CatalogInput!) { accessoryCreate(data: $data) { id } }',
      { data: { nameEn: 'Tap', warrantyPeriod: 3 } },
      { token: admin.token },
    );
    return res.data?.accessoryCreate.id as string;
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** The same figures counted on the items table. */
async function expected(where: { itemType?: string; sellerId?: string } = {}): Promise<DashboardCounts> {
  const now = new Date().toISOString();
  const soon = new Date(Date.now() + 30 * DAY).toISOString();
  let q = db().selectFrom('items');
  if (where.itemType) q = q.where('item_type', '=', where.itemType as 'product');
  if (where.sellerId) q = q.where('seller_id', '=', where.sellerId);
  const count = async (f: (x: typeof q) => typeof q) =>
    Number(
      (
        await f(q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    inFactory: await count((x) => x.where('status', '=', 'inFactory')),
    inStock: await count((x) => x.where('status', '=', 'inStock')),
    exported: await count((x) => x.where('status', '=', 'exported')),
    sold: await count((x) => x.where('bill_date', 'is not', null)),
    activeWarranties: await count((x) => x.where('warranty_status', '=', 'active').where('expiration_date', '>', now)),
    expiringSoon: await count((x) =>
      x.where('warranty_status', '=', 'active').where('expiration_date', '>', now).where('expiration_date', '<=', soon),
    ),
    total: await count((x) => x),
  };
}

describe('dashboard totals equal counts made on the database', () => {
  it('overall, per type and per outlet', async () => {
    const { dashboard } = await query<{
      dashboard: {
        totals: DashboardCounts;
        byType: Array<{ itemType: string; counts: DashboardCounts }>;
        bySeller: Array<{ sellerId: string; sellerName: string; counts: DashboardCounts }>;
      };
    }>(DASHBOARD);
    expect(dashboard.totals).toEqual(await expected());
    // The scripted sequence is visible in the figures, not only consistent.
    expect(dashboard.totals.expiringSoon).toBeGreaterThanOrEqual(1);
    expect(dashboard.totals.sold).toBeGreaterThanOrEqual(4);
    for (const t of dashboard.byType) expect(t.counts, t.itemType).toEqual(await expected({ itemType: t.itemType }));
    expect(dashboard.byType.map((t) => t.itemType)).toEqual(['product', 'sparePart', 'accessory']);
    const outlets = await db().selectFrom('items').select('seller_id').distinct().where('seller_id', 'is not', null).execute();
    expect(dashboard.bySeller.map((s) => s.sellerId).sort()).toEqual(outlets.map((o) => o.seller_id).sort());
    for (const s of dashboard.bySeller) expect(s.counts, s.sellerId).toEqual(await expected({ sellerId: s.sellerId }));
    expect(dashboard.bySeller.find((s) => s.sellerId === sellerA)?.counts).toMatchObject({
      exported: 8,
      sold: 4,
      activeWarranties: 2,
      expiringSoon: 1,
    });
  });

  it('with type and outlet filters', async () => {
    const { dashboard } = await query<{ dashboard: { totals: DashboardCounts; byType: unknown[] } }>(DASHBOARD, {
      itemType: 'product',
      sellerId: sellerB,
    });
    expect(dashboard.totals).toEqual(await expected({ itemType: 'product', sellerId: sellerB }));
    expect(dashboard.byType).toHaveLength(1);
  });

  it('Total Warehouse: stock per catalog entry, with and without dates', async () => {
    const rows = await db()
      .selectFrom('items')
      .select(['catalog_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'inStock')
      .groupBy('catalog_id')
      .execute();
    const want = Object.fromEntries(rows.map((r) => [r.catalog_id, Number(r.n)]));
    const { totalWarehouse } = await query<{ totalWarehouse: { total: number; rows: Array<{ catalogId: string; inStock: number }> } }>(
      WAREHOUSE,
    );
    expect(Object.fromEntries(totalWarehouse.rows.map((r) => [r.catalogId, r.inStock]))).toEqual(want);
    expect(totalWarehouse.total).toBe(Object.values(want).reduce((a, b) => a + b, 0));
    const dated = await query<{ totalWarehouse: { total: number } }>(WAREHOUSE, { from: '2000-01-01', to: '2099-12-31' });
    expect(dated.totalWarehouse.total).toBe(totalWarehouse.total);
    const past = await query<{ totalWarehouse: { total: number } }>(WAREHOUSE, { from: '2000-01-01', to: '2000-12-31' });
    expect(past.totalWarehouse.total).toBe(0);
  });

  it('Total Inventory: items by status and type, with outlet and date filters', async () => {
    for (const filter of [
      {},
      { sellerId: sellerA },
      { from: '2000-01-01', to: '2099-12-31' },
      { itemType: 'sparePart', from: '2000-01-01', to: '2099-12-31' },
    ]) {
      const { totalInventory } = await query<{
        totalInventory: { total: DashboardCounts; rows: Array<DashboardCounts & { itemType: string }> };
      }>(INVENTORY, filter);
      const all = await expected({ sellerId: (filter as { sellerId?: string }).sellerId });
      if (!('itemType' in filter))
        expect(totalInventory.total).toMatchObject({
          inFactory: all.inFactory,
          inStock: all.inStock,
          exported: all.exported,
          total: all.total,
        });
      for (const row of totalInventory.rows) {
        const e = await expected({ itemType: row.itemType, sellerId: (filter as { sellerId?: string }).sellerId });
        expect(row, JSON.stringify(filter)).toMatchObject({
          inFactory: e.inFactory,
          inStock: e.inStock,
          exported: e.exported,
          total: e.total,
        });
      }
    }
  });

  it('Total Exportation: by outlet and by month, with a date range cutting months', async () => {
    const items = await db()
      .selectFrom('items')
      .select(['seller_id', 'exported_at', 'item_type'])
      .where('status', '=', 'exported')
      .execute();
    const { totalExportation } = await query<{
      totalExportation: {
        total: number;
        byMonth: Array<{ month: string; count: number }>;
        bySeller: Array<{ sellerId: string; count: number }>;
      };
    }>(EXPORTATION);
    expect(totalExportation.total).toBe(items.length);
    const months: Record<string, number> = {};
    for (const i of items) months[(i.exported_at as string).slice(0, 7)] = (months[(i.exported_at as string).slice(0, 7)] ?? 0) + 1;
    expect(Object.fromEntries(totalExportation.byMonth.map((m) => [m.month, m.count]))).toEqual(months);
    expect(totalExportation.bySeller.find((s) => s.sellerId === sellerA)?.count).toBe(items.filter((i) => i.seller_id === sellerA).length);

    // Last 30 days (edges counted exactly, whole months from counters): the export from last year is out.
    const from = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const ranged = await query<{ totalExportation: { total: number } }>(EXPORTATION, { from, to });
    const cutoff = new Date(Date.now() - 32 * DAY).toISOString();
    expect(ranged.totalExportation.total).toBe(items.filter((i) => (i.exported_at as string) >= cutoff).length);
    expect(ranged.totalExportation.total).toBe(items.length - 1);
  });
});

describe('dashboard permissions', () => {
  it('shows a product viewer only products, and refuses spare parts', async () => {
    const viewer = await buildUser(server, { roles: ['productViewer'] });
    const { dashboard } = await query<{ dashboard: { totals: DashboardCounts; byType: Array<{ itemType: string }> } }>(
      DASHBOARD,
      {},
      viewer.token,
    );
    expect(dashboard.byType.map((t) => t.itemType)).toEqual(['product']);
    expect(dashboard.totals).toEqual(await expected({ itemType: 'product' }));
    const refused = await gql(server.url, DASHBOARD, { filter: { itemType: 'sparePart' } }, { token: viewer.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('fails with FORBIDDEN for a user who reads no items, and UNAUTHENTICATED without a token', async () => {
    const complaints = await buildUser(server, { roles: ['complaintViewer'] });
    for (const q of [DASHBOARD, WAREHOUSE, INVENTORY, EXPORTATION]) {
      expect((await gql(server.url, q, {}, { token: complaints.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql(server.url, q, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a malformed date', async () => {
    const res = await gql(server.url, EXPORTATION, { filter: { from: '10/02/2026' } }, { token: admin.token });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
