import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../server/graphql/limits';
import { buildSchema } from '../../server/schema';
import { ACCEPT, attackClient, codes, expectRefused, type Answer } from '../support/attacks';
import { signIn, type Session } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

// Issue 15: no request, however large or clever, crashes or stalls the server.
// Each attack is refused with its status and code while /healthz keeps
// answering within 200 ms, and the server answers normally afterwards.

let server: TestServer;
let owner: Session;
let { whileRunning, post, query } = attackClient('');

beforeAll(async () => {
  server = await startTestServer();
  ({ whileRunning, post, query } = attackClient(server.url));
  owner = await signIn(server.url, 'owner@demo.test', 'demo12345');
  await fetch(`${server.url}/healthz`); // a warm connection for the timed checks
});
afterAll(async () => {
  await server?.stop();
});

/** A raw HTTP request: the body is written by `write`, which may stop early; resolves on the answer (or the closed connection). */
function rawRequest(options: {
  method?: string;
  path?: string;
  headers: Record<string, string>;
  write(req: http.ClientRequest, answered: () => boolean): void;
}): Promise<Answer & { error?: string }> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(`${server.url}${options.path ?? '/graphql'}`, {
      method: options.method ?? 'POST',
      headers: options.headers,
      agent: false,
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : undefined }),
      );
    });
    // Writing into a connection the server closed fails (EPIPE, ECONNRESET); the answer, if any, came first.
    req.on('error', (err: NodeJS.ErrnoException) => {
      setTimeout(() => {
        if (!answered) resolve({ status: 0, headers: {}, body: undefined, error: err.code ?? err.message });
      }, 500);
    });
    options.write(req, () => answered);
  });
}

describe('request body limit (GRAPHQL_BODY_LIMIT)', () => {
  it('refuses a Content-Length over the limit with 413 before reading the body, and closes the connection', async () => {
    const answer = await whileRunning(() =>
      rawRequest({
        headers: {
          'content-type': 'application/json',
          accept: ACCEPT,
          'accept-language': 'en',
          'content-length': String(server.config.graphqlBodyLimit + 1),
        },
        // Headers only: the server must answer without waiting for the 1 MiB it was promised.
        write: (req) => req.flushHeaders(),
      }),
    );
    expectRefused(answer, 413, 'PAYLOAD_TOO_LARGE');
    expect(answer.headers.connection).toBe('close');
    expect(answer.body?.errors?.[0]?.message).toMatch(/too large/);
  });

  it('stops reading a chunked body at the limit: a 50 MiB stream is cut off early', async () => {
    let sent = 0;
    const started = performance.now();
    const answer = await whileRunning(() =>
      rawRequest({
        headers: { 'content-type': 'application/json', accept: ACCEPT, 'accept-language': 'en' },
        write(req, answered) {
          const chunk = Buffer.alloc(64 * 1024, 0x20); // JSON whitespace
          req.write('{"query": "{ appInfo { version } }", "padding": "');
          const pump = () => {
            while (!answered() && sent < 50 * 1024 * 1024) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            if (!answered()) req.end('"}');
          };
          pump();
        },
      }),
    );
    // The server answers 413 and closes while the client is still writing. Closing a socket with unread bytes sends a
    // TCP reset, which can reach the client before it has read the answer (seen once on a loaded 2-core run): then the
    // client sees only the reset. Either way the server stopped reading; the 413 itself is the test above's.
    if (answer.status === 0) expect(answer.error).toMatch(/ECONNRESET|EPIPE/);
    else expectRefused(answer, 413, 'PAYLOAD_TOO_LARGE');
    // The server stopped after ~1 MiB; what the client got written is socket buffers, far from 50 MiB.
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reads a body just under the limit', async () => {
    const body = JSON.stringify({
      query: '{ appInfo { version } }',
      variables: { padding: 'x'.repeat(server.config.graphqlBodyLimit - 200) },
    });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(server.config.graphqlBodyLimit);
    const answer = await post(body);
    expect(answer.status).toBe(200);
    expect(answer.body?.data).toEqual({ appInfo: { version: expect.any(String) } });
  });

  it('answers malformed JSON, a body that is not an object and variables that are not an object with 400 BAD_USER_INPUT', async () => {
    for (const body of [
      '{"query": ',
      '',
      '[1, 2]',
      'null',
      '"text"',
      JSON.stringify({ query: '{ appInfo { version } }', variables: 'x' }),
      JSON.stringify({ query: '{ appInfo { version } }', variables: [1] }),
      JSON.stringify({ query: 5 }),
    ]) {
      const answer = await whileRunning(() => post(body));
      expect({ body, status: answer.status, codes: codes(answer) }).toEqual({ body, status: 400, codes: ['BAD_USER_INPUT'] });
    }
  });

  it('refuses a NUL character in any field (PostgreSQL cannot store one) with 400, over POST and GET', async () => {
    const q = 'query ($p: String!) { complaintList(filter: { phoneNumber: $p }) { count } }';
    const posted = await whileRunning(() => query(q, { p: '0100\u0000' }));
    expect({ status: posted.status, codes: codes(posted) }).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] });
    const got = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('query ($s: String!) { warrantyLookup(serialNumber: $s) { serialNumber } }')}&variables=${encodeURIComponent(JSON.stringify({ s: 'P26\u0000' }))}`,
      { headers: { accept: ACCEPT } },
    );
    expect({ status: got.status, codes: ((await got.json()) as Answer['body'])?.errors?.map((e) => e.extensions?.code) }).toEqual({
      status: 400,
      codes: ['BAD_USER_INPUT'],
    });
  });

  it('answers a GET whose query string is over the header limit with 431 PAYLOAD_TOO_LARGE, and unparsable GET variables with 400', async () => {
    const huge = await whileRunning(async () => {
      const response = await fetch(`${server.url}/graphql?query=${'%7B'.repeat(40_000)}`, { headers: { accept: ACCEPT } });
      return { status: response.status, body: (await response.json()) as Answer['body'], headers: {} } satisfies Answer;
    });
    expectRefused(huge, 431, 'PAYLOAD_TOO_LARGE');
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ appInfo { version } }')}&variables=%7Bx`, {
      headers: { accept: ACCEPT },
    });
    expect({ status: response.status, codes: ((await response.json()) as Answer['body'])?.errors?.map((e) => e.extensions?.code) }).toEqual(
      { status: 400, codes: ['BAD_USER_INPUT'] },
    );
  });
});

