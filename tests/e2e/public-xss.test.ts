import { describe, expect, it } from 'vitest';
import { toColumns, ENTITIES } from '../../server/modules/content/entities';
import { openPage } from '../support/browser';
import { PublicSite } from './pages/PublicSite';
import { useE2e } from './fixture';

// Each payload calls window.__xss(n) if it ever runs.
const PAYLOADS = [
  '<script>__xss(1)</script>',
  '<img src="x" onerror="__xss(2)">',
  '<svg onload="__xss(3)"></svg>',
  '<svg><script>__xss(4)</script></svg>',
  '<a id="p5" href="javascript:__xss(5)">click me</a>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss(6)&lt;/script&gt;"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__xss(7)">',
  '<details open ontoggle="__xss(8)"><summary>x</summary></details>',
  '<input autofocus onfocus="__xss(9)">',
  '<a id="p10" href="jAvAsCrIpT:__xss(10)">mixed case</a>',
  '<object data="javascript:__xss(11)"></object>',
  '<form><button id="p12" formaction="javascript:__xss(12)">go</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(13)>"></noscript>',
  '<img src="x" onerror="&#95;&#95;xss(14)">',
  '<div style="width:100px;height:100px" onmouseover="__xss(15)" id="p15">hover</div>',
  '<a id="p16" href="&#106;avascript:__xss(16)">entity</a>',
  '<video><source onerror="__xss(17)"></video>',
  '<body onload="__xss(18)">',
];
const CORPUS = PAYLOADS.join('\n<p>separator</p>\n');

const e2e = useE2e({ server: {}, owner: false });

async function watched() {
  const opened = await openPage(e2e.browser, e2e.server.url);
  await opened.context.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssHits: number[] };
    w.__xssHits = [];
    w.__xss = (n: number) => w.__xssHits.push(n);
  });
  return opened;
}

async function poke(page: import('playwright-core').Page) {
  for (const id of ['p5', 'p10', 'p12', 'p16']) {
    const el = page.locator(`#${id}`);
    if (await el.count())
      await el
        .first()
        .click({ timeout: 1000 })
        .catch(() => undefined);
  }
  const hover = page.locator('#p15');
  if (await hover.count()) await hover.hover({ timeout: 1000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits);
}

describe('XSS in news content', () => {
  it('the detector works: the raw corpus executes in a page without protection (canary)', async () => {
    const { page, context } = await watched();
    // about:blank has no Content-Security-Policy: only the detector is being tested here.
    await page.goto('about:blank');
    await page.setContent(
      `<!doctype html><html><body><script>window.__xssHits = window.__xssHits || []; window.__xss = (n) => window.__xssHits.push(n);</script>${CORPUS}</body></html>`,
    );
    const hits = await poke(page);
    expect(hits.length).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('nothing executes when the corpus is saved through the content writer and rendered', async () => {
    const saved = toColumns(ENTITIES.news, {
      title: { en: 'XSS corpus (saved)', ar: 'مجموعة XSS (محفوظة)' },
      content: { en: CORPUS, ar: CORPUS },
      images: [],
    });
    const now = new Date().toISOString();
    const { id } = await e2e.server.database.db
      .insertInto('content_news')
      .values({ ...saved, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(String(saved.content_en)).not.toMatch(/<script|onerror|onload|javascript:/i);
    const { page, context, errors } = await watched();
    const app = new PublicSite(page);
    await app.goto(`/en/news/${String(id)}`);
    await page.getByTestId('news-content').waitFor();
    expect(await poke(page)).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('nothing executes when the corpus is stored raw (bypassing save) and rendered: cleaned again on the way out', async () => {
    const now = new Date().toISOString();
    const { id } = await e2e.server.database.db
      .insertInto('content_news')
      .values({
        title_en: 'XSS corpus (raw)',
        title_ar: 'مجموعة XSS',
        content_en: CORPUS,
        content_ar: CORPUS,
        images: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const language of ['en', 'ar']) {
      const { page, context } = await watched();
      const app = new PublicSite(page);
      await app.goto(`/${language}/news/${String(id)}`);
      const content = page.getByTestId('news-content');
      await content.waitFor();
      expect(await poke(page)).toEqual([]);
      const html = await content.innerHTML();
      expect(html).not.toMatch(/<script|<iframe|<object|<svg|<math|\son[a-z]+=|javascript:|style=/i);
      await context.close();
    }
  });
});
