import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  // This file reads some 70 lists and records in a row from one address, as a crawler would, not a visitor: a
  // budget sized for that (the default is the anonymous-reads test's, anonymous-reads.test.ts).
  server = await startTestServer({ env: { ANONYMOUS_READ_BUDGET: '1000000/100000' } });
});
afterAll(async () => {
  await server?.stop();
});

type PageShape = {
  pagination: { page: number; isFirstPage: boolean; isLastPage: boolean; pageCount: number };
  count: number;
  rows: Array<Record<string, unknown>>;
};
const PAGE = 'pagination { page isFirstPage isLastPage pageCount limit } count';

async function list(op: string, rows: string, args = '', options: Parameters<typeof gql>[3] = {}): Promise<PageShape> {
  const response = await gql<Record<string, PageShape>>(
    server.url,
    `{ ${op}${args ? `(${args})` : ''} { ${PAGE} rows { ${rows} } } }`,
    {},
    options,
  );
  expect(response.errors, op).toBeUndefined();
  return response.data?.[op] as PageShape;
}

// Every list operation of spec §7 (and news): its page size and a field to read.
const LISTS: Array<[op: string, size: number, rows: string, args?: string]> = [
  ['newsList', 6, 'id title { en ar } content { en } images likesCount viewsCount createdAt'],
  ['articleList', 6, 'id title { en ar } description { ar } thumbnail categories { id name { en } } likesCount viewsCount'],
  ['categoryList', 10, 'id name { en ar }'],
  ['branchList', 10, 'id slug name { en ar } address { ar } images'],
  ['auctionList', 6, 'id title { ar } reservePrice expiryDate termsAndConditions { en } TCTerms', 'filter: { branchId: "smouha" }'],
  ['restaurantList', 6, 'id name { ar } openHours { en } logo menus', 'filter: { branchId: "smouha" }'],
  ['albumList', 6, 'id title { en } images videos'],
  ['clinicList', 10, 'id description { ar } clinics { name { en } schedule { ar } }', 'filter: { branchId: "smouha" }'],
  ['culturalList', 10, 'id title { ar } banner'],
  ['telecomList', 6, 'id title { en } adminPhoneNumber', 'filter: { branchId: "smouha" }'],
  ['parkingList', 10, 'id places annualSubscription', 'filter: { branchId: "smouha" }'],
  ['discountsList', 6, 'id type name { ar } pohoneNumbers offers { en }', 'filter: { branchId: "smouha", type: medical }'],
  ['directorList', 20, 'id order name { ar } jobTitle { en } avatar { publicUrl }'],
  ['liveList', 6, 'id title { en } html { ar }'],
  ['libraryList', 10, 'id name { ar } openHours { en }', 'filter: { branchId: "smouha" }'],
  ['kindergartenList', 6, 'id name { ar } activities { en }', 'filter: { branchId: "smouha" }'],
  ['activityList', 10, 'id name { en } details { title { ar } subject { en } }'],
  ['generalAssemblyList', 6, 'id title { ar } status pdf { publicUrl }'],
  ['sponsorList', 100, 'id name { ar } logo link'],
  ['adsList', 50, 'id title { en } image appearIn position', 'filter: { appearIn: "web" }'],
  ['socialMediaList', 10, 'id type name { ar } link status'],
  ['sportCategoryList', 10, 'id index name { ar } subCategories { id }'],
];

