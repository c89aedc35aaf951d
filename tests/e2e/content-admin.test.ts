import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { contentTypePath, type ContentTypeKey } from '../../shared/contentAdmin';
import { sampleValues } from '../support/contentSamples';
import { gql } from '../support/graphql';
import { ContentListScreen, ContentViewScreen, NewsFormScreen } from './pages/ContentAdminPages';
import { PublicSite } from './pages/PublicSite';
import { AppShell } from './pages/AppShell';
import { openInApp } from './pages/inApp';
import { signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

const e2e = useE2e({ owner: false });
let editor: BuiltUser;
let viewer: BuiltUser;

beforeAll(async () => {
  editor = await buildUser(e2e.server, { roles: ['contentEditor'], email: 'content-editor@test.example' });
  viewer = await buildUser(e2e.server, { roles: ['contentViewer'], email: 'content-viewer@test.example' });
});

/** A type's list opened inside the running app, once its New button is there (a record's own page has none). */
async function openListInApp(list: ContentListScreen, language: 'ar' | 'en', typePath: string) {
  await openInApp(list.page, `/${language}/admin/content/${typePath}`);
  await list.newButton().waitFor();
}

describe('content back-office', () => {
  it('an editor writes a news item in Arabic and English with an image, publishes it, both public news pages show it, then deletes it after confirming', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1280, height: 900 } });
    const list = new ContentListScreen(page);
    await signInOnto(page, editor.email, () => list.open('en', 'news'));
    await list.newButton().click();

    const form = new NewsFormScreen(page);
    await form.fill({
      titleAr: 'افتتاح حمام السباحة الأولمبي',
      titleEn: 'Olympic pool opens',
      contentAr: 'يفتح الحمام أبوابه للأعضاء يوم السبت.',
      contentEn: 'The pool opens to members on Saturday.',
    });
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: { r: 20, g: 140, b: 190 } } })
      .png()
      .toBuffer();
    await form.addImage({ name: 'pool.png', mimeType: 'image/png', buffer: png });
    await form.save();

    await page.waitForURL(/\/en\/admin\/content\/news\/\d+$/);
    const view = new ContentViewScreen(page);
    await view.state('draft').first().waitFor();
    await view.publish();
    await view.state('published').first().waitFor();

    const row = await e2e.server.database.db
      .selectFrom('content_news')
      .selectAll()
      .where('title_en', '=', 'Olympic pool opens')
      .executeTakeFirstOrThrow();
    expect(row.published).toBe(1);
    expect(row.title_ar).toBe('افتتاح حمام السباحة الأولمبي');
    expect(row.content_en).toBe('The pool opens to members on Saturday.');
    const images = JSON.parse(String(row.images)) as string[];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\/uploads\/content\/images\/[\w-]+\.webp$/);
    expect((await fetch(`${e2e.server.url}${images[0]}`)).status).toBe(200);

    const site = new PublicSite(page);
    for (const [language, title] of [
      ['en', 'Olympic pool opens'],
      ['ar', 'افتتاح حمام السباحة الأولمبي'],
    ] as const) {
      // The Arabic page from the English one by the header's toggle, pressed inside the page (a toast may cover it); opened by
      // address inside the app, the other language costs about 5 s of the renderer.
      if (language === 'en') await openInApp(page, '/en/news');
      else await new AppShell(page).languageToggle().dispatchEvent('click');
      // The card's heading: the record's own page, still drawn meanwhile, is headed with the title too.
      await page.getByTestId('card-grid').getByRole('heading', { name: title }).waitFor();
      await site.ready();
      expect(await site.cardTitles()).toContain(title);
      const picture = page.locator(`[data-testid="card-grid"] img[src="${images[0]}"]`);
      expect(await picture.count()).toBeGreaterThan(0);
    }

    // Delete asks first; confirmed, the record is gone from the list and the database. English again by the toggle.
    await new AppShell(page).languageToggle().dispatchEvent('click');
    await page.waitForURL((url) => url.pathname.startsWith('/en/'));
    await openListInApp(list, 'en', 'news');
    await list.deleteButtons().first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await list.rowLink('Olympic pool opens').waitFor({ state: 'detached' });
    expect(
      await e2e.server.database.db.selectFrom('content_news').select('id').where('id', '=', Number(row.id)).executeTakeFirst(),
    ).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an editor files a sub-category under a main one in Arabic; visitors narrow the articles to it', async () => {
    const create = async (type: ContentTypeKey, values: Record<string, unknown>) =>
      (
        await gql<{ contentAdminCreate: { id: string } }>(
          e2e.server.url,
          'mutation($type: ContentType!, $values: ContentValues!) { contentAdminCreate(type: $type, values: $values, published: true) { id } }',
          { type, values },
          { token: editor.token },
        )
      ).data?.contentAdminCreate.id as string;
    // A clean slate, so a retry meets what the first attempt met (this server has no demo data).
    await e2e.server.database.db.deleteFrom('content_articles').execute();
    await e2e.server.database.db.deleteFrom('content_categories').execute();
    const health = await create('category', { name: { ar: 'الصحة', en: 'Health' } });
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1280, height: 900 } });
    const list = new ContentListScreen(page);
    await signInOnto(page, editor.email, () => list.open('ar', contentTypePath('category')));
    await list.newButton().click();
    await page.getByRole('textbox', { name: /^الاسم \(العربية\)/ }).fill('التغذية');
    await page.getByRole('textbox', { name: /^الاسم \(الإنجليزية\)/ }).fill('Nutrition');
    // Only main categories are offered as the parent.
    const parent = page.getByRole('combobox', { name: 'القسم الرئيسي' });
    expect(await parent.locator('option').allTextContents()).toEqual(['اختر…', 'الصحة']);
    await parent.selectOption({ label: 'الصحة' });
    await page.getByRole('button', { name: 'حفظ ونشر' }).click();
    await page.waitForURL(/\/ar\/admin\/content\/[\w-]+\/\d+$/);
    const nutrition = await e2e.server.database.db
      .selectFrom('content_categories')
      .select(['id', 'parent_id'])
      .where('name_en', '=', 'Nutrition')
      .executeTakeFirstOrThrow();
    expect(String(nutrition.parent_id)).toBe(health);
    // The list names each category's main one.
    await openListInApp(list, 'ar', contentTypePath('category'));
    await expect.poll(() => page.getByRole('row', { name: /التغذية/ }).textContent()).toContain('الصحة');

    for (const [n, category] of [
      [1, health],
      [2, String(nutrition.id)],
    ] as const)
      await create('article', {
        ...sampleValues('article', 900 + n),
        title: { ar: `مقال ${n}`, en: `Article ${n}` },
        // No pictures: the samples name files this server does not hold.
        thumbnail: null,
        images: [],
        categories: [category],
      });
    const site = new PublicSite(page);
    await openInApp(page, '/ar/article');
    await site.ready();
    await page.getByRole('group', { name: 'التصنيفات' }).getByRole('button', { name: 'الصحة' }).click();
    const subs = page.getByRole('group', { name: 'الأقسام الفرعية' });
    await subs.waitFor({ timeout: 15_000 });
    await expect.poll(() => site.cardTitles()).toEqual(['مقال 2', 'مقال 1']);
    await subs.getByRole('button', { name: 'التغذية' }).click();
    await expect.poll(() => site.cardTitles()).toEqual(['مقال 2']);
    expect(await subs.getByRole('button', { name: 'التغذية' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('group', { name: 'التصنيفات' }).getByRole('button', { name: 'الصحة' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a content viewer sees the list without create, edit or delete buttons, and the server refuses their changes', async () => {
    // A name of this attempt's own: a retry must not meet the first attempt's sponsor.
    const sponsor = `شركة المياه الزرقاء ${String(Date.now() % 100_000)}`;
    const created = await gql<{ contentAdminCreate: { id: string } }>(
      e2e.server.url,
      'mutation($v: ContentValues!) { contentAdminCreate(type: sponsor, values: $v) { id } }',
      { v: { name: { en: 'Blue Water Co.', ar: sponsor } } },
      { token: editor.token },
    );
    const id = created.data?.contentAdminCreate.id as string;
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const list = new ContentListScreen(page);
    await signInOnto(page, viewer.email, () => list.open('ar', 'sponsor'));
    await list.rowLink(sponsor).waitFor();
    expect(await list.newButton().count()).toBe(0);
    expect(await list.editButtons().count()).toBe(0);
    expect(await list.deleteButtons().count()).toBe(0);
    // Created as a draft: the state filter finds it among drafts, from the address after a reload too.
    const search = page.getByRole('search');
    await search.getByLabel('منشور').selectOption({ label: 'مسودة' });
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('f.state'), { timeout: 10_000 }).toBe('draft');
    await page.reload();
    await list.rowLink(sponsor).waitFor();
    expect(await page.getByRole('search').getByLabel('منشور').inputValue()).toBe('draft');

    await page.goto('/ar/admin/content/sponsor/new');
    await page.waitForURL('**/ar/403');

    const refused = await gql(
      e2e.server.url,
      'mutation($id: ID!) { contentAdminDestroy(type: sponsor, id: $id) }',
      { id },
      { token: viewer.token, language: 'ar' },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const still = await e2e.server.database.db.selectFrom('content_sponsors').select('id').where('id', '=', Number(id)).executeTakeFirst();
    expect(still).toBeDefined();
    await context.close();
  });
});
