import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { migrations } from '../../server/db/migrations';
import { migrateToLatest } from '../../server/db/migrate';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// Catalog entries and outlets carry a name per language (issue 19): shown in
// the caller's language, else the other one; sorted and searched as read.

let server: TestServer;
let owner: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
});
afterAll(async () => {
  await server?.stop();
});

const CREATE = 'mutation ($data: CatalogInput!) { accessoryCreate(data: $data) { id name nameAr nameEn } }';
const LIST = `query ($name: String, $orderBy: CatalogSort) {
  accessoryList(filter: { name: $name }, orderBy: $orderBy) { count rows { name } } }`;

describe('catalog names in two languages', () => {
  it('answers each caller in its language, and the other language where one is missing', async () => {
    const both = { nameAr: 'حنفية ثلاثية', nameEn: 'Three-way faucet', warrantyPeriod: 12 };
    const made = await gql<{ accessoryCreate: { id: string } }>(server.url, CREATE, { data: both }, { token: owner.token });
    const arabicOnly = await gql(server.url, CREATE, { data: { nameAr: 'وصلة خرطوم', warrantyPeriod: 3 } }, { token: owner.token });
    expect(arabicOnly.errors).toBeUndefined();
    const find = 'query ($id: String!) { accessoryFind(id: $id) { name nameAr nameEn } }';
    const id = made.data?.accessoryCreate.id as string;
    expect((await gql(server.url, find, { id }, { token: owner.token, language: 'ar' })).data).toEqual({
      accessoryFind: { name: 'حنفية ثلاثية', nameAr: both.nameAr, nameEn: both.nameEn },
    });
    expect((await gql(server.url, find, { id }, { token: owner.token, language: 'en' })).data?.accessoryFind).toMatchObject({
      name: 'Three-way faucet',
    });
    const en = await gql<{ accessoryList: { rows: Array<{ name: string }> } }>(
      server.url,
      LIST,
      { orderBy: 'name_ASC' },
      { token: owner.token },
    );
    expect(en.data?.accessoryList.rows.map((r) => r.name)).toEqual(['Three-way faucet', 'وصلة خرطوم']);
  });

  it('finds an entry by either name, and sorts an English list by the English names', async () => {
    for (const [nameAr, nameEn] of [
      ['مفتاح أ', 'Zeta valve'],
      ['مفتاح ي', 'Alpha valve'],
    ])
      await gql(server.url, CREATE, { data: { nameAr, nameEn, warrantyPeriod: 1 } }, { token: owner.token });
    const byEnglish = await gql<{ accessoryList: { rows: Array<{ name: string }> } }>(
      server.url,
      LIST,
      { name: 'valve', orderBy: 'name_ASC' },
      { token: owner.token },
    );
    expect(byEnglish.data?.accessoryList.rows.map((r) => r.name)).toEqual(['Alpha valve', 'Zeta valve']);
    const byArabic = await gql<{ accessoryList: { rows: Array<{ name: string }> } }>(
      server.url,
      LIST,
      { name: 'مفتاح', orderBy: 'name_ASC' },
      { token: owner.token, language: 'ar' },
    );
    expect(byArabic.data?.accessoryList.rows.map((r) => r.name)).toEqual(['مفتاح أ', 'مفتاح ي']);
  });

  it('refuses an entry with no name in either language, in the caller’s language, and stores nothing', async () => {
    const before = await server.database.db
      .selectFrom('catalog_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await gql(
      server.url,
      CREATE,
      { data: { nameAr: '  ', nameEn: null, warrantyPeriod: 1 } },
      { token: owner.token, language: 'ar' },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toContain('اكتب الاسم بالعربية أو بالإنجليزية أو بكلتيهما');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ nameAr: 'validation.nameInOneLanguage' });
    const after = await server.database.db
      .selectFrom('catalog_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('outlet names in two languages', () => {
  it('names an outlet in the caller’s language in its list and on the dashboard', async () => {
    const made = await gql<{ sellerCreate: { id: string } }>(
      server.url,
      'mutation ($data: SellerInput!) { sellerCreate(data: $data) { id } }',
      { data: { sellerType: 'branch', nameAr: 'فرع طنطا', nameEn: 'Tanta branch' } },
      { token: owner.token },
    );
    const id = made.data?.sellerCreate.id as string;
    const list = 'query ($n: String) { sellerList(filter: { tab: "all", name: $n }) { rows { id name nameAr nameEn } } }';
    for (const [language, name] of [
      ['ar', 'فرع طنطا'],
      ['en', 'Tanta branch'],
    ] as const) {
      const res = await gql<{ sellerList: { rows: Array<{ id: string; name: string }> } }>(
        server.url,
        list,
        { n: 'Tanta' },
        { token: owner.token, language },
      );
      expect(res.data?.sellerList.rows).toEqual([{ id, name, nameAr: 'فرع طنطا', nameEn: 'Tanta branch' }]);
    }
  });
});

describe('migration 0042 on a database from before it', () => {
  it('files each single name under the language its script says, keeping the sort key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-names-'));
    const opened = openDatabase(path.join(dir, 'old.sqlite'));
    try {
      const migrator = new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
      const { error } = await migrator.migrateTo('0041_action_bounds');
      expect(error).toBeUndefined();
      const old = opened.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const at = new Date().toISOString();
      const stamps = { created_at: at, updated_at: at, sync_seq: 0 };
      await old
        .insertInto('catalog_entries')
        .values([
          {
            id: 'c1',
            kind: 'product',
            name: 'فلتر ٧ مراحل',
            photos: '[]',
            features: '[]',
            quantity: 0,
            warranty_period: 12,
            product_parts: '[]',
            ...stamps,
          },
          {
            id: 'c2',
            kind: 'product',
            name: 'RO 7 stages',
            photos: '[]',
            features: '[]',
            quantity: 0,
            warranty_period: 12,
            product_parts: '[]',
            ...stamps,
          },
        ])
        .execute();
      await old
        .insertInto('sellers')
        .values({ id: 's1', seller_type: 'branch', status: 'confirmed', name: 'Smouha branch', is_online_store: 0, area: '[]', ...stamps })
        .execute();
      await migrateToLatest(opened.db);
      const entries = await opened.db.selectFrom('catalog_entries').select(['id', 'name', 'name_ar', 'name_en']).orderBy('id').execute();
      expect(entries).toEqual([
        { id: 'c1', name: 'فلتر ٧ مراحل', name_ar: 'فلتر ٧ مراحل', name_en: null },
        { id: 'c2', name: 'RO 7 stages', name_ar: null, name_en: 'RO 7 stages' },
      ]);
      expect(await opened.db.selectFrom('sellers').select(['name_ar', 'name_en']).execute()).toEqual([
        { name_ar: null, name_en: 'Smouha branch' },
      ]);
    } finally {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
