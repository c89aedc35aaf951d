import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDay, startOfDay } from '../../shared/dates';
import { openConfigured, type Db, type OpenedDatabase } from '../../server/db';
import { describeSchema } from '../../server/db/introspect';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { fillMadeCounts as fillMadeCounts0096 } from '../../server/db/migrations/0096_dated_counters';
import { fillExportCounts, fillMadeCounts } from '../../server/db/migrations/0097_commands_keep_dated_counters';
import { expectCountersMatchItems, expectDashboardCountersMatchItems } from '../support/counters';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push } from '../support/items';
import { emptyTestDatabase, startTestServer, type TestServer } from '../support/server';

// The dated totals (issue 32 point 5) add whole UTC months, weeks and days from
// counters (item_made_counts, item_outlet_made_counts, item_export_counts) to the
// hours at a range's ends, some with a minus sign. On both engines: the item commands keep those counters equal to the
// items, and each screen over ranges of Cairo days that cut months, days and the
// hours around Cairo's midnight equals a count made here on the items one by one.

let server: TestServer;
let admin: BuiltUser;
let sellerA: string;
let sellerB: string;
const db = () => server.database.db;

const WAREHOUSE = 'query ($filter: TotalsFilter) { totalWarehouse(filter: $filter) { total rows { catalogId inStock } } }';
const INVENTORY =
  'query ($filter: TotalsFilter) { totalInventory(filter: $filter) { rows { itemType inFactory inStock exported total } } }';
const EXPORTATION =
  'query ($filter: TotalsFilter) { totalExportation(filter: $filter) { total byType { itemType count } byMonth { month count } bySeller { sellerId sellerName count } } }';