describe('query limits', () => {
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: newsList { count }`).join(' ')} }`;

  it('refuses 5,000 aliases of newsList while parsing (token limit), and 16 aliases by the alias limit', async () => {
    expectRefused(await whileRunning(() => query(aliases(5_000))), 400, 'QUERY_TOO_COMPLEX', 'tokens');
    expectRefused(await whileRunning(() => query(aliases(QUERY_LIMITS.aliases + 1))), 400, 'QUERY_TOO_COMPLEX', 'aliases');
    // Over GET too (the public site reads over GET).
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(aliases(QUERY_LIMITS.aliases + 1))}`, {
      headers: { accept: ACCEPT },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer['body'])?.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'aliases',
    });
  });

  it('refuses a 20,000-deep query, a 20,000-deep list value and a query deeper than the depth limit', async () => {
    const deep = `{${'a{'.repeat(20_000)}b${'}'.repeat(20_001)}`;
    expectRefused(await whileRunning(() => query(deep)), 400, 'QUERY_TOO_COMPLEX', 'nesting');
    const deepList = `{ newsFind(id: ${'['.repeat(20_000)}${']'.repeat(20_000)}) { id } }`;
    expectRefused(await whileRunning(() => query(deepList)), 400, 'QUERY_TOO_COMPLEX', 'nesting');
    // Within the bracket nesting, over the field depth: sub-categories of sub-categories…
    const levels = QUERY_LIMITS.depth;
    const deeper = `{ sportCategoryList { rows { ${'subCategories { '.repeat(levels)}id${' }'.repeat(levels)} } } }`;
    expectRefused(await whileRunning(() => query(deeper)), 400, 'QUERY_TOO_COMPLEX', 'depth');
  });

  it('refuses too many directives', async () => {
    const q = `{ appInfo { ${'version @include(if: true) '.repeat(QUERY_LIMITS.directives + 1)}} }`;
    expectRefused(await whileRunning(() => query(q)), 400, 'QUERY_TOO_COMPLEX', 'directives');
  });

  it('refuses a too costly query: nested lists with large pages, many big pages, a very wide selection', async () => {
    const nested =
      '{ sportCategoryList(pagination: { limit: 100 }) { rows { id subCategories { id subCategories { id subCategories { id name { en ar } } } } } } }';
    expectRefused(await whileRunning(() => query(nested)), 400, 'QUERY_TOO_COMPLEX', 'listCost');
    // Page sizes passed as variables count as what they ask.
    const fields = 'id name barcode brand unitPrice quantity warrantyPeriod createdAt updatedAt photos { id name publicUrl }';
    const pages = `query ($n: Int) { ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((a) => `${a}: productList(limit: $n) { rows { ${fields} } }`).join(' ')} }`;
    expectRefused(
      await whileRunning(() => query(pages, { n: 500 }, { authorization: `Bearer ${owner.token}` })),
      400,
      'QUERY_TOO_COMPLEX',
      'listCost',
    );
    // The same with small pages is an ordinary request.
    const small = await query(pages, { n: 5 }, { authorization: `Bearer ${owner.token}` });
    expect(small.status).toBe(200);
    expect(small.body?.errors).toBeUndefined();
    // Wide: the same field over and over (graphql's overlapping-fields check is quadratic in it).
    const wide = `{ ${'appInfo { version } '.repeat(300)} }`;
    expectRefused(await whileRunning(() => query(wide)), 400, 'QUERY_TOO_COMPLEX', 'selectionCost');
  });

  it('runs no resolver for a refused operation', async () => {
    const list = await query('{ newsList { rows { id viewsCount } } }');
    const news = (list.body?.data?.newsList as { rows: Array<{ id: string; viewsCount: number }> }).rows[0];
    expect(news).toBeDefined();
    const visitor = { 'x-visitor-id': randomUUID() };
    const views = async () =>
      (
        (await query('query ($id: ID!) { newsFind(id: $id) { viewsCount } }', { id: news!.id })).body?.data?.newsFind as {
          viewsCount: number;
        }
      ).viewsCount;
    const before = await views();
    const many = `mutation ($id: ID!) { ${Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `v${i}: newsUpdateViewsCount(id: $id) { viewsCount }`).join(' ')} }`;
    expectRefused(await query(many, { id: news!.id }, visitor), 400, 'QUERY_TOO_COMPLEX', 'aliases');
    expect(await views()).toBe(before);
    // The same visitor's single view counts: the refusal, not the visitor, kept the count.
    await query('mutation ($id: ID!) { newsUpdateViewsCount(id: $id) { viewsCount } }', { id: news!.id }, visitor);
    expect(await views()).toBe(before + 1);
  });

  it('answers a refusal with 400 whatever the Accept header, with a message in both languages', async () => {
    const q = JSON.stringify({ query: aliases(QUERY_LIMITS.aliases + 1) });
    const en = await post(q, { accept: 'application/json', 'accept-language': 'en' });
    const ar = await post(q, { accept: 'application/json', 'accept-language': 'ar' });
    expectRefused(en, 400, 'QUERY_TOO_COMPLEX', 'aliases');
    expectRefused(ar, 400, 'QUERY_TOO_COMPLEX', 'aliases');
    expect(en.body?.errors?.[0]?.message).toMatch(/too many aliases.*15/);
    expect(ar.body?.errors?.[0]?.message).toMatch(/[\u0600-\u06FF].*١٥/);
    const tooLarge = await rawRequest({
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ar',
        'content-length': String(server.config.graphqlBodyLimit + 1),
      },
      write: (req) => req.flushHeaders(),
    });
    expect(tooLarge.body?.errors?.[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('malformed input is the client’s error, never INTERNAL_SERVER_ERROR', () => {
  it('reads a malformed refresh cookie as no cookie', async () => {
    for (const cookie of ['aqua_rt=%E0%A4%A', 'aqua_rt=%', 'aqua_rt', '=; ;;aqua_rt="%zz"']) {
      const answer = await whileRunning(() => query('mutation { authRefresh { token } }', undefined, { cookie }));
      expect({ cookie, codes: codes(answer) }).toEqual({ cookie, codes: ['UNAUTHENTICATED'] });
    }
  });

  it('answers bad dates in every date filter with BAD_USER_INPUT', async () => {
    const auth = { authorization: `Bearer ${owner.token}` };
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['itemList createdAtFrom', 'query ($f: ItemFilter) { itemList(filter: $f) { count } }', { f: { createdAtFrom: '2024-13-45' } }],
      [
        'itemList exportedAtTo',
        'query ($f: ItemFilter) { itemList(filter: $f) { count } }',
        { f: { exportedAtTo: '2024-02-30T10:00:00Z' } },
      ],
      // One date rule for every list (issue 30 point 7): year 0 was accepted by itemList and refused by productList.
      ['itemList year 0', 'query ($f: ItemFilter) { itemList(filter: $f) { count } }', { f: { createdAtFrom: '0000-01-01' } }],
      ['productList year 0', 'query ($f: CatalogFilter) { productList(filter: $f) { count } }', { f: { createdAtFrom: '0000-01-01' } }],
      [
        'productList createdAtFrom',
        'query ($f: CatalogFilter) { productList(filter: $f) { count } }',
        { f: { createdAtFrom: 'yesterday' } },
      ],
      [
        'auditLogList timestampRange',
        'query ($f: AuditLogFilter) { auditLogList(filter: $f) { count } }',
        { f: { timestampRange: ['2024-13-45', null] } },
      ],
      [
        'complaintList createdAtRange',
        'query ($f: ComplaintFilter) { complaintList(filter: $f) { count } }',
        { f: { createdAtRange: ['2024-01-01', '2024-13-45'] } },
      ],
      [
        'complaintList far future',
        'query ($f: ComplaintFilter) { complaintList(filter: $f) { count } }',
        { f: { createdAtRange: [null, '9999-12-31'] } },
      ],
      ['totalInventory from', 'query ($f: TotalsFilter) { totalInventory(filter: $f) { total { total } } }', { f: { from: '2024-13-45' } }],
      [
        'totalExportation to',
        'query ($f: TotalsFilter) { totalExportation(filter: $f) { byMonth { month } } }',
        { f: { to: '2024-99-99' } },
      ],
      ['dashboard to', 'query ($f: TotalsFilter) { dashboard(filter: $f) { asOf } }', { f: { to: '9999-12-31' } }],
    ];
    for (const [name, q, variables] of cases) {
      const answer = await whileRunning(() => query(q, variables, auth));
      expect({ name, codes: codes(answer) }).toEqual({ name, codes: ['BAD_USER_INPUT'] });
    }
    // A good range is still a filter.
    const ok = await query(
      'query ($f: ComplaintFilter) { complaintList(filter: $f) { count } }',
      { f: { createdAtRange: ['2024-01-01', '2024-12-31T23:59:59.999Z'] } },
      auth,
    );
    expect(ok.body?.errors).toBeUndefined();
  });

  it('bounds the page size of every list operation', async () => {
    const schema = buildSchema();
    const dummy = (field: GraphQLField<unknown, unknown>, limit: number) => {
      const args = field.args.flatMap((a) => {
        if (a.name === 'limit') return [`limit: ${limit}`];
        if (a.name === 'pagination') return [`pagination: { limit: ${limit} }`];
        if (a.name === 'type' && field.name === 'contentAdminList') return ['type: news'];
        return [];
      });
      const type = getNamedType(field.type);
      const selection = isObjectType(type)
        ? type.getFields().count
          ? '{ count }'
          : type.getFields().checkpoint
            ? '{ checkpoint { id } }'
            : '{ __typename }'
        : '';
      return `{ ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
    };
    const lists = Object.values(schema.getQueryType()!.getFields()).filter((f) =>
      f.args.some((a) => a.name === 'limit' || a.name === 'pagination'),
    );
    expect(lists.length).toBeGreaterThan(30);
    const unbounded: string[] = [];
    for (const field of lists) {
      const answer = await query(dummy(field, 100_000), undefined, { authorization: `Bearer ${owner.token}` });
      const refused = codes(answer).includes('BAD_USER_INPUT');
      // A list may cap the size instead of refusing it (settings history: 200).
      const value = answer.body?.data?.[field.name];
      const capped = !answer.body?.errors && Array.isArray(value) && value.length <= 1_000;
      if (!refused && !capped) unbounded.push(`${field.name}: ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
    expect(unbounded).toEqual([]);
  });
});

describe('public forms are throttled per client address', () => {
  it('answers the 11th enquiry, distributor request and complaint within the hour with 429, and stores only 10 of each', async () => {
    const form = {
      name: 'Nour',
      email: 'nour@mail.example',
      companyName: 'Delta Water',
      companyEmail: 'nour@delta.example',
      phoneNumber: '01012345678',
      message: 'Sponsorship',
    };
    const application = {
      name: 'Nour',
      email: 'nour@delta.example',
      phoneNumber: '01012345678',
      city: 'Tanta',
      distributorType: 'retailer',
    };
    const calls = {
      content_forms: () => query('mutation ($d: ContactFormInput!) { formsCreate(data: $d) { id } }', { d: form }),
      applications: () => query('mutation ($d: ApplicationInput!) { applicationCreate(data: $d) { id } }', { d: application }),
      complaints: () => query('mutation { complaintCreate(phoneNumber: "01012345678", message: "It leaks") { number } }'),
    } as const;
    for (const [table, call] of Object.entries(calls)) {
      const before = Number(
        (
          await server.database.db
            .selectFrom(table as 'applications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await call());
      expect(
        answers.slice(0, 10).map((a) => codes(a)),
        table,
      ).toEqual(Array(10).fill([]));
      const last = await whileRunning(call);
      expectRefused(last, 429, 'TOO_MANY_REQUESTS');
      const after = Number(
        (
          await server.database.db
            .selectFrom(table as 'applications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(after - before, table).toBe(10);
    }
  });
});
