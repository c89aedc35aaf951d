import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSerial } from '../../shared/items';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { buildCatalogEntry, buildItems } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

// Catalog and item imports over HTTP: every row checked again on the server,
// one result per row, a refused row changing nothing, hashes remembered.

let server: TestServer;
let owner: BuiltUser;
let productEditor: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  productEditor = await buildUser(server, { roles: ['productEditor'] });
});
afterAll(async () => {
  await server?.stop();
});

interface RowResult {
  ok: boolean;
  id: string | null;
  error: string | null;
}
const row = (data: Record<string, unknown>, importHash: string | null = `hash-${Math.random()}`) => ({ data, importHash });

async function importCatalog(kind: string, rows: unknown[], token = owner.token, language: 'en' | 'ar' = 'en') {
  const res = await gql<Record<string, RowResult[]>>(
    server.url,
    `mutation ($rows: [CatalogImportRow!]!) { ${kind}Import(rows: $rows) { ok id error } }`,
    { rows },
    { token, language },
  );
  return { results: res.data?.[`${kind}Import`] ?? null, errors: res.errors };
}
async function importItems(rows: unknown[], token = owner.token, language: 'en' | 'ar' = 'en') {
  const res = await gql<{ itemImport: RowResult[] }>(
    server.url,
    'mutation ($rows: [ItemImportRow!]!) { itemImport(rows: $rows) { ok id error } }',
    { rows },
    { token, language },
  );
  return { results: res.data?.itemImport ?? null, errors: res.errors };
}
const db = () => server.database.db;

describe('catalog import', () => {
  it('creates the valid rows, answers each refused row with its reason, and the refused rows change nothing', async () => {
    const { results, errors } = await importCatalog('sparePart', [
      row({
        nameEn: 'Sediment cartridge',
        warrantyPeriod: 3,
        barcode: 'IMP-SP-1',
        unitPrice: 120,
        features: ['5 micron', 'PP'],
        photos: ['https://cdn.example/sp1.jpg'],
      }),
      row({ nameEn: '', warrantyPeriod: 3 }),
      row({ nameEn: 'No warranty given' }),
      row({ nameEn: 'Same barcode', warrantyPeriod: 3, barcode: 'IMP-SP-1' }),
      row({ nameEn: 'Carbon block', warrantyPeriod: 6, barcode: 'IMP-SP-2' }),
    ]);
    expect(errors).toBeUndefined();
    expect(results?.map((r) => r.ok)).toEqual([true, false, false, false, true]);
    expect(results?.[1]?.error).toBe('nameAr: Enter the name in Arabic, in English or in both');
    expect(results?.[2]?.error).toBe('warrantyPeriod: This field is required');
    expect(results?.[3]?.error).toBe('This record is already exist with the same barcode.');
    const rows = await db()
      .selectFrom('catalog_entries')
      .select(['name', 'kind', 'barcode', 'features', 'photos'])
      .where('barcode', 'like', 'IMP-SP-%')
      .orderBy('barcode')
      .execute();
    expect(rows.map((r) => [r.name, r.kind])).toEqual([
      ['Sediment cartridge', 'sparePart'],
      ['Carbon block', 'sparePart'],
    ]);
    expect(JSON.parse(rows[0]?.features ?? '')).toEqual(['5 micron', 'PP']);
    expect(JSON.parse(rows[0]?.photos ?? '')[0]).toMatchObject({ publicUrl: 'https://cdn.example/sp1.jpg' });
    expect(
      await db().selectFrom('catalog_entries').select('id').where('name', 'in', ['Same barcode', 'No warranty given']).execute(),
    ).toEqual([]);
    const audit = await db()
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_id', '=', results?.[0]?.id as string)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['import']);
  });

  it('links product parts by their barcodes', async () => {
    const { results } = await importCatalog('product', [
      row({
        nameEn: 'RO 7 stages',
        warrantyPeriod: 12,
        unitPrice: 4500,
        features: ['Seven stages', 'UV lamp'],
        productParts: ['IMP-SP-1', 'IMP-SP-2'],
      }),
      row({ nameEn: 'RO with a missing part', warrantyPeriod: 12, productParts: ['IMP-SP-1', 'NO-SUCH'] }),
    ]);
    expect(results?.map((r) => r.ok)).toEqual([true, false]);
    expect(results?.[1]?.error).toBe('A product part does not exist.');
    const made = await db()
      .selectFrom('catalog_entries')
      .selectAll()
      .where('id', '=', results?.[0]?.id as string)
      .executeTakeFirstOrThrow();
    expect([made.warranty_period, made.unit_price, JSON.parse(made.features)]).toEqual([12, 4500, ['Seven stages', 'UV lamp']]);
    const parts = await db().selectFrom('catalog_entries').select('id').where('barcode', 'in', ['IMP-SP-1', 'IMP-SP-2']).execute();
    expect([...JSON.parse(made.product_parts)].sort()).toEqual(parts.map((p) => p.id).sort());
  });

  it('refuses a row already imported (same hash) and a row without a hash, in Arabic', async () => {
    const first = await importCatalog('accessory', [row({ nameEn: 'Faucet', warrantyPeriod: 12 }, 'same-hash')]);
    expect(first.results?.[0]?.ok).toBe(true);
    const again = await importCatalog(
      'accessory',
      [row({ nameEn: 'Faucet', warrantyPeriod: 12 }, 'same-hash'), row({ nameEn: 'Tap', warrantyPeriod: 12 }, null)],
      owner.token,
      'ar',
    );
    expect(again.results?.map((r) => r.ok)).toEqual([false, false]);
    expect(again.results?.[0]?.error).toBe('تم استيراد هذه البيانات من قبل');
    expect(again.results?.[1]?.error).toContain('رمز الاستيراد مطلوب');
    expect(await db().selectFrom('catalog_entries').select('id').where('name', 'in', ['Faucet', 'Tap']).execute()).toHaveLength(1);
  });

  it('needs the kind’s import permission, checked before any row', async () => {
    const refused = await importCatalog('sparePart', [row({ nameEn: 'Sneaky', warrantyPeriod: 1 })], productEditor.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db().selectFrom('catalog_entries').select('id').where('name', '=', 'Sneaky').execute()).toEqual([]);
  });
});

