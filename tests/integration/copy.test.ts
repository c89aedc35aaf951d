import { describe, expect, it } from 'vitest';
import { openDatabase, openPostgres } from '../../server/db';
import { nextSeq } from '../../server/db/changeCounter';
import { copySqliteToPostgres } from '../../server/db/copy';
import { newTestDatabase, onPostgres, startTestServer } from '../support/server';

// PostgreSQL only (integration-pg): the demo database made on SQLite by a real
// server, copied one way into PostgreSQL, row counts checked table by table.
describe.skipIf(!onPostgres)('copying a SQLite database into PostgreSQL', () => {
  it('copies every table with equal row counts, and the copy keeps numbering ids', async () => {
    const server = await startTestServer({ databaseUrl: undefined });
    const file = server.config.databaseFile;
    await server.close();
    const target = await newTestDatabase(server.dir, 'unused.sqlite');
    const source = openDatabase(file);
    const postgres = openPostgres(target.config.databaseUrl as string, { max: 2 });
    try {
      const report = await copySqliteToPostgres(source, postgres);
      expect(report.tables.filter((t) => t.source !== t.target)).toEqual([]);
      expect(report.ok).toBe(true);
      const items = report.tables.find((t) => t.table === 'items');
      expect(items?.target).toBeGreaterThan(0);
      // The dashboard counters equal the source's, not the source's plus what the target's trigger counted.
      const stats = (db: typeof source.db) =>
        db.selectFrom('item_stat_counts').selectAll().orderBy(['metric', 'bucket', 'item_type', 'seller_id']).execute();
      expect(await stats(postgres.db)).toEqual(await stats(source.db));
      // Identity columns continue after the copied ids.
      const before = await postgres.db
        .selectFrom('content_forms')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow();
      const inserted = await postgres.db
        .insertInto('content_forms')
        .values({
          kind: 'sponsor',
          name: 'N',
          company_name: 'C',
          company_email: 'c@example.com',
          phone_number: '1',
          message: 'm',
          language: 'en',
          visitor_id: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBeGreaterThan(Number(before.max ?? 0));
      const news = await postgres.db
        .insertInto('content_categories')
        .values({ name_en: 'x', name_ar: 'س', published: 1, created_at: 'now', updated_at: 'now', created_by: null, updated_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(news.id).toBeGreaterThan(0);
      // Change numbers continue after the copied ones (on PostgreSQL they come from a sequence).
      const copied = await postgres.db
        .selectFrom('items')
        .select((eb) => eb.fn.max('sync_seq').as('max'))
        .executeTakeFirstOrThrow();
      expect(await nextSeq(postgres.db)).toBeGreaterThan(Number(copied.max));
    } finally {
      await source.close();
      await postgres.close();
      await target.drop();
      await server.stop().catch(() => undefined);
    }
  });
});
