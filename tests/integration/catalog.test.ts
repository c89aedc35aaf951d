import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let editor: BuiltUser;
let viewer: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  editor = await buildUser(server, { roles: ['productEditor', 'sparePartEditor'] });
  viewer = await buildUser(server, { roles: ['productViewer'] });
});
afterAll(async () => {
  await server?.stop();
});

const CREATE = /* GraphQL */ `
  mutation ($data: CatalogInput!) {
    productCreate(data: $data) {
      id
      kind
      name
      barcode
      quantity
      warrantyPeriod
      features
      productParts
      photos {
        id
        name
      }
    }
  }
`;
const product = (extra: Record<string, unknown> = {}) => ({
  nameEn: 'RO filter 7 stages',
  warrantyPeriod: 12,
  brand: 'Aqua',
  unitPrice: 4500,
  features: ['7 stages'],
  ...extra,
});

describe('catalog', () => {
  it('creates with every field, computes quantity and audits', async () => {
    const photo = { id: 'f1', name: 'front.jpg', sizeInBytes: 1000, publicUrl: '/uploads/f1.jpg' };
    const res = await gql<{ productCreate: { id: string; quantity: number; photos: unknown[] } }>(
      server.url,
      CREATE,
      { data: product({ barcode: 'B-1', photos: [photo], quantity: 99 }) },
      { token: editor.token },
    );
    // quantity is not an input: sending it is a bad request.
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await gql<{ productCreate: { id: string; quantity: number; photos: unknown[] } }>(
      server.url,
      CREATE,
      { data: product({ barcode: 'B-1', photos: [photo] }) },
      { token: editor.token },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.productCreate).toMatchObject({ quantity: 0, photos: [{ id: 'f1', name: 'front.jpg' }] });
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_id', '=', ok.data?.productCreate.id as string)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a second entry with the same barcode, in the spec words, across kinds', async () => {
    const again = await gql(server.url, CREATE, { data: product({ barcode: 'B-1' }) }, { token: editor.token });
    expect(again.errors?.[0]?.message).toBe('This record is already exist with the same barcode.');
    const part = await gql(
      server.url,
      'mutation ($data: CatalogInput!) { sparePartCreate(data: $data) { id } }',
      { data: product({ barcode: 'B-1' }) },
      { token: editor.token },
    );
    expect(part.errors?.[0]?.message).toBe('This record is already exist with the same barcode.');
  });

  it('lists with filters, sort and server paging', async () => {
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      await gql(server.url, CREATE, { data: product({ nameEn: name, brand: 'ListBrand' }) }, { token: editor.token });
    const list = await gql<{ productList: { count: number; rows: Array<{ name: string }> } }>(
      server.url,
      '{ productList(filter: { brand: "ListBrand" }, orderBy: name_DESC, limit: 2, offset: 0) { count rows { name } } }',
      {},
      { token: viewer.token },
    );
    expect(list.data?.productList).toEqual({ count: 3, rows: [{ name: 'Gamma' }, { name: 'Beta' }] });
    const bad = await gql(server.url, '{ productList(orderBy: "password_ASC") { count } }', {}, { token: viewer.token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('checks each kind against its own permissions', async () => {
    const denied = await gql(server.url, '{ accessoryList { count } }', {}, { token: editor.token });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewerCreate = await gql(server.url, CREATE, { data: product() }, { token: viewer.token });
    expect(viewerCreate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(server.url, '{ productList { count } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('updates, and refuses to delete an entry in use', async () => {
    const part = await gql<{ sparePartCreate: { id: string } }>(
      server.url,
      'mutation ($data: CatalogInput!) { sparePartCreate(data: $data) { id } }',
      { data: product({ nameEn: 'Membrane' }) },
      { token: editor.token },
    );
    const partId = part.data?.sparePartCreate.id as string;
    const made = await gql<{ productCreate: { id: string } }>(
      server.url,
      CREATE,
      { data: product({ nameEn: 'With part', productParts: [partId] }) },
      { token: editor.token },
    );
    const id = made.data?.productCreate.id as string;
    const updated = await gql<{ productUpdate: { name: string; productParts: string[] } }>(
      server.url,
      'mutation ($id: String!, $data: CatalogInput!) { productUpdate(id: $id, data: $data) { name productParts } }',
      { id, data: product({ nameEn: 'Renamed', productParts: [partId] }) },
      { token: editor.token },
    );
    expect(updated.data?.productUpdate).toEqual({ name: 'Renamed', productParts: [partId] });
    const inUse = await gql(
      server.url,
      'mutation ($ids: [String!]!) { sparePartDestroy(ids: $ids) }',
      { ids: [partId] },
      { token: editor.token },
    );
    expect(inUse.errors?.[0]?.message).toBe('Deletion cannot be completed because this item is in use');
    const gone = await gql(server.url, 'mutation ($ids: [String!]!) { productDestroy(ids: $ids) }', { ids: [id] }, { token: editor.token });
    expect(gone.data).toEqual({ productDestroy: true });
    expect(await server.database.db.selectFrom('catalog_entries').select('id').where('id', '=', id).execute()).toEqual([]);
    // No device replicates the catalog (catalogPull is gone): a deletion leaves no tombstone behind.
    expect(await server.database.db.selectFrom('sync_tombstones').selectAll().where('doc_id', '=', id).execute()).toEqual([]);
  });

  it('asks for the pin code on deletion when the settings say so', async () => {
    const owner = await buildUser(server, { roles: ['owner'] });
    const made = await gql<{ accessoryCreate: { id: string } }>(
      server.url,
      'mutation ($data: CatalogInput!) { accessoryCreate(data: $data) { id } }',
      { data: product({ nameEn: 'Tap' }) },
      { token: owner.token },
    );
    const id = made.data?.accessoryCreate.id as string;
    await gql(
      server.url,
      'mutation { settingsSave(settings: { theme: "red", pinCode: "2468", deletionNeedsPinCode: true }) { theme } }',
      {},
      { token: owner.token },
    );
    const DESTROY = 'mutation ($ids: [String!]!, $pinCode: String) { accessoryDestroy(ids: $ids, pinCode: $pinCode) }';
    const wrong = await gql(server.url, DESTROY, { ids: [id], pinCode: '1111' }, { token: owner.token, language: 'en' });
    expect(wrong.errors?.[0]?.message).toBe('Pin code is not correct');
    const right = await gql(server.url, DESTROY, { ids: [id], pinCode: '2468' }, { token: owner.token });
    expect(right.data).toEqual({ accessoryDestroy: true });
    await gql(
      server.url,
      'mutation { settingsSave(settings: { theme: "red", pinCode: "2468", deletionNeedsPinCode: false }) { theme } }',
      {},
      { token: owner.token },
    );
  });
});