describe('item import', () => {
  it('creates items with generated serials, in the factory or in stock, and keeps quantity and counters', async () => {
    const catalogId = await buildCatalogEntry(server, owner.token, { barcode: 'IMP-P-1', name: 'Imported RO' });
    const { results, errors } = await importItems([
      row({ catalog: 'IMP-P-1' }),
      row({ catalog: 'IMP-P-1', status: 'inStock', iterationNumber: 2, printingCountPerItem: 3, notes: 'From the old system' }),
      row({ catalog: catalogId, status: 'inStock' }),
      row({ catalog: 'NO-SUCH-BARCODE' }),
      row({ catalog: 'IMP-P-1', status: 'exported' }),
    ]);
    expect(errors).toBeUndefined();
    expect(results?.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(results?.[3]?.error).toBe('The catalog entry does not exist.');
    expect(results?.[4]?.error).toBe('The status must be inFactory or inStock.');
    const items = await db().selectFrom('items').selectAll().where('catalog_id', '=', catalogId).orderBy('serial_number').execute();
    expect(items.map((i) => i.status)).toEqual(['inFactory', 'inStock', 'inStock']);
    expect(items.every((i) => /^P\d{11}$/.test(i.serial_number) && i.qr_code === `/w/${i.serial_number}`)).toBe(true);
    expect(items[1]).toMatchObject({
      iteration_number: 2,
      printing_count_per_item: 3,
      notes: 'From the old system',
      item_name: 'Imported RO',
    });
    const entry = await db().selectFrom('catalog_entries').select('quantity').where('id', '=', catalogId).executeTakeFirstOrThrow();
    expect(entry.quantity).toBe(2);
    const stock = await gql<{ itemList: { count: number } }>(
      server.url,
      '{ itemList(filter: { itemType: "product", status: "inStock" }) { count } }',
      {},
      { token: owner.token },
    );
    expect(stock.data?.itemList.count).toBe(2);
    const audit = await db()
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_id', '=', results?.[0]?.id as string)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['import']);
  });

  it('takes a given serial once, of the entry’s kind, and never generates it later', async () => {
    const catalogId = await buildCatalogEntry(server, owner.token, { barcode: 'IMP-P-2' });
    const year = new Date().getUTCFullYear();
    const given = formatSerial('product', year, 5_000_000);
    const { results } = await importItems([
      row({ catalog: 'IMP-P-2', serialNumber: given.replace(/(.{4})/g, '$1 ') }),
      row({ catalog: 'IMP-P-2', serialNumber: given }),
      row({ catalog: 'IMP-P-2', serialNumber: formatSerial('sparePart', year, 7) }),
      row({ catalog: 'IMP-P-2', serialNumber: `${given.slice(0, -1)}${(Number(given.slice(-1)) + 1) % 10}` }),
    ]);
    expect(results?.map((r) => r.ok)).toEqual([true, false, false, false]);
    expect(results?.[1]?.error).toBe(`The serial number ${given} already exists.`);
    expect(results?.[2]?.error).toBe('This serial number belongs to another kind: it must start with P.');
    expect(results?.[3]?.error).toBe('serialNumber: The serial number is not valid: a letter, 11 digits, the last one a check digit.');
    const [next] = await buildItems(server, owner.token, 1, catalogId);
    expect(next).toBe(formatSerial('product', year, 5_000_001));
    const generated = await importItems([row({ catalog: 'IMP-P-2' })]);
    const made = await db()
      .selectFrom('items')
      .select('serial_number')
      .where('id', '=', generated.results?.[0]?.id as string)
      .executeTakeFirstOrThrow();
    expect(made.serial_number).toBe(formatSerial('product', year, 5_000_002));
  });

  it('refuses, row by row, entries of a kind the caller may not import', async () => {
    await buildCatalogEntry(server, owner.token, { barcode: 'IMP-P-3' });
    const part = await gql<{ sparePartCreate: { id: string } }>(
      server.url,
      'mutation { sparePartCreate(data: { nameEn: "Membrane", warrantyPeriod: 6, barcode: "IMP-SP-3" }) { id } }',
      {},
      { token: owner.token },
    );
    const { results } = await importItems([row({ catalog: 'IMP-SP-3' }), row({ catalog: 'IMP-P-3' })], productEditor.token);
    expect(results?.map((r) => r.ok)).toEqual([false, true]);
    expect(results?.[0]?.error).toBe('Forbidden');
    expect(
      await db()
        .selectFrom('items')
        .select('id')
        .where('catalog_id', '=', part.data?.sparePartCreate.id as string)
        .execute(),
    ).toEqual([]);
    // The refused row is audited like a refused operation.
    const denial = await db()
      .selectFrom('audit_logs')
      .select(['values', 'created_by_id'])
      .where('entity_name', '=', 'permission')
      .where('entity_id', '=', 'sparePartImport')
      .where('action', '=', 'denied')
      .where('values', 'like', '%itemImport%')
      .executeTakeFirstOrThrow();
    expect(denial.created_by_id).toBe(productEditor.id);
    expect(JSON.parse(denial.values as string)).toMatchObject({ operation: 'itemImport', rows: 1 });
    const viewer = await buildUser(server, { roles: ['viewer'] });
    expect((await importItems([row({ catalog: 'IMP-P-3' })], viewer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses the second of two rows of one call with the same serial or the same hash', async () => {
    await buildCatalogEntry(server, owner.token, { barcode: 'IMP-P-5' });
    const serial = formatSerial('product', new Date().getUTCFullYear(), 6_000_000);
    const { results } = await importItems([
      row({ catalog: 'IMP-P-5', serialNumber: serial }),
      row({ catalog: 'IMP-P-5', serialNumber: serial }),
      row({ catalog: 'IMP-P-5' }, 'twice'),
      row({ catalog: 'IMP-P-5' }, 'twice'),
    ]);
    expect(results?.map((r) => r.ok)).toEqual([true, false, true, false]);
    expect(results?.[1]?.error).toBe(`The serial number ${serial} already exists.`);
    expect(results?.[3]?.error).toBe('Data has already been imported');
  });

  it('recognises rows already imported and bounds the rows of one call', async () => {
    await buildCatalogEntry(server, owner.token, { barcode: 'IMP-P-4' });
    expect((await importItems([row({ catalog: 'IMP-P-4' }, 'line-2-hash')])).results?.[0]?.ok).toBe(true);
    const again = await importItems([row({ catalog: 'IMP-P-4' }, 'line-2-hash')]);
    expect(again.results?.[0]).toMatchObject({ ok: false, error: 'Data has already been imported' });
    const tooMany = await importItems(Array.from({ length: 101 }, () => row({ catalog: 'IMP-P-4' })));
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const count = await db()
      .selectFrom('items')
      .innerJoin('catalog_entries', 'catalog_entries.id', 'items.catalog_id')
      .select('items.id')
      .where('catalog_entries.barcode', '=', 'IMP-P-4')
      .execute();
    expect(count).toHaveLength(1);
  });
});