describe('list operations', () => {
  for (const [op, size, rows, args] of LISTS) {
    it(`${op} answers pagination, count and rows with demo data, ${size} a page`, async () => {
      const page = await list(op, rows, args);
      expect(page.count).toBeGreaterThan(0);
      expect(page.rows.length).toBe(Math.min(size, page.count));
      expect(page.pagination).toMatchObject({ page: 1, limit: size, isFirstPage: true, isLastPage: page.count <= size });
      for (const row of page.rows) expect(row.id ?? row.name).toBeTruthy();
    });
  }

  it('pages by action and page number, with the flags right', async () => {
    const first = await list('newsList', 'id');
    expect(first.count).toBe(14);
    expect(first.pagination).toMatchObject({ page: 1, pageCount: 3, isFirstPage: true, isLastPage: false });
    const second = await list('newsList', 'id', 'pagination: { page: 1, action: next }');
    expect(second.pagination).toMatchObject({ page: 2, isFirstPage: false, isLastPage: false });
    const last = await list('newsList', 'id', 'pagination: { page: 2, action: next }');
    expect(last.pagination).toMatchObject({ page: 3, isFirstPage: false, isLastPage: true });
    expect(last.rows).toHaveLength(2);
    const back = await list('newsList', 'id', 'pagination: { page: 3, action: previous }');
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    const all = [...first.rows, ...second.rows, ...last.rows].map((r) => r.id);
    expect(new Set(all).size).toBe(14);
    // Past the end stays on the last page.
    const beyond = await list('newsList', 'id', 'pagination: { page: 3, action: next }');
    expect(beyond.pagination.page).toBe(3);
  });

  it('sorts news latest first and auctions oldest first, and honours sortBy', async () => {
    const news = await list('newsList', 'createdAt');
    const dates = news.rows.map((r) => String(r.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = await list('newsList', 'createdAt', 'pagination: { sortBy: asc }');
    const ascDates = asc.rows.map((r) => String(r.createdAt));
    expect([...ascDates].sort()).toEqual(ascDates);
    const directors = await list('directorList', 'order');
    expect(directors.rows.map((r) => r.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('filters by branch (slug or id) and by discount type', async () => {
    const smouha = await list('restaurantList', 'id branchId name { en }', 'filter: { branchId: "smouha" }');
    const gleem = await list('restaurantList', 'id branchId name { en }', 'filter: { branchId: "gleem" }');
    expect(smouha.rows.every((r) => String((r.name as { en: string }).en).includes('Smouha'))).toBe(true);
    expect(gleem.rows.every((r) => String((r.name as { en: string }).en).includes('Gleem'))).toBe(true);
    const byId = await list('restaurantList', 'id', `filter: { branchId: "${String(smouha.rows[0]?.branchId)}" }`);
    expect(byId.count).toBe(smouha.count);
    const medical = await list('discountsList', 'type', 'filter: { branchId: "smouha", type: medical }');
    const restaurant = await list('discountsList', 'type', 'filter: { branchId: "smouha", type: restaurant }');
    expect(medical.rows.every((r) => r.type === 'medical')).toBe(true);
    expect(restaurant.rows.every((r) => r.type === 'restaurant')).toBe(true);
    // The spec's second shape of a restaurant (issue 43): its number and thumbnail are the phone and the logo's thumbnail.
    const shaped = await list('restaurantList', 'phoneNumber logo logo_thumbnail number thumbnail', 'filter: { branchId: "smouha" }');
    expect(shaped.rows.length).toBeGreaterThan(0);
    for (const r of shaped.rows) expect([r.number, r.thumbnail]).toEqual([r.phoneNumber, r.logo_thumbnail ?? r.logo]);
    expect(shaped.rows.some((r) => r.number) && shaped.rows.some((r) => r.thumbnail)).toBe(true);
    const unknown = await list('restaurantList', 'id', 'filter: { branchId: "atlantis" }');
    expect(unknown.count).toBe(0);
  });

  it('lists only ACTIVE general assembly documents, and only enabled social accounts', async () => {
    const assemblies = await list('generalAssemblyList', 'status', 'pagination: { limit: 50 }');
    expect(assemblies.count).toBe(6);
    expect(assemblies.rows.every((r) => r.status === 'ACTIVE')).toBe(true);
    const social = await list('socialMediaList', 'status type');
    expect(social.rows.every((r) => r.status === 'enabled')).toBe(true);
    expect(social.rows.map((r) => r.type)).not.toContain('tiktok');
  });

  it('filters articles by category: a main category takes in its sub-categories, a sub-category only its own', async () => {
    const categories = (await list('categoryList', 'id parentId name { en }', 'pagination: { limit: 100 }')).rows as Array<{
      id: string;
      parentId: string | null;
      name: { en: string };
    }>;
    const health = categories.find((c) => c.name.en === 'Health');
    const subs = categories.filter((c) => c.parentId === health?.id);
    expect(health?.parentId).toBeNull();
    expect(subs.map((c) => c.name.en).sort()).toEqual(['Nutrition', 'Sports medicine']);
    const nutrition = subs.find((c) => c.name.en === 'Nutrition') as { id: string };
    const idsOf = (page: PageShape) => page.rows.map((r) => (r.categories as Array<{ id: string }>).map((c) => c.id));

    const all = `pagination: { limit: 100 }`;
    const byHealth = await list('articleList', 'id categories { id }', `${all}, filter: { categories: ["${health?.id}"] }`);
    const family = new Set([health?.id, ...subs.map((c) => c.id)]);
    expect(idsOf(byHealth).every((ids) => ids.some((id) => family.has(id)))).toBe(true);
    // The seed files articles under Health itself and under both its sub-categories.
    for (const id of family) expect(idsOf(byHealth).some((ids) => ids.includes(id as string))).toBe(true);

    const byNutrition = await list('articleList', 'id categories { id }', `${all}, filter: { categories: ["${nutrition.id}"] }`);
    expect(byNutrition.count).toBeGreaterThan(0);
    expect(idsOf(byNutrition).every((ids) => ids.includes(nutrition.id))).toBe(true);
    expect(byNutrition.count).toBeLessThan(byHealth.count);
  });

  it('searches articles by the start of their title in either language, ignoring case, with the category filter too', async () => {
    const all = await list('articleList', 'id title { en ar } categories { id }', 'pagination: { limit: 100 }');
    const first = all.rows[0] as { title: { en: string; ar: string }; categories: Array<{ id: string }> };
    const startsWith = (rows: PageShape['rows'], prefix: string) =>
      rows.every((r) => {
        const title = r.title as { en: string; ar: string };
        return title.en.toLowerCase().startsWith(prefix.toLowerCase()) || title.ar.startsWith(prefix);
      });
    const en = first.title.en.slice(0, 4).toUpperCase();
    const byEn = await list('articleList', 'id title { en ar }', `filter: { title: ${JSON.stringify(en)} }`);
    expect(byEn.count).toBeGreaterThan(0);
    expect(startsWith(byEn.rows, en)).toBe(true);
    const ar = first.title.ar.slice(0, 3);
    const byAr = await list('articleList', 'id title { en ar }', `filter: { title: ${JSON.stringify(ar)} }`);
    expect(byAr.rows.map((r) => r.id)).toContain((all.rows[0] as { id: string }).id);
    expect(startsWith(byAr.rows, ar)).toBe(true);
    // Not a contains search, and a typed % is a character, not a wildcard.
    const middle = first.title.en.slice(3, 9);
    expect((await list('articleList', 'id', `filter: { title: ${JSON.stringify(`%${middle}`)} }`)).count).toBe(0);
    const category = first.categories[0]?.id;
    if (category) {
      const both = await list(
        'articleList',
        'id title { en ar } categories { id }',
        `filter: { title: ${JSON.stringify(en)}, categories: ["${category}"] }`,
      );
      expect(both.count).toBeGreaterThan(0);
      expect(both.rows.every((r) => startsWith([r], en))).toBe(true);
    }
  });

  it('marks an auction closed once its expiry date has passed', async () => {
    const auctions = await list('auctionList', 'expiryDate status closed', 'pagination: { limit: 100 }');
    expect(auctions.rows.length).toBeGreaterThan(1);
    for (const a of auctions.rows) {
      const expired = typeof a.expiryDate === 'string' && Date.parse(a.expiryDate) <= Date.now();
      expect(a.closed).toBe(a.status === 'closed' || expired);
    }
    expect(auctions.rows.some((a) => a.closed)).toBe(true);
    expect(auctions.rows.some((a) => !a.closed)).toBe(true);
  });

  it('rejects a page size beyond the limit and an unknown sort, translated', async () => {
    const big = await gql(server.url, '{ newsList(pagination: { limit: 500 }) { count } }', {}, { language: 'ar' });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(big.errors?.[0]?.message).toContain('حجم الصفحة');
    const sort = await gql(server.url, '{ newsList(orderBy: "password") { count } }');
    expect(sort.errors?.[0]?.message).toBe('Sort by one of: createdAt');
  });
});

describe('find operations', () => {
  const FINDS: Array<[find: string, listOp: string, fields: string, args?: string]> = [
    ['newsFind', 'newsList', 'id title { en }'],
    ['articleFind', 'articleList', 'id title { en } content { ar }'],
    ['auctionFind', 'auctionList', 'id title { en } reservePrice', 'filter: { branchId: "smouha" }'],
    ['branchFind', 'branchList', 'id slug name { en }'],
    ['restaurantFind', 'restaurantList', 'id name { en }'],
    ['albumFind', 'albumList', 'id images'],
    ['telecomFind', 'telecomList', 'id title { en }'],
    ['parkingFind', 'parkingList', 'id places'],
    ['discountsFind', 'discountsList', 'id type'],
    ['libraryFind', 'libraryList', 'id name { en }'],
    ['kindergartenFind', 'kindergartenList', 'id name { en }'],
    ['activityFind', 'activityList', 'id name { en }'],
    ['generalAssemblyFind', 'generalAssemblyList', 'id pdf { publicUrl }'],
  ];
  for (const [find, listOp, fields, args] of FINDS) {
    it(`${find} returns the record a list shows`, async () => {
      const page = await list(listOp, 'id', args);
      const id = String(page.rows[0]?.id);
      const response = await gql<Record<string, { id: string }>>(server.url, `query ($id: ID!) { ${find}(id: $id) { ${fields} } }`, { id });
      expect(response.errors).toBeUndefined();
      expect(response.data?.[find]?.id).toBe(id);
    });
  }

  it('finds a branch by slug, the default administration, and the next match', async () => {
    const response = await gql<{
      branchFind: { slug: string };
      administrationFindDefault: { presidentName: { ar: string } };
      matchNext: { matchDate: string };
    }>(
      server.url,
      '{ branchFind(id: "smouha") { slug } administrationFindDefault { presidentName { ar } presidentPhoto { publicUrl } } matchNext { matchDate matchType teamName { ar } } }',
    );
    expect(response.data?.branchFind.slug).toBe('smouha');
    expect(response.data?.administrationFindDefault.presidentName.ar).toBeTruthy();
    expect(Date.parse(response.data?.matchNext.matchDate ?? '')).toBeGreaterThan(Date.now());
  });

  it('hides drafts from lists and finds', async () => {
    const all = await list('newsList', 'id title { en }', 'pagination: { limit: 100 }');
    expect(all.rows.some((r) => String((r.title as { en: string }).en).startsWith('Draft'))).toBe(false);
    const draft = await server.database.db.selectFrom('content_news').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    const found = await gql<{ newsFind: unknown }>(server.url, `{ newsFind(id: "${draft.id}") { id } }`);
    expect(found.data?.newsFind).toBeNull();
    const like = await gql(server.url, `mutation { newsLike(id: "${draft.id}") { likesCount } }`);
    expect(like.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const inactive = await server.database.db
      .selectFrom('content_general_assemblies')
      .select('id')
      .where('status', '=', 'INACTIVE')
      .executeTakeFirstOrThrow();
    const assembly = await gql<{ generalAssemblyFind: unknown }>(server.url, `{ generalAssemblyFind(id: "${inactive.id}") { id } }`);
    expect(assembly.data?.generalAssemblyFind).toBeNull();
  });
});

describe('likes and views per visitor', () => {
  async function call(mutation: string, id: string, visitor: string) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': visitor },
      body: JSON.stringify({ query: `mutation ($id: ID!) { ${mutation}(id: $id) { id likesCount viewsCount liked } }`, variables: { id } }),
    });
    const body = (await response.json()) as { data: Record<string, { likesCount: number; viewsCount: number; liked: boolean }> };
    return body.data[mutation] as { likesCount: number; viewsCount: number; liked: boolean };
  }

  for (const kind of ['news', 'article'] as const) {
    it(`${kind}: a like counts +1 once per visitor, an unlike −1 once`, async () => {
      const page = await list(`${kind}List`, 'id');
      const id = String(page.rows[2]?.id);
      const a = 'visitor-aaaa-0001';
      const b = 'visitor-bbbb-0002';
      expect(await call(`${kind}Like`, id, a)).toMatchObject({ likesCount: 1, liked: true });
      expect(await call(`${kind}Like`, id, a)).toMatchObject({ likesCount: 1, liked: true });
      expect(await call(`${kind}Like`, id, b)).toMatchObject({ likesCount: 2, liked: true });
      expect(await call(`${kind}Unlike`, id, a)).toMatchObject({ likesCount: 1, liked: false });
      expect(await call(`${kind}Unlike`, id, a)).toMatchObject({ likesCount: 1, liked: false });
      expect(await call(`${kind}UpdateViewsCount`, id, b)).toMatchObject({ likesCount: 1, liked: true });
    });

    it(`${kind}: a view is counted once per visitor`, async () => {
      const page = await list(`${kind}List`, 'id');
      const id = String(page.rows[3]?.id);
      expect((await call(`${kind}UpdateViewsCount`, id, 'viewer-0000-0001')).viewsCount).toBe(1);
      expect((await call(`${kind}UpdateViewsCount`, id, 'viewer-0000-0001')).viewsCount).toBe(1);
      expect((await call(`${kind}UpdateViewsCount`, id, 'viewer-0000-0002')).viewsCount).toBe(2);
    });
  }

  it('counts auction and ad views once per visitor', async () => {
    const auction = String((await list('auctionList', 'id', 'filter: { branchId: "smouha" }')).rows[0]?.id);
    expect((await call('auctionUpdateViewsCount', auction, 'viewer-0000-0003')).viewsCount).toBe(1);
    expect((await call('auctionUpdateViewsCount', auction, 'viewer-0000-0003')).viewsCount).toBe(1);
    const ad = String((await list('adsList', 'id')).rows[0]?.id);
    expect((await call('adsUpdateViewsCount', ad, 'viewer-0000-0003')).viewsCount).toBe(1);
  });
});

describe('formsCreate', () => {
  const valid = {
    name: 'Sara Ali',
    email: 'sara.ali@mail.example',
    companyName: 'Nile Co',
    companyEmail: 'sara@nile.example',
    phoneNumber: '01012345678',
    message: 'We would like to sponsor the team.',
  };
  const create = (data: Record<string, string>, language: 'ar' | 'en' = 'en') =>
    gql<{ formsCreate: { id: string } }>(
      server.url,
      'mutation ($data: ContactFormInput!) { formsCreate(data: $data) { id } }',
      { data },
      { language },
    );

  it('stores a valid enquiry', async () => {
    const response = await create(valid);
    expect(response.errors).toBeUndefined();
    const row = await server.database.db
      .selectFrom('content_forms')
      .selectAll()
      .where('id', '=', Number(response.data?.formsCreate.id))
      .executeTakeFirst();
    expect(row).toMatchObject({
      email: 'sara.ali@mail.example',
      company_email: 'sara@nile.example',
      phone_number: '01012345678',
      kind: 'ads',
    });
  });

  it('is read in the back-office by whoever reads the site’s content, newest first; no one else (issue 43)', async () => {
    const reader = await buildUser(server, { roles: ['contentViewer'] });
    await create({ ...valid, name: 'Newest sender', type: 'ads' } as Record<string, string>);
    const LIST =
      '{ contactFormList(limit: 2) { count rows { type name email companyName companyEmail phoneNumber message language createdAt } } }';
    type Listed = { contactFormList: { count: number; rows: Array<Record<string, string | null>> } };
    const read = await gql<Listed>(server.url, LIST, {}, { token: reader.token });
    expect(read.errors).toBeUndefined();
    expect(read.data?.contactFormList.count).toBeGreaterThanOrEqual(2);
    expect(read.data?.contactFormList.rows).toHaveLength(2);
    expect(read.data?.contactFormList.rows[0]).toMatchObject({
      type: 'ads',
      name: 'Newest sender',
      email: 'sara.ali@mail.example',
      companyEmail: 'sara@nile.example',
      language: 'en',
    });
    expect((await gql(server.url, LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const seller = await buildUser(server, { roles: ['activationEditor'] });
    expect((await gql(server.url, LIST, {}, { token: seller.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooMany = await gql(server.url, '{ contactFormList(limit: 101) { count } }', {}, { token: reader.token });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A type the spec does not know is refused; nothing is stored.
    expect((await create({ ...valid, type: 'spam' } as Record<string, string>)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'type',
    });
  });

  it('answers the spec messages and stores nothing on failure', async () => {
    const before = await server.database.db
      .selectFrom('content_forms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...valid, name: '  ' }, 'Please Fill all the Fields', 'name'],
      [{ ...valid, companyEmail: 'not-an-email' }, 'Please enter a valid Email', 'companyEmail'],
      [{ ...valid, email: 'sara@' }, 'Please enter a valid Email', 'email'],
      [{ ...valid, email: '' }, 'Please Fill all the Fields', 'email'],
      [{ ...valid, phoneNumber: '0151234567' }, 'Please enter a valid phone number', 'phoneNumber'],
      [{ ...valid, phoneNumber: '010123456789' }, 'Please enter a valid phone number', 'phoneNumber'],
    ];
    for (const [data, message, field] of cases) {
      const response = await create(data);
      expect(response.errors?.[0]?.message).toBe(message);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const ar = await create({ ...valid, message: '' }, 'ar');
    expect(ar.errors?.[0]?.message).toBe('من فضلك املأ جميع الحقول');
    const after = await server.database.db
      .selectFrom('content_forms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('caching', () => {
  it('serves public reads over GET with a short public cache, mutations never cached', async () => {
    const get = await gql<{ newsList: { count: number } }>(server.url, '{ newsList { count } }', {}, { method: 'GET' });
    expect(get.data?.newsList.count).toBe(14);
    expect(get.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const mutation = await gql(server.url, 'mutation { newsLike(id: "1") { likesCount } }');
    expect(mutation.headers.get('cache-control')).toBe('no-store');
    const getMutation = await gql(server.url, 'mutation { newsLike(id: "1") { likesCount } }', {}, { method: 'GET' });
    expect(getMutation.status).toBe(405);
  });
});
