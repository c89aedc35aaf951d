import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text();
const attr = (page: string, pattern: RegExp) => pattern.exec(page)?.[1];

describe('page meta served without JavaScript', () => {
  it('puts a news item’s title in <title> and og:title, with its text and picture', async () => {
    const news = await server.database.db
      .selectFrom('content_news')
      .selectAll()
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await html(`/en/news/${news.id}`);
    expect(attr(page, /<title>([^<]*)<\/title>/)).toBe(`${String(news.title_en)} | Aqua Club`);
    expect(attr(page, /<meta property="og:title" content="([^"]*)"/)).toBe(`${String(news.title_en)} | Aqua Club`);
    expect(attr(page, /<meta name="description" content="([^"]*)"/)).toMatch(/\w+/);
    expect(attr(page, /<meta property="og:image" content="([^"]*)"/)).toMatch(/\/uploads\/content\/news-1\.svg$/);
    expect(attr(page, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}/en/news/${news.id}`);
    expect(page).toContain(`hreflang="ar" href="${server.url}/ar/news/${news.id}"`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    const ar = await html(`/ar/news/${news.id}`);
    expect(attr(ar, /<title>([^<]*)<\/title>/)).toBe(`${String(news.title_ar)} | نادي أكوا`);
  });

  it('titles list pages with the section label, and gives drafts no title of their own', async () => {
    expect(attr(await html('/en/auctions'), /<title>([^<]*)<\/title>/)).toBe('Auctions and tenders | Aqua Club');
    expect(attr(await html('/ar'), /<title>([^<]*)<\/title>/)).toBe('الرئيسية | نادي أكوا');
    const draft = await server.database.db.selectFrom('content_news').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    expect(attr(await html(`/en/news/${draft.id}`), /<title>([^<]*)<\/title>/)).toBe('News | Aqua Club');
  });

  it('escapes record text', async () => {
    await server.database.db.updateTable('content_news').set({ title_en: 'A "quoted" <b>title</b>' }).where('id', '=', 2).execute();
    const page = await html('/en/news/2');
    expect(page).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; | Aqua Club</title>');
  });
});

describe('the weight of a public page', () => {
  it('sends /ar/news in at most 60 kB, the styles every page shares in one stylesheet the browser keeps', async () => {
    const page = await html('/ar/news');
    expect(Buffer.byteLength(page) / 1024).toBeLessThanOrEqual(60);
    const href = attr(page, /<link rel="stylesheet" href="([^"]*)"/);
    expect(href).toMatch(/^\/assets\/ssr-global-[0-9a-f]{16}\.css$/);
    expect(page).not.toContain('@layer reset{');
    const response = await fetch(`${server.url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await response.text();
    // Chakra's global styles (the layers' order first, the reset, the theme's tokens), and the header's class rules.
    expect(css).toMatch(/^@layer reset,base,tokens,recipes;/);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-solid:');
    const header = attr(page, /<header class="([^"]*)"/);
    expect(css).toContain(`.${header}{`);
    expect(page).not.toContain(`.${header}{`);
    // The same stylesheet for another page, in the other language.
    expect(attr(await html('/en/news/1'), /<link rel="stylesheet" href="([^"]*)"/)).toBe(href);
  });

  it('answers 404 for a stylesheet no page links', async () => {
    const response = await fetch(`${server.url}/assets/ssr-global-0123456789abcdef.css`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists public pages and published records in both languages', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${server.url}/ar/news</loc>`);
    expect(xml).toContain(`<loc>${server.url}/en/news/1</loc>`);
    expect(xml).toContain(`<loc>${server.url}/en/adminstration</loc>`);
    const draft = await server.database.db.selectFrom('content_news').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    expect(xml).not.toContain(`/news/${draft.id}</loc>`);
  });

  it('points crawlers at the sitemap and away from the API and back-office', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /graphql');
  });
});
