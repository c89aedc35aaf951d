import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, push } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: BuiltUser;
beforeAll(async () => {
  server = await startTestServer(); // demo seed: geography, sellers, catalog, items
  admin = await buildUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await server?.stop();
});

const CREATE = 'mutation ($data: SellerInput!) { sellerCreate(data: $data) { id status sellerType distributorType area isOnlineStore } }';
const STATUS = 'mutation ($id: String!, $s: String!) { sellerChangeStatus(id: $id, status: $s) { status } }';

describe('sellers', () => {
  it('seeds 27 governorates with cities in both languages, readable without sign-in', async () => {
    const res = await gql<{ governorateList: { count: number; rows: Array<{ id: string; nameEn: string; nameAr: string }> } }>(
      server.url,
      '{ governorateList { count rows { id nameEn nameAr } } }',
    );
    expect(res.data?.governorateList.count).toBe(27);
    const alex = res.data?.governorateList.rows.find((g) => g.nameEn === 'Alexandria');
    expect(alex?.nameAr).toBe('الإسكندرية');
    const cities = await gql<{ cityList: { rows: Array<{ nameEn: string }> } }>(
      server.url,
      'query ($p: String) { cityList(parentId: $p) { rows { nameEn } } }',
      { p: alex?.id },
    );
    expect(cities.data?.cityList.rows.map((c) => c.nameEn)).toContain('Smouha');
    // No limit: a page large enough for a select box; an explicit limit (a paged list) is kept.
    const all = await gql<{ governorateList: { rows: unknown[] } }>(server.url, '{ governorateList { rows { id } } }');
    expect(all.data?.governorateList.rows).toHaveLength(27);
    const paged = await gql<{ governorateList: { count: number; rows: unknown[] } }>(
      server.url,
      '{ governorateList(limit: 10, offset: 20) { count rows { id } } }',
    );
    expect(paged.data?.governorateList).toMatchObject({ count: 27 });
    expect(paged.data?.governorateList.rows).toHaveLength(7);
  });

  it('creates a distributor pending, moves it through its statuses and refuses the others', async () => {
    const made = await gql<{ sellerCreate: { id: string; status: string } }>(
      server.url,
      CREATE,
      { data: { sellerType: 'distributor', distributorType: 'retailer', nameEn: 'Tanta Filters', area: ['Tanta'], isOnlineStore: true } },
      { token: admin.token },
    );
    expect(made.data?.sellerCreate).toMatchObject({ status: 'pending', area: ['Tanta'], isOnlineStore: true });
    const id = made.data?.sellerCreate.id as string;
    const wrong = await gql(server.url, STATUS, { id, s: 'renewal' }, { token: admin.token, language: 'en' });
    expect(wrong.errors?.[0]?.message).toBe('A seller that is Pending cannot become Renewal.');
    for (const s of ['confirmed', 'renewal', 'confirmed', 'ended']) {
      const r = await gql<{ sellerChangeStatus: { status: string } }>(server.url, STATUS, { id, s }, { token: admin.token });
      expect(r.data?.sellerChangeStatus.status).toBe(s);
    }
    const noType = await gql(server.url, CREATE, { data: { sellerType: 'distributor', nameEn: 'No type' } }, { token: admin.token });
    expect(noType.errors?.[0]?.extensions?.fields).toEqual({ distributorType: 'validation.mustBeSelected' });
  });

  it('filters by tab', async () => {
    const tab = async (t: string) =>
      (
        await gql<{ sellerList: { rows: Array<{ status: string }> } }>(
          server.url,
          'query ($t: String) { sellerList(filter: { tab: $t }, limit: 100) { rows { status } } }',
          { t },
          { token: admin.token },
        )
      ).data?.sellerList.rows ?? [];
    expect(new Set((await tab('current')).map((r) => r.status))).toEqual(new Set(['confirmed']));
    expect((await tab('new')).length).toBeGreaterThan(0);
    expect(new Set((await tab('renewal')).map((r) => r.status))).toEqual(new Set(['renewal']));
    expect(new Set((await tab('old')).map((r) => r.status))).toEqual(new Set(['ended']));
  });

  it('refuses to delete a seller that has items', async () => {
    const made = await gql<{ sellerCreate: { id: string } }>(
      server.url,
      CREATE,
      { data: { sellerType: 'branch', nameEn: 'Temporary branch' } },
      { token: admin.token },
    );
    const id = made.data?.sellerCreate.id as string;
    const [serial] = await buildItems(server, admin.token, 1);
    await push(server, admin.token, [action('factoryExport', serial as string), action('export', serial as string, { sellerId: id })]);
    const refused = await gql(
      server.url,
      'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }',
      { ids: [id] },
      { token: admin.token },
    );
    expect(refused.errors?.[0]?.message).toBe('This seller can not be deleted');
    await push(server, admin.token, [action('restore', serial as string)]);
    const ok = await gql(server.url, 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', { ids: [id] }, { token: admin.token });
    expect(ok.data).toEqual({ sellerDestroy: true });
  });

  it('keeps branches and distributors behind their own permissions', async () => {
    const branchOnly = await buildUser(server, { roles: ['branchEditor'] });
    const denied = await gql(
      server.url,
      CREATE,
      { data: { sellerType: 'distributor', distributorType: 'retailer', nameEn: 'X' } },
      { token: branchOnly.token },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await gql<{ sellerList: { rows: Array<{ sellerType: string }> } }>(
      server.url,
      '{ sellerList(limit: 100) { rows { sellerType } } }',
      {},
      { token: branchOnly.token },
    );
    expect(new Set(list.data?.sellerList.rows.map((r) => r.sellerType))).toEqual(new Set(['branch']));
  });
});

describe('join requests', () => {
  it('takes a public application and marks it contacted once', async () => {
    const made = await gql<{ applicationCreate: { id: string; status: string } }>(
      server.url,
      'mutation ($d: ApplicationInput!) { applicationCreate(data: $d) { id status } }',
      { d: { name: 'Aswan Water', email: 'Aswan@Example.com', phoneNumber: '0971234567', city: 'Aswan', distributorType: 'wholesaler' } },
    );
    expect(made.data?.applicationCreate.status).toBe('pending');
    const id = made.data?.applicationCreate.id as string;
    const anonymous = await gql(server.url, 'mutation ($id: String!) { applicationMarkContacted(id: $id) { status } }', { id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const contacted = await gql<{ applicationMarkContacted: { status: string } }>(
      server.url,
      'mutation ($id: String!) { applicationMarkContacted(id: $id) { status } }',
      { id },
      { token: admin.token },
    );
    expect(contacted.data?.applicationMarkContacted.status).toBe('contacted');
    const again = await gql(
      server.url,
      'mutation ($id: String!) { applicationReject(id: $id) { status } }',
      { id },
      { token: admin.token },
    );
    expect(again.errors?.[0]?.message).toBe('This join request has already been answered.');
  });
});

describe('geography', () => {
  it('creates and renames places under a parent; refuses an unknown parent; needs seller rights', async () => {
    const gov = await gql<{ governorateCreate: { id: string } }>(
      server.url,
      'mutation { governorateCreate(data: { nameEn: "Test Gov", nameAr: "محافظة تجريبية" }) { id } }',
      {},
      { token: admin.token },
    );
    const govId = gov.data?.governorateCreate.id as string;
    const city = await gql<{ cityCreate: { id: string; parentId: string } }>(
      server.url,
      'mutation ($p: String) { cityCreate(data: { nameEn: "Test City", nameAr: "مدينة", parentId: $p }) { id parentId } }',
      { p: govId },
      { token: admin.token },
    );
    expect(city.data?.cityCreate.parentId).toBe(govId);
    const region = await gql<{ regionCreate: { id: string } }>(
      server.url,
      'mutation ($p: String) { regionCreate(data: { nameEn: "R1", nameAr: "منطقة ١", parentId: $p }) { id } }',
      { p: city.data?.cityCreate.id },
      { token: admin.token },
    );
    const renamed = await gql<{ regionUpdate: { nameEn: string } }>(
      server.url,
      'mutation ($id: String!) { regionUpdate(id: $id, data: { nameEn: "R2", nameAr: "منطقة ٢" }) { nameEn } }',
      { id: region.data?.regionCreate.id },
      { token: admin.token },
    );
    expect(renamed.data?.regionUpdate.nameEn).toBe('R2');
    const orphan = await gql(
      server.url,
      'mutation { cityCreate(data: { nameEn: "X", nameAr: "س", parentId: "nope" }) { id } }',
      {},
      { token: admin.token, language: 'en' },
    );
    expect(orphan.errors?.[0]?.message).toBe('The parent place does not exist.');
    const viewer = await buildUser(server, { roles: ['viewer'] });
    const denied = await gql(
      server.url,
      'mutation { governorateCreate(data: { nameEn: "No", nameAr: "لا" }) { id } }',
      {},
      { token: viewer.token },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('deletes a place only when nothing uses it, with the pin code when the settings ask for one', async () => {
    const make = async (level: 'governorate' | 'city' | 'region', nameEn: string, parentId: string | null) =>
      (
        await gql<Record<string, { id: string }>>(
          server.url,
          `mutation ($d: PlaceInput!) { ${level}Create(data: $d) { id } }`,
          { d: { nameEn, nameAr: `${nameEn} ع`, parentId } },
          { token: admin.token },
        )
      ).data?.[`${level}Create`]?.id as string;
    const destroy = (level: string, id: string, pinCode?: string) =>
      gql<Record<string, boolean>>(
        server.url,
        `mutation ($id: String!, $pin: String) { ${level}Destroy(id: $id, pinCode: $pin) }`,
        { id, pin: pinCode ?? null },
        { token: admin.token, language: 'ar' },
      );
    const exists = async (table: 'governorates' | 'cities' | 'regions', id: string) =>
      (await server.database.db.selectFrom(table).select('id').where('id', '=', id).execute()).length === 1;

    const gov = await make('governorate', 'Delete Gov', null);
    const city = await make('city', 'Delete City', gov);
    const region = await make('region', 'Delete Region', city);
    // A city under it, a region under that: each refused with the spec's message, nothing removed.
    expect((await destroy('governorate', gov)).errors?.[0]?.message).toBe('لا يمكن إتمام الحذف لأن هذا العنصر مستخدم');
    expect((await destroy('city', city)).errors?.[0]?.message).toBe('لا يمكن إتمام الحذف لأن هذا العنصر مستخدم');
    expect(await exists('governorates', gov)).toBe(true);
    // An outlet in the region keeps the region.
    const outlet = await gql<{ sellerCreate: { id: string } }>(
      server.url,
      CREATE,
      {
        data: {
          nameEn: 'Region outlet',
          sellerType: 'branch',
          countryId: gov,
          cityId: city,
          regionId: region,
        },
      },
      { token: admin.token },
    );
    expect(outlet.errors).toBeUndefined();
    expect((await destroy('region', region)).errors?.[0]?.message).toBe('لا يمكن إتمام الحذف لأن هذا العنصر مستخدم');
    await server.database.db
      .deleteFrom('sellers')
      .where('id', '=', outlet.data?.sellerCreate.id as string)
      .execute();

    await gql(
      server.url,
      'mutation { settingsSave(settings: { theme: "astronaut-blue", pinCode: "2468", deletionNeedsPinCode: true }) { theme } }',
      {},
      {
        token: (await buildUser(server, { roles: ['owner'] })).token,
      },
    );
    expect((await destroy('region', region, '1111')).errors?.[0]?.message).toBe('الرمز السري غير صحيح');
    expect(await exists('regions', region)).toBe(true);
    expect((await destroy('region', region, '2468')).data?.regionDestroy).toBe(true);
    expect((await destroy('city', city, '2468')).data?.cityDestroy).toBe(true);
    expect((await destroy('governorate', gov, '2468')).data?.governorateDestroy).toBe(true);
    expect(await exists('governorates', gov)).toBe(false);
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('entity_name')
      .where('entity_id', 'in', [gov, city, region])
      .where('action', '=', 'delete')
      .execute();
    expect(audit.map((a) => a.entity_name).sort()).toEqual(['city', 'governorate', 'region']);
  });
});
