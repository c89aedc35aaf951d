import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db';
import { up } from '../../server/db/migrations/0021_content_sanitized';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// Rich text is cleaned once, on save (issue 15): the sanitiser is counted
// through a wrapper around the real one, so a read that cleaned again would show.
// Vitest runs the integration files in one module registry (isolate: false): the server's modules are already loaded
// without this mock, so the file starts from an empty registry.
const sanitizer = vi.hoisted(() => {
  vi.resetModules();
  return { calls: 0 };
});
vi.mock('../../server/lib/sanitizeHtml', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/lib/sanitizeHtml')>();
  return {
    ...real,
    sanitizeHtml: (html: string) => {
      sanitizer.calls++;
      return real.sanitizeHtml(html);
    },
  };
});

const DIRTY =
  '<p onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="//evil"></iframe>';
const UNSAFE = /<script|onerror|onclick|javascript:|<iframe/i;

/** Migration 0021's `up`, as the migrator calls it (an untyped database). */
const cleanStoredContent = (db: Db) => up(db as unknown as Kysely<unknown>);

let server: TestServer;
let editor: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  editor = await buildUser(server, { roles: ['contentEditor'] });
});
afterAll(async () => {
  await server?.stop();
});

/** A published row written straight into the table, around the content writer (as an old row or a manual fix would be). */
async function insertRaw(table: 'content_news' | 'content_articles' | 'content_live', values: Record<string, string>): Promise<number> {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto(table)
    .values({ published: 1, created_at: now, updated_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('rich text cleaned on write, served as stored', () => {
  it('a back-office save stores clean HTML', async () => {
    const before = sanitizer.calls;
    const created = await gql<{ contentAdminCreate: { id: string } }>(
      server.url,
      'mutation($values: ContentValues!) { contentAdminCreate(type: news, values: $values, published: true) { id } }',
      { values: { title: { en: 'Saved', ar: 'محفوظ' }, content: { en: DIRTY, ar: DIRTY }, images: [] } },
      { token: editor.token },
    );
    expect(created.errors).toBeUndefined();
    expect(sanitizer.calls).toBeGreaterThan(before);
    const id = Number(created.data?.contentAdminCreate.id);
    const stored = await server.database.db
      .selectFrom('content_news')
      .select(['content_en', 'content_ar'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const html of [stored.content_en, stored.content_ar]) {
      expect(html).not.toMatch(UNSAFE);
      expect(html).toContain('<b>there</b>');
    }
  });

  it('public reads serve the stored HTML as is and never call the sanitiser', async () => {
    const id = await insertRaw('content_news', {
      title_en: 'Raw',
      title_ar: 'خام',
      content_en: DIRTY,
      content_ar: '<p>نص</p>',
      images: '[]',
    });
    await insertRaw('content_live', { title_en: 'Live', title_ar: 'مباشر', html_en: '<p>live</p>', html_ar: '<p>مباشر</p>' });
    sanitizer.calls = 0;
    const list = await gql<{ newsList: { rows: Array<{ id: string; content: { en: string; ar: string } }> } }>(
      server.url,
      '{ newsList(pagination: { limit: 20 }) { rows { id content { en ar } } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.newsList.rows.length).toBeGreaterThanOrEqual(2);
    const raw = list.data?.newsList.rows.find((r) => r.id === String(id));
    // Byte for byte what the table holds: no cleaning on the way out (the migration and every save keep it clean).
    expect(raw?.content).toEqual({ en: DIRTY, ar: '<p>نص</p>' });
    const found = await gql<{ newsFind: { content: { en: string } } }>(
      server.url,
      'query($id: ID!) { newsFind(id: $id) { content { en } } }',
      { id: String(id) },
    );
    expect(found.data?.newsFind.content.en).toBe(DIRTY);
    const live = await gql<{ liveList: { rows: Array<{ html: { en: string } }> } }>(server.url, '{ liveList { rows { html { en } } } }');
    expect(live.data?.liveList.rows.map((r) => r.html.en)).toContain('<p>live</p>');
    expect(sanitizer.calls).toBe(0);
  });

  it('migration 0021 cleans rows stored dirty, leaves clean rows alone, and changes nothing when run again', async () => {
    const { db } = server.database;
    const news = await insertRaw('content_news', { title_en: 'Old', title_ar: 'قديم', content_en: DIRTY, content_ar: DIRTY, images: '[]' });
    const article = await insertRaw('content_articles', {
      title_en: 'Old',
      title_ar: 'قديم',
      content_en: '<p style="color:red">a</p>',
      content_ar: '<p>ب</p>',
      images: '[]',
    });
    const live = await insertRaw('content_live', {
      title_en: 'Old',
      title_ar: 'قديم',
      html_en: '<svg onload="alert(1)"></svg><p>l</p>',
      html_ar: '<p>ل</p>',
    });
    const clean = await insertRaw('content_news', {
      title_en: 'Clean',
      title_ar: 'نظيف',
      content_en: '<p>ok</p>',
      content_ar: '<p>تمام</p>',
      images: '[]',
      updated_at: '2020-01-01T00:00:00.000Z',
    });

    await cleanStoredContent(db);

    const n = await db.selectFrom('content_news').select(['content_en', 'content_ar']).where('id', '=', news).executeTakeFirstOrThrow();
    expect(n.content_en).not.toMatch(UNSAFE);
    expect(n.content_en).toContain('<b>there</b>');
    expect(n.content_ar).toBe(n.content_en);
    const a = await db
      .selectFrom('content_articles')
      .select(['content_en', 'content_ar'])
      .where('id', '=', article)
      .executeTakeFirstOrThrow();
    expect(a).toEqual({ content_en: '<p>a</p>', content_ar: '<p>ب</p>' });
    const l = await db.selectFrom('content_live').select(['html_en']).where('id', '=', live).executeTakeFirstOrThrow();
    expect(l.html_en).toBe('<p>l</p>');
    const c = await db.selectFrom('content_news').select(['content_en', 'updated_at']).where('id', '=', clean).executeTakeFirstOrThrow();
    expect(c).toEqual({ content_en: '<p>ok</p>', updated_at: '2020-01-01T00:00:00.000Z' });

    const snapshot = await db.selectFrom('content_news').selectAll().orderBy('id').execute();
    await cleanStoredContent(db);
    expect(await db.selectFrom('content_news').selectAll().orderBy('id').execute()).toEqual(snapshot);

    // Inside a transaction, as the migrator runs it on PostgreSQL.
    const later = await insertRaw('content_articles', {
      title_en: 'Later',
      title_ar: 'لاحق',
      content_en: DIRTY,
      content_ar: '<p>ب</p>',
      images: '[]',
    });
    await db.transaction().execute((trx) => cleanStoredContent(trx as unknown as Db));
    const cleaned = await db.selectFrom('content_articles').select('content_en').where('id', '=', later).executeTakeFirstOrThrow();
    expect(cleaned.content_en).not.toMatch(UNSAFE);
  });
});
