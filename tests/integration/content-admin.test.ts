import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_KEYS, type ContentTypeKey } from '../../shared/contentAdmin';
import { resources } from '../../shared/i18n';
import { sampleValues } from '../support/contentSamples';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let editor: BuiltUser;
let viewer: BuiltUser;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  editor = await buildUser(server, { roles: ['contentEditor'] });
  viewer = await buildUser(server, { roles: ['contentViewer'] });
});
afterAll(async () => {
  await server?.stop();
});

const RECORD = 'id type published title { en ar } thumbnail values createdBy';
const CREATE = `mutation($type: ContentType!, $values: ContentValues!, $published: Boolean) { contentAdminCreate(type: $type, values: $values, published: $published) { ${RECORD} } }`;
const UPDATE = `mutation($type: ContentType!, $id: ID!, $values: ContentValues!) { contentAdminUpdate(type: $type, id: $id, values: $values) { ${RECORD} } }`;
const PUBLISH =
  'mutation($type: ContentType!, $id: ID!, $published: Boolean!) { contentAdminPublish(type: $type, id: $id, published: $published) { id published } }';
const DESTROY = 'mutation($type: ContentType!, $id: ID!) { contentAdminDestroy(type: $type, id: $id) }';
const LIST =
  'query($type: ContentType!, $filter: ContentAdminFilter, $limit: Int, $offset: Int) { contentAdminList(type: $type, filter: $filter, limit: $limit, offset: $offset) { count rows { id published title { en ar } } } }';
const FIND = `query($type: ContentType!, $id: ID!) { contentAdminFind(type: $type, id: $id) { ${RECORD} } }`;

interface Rec {
  id: string;
  published: boolean;
  title: { en: string; ar: string };
  thumbnail: string | null;
  values: Record<string, unknown>;
  createdBy: string;
}

async function create(type: ContentTypeKey, values: Record<string, unknown>, published = false, token = editor.token) {
  return gql<{ contentAdminCreate: Rec }>(server.url, CREATE, { type, values, published }, { token });
}

async function refs() {
  const branch = await create('branch', sampleValues('branch', ++counter), true);
  const category = await create('category', sampleValues('category', ++counter), true);
  return { branchId: branch.data?.contentAdminCreate.id as string, categoryId: category.data?.contentAdminCreate.id as string };
}

const auditActions = async (type: string, id: string) =>
  (
    await server.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_name', '=', `content.${type}`)
      .where('entity_id', '=', id)
      .orderBy('timestamp')
      .execute()
  ).map((r) => r.action);