async function query<T>(q: string, filter: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(server.url, q, { filter }, { token: admin.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['admin'] });
  const products = await buildItems(server, admin.token, 14);
  const others = await buildItems(server, admin.token, 6); // a second catalog entry
  const spare = await gql<{ sparePartCreate: { id: string } }>(
    server.url,
    'mutation ($data: CatalogInput!) { sparePartCreate(data: $data) { id } }',
    { data: { nameEn: 'Cartridge', warrantyPeriod: 6 } },
    { token: admin.token },
  );
  const spares = await buildItems(server, admin.token, 8, spare.data?.sparePartCreate.id);
  sellerA = await buildSeller(server, admin.token);
  sellerB = await buildSeller(server, admin.token);
  const pushed = async (actions: Array<ReturnType<typeof action>>) => {
    const out = await push(server, admin.token, actions);
    expect(out.results.filter((r) => r.status !== 'applied')).toEqual([]);
  };
  await pushed([...products.slice(0, 12), ...others.slice(0, 4), ...spares.slice(0, 6)].map((s) => action('factoryExport', s)));
  await pushed([
    ...products.slice(0, 8).map((s) => action('export', s, { sellerId: sellerA })),
    ...products.slice(8, 10).map((s) => action('export', s, { sellerId: sellerB })),
    ...others.slice(0, 2).map((s) => action('export', s, { sellerId: sellerB })),
    ...spares.slice(0, 4).map((s) => action('export', s, { sellerId: sellerA })),
  ]);
  await pushed([action('restore', products[7] as string), action('restore', spares[3] as string)]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

it('the item commands keep the dated counters equal to the items', async () => {
  // The dated counters moved by every factory export, export and restore, item_counts and the rest with them.
  await expectCountersMatchItems(db());
});

it('an item exported months ago, restored and exported to another outlet in one push, counts under its new export only', async () => {
  const item = await db()
    .selectFrom('items')
    .select(['id', 'serial_number'])
    .where('status', '=', 'exported')
    .where('seller_id', '=', sellerA)
    .executeTakeFirstOrThrow();
  // Its export moved back to March 2025 (a direct write, the counters filled again from the rows).
  await db().updateTable('items').set({ exported_at: '2025-03-15T10:00:00.000Z' }).where('id', '=', item.id).execute();
  await fillExportCounts(db());
  const out = await push(server, admin.token, [
    action('restore', item.serial_number),
    action('export', item.serial_number, { sellerId: sellerB }),
  ]);
  expect(out.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  await expectCountersMatchItems(db());
  const march = await db()
    .selectFrom('item_export_counts')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('bucket', 'like', '2025-03%')
    .executeTakeFirstOrThrow();
  expect(Number(march.n ?? 0)).toBe(0);
});

// Around Cairo's midnight in winter (UTC+2) and summer (UTC+3), month ends, a leap of the year.
const INSTANTS = [
  '2025-01-31T21:30:00.000Z',
  '2025-01-31T22:30:00.000Z',
  '2025-02-01T00:30:00.000Z',
  '2025-02-14T12:00:00.000Z',
  '2025-02-28T21:59:59.999Z',
  '2025-02-28T22:00:00.000Z',
  '2025-03-15T00:00:00.000Z',
  '2025-06-30T20:59:00.000Z',
  '2025-06-30T21:00:00.000Z',
  '2025-07-01T00:00:00.000Z',
  '2025-07-20T23:59:59.999Z',
  '2025-12-31T23:00:00.000Z',
  '2026-01-01T05:00:00.000Z',
];

// [from, to] Cairo days, either open.
const RANGES: Array<[string | null, string | null]> = [
  ['2025-01-31', '2025-01-31'],
  ['2025-02-01', '2025-02-01'],
  ['2025-02-01', '2025-02-28'],
  ['2025-02-01', '2025-03-01'],
  ['2025-02-15', '2025-07-20'],
  ['2025-06-30', '2025-07-01'],
  ['2025-07-01', '2025-07-20'],
  ['2025-01-01', '2025-12-31'],
  ['2024-12-31', '2026-01-01'],
  ['2025-03-01', null],
  [null, '2025-02-28'],
  [null, null],
];

describe('dated totals over ranges that cut months, days and hours', () => {
  let items: Array<{
    catalog_id: string;
    item_type: string;
    status: string;
    seller_id: string | null;
    created_at: string;
    exported_at: string | null;
  }>;

  beforeAll(async () => {
    // Items made and exported at the instants above (direct writes, as a long-lived database has them): the
    // counters the item commands keep are filled again from the rows, as migration 0097 fills them.
    const rows = await db().selectFrom('items').select(['id', 'status']).orderBy('serial_number').execute();
    for (const [i, row] of rows.entries()) {
      await db()
        .updateTable('items')
        .set({
          created_at: INSTANTS[i % INSTANTS.length] as string,
          exported_at: row.status === 'exported' ? (INSTANTS[(i * 5 + 3) % INSTANTS.length] as string) : null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    await fillMadeCounts(db());
    await fillExportCounts(db());
    items = await db()
      .selectFrom('items')
      .select(['catalog_id', 'item_type', 'status', 'seller_id', 'created_at', 'exported_at'])
      .execute();
  });

  it('the counters still equal the items', async () => {
    await expectDashboardCountersMatchItems(db());
  });

  const bounds = (from: string | null, to: string | null) => ({
    from: from ? startOfDay(from).toISOString() : null,
    to: to ? startOfDay(nextDay(to)).toISOString() : null,
  });
  const within = (at: string | null, b: ReturnType<typeof bounds>) => at !== null && (!b.from || at >= b.from) && (!b.to || at < b.to);
  const filterOf = (from: string | null, to: string | null, extra: Record<string, unknown> = {}) => ({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...extra,
  });
  const countBy = <T>(list: T[], key: (t: T) => string) => {
    const out: Record<string, number> = {};
    for (const t of list) out[key(t)] = (out[key(t)] ?? 0) + 1;
    return out;
  };

  it.each(RANGES)('Total Exportation from %s to %s, for all outlets and for one', async (from, to) => {
    const b = bounds(from, to);
    for (const sellerId of [undefined, sellerA]) {
      const exported = items.filter((i) => i.status === 'exported' && within(i.exported_at, b) && (!sellerId || i.seller_id === sellerId));
      const { totalExportation } = await query<{
        totalExportation: {
          total: number;
          byType: Array<{ itemType: string; count: number }>;
          byMonth: Array<{ month: string; count: number }>;
          bySeller: Array<{ sellerId: string; sellerName: string | null; count: number }>;
        };
      }>(EXPORTATION, filterOf(from, to, sellerId ? { sellerId } : {}));
      const names = await db().selectFrom('sellers').select(['id', 'name_en']).execute();
      for (const s of totalExportation.bySeller) expect(s.sellerName).toBe(names.find((n) => n.id === s.sellerId)?.name_en);
      const label = `${from}..${to} ${sellerId ? 'outlet' : 'all'}`;
      expect(totalExportation.total, label).toBe(exported.length);
      expect(Object.fromEntries(totalExportation.byMonth.map((m) => [m.month, m.count])), label).toEqual(
        countBy(exported, (i) => (i.exported_at as string).slice(0, 7)),
      );
      expect(Object.fromEntries(totalExportation.bySeller.map((s) => [s.sellerId, s.count])), label).toEqual(
        countBy(exported, (i) => i.seller_id ?? ''),
      );
      expect(Object.fromEntries(totalExportation.byType.filter((t) => t.count).map((t) => [t.itemType, t.count])), label).toEqual(
        countBy(exported, (i) => i.item_type),
      );
    }
  });

  it.each(RANGES)('Total Inventory from %s to %s, for all outlets and for one', async (from, to) => {
    const b = bounds(from, to);
    for (const sellerId of [undefined, sellerA]) {
      const made = items.filter((i) => within(i.created_at, b) && (!sellerId || i.seller_id === sellerId));
      const { totalInventory } = await query<{
        totalInventory: { rows: Array<{ itemType: string; inFactory: number; inStock: number; exported: number; total: number }> };
      }>(INVENTORY, filterOf(from, to, sellerId ? { sellerId } : {}));
      for (const row of totalInventory.rows) {
        const own = made.filter((i) => i.item_type === row.itemType);
        expect(row, `${from}..${to} ${sellerId ? 'outlet' : 'all'}`).toEqual({
          itemType: row.itemType,
          inFactory: own.filter((i) => i.status === 'inFactory').length,
          inStock: own.filter((i) => i.status === 'inStock').length,
          exported: own.filter((i) => i.status === 'exported').length,
          total: own.length,
        });
      }
    }
  });

  it.each(RANGES)('Total Warehouse from %s to %s', async (from, to) => {
    const b = bounds(from, to);
    const stock = items.filter((i) => i.status === 'inStock' && within(i.created_at, b));
    const { totalWarehouse } = await query<{ totalWarehouse: { total: number; rows: Array<{ catalogId: string; inStock: number }> } }>(
      WAREHOUSE,
      filterOf(from, to),
    );
    expect(totalWarehouse.total).toBe(stock.length);
    expect(Object.fromEntries(totalWarehouse.rows.map((r) => [r.catalogId, r.inStock]))).toEqual(countBy(stock, (i) => i.catalog_id));
  });
});

type OldDb = Kysely<Record<string, Record<string, unknown>>>;

/** A catalog entry, an outlet and an item at each instant: a third made, a third in stock, a third exported over the months; some sold. */
async function seedItems(old: OldDb): Promise<void> {
  const at = '2025-01-01T00:00:00.000Z';
  const stamps = { created_at: at, updated_at: at, sync_seq: 0 };
  const lists = { photos: '[]', features: '[]', product_parts: '[]' };
  await old
    .insertInto('catalog_entries')
    .values({ id: 'c1', kind: 'product', name: 'P', quantity: 0, warranty_period: 12, ...lists, ...stamps })
    .execute();
  const outlet = { id: 's1', seller_type: 'branch', status: 'confirmed', name: 'S', is_online_store: 0, area: '[]' };
  await old
    .insertInto('sellers')
    .values({ ...outlet, ...stamps })
    .execute();
  await old
    .insertInto('items')
    .values(
      INSTANTS.map((instant, i) => ({
        id: `i${i}`,
        serial_number: `S${i}`,
        catalog_id: 'c1',
        item_type: 'product',
        status: ['inFactory', 'inStock', 'exported'][i % 3],
        warranty_status: i % 6 === 2 ? 'active' : 'inactive',
        bill_date: i % 6 === 2 ? instant : null,
        expiration_date: i % 6 === 2 ? INSTANTS[(i + 7) % INSTANTS.length] : null,
        qr_code: `q${i}`,
        seller_id: i % 3 === 2 ? 's1' : null,
        exported_at: i % 3 === 2 ? INSTANTS[(i + 4) % INSTANTS.length] : null,
        iteration_number: 1,
        printing_count_per_item: 1,
        is_restored: 0,
        batch_id: 'b',
        created_at: instant,
        updated_at: instant,
        sync_seq: i + 1,
      })),
    )
    .execute();
}

/** A database of its own, migrated by `migrator` (which can stop at any migration). */
async function withOldDatabase(test: (opened: OpenedDatabase, migrator: Migrator) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-dated-'));
  const empty = await emptyTestDatabase(dir);
  const opened = openConfigured(empty.config as { databaseUrl?: string; databaseFile: string });
  try {
    await test(
      opened,
      new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true }),
    );
  } finally {
    await opened.close();
    await empty.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Tables and indexes, and the triggers and functions that keep counters (their text). */
async function schemaOf(database: OpenedDatabase) {
  const routines =
    database.engine === 'sqlite'
      ? await sql<{ name: string; text: string }>`select name, sql as text from sqlite_master where type = 'trigger' order by name`.execute(
          database.db,
        )
      : await sql<{ name: string; text: string }>`select p.proname as name, pg_get_functiondef(p.oid) as text from pg_proc p
          join pg_namespace s on s.oid = p.pronamespace where s.nspname = current_schema()
          union all select tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal order by 1`.execute(database.db);
  return { ...(await describeSchema(database)), routines: routines.rows };
}

/** The counts of the counters 0096 made (a trigger leaves a row at 0), in one order. */
async function countersOf(db: Db) {
  const rows = async (table: 'item_stat_counts' | 'item_made_counts') =>
    (await db.selectFrom(table).selectAll().where('n', '!=', 0).execute()).map((r) => JSON.stringify({ ...r, n: Number(r.n) })).sort();
  return { stats: await rows('item_stat_counts'), made: await rows('item_made_counts') };
}

describe('migrations 0096 and 0097 on a database from before them', () => {
  it('fill the counters of items made and exported from the items already there', async () => {
    await withOldDatabase(async (opened, migrator) => {
      const { error } = await migrator.migrateTo('0095_settings_warranty_terms');
      expect(error).toBeUndefined();
      await seedItems(opened.db as unknown as OldDb);
      await migrateToLatest(opened.db);
      await expectDashboardCountersMatchItems(opened.db);
      expect(
        await opened.db
          .selectFrom('item_made_counts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ).not.toEqual({
        n: 0,
      });
    });
  });

  it('0097 on a database at 0096, as main shipped it, with items made and exported over months: the counters equal the items, the schema a new database’s, and down() leaves 0096’s state', async () => {
    await withOldDatabase(async (opened, migrator) => {
      expect((await migrator.migrateTo('0096_dated_counters')).error).toBeUndefined();
      await seedItems(opened.db as unknown as OldDb);
      // At 0096 the item commands kept item_made_counts (month and day rows); its triggers, the rest.
      await fillMadeCounts0096(opened.db);
      const at0096 = { schema: await schemaOf(opened), counters: await countersOf(opened.db) };
      expect(at0096.counters.stats.some((r) => r.includes('exportedDay'))).toBe(true);

      await migrateToLatest(opened.db);
      await expectDashboardCountersMatchItems(opened.db);
      expect(await schemaOf(opened)).toEqual(await schemaOf(server.database));
      // The triggers 0097 leaves keep sold and active warranties.
      await opened.db.updateTable('items').set({ bill_date: null, warranty_status: 'inactive' }).where('id', '=', 'i2').execute();
      await opened.db
        .updateTable('items')
        .set({ bill_date: INSTANTS[3] as string })
        .where('id', '=', 'i4')
        .execute();
      await expectDashboardCountersMatchItems(opened.db);

      expect((await migrator.migrateTo('0096_dated_counters')).error).toBeUndefined();
      await opened.db
        .updateTable('items')
        .set({ bill_date: INSTANTS[2] as string, warranty_status: 'active' })
        .where('id', '=', 'i2')
        .execute();
      await opened.db.updateTable('items').set({ bill_date: null }).where('id', '=', 'i4').execute();
      expect({ schema: await schemaOf(opened), counters: await countersOf(opened.db) }).toEqual(at0096);
    });
  });
});
