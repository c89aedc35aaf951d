import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/boot';
import { sampleValues } from '../support/contentSamples';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { newTestDatabase, startTestServer, testServerConfig, type TestServer } from '../support/server';

// Issue 42: the public pages an anonymous visitor loads are kept a few seconds (a hit renders nothing), a miss is
// rendered once for every load waiting on it, a save shows at once, and views are counted in memory and written in
// batches (and on shutdown), once per visitor and record.

const CREATE = 'mutation($values: ContentValues!) { contentAdminCreate(type: news, values: $values, published: true) { id } }';
const UPDATE = 'mutation($id: ID!, $values: ContentValues!) { contentAdminUpdate(type: news, id: $id, values: $values) { id } }';
const VIEW = 'mutation($id: ID!) { newsUpdateViewsCount(id: $id) { id viewsCount liked } }';
const LIKE = 'mutation($id: ID!) { newsLike(id: $id) { id liked } }';

let n = 0;
async function createNews(server: RunningServer, editor: BuiltUser, title: string): Promise<string> {
  const values = { ...sampleValues('news', ++n), title: { en: title, ar: `${title} بالعربية` } };
  const created = await gql<{ contentAdminCreate: { id: string } }>(server.url, CREATE, { values }, { token: editor.token });
  expect(created.errors).toBeUndefined();
  return created.data?.contentAdminCreate.id as string;
}