describe('content admin operations', () => {
  it('creates a record of every type with every field filled, and reads back the same values', async () => {
    const ids = await refs();
    for (const type of CONTENT_TYPE_KEYS) {
      const values = sampleValues(type, ++counter, ids);
      const created = await create(type, values);
      expect(created.errors, type).toBeUndefined();
      const record = created.data?.contentAdminCreate as Rec;
      expect(record.published, type).toBe(false);
      expect(record.createdBy).toBe(editor.id);
      const found = await gql<{ contentAdminFind: Rec }>(server.url, FIND, { type, id: record.id }, { token: viewer.token });
      expect(found.data?.contentAdminFind.values, type).toEqual(values);
    }
  });

  it('news: a draft is hidden from the public site until published; unpublish hides it again; each step audited', async () => {
    const values = {
      title: { en: 'Cup final tonight', ar: 'نهائي الكأس الليلة' },
      content: { en: '<p>Come <b>early</b></p><script>alert(1)</script>', ar: '<p>تعالوا مبكراً</p>' },
      images: [],
    };
    const created = await create('news', values);
    const id = created.data?.contentAdminCreate.id as string;
    expect(created.data?.contentAdminCreate.values.content).toEqual({ en: '<p>Come <b>early</b></p>', ar: '<p>تعالوا مبكراً</p>' });
    const publicFind = 'query($id: ID!) { newsFind(id: $id) { id title { en } } }';
    expect((await gql<{ newsFind: unknown }>(server.url, publicFind, { id })).data?.newsFind).toBeNull();

    const published = await gql<{ contentAdminPublish: { published: boolean } }>(
      server.url,
      PUBLISH,
      { type: 'news', id, published: true },
      { token: editor.token },
    );
    expect(published.data?.contentAdminPublish.published).toBe(true);
    expect((await gql<{ newsFind: { title: { en: string } } }>(server.url, publicFind, { id })).data?.newsFind.title.en).toBe(
      'Cup final tonight',
    );

    const updated = await gql<{ contentAdminUpdate: Rec }>(
      server.url,
      UPDATE,
      { type: 'news', id, values: { ...values, title: { en: 'Cup final moved', ar: 'تأجيل النهائي' } } },
      { token: editor.token },
    );
    expect(updated.data?.contentAdminUpdate.title.en).toBe('Cup final moved');
    await gql(server.url, PUBLISH, { type: 'news', id, published: false }, { token: editor.token });
    expect((await gql<{ newsFind: unknown }>(server.url, publicFind, { id })).data?.newsFind).toBeNull();

    expect(
      (await gql<{ contentAdminDestroy: boolean }>(server.url, DESTROY, { type: 'news', id }, { token: editor.token })).data
        ?.contentAdminDestroy,
    ).toBe(true);
    expect((await gql(server.url, FIND, { type: 'news', id }, { token: editor.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await auditActions('news', id)).toEqual(['create', 'publish', 'update', 'unpublish', 'delete']);
  });

  it('article categories are kept in their own table and follow updates', async () => {
    const ids = await refs();
    const other = (await create('category', sampleValues('category', ++counter), true)).data?.contentAdminCreate.id as string;
    const values = sampleValues('article', ++counter, ids);
    const id = (await create('article', values, true)).data?.contentAdminCreate.id as string;
    await gql(server.url, UPDATE, { type: 'article', id, values: { ...values, categories: [other] } }, { token: editor.token });
    const rows = await server.database.db
      .selectFrom('content_article_categories')
      .select('category_id')
      .where('article_id', '=', Number(id))
      .execute();
    expect(rows.map((r) => String(r.category_id))).toEqual([other]);
  });

  it('sub-categories sit one level under a main category; other shapes are refused with a message and change nothing', async () => {
    const category = (values: Record<string, unknown>) => create('category', { ...sampleValues('category', ++counter), ...values }, true);
    const main = (await category({})).data?.contentAdminCreate.id as string;
    const sub = await category({ parentId: main });
    expect(sub.errors).toBeUndefined();
    const subId = sub.data?.contentAdminCreate.id as string;
    expect(
      (await gql<{ contentAdminFind: Rec }>(server.url, FIND, { type: 'category', id: subId }, { token: editor.token })).data
        ?.contentAdminFind.values.parentId,
    ).toBe(main);

    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('content_categories')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    // Under a sub-category: a second level.
    const nested = await category({ parentId: subId });
    expect(nested.errors?.[0]?.extensions?.fields).toEqual({ parentId: 'contentAdmin.errors.parentNotMain' });
    expect(nested.errors?.[0]?.message).toBe(
      'A sub-category can sit only under a main category, and a category with sub-categories stays a main one',
    );
    // Arabic, for the editor who works in it.
    const nestedAr = await gql(
      server.url,
      CREATE,
      { type: 'category', values: { ...sampleValues('category', ++counter), parentId: subId }, published: true },
      { token: editor.token, language: 'ar' },
    );
    expect(nestedAr.errors?.[0]?.message).toBe('القسم الفرعي يكون تحت قسم رئيسي فقط، والقسم الذي له أقسام فرعية يبقى رئيسيًا');
    expect(await count()).toBe(before);

    const valuesOf = async (id: string) =>
      (await gql<{ contentAdminFind: Rec }>(server.url, FIND, { type: 'category', id }, { token: editor.token })).data?.contentAdminFind
        .values;
    const other = (await category({})).data?.contentAdminCreate.id as string;
    // A main category with sub-categories cannot move under another, nor sit under itself.
    for (const [id, parentId] of [
      [main, other],
      [other, other],
    ]) {
      const moved = await gql(
        server.url,
        UPDATE,
        { type: 'category', id, values: { ...(await valuesOf(id as string)), parentId } },
        { token: editor.token },
      );
      expect(moved.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await valuesOf(id as string))?.parentId).toBeNull();
    }
    // Deleting a main category leaves its sub-categories as main ones.
    await gql(server.url, DESTROY, { type: 'category', id: main }, { token: editor.token });
    expect((await valuesOf(subId))?.parentId).toBeNull();
  });

  it('lists drafts and published records, searches titles in both languages, pages', async () => {
    for (let i = 0; i < 3; i++) await create('sponsor', { name: { en: `Paging sponsor ${i}`, ar: `راعي الصفحات ${i}` } }, i === 0);
    type Page = { contentAdminList: { count: number; rows: Array<{ published: boolean; title: { en: string } }> } };
    const all = await gql<Page>(server.url, LIST, { type: 'sponsor', filter: { search: 'Paging' } }, { token: viewer.token });
    expect(all.data?.contentAdminList.count).toBe(3);
    expect(
      (await gql<Page>(server.url, LIST, { type: 'sponsor', filter: { search: 'الصفحات', published: false } }, { token: viewer.token }))
        .data?.contentAdminList.count,
    ).toBe(2);
    const page = await gql<Page>(
      server.url,
      LIST,
      { type: 'sponsor', filter: { search: 'Paging' }, limit: 2, offset: 2 },
      { token: viewer.token },
    );
    expect(page.data?.contentAdminList.rows.map((r) => r.title.en)).toEqual(['Paging sponsor 0']);
  });

  it('sponsors: the public list shows them oldest first by creation, whatever their names or later edits (spec public §9)', async () => {
    // Neither alphabetical nor newest first: Cairo, then Alexandria, then Benha.
    const names = [
      { en: 'Cairo Water Co', ar: 'شركة مياه القاهرة' },
      { en: 'Alexandria Pumps', ar: 'مضخات الإسكندرية' },
      { en: 'Benha Filters', ar: 'فلاتر بنها' },
    ];
    const ids: string[] = [];
    for (const name of names)
      ids.push((await create('sponsor', { ...sampleValues('sponsor', ++counter), name }, true)).data?.contentAdminCreate.id as string);
    // An edit to the oldest moves its update time, not its place.
    const renamed = { ...names[0]!, en: 'Cairo Water Company' };
    const edited = await gql(
      server.url,
      UPDATE,
      { type: 'sponsor', id: ids[0], values: { ...sampleValues('sponsor', ++counter), name: renamed } },
      { token: editor.token },
    );
    expect(edited.errors).toBeUndefined();
    const listed = await gql<{ sponsorList: { rows: Array<{ id: string; name: { en: string } }> } }>(
      server.url,
      '{ sponsorList { rows { id name { en } } } }',
    );
    expect(listed.data?.sponsorList.rows.filter((row) => ids.includes(row.id)).map((row) => row.name.en)).toEqual([
      'Cairo Water Company',
      'Alexandria Pumps',
      'Benha Filters',
    ]);
  });

  it('refuses invalid values with the spec message in the caller’s language and stores nothing', async () => {
    const before = await server.database.db
      .selectFrom('content_news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const missing = await gql(
      server.url,
      CREATE,
      { type: 'news', values: { title: { en: 'Only English', ar: '' }, content: { en: '<p>x</p>', ar: '<p>س</p>' } } },
      { token: editor.token, language: 'en' },
    );
    expect(missing.errors?.[0]?.message).toBe('This field is required');
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ 'title.ar': 'validation.required' });
    const badImage = await gql(
      server.url,
      CREATE,
      {
        type: 'news',
        values: { title: { en: 'A', ar: 'أ' }, content: { en: '<p>x</p>', ar: '<p>س</p>' }, videoUrl: 'javascript:alert(1)' },
      },
      { token: editor.token, language: 'ar' },
    );
    // The field is named by its Arabic label in the Arabic message.
    expect(badImage.errors?.[0]?.message).toBe(resources.ar.translation.validation.url.replace('{{path}}', 'رابط الفيديو'));
    const noImage = await gql(
      server.url,
      CREATE,
      { type: 'ad', values: { title: { en: 'A', ar: 'أ' }, appearIn: 'web' } },
      { token: editor.token, language: 'en' },
    );
    expect(noImage.errors?.[0]?.message).toBe('You must upload an image');
    const after = await server.database.db
      .selectFrom('content_news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an unknown branch, a taken slug, and deleting a branch in use; the row stays as it was', async () => {
    const ids = await refs();
    const unknownBranch = await create('restaurant', sampleValues('restaurant', ++counter, { branchId: '999999' }));
    expect(unknownBranch.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const slug = (await gql<{ contentAdminFind: Rec }>(server.url, FIND, { type: 'branch', id: ids.branchId }, { token: editor.token }))
      .data?.contentAdminFind.values.slug;
    const taken = await create('branch', { ...sampleValues('branch', ++counter), slug }, false);
    expect(taken.errors?.[0]?.message).toBe('Another branch already has this short name');
    await create('restaurant', sampleValues('restaurant', ++counter, ids), true);
    const inUse = await gql(server.url, DESTROY, { type: 'branch', id: ids.branchId }, { token: editor.token });
    expect(inUse.errors?.[0]?.message).toBe('Deletion cannot be completed because this item is in use');
    expect((await gql(server.url, FIND, { type: 'branch', id: ids.branchId }, { token: editor.token })).errors).toBeUndefined();
  });

  it('a content viewer reads but every change is refused; anonymous callers are refused too', async () => {
    const id = (await create('live', sampleValues('live', ++counter))).data?.contentAdminCreate.id as string;
    for (const [query, variables] of [
      [CREATE, { type: 'live', values: sampleValues('live', ++counter) }],
      [UPDATE, { type: 'live', id, values: sampleValues('live', ++counter) }],
      [PUBLISH, { type: 'live', id, published: true }],
      [DESTROY, { type: 'live', id }],
    ] as const) {
      const answer = await gql(server.url, query, variables, { token: viewer.token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(server.url, LIST, { type: 'live' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await auditActions('live', id)).toEqual(['create']);
  });
});

describe('content admin over the demo content', () => {
  let seeded: TestServer;
  beforeAll(async () => {
    seeded = await startTestServer({ seedDemo: true });
  });
  afterAll(async () => {
    await seeded?.stop();
  });

  it('lists and opens the seeded records of every type, and each opens again in its form shape', async () => {
    const owner = await buildUser(seeded, { roles: ['owner'] });
    for (const type of CONTENT_TYPE_KEYS) {
      const page = await gql<{ contentAdminList: { count: number; rows: Array<{ id: string }> } }>(
        seeded.url,
        LIST,
        { type, limit: 1 },
        { token: owner.token },
      );
      expect(page.errors, type).toBeUndefined();
      const first = page.data?.contentAdminList.rows[0];
      if (!first) continue;
      const found = await gql<{ contentAdminFind: Rec }>(seeded.url, FIND, { type, id: first.id }, { token: owner.token });
      expect(found.errors, type).toBeUndefined();
      // What the form sends back unchanged is accepted: seeded data passes the editors' own rules.
      const saved = await gql(
        seeded.url,
        UPDATE,
        { type, id: first.id, values: found.data?.contentAdminFind.values },
        { token: owner.token },
      );
      expect(saved.errors, type).toBeUndefined();
    }
  });
});
