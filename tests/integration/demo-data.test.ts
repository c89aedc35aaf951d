import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

// The demo is what a buyer judges the product by: it should look like a
// company's and a club's data, not a mock-up (issue 19).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

describe('demo data', () => {
  it('has items at every stage of their life: in the factory, in stock, at outlets, sold, activated and restored', async () => {
    const items = await db().selectFrom('items').select(['status', 'warranty_status', 'client_name', 'is_restored']).execute();
    expect(items.some((i) => i.status === 'inFactory')).toBe(true);
    expect(items.some((i) => i.status === 'inStock')).toBe(true);
    expect(items.some((i) => i.warranty_status === 'active')).toBe(true);
    expect(items.some((i) => i.client_name && i.warranty_status === 'inactive')).toBe(true);
    expect(items.some((i) => i.is_restored === 1)).toBe(true);
    // Buyers with names of their own, written in Arabic.
    const buyers = new Set(items.map((i) => i.client_name).filter(Boolean));
    expect(buyers.size).toBeGreaterThan(5);
    expect([...buyers].every((name) => /^[\u0600-\u06FF\s]+$/.test(name as string))).toBe(true);
  });

  it('dates its news, articles and albums on different days over the last months, none in the future', async () => {
    for (const table of ['content_news', 'content_articles', 'content_albums'] as const) {
      const rows = await db().selectFrom(table).select('created_at').where('published', '=', 1).execute();
      const stamps = rows.map((r) => String(r.created_at));
      expect(new Set(stamps.map((s) => s.slice(0, 10))).size, table).toBe(rows.length);
      expect(
        stamps.every((s) => Date.parse(s) < Date.now()),
        table,
      ).toBe(true);
    }
  });

  it('draws its pictures without words burnt in', async () => {
    const page = await fetch(`${server.url}/uploads/content/news-1.svg`);
    expect(page.status).toBe(200);
    const svg = await page.text();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
  });
});