/** A page load as a browser makes it: the visitor's cookie, and any extra headers. */
async function load(server: RunningServer, urlPath: string, visitor: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}${urlPath}`, {
    headers: { accept: 'text/html', cookie: `visitor_id=${visitor}`, ...headers },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The renders this server process has made so far (GET /metrics, from this machine). */
async function renders(server: RunningServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = /^aqua_public_page_renders_total (\d+)/m.exec(text);
  if (!line) throw new Error('/metrics counts no page renders');
  return Number(line[1]);
}

/** The like button's state in a rendered page. */
const likePressed = (html: string) => /aria-pressed="(true|false)"[^>]*data-testid="like-button"/.exec(html)?.[1];

describe('public pages kept for anonymous visitors', () => {
  let server: TestServer;
  let editor: BuiltUser;
  beforeAll(async () => {
    // Many loads at once from this one address: the edge's budget is not what these tests look at.
    server = await startTestServer({ seedDemo: false, visitorBudget: { burst: 1e9, perSecond: 1e9, inFlight: 100, atOnce: 100 } });
    editor = await buildUser(server, { roles: ['contentEditor'] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves a second load from the cache, and a save at once', async () => {
    const id = await createNews(server, editor, 'Pool opens early');
    const first = await load(server, `/en/news/${id}`, randomUUID());
    expect(first).toContain('Pool opens early');
    const before = await renders(server);
    const second = await load(server, `/en/news/${id}`, randomUUID());
    expect(second).toContain('Pool opens early');
    expect(await renders(server)).toBe(before);

    const values = { ...sampleValues('news', ++n), title: { en: 'Pool opens late', ar: 'المسبح يفتح متأخرا' } };
    const saved = await gql(server.url, UPDATE, { id, values }, { token: editor.token });
    expect(saved.errors).toBeUndefined();
    const after = await load(server, `/en/news/${id}`, randomUUID());
    expect(after).toContain('Pool opens late');
    expect(after).not.toContain('Pool opens early');
  });

  it('renders concurrent misses once', async () => {
    await createNews(server, editor, 'Swimming finals'); // a save: nothing rendered before is kept
    const before = await renders(server);
    const pages = await Promise.all(Array.from({ length: 20 }, () => load(server, '/en/news', randomUUID())));
    for (const html of pages) expect(html).toContain('Swimming finals');
    expect(await renders(server)).toBe(before + 1);
  });

  it('does not keep a page of a record that does not exist', async () => {
    await load(server, '/en/news/987654', randomUUID());
    const before = await renders(server);
    await load(server, '/en/news/987654', randomUUID());
    expect(await renders(server)).toBe(before + 1);
  });

  it("gives a signed-in member the page kept for everyone: their own like is the app's to show", async () => {
    const id = await createNews(server, editor, 'Club elections');
    const member = await buildUser(server);
    const mine = randomUUID();
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': mine },
      body: JSON.stringify({ query: LIKE, variables: { id } }),
    });

    expect(likePressed(await load(server, `/en/news/${id}`, randomUUID()))).toBe('false'); // kept for everyone
    const before = await renders(server);
    const own = await load(server, `/en/news/${id}`, mine, { authorization: `Bearer ${member.token}` });
    expect(own).toContain('Club elections');
    expect(likePressed(own)).toBe('false');
    expect(await renders(server)).toBe(before);
  });

  it('sends the page unrendered to a path too long to keep', async () => {
    const id = await createNews(server, editor, 'Swimming gala');
    const before = await renders(server);
    const long = await load(server, `/en/news/${id}?q=${'x'.repeat(2_000)}`, randomUUID());
    // The shell with the route's title in <head>; a rendered page would also hold the item's like button.
    expect(long).toContain('Swimming gala');
    expect(likePressed(long)).toBeUndefined();
    expect(await renders(server)).toBe(before);
  });
});

describe('views counted in memory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-views-'));
  let database: Awaited<ReturnType<typeof newTestDatabase>>;
  beforeAll(async () => {
    database = await newTestDatabase(dir);
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const viewsInDatabase = async (server: RunningServer, id: string) => {
    const row = await server.database.db
      .selectFrom('content_news')
      .select('views_count')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    return Number(row.views_count);
  };
  /** A visitor opens the page: the page, then the view boot.ts sends once it has loaded. */
  const visit = async (server: RunningServer, id: string, visitor: string) => {
    await load(server, `/en/news/${id}`, visitor);
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-visitor-id': visitor },
      body: JSON.stringify({ query: VIEW, variables: { id } }),
    });
    return ((await answer.json()) as { data: { newsUpdateViewsCount: { viewsCount: number } } }).data.newsUpdateViewsCount.viewsCount;
  };

  it('writes no view per page load, and every counted view on shutdown', async () => {
    const first = await startServer(testServerConfig(database.config, { seedDemo: false, viewFlushMs: 3_600_000 }));
    let id: string;
    try {
      const editor = await buildUser(first, { roles: ['contentEditor'] });
      const member = await buildUser(first);
      id = await createNews(first, editor, 'Summer camp');
      const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const seen = [];
      for (const visitor of [a, b, a, c, b, a]) seen.push(await visit(first, id, visitor));
      // The answers count the views not written yet; a visitor's second view counts nothing.
      expect(seen.at(-1)).toBe(3);
      // A signed-in member's view is counted as anyone's: by the page once loaded.
      await load(first, `/en/news/${id}`, d, { authorization: `Bearer ${member.token}` });
      await visit(first, id, d);
      expect(await viewsInDatabase(first, id)).toBe(0);
      const rows = await first.database.db.selectFrom('content_reactions').select('visitor_id').where('kind', '=', 'view').execute();
      expect(rows).toHaveLength(0);
    } finally {
      await first.close();
    }
    const second = await startServer(testServerConfig(database.config, { seedDemo: false }));
    try {
      expect(await viewsInDatabase(second, id)).toBe(4);
    } finally {
      await second.close();
    }
  });

  it('writes them in batches while running, once per visitor and record', async () => {
    const server = await startServer(testServerConfig(database.config, { seedDemo: false, viewFlushMs: 100 }));
    try {
      const editor = await buildUser(server, { roles: ['contentEditor'] });
      const id = await createNews(server, editor, 'Tennis cup');
      const [a, b] = [randomUUID(), randomUUID()];
      await visit(server, id, a);
      await visit(server, id, b);
      await expect.poll(() => viewsInDatabase(server, id), { timeout: 10_000 }).toBe(2);
      // Across batches too: the database knows their views, so nothing waits to be written (the answer would say 3).
      expect(await visit(server, id, a)).toBe(2);
      expect(await visit(server, id, b)).toBe(2);
    } finally {
      await server.close();
    }
  });
});
