import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { PublicSite } from './pages/PublicSite';
import { useE2e } from './fixture';

// Views are written in batches (server/modules/content/views.ts): short ones here, so a count shows in the database soon.
const e2e = useE2e({ server: { viewFlushMs: 200 }, owner: false });

async function site(options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(e2e.browser, e2e.server.url, options);
  return { ...opened, app: new PublicSite(opened.page) };
}

async function firstId(
  table:
    | 'content_news'
    | 'content_articles'
    | 'content_auctions'
    | 'content_branches'
    | 'content_albums'
    | 'content_restaurants'
    | 'content_telecom'
    | 'content_kindergartens'
    | 'content_activities'
    | 'content_general_assemblies',
  where: Record<string, string> = {},
) {
  let q = e2e.server.database.db.selectFrom(table).select('id').where('published', '=', 1);
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return String((await q.orderBy('id').executeTakeFirstOrThrow()).id);
}

async function discountId(type: string) {
  return String(
    (
      await e2e.server.database.db
        .selectFrom('content_discounts')
        .select('id')
        .where('type', '=', type)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
}

async function publicPaths(): Promise<string[]> {
  return [
    '',
    '/coming-soon',
    '/news',
    `/news/${await firstId('content_news')}`,
    '/article',
    `/article/${await firstId('content_articles')}`,
    '/auctions',
    `/auctions/${await firstId('content_auctions')}`,
    '/offers',
    '/branch',
    '/branches',
    `/branch/${await firstId('content_branches')}`,
    '/restaurant',
    `/restaurant/${await firstId('content_restaurants')}`,
    '/media',
    `/media/${await firstId('content_albums')}`,
    '/clinic',
    '/cultural-service',
    '/telecom',
    `/telecom/${await firstId('content_telecom')}`,
    '/library',
    '/parking',
    '/medical-discounts',
    `/medical-discounts/${await discountId('medical')}`,
    '/restaurants-discounts',
    `/restaurants-discounts/${await discountId('restaurant')}`,
    '/adminstration',
    '/kindergarten',
    `/kindergarten/${await firstId('content_kindergartens')}`,
    '/non-athletes',
    `/non-athletes/${await firstId('content_activities')}`,
    '/general-assembly',
    `/general-assembly/${await firstId('content_general_assemblies', { status: 'ACTIVE' })}`,
    '/live',
    '/privacy-policy',
    '/terms-and-conditions',
    '/first-team',
    '/profile',
  ];
}

// Each language's routes in two halves, the four run side by side (the e2e project's maxConcurrency): a route's
// check waits mostly on its page's load, so the machine is shared well. Each uses its own context's expect and onTestFinished.
const HALVES = 2;
describe.concurrent('every public route', () => {
  for (const language of ['ar', 'en'] as const) {
    for (let half = 0; half < HALVES; half++) {
      it(`renders in ${language} with a heading, the right direction and no console errors (part ${half + 1} of ${HALVES})`, async ({
        expect,
        onTestFinished,
      }) => {
        const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {}, onTestFinished);
        const app = new PublicSite(page);
        const paths = await publicPaths();
        const size = Math.ceil(paths.length / HALVES);
        for (const path of paths.slice(half * size, (half + 1) * size)) {
          await app.goto(`/${language}${path}`);
          await app.ready();
          await expect.poll(() => app.heading().count(), { message: path }).toBe(1);
          expect(await app.heading().textContent(), path).toMatch(/\S/);
          expect(app.path(), path).toBe(`/${language}${path}`);
          expect(await app.page.getByTestId('error-message').count(), path).toBe(0);
          expect(errors, path).toEqual([]);
        }
        expect(await app.documentLanguage()).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
        await context.close();
      }, 180_000);
    }
  }
});

describe('news likes and views', () => {
  it('toggles the like count for this visitor and counts the view once', async () => {
    const { app, context } = await site();
    // A news item no other test opens.
    const { id } = await e2e.server.database.db
      .selectFrom('content_news')
      .select('id')
      .where('published', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await app.goto(`/en/news/${id}`);
    // A first visit's view is counted once the page has loaded; the page shows it once the app runs.
    const views = async () =>
      Number(
        (await e2e.server.database.db.selectFrom('content_news').select('views_count').where('id', '=', id).executeTakeFirstOrThrow())
          .views_count,
      );
    await expect.poll(views, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => app.likesCount()).toBe('0');
    expect(await app.likeButton().getAttribute('aria-pressed')).toBe('false');
    // The page is the server's: this first click also loads and hydrates the app, then toggles.
    await app.likeButton().click();
    await expect.poll(() => app.likesCount(), { timeout: 15_000 }).toBe('1');
    expect(await app.likeButton().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => app.viewsCount(), { timeout: 10_000 }).toBe('1 view');
    await app.page.reload();
    await expect.poll(() => app.likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(await app.viewsCount()).toBe('1 view');
    await app.likeButton().click();
    await expect.poll(() => app.likesCount(), { timeout: 15_000 }).toBe('0');
    await context.close();
  });
});

describe('the sponsors contact form', () => {
  for (const [language, messages] of [
    ['en', ['Please Fill all the Fields', 'Please enter a valid Email', 'Please enter a valid phone number']],
    ['ar', ['من فضلك املأ جميع الحقول', 'من فضلك أدخل بريداً إلكترونياً صحيحاً', 'من فضلك أدخل رقم هاتف صحيحاً']],
  ] as const) {
    it(`shows each validation message, then the thank-you (${language})`, async () => {
      const { app, context, errors } = await site();
      await app.goto(`/${language}`);
      await app.emailUs().click();
      await app.contactSubmit().click();
      await expect.poll(() => app.contactError().textContent()).toBe(messages[0]);
      await app.contactField('name').fill('Sara Ali');
      await app.contactField('email').fill('sara.ali@mail.example');
      await app.contactField('companyName').fill('Nile Co');
      await app.contactField('companyEmail').fill('sara@');
      await app.contactField('phoneNumber').fill('01012345678');
      await app.contactField('message').fill('We would like to sponsor the football team.');
      await app.contactSubmit().click();
      await expect.poll(() => app.contactError().textContent()).toBe(messages[1]);
      await app.contactField('companyEmail').fill('sara@nile.example');
      await app.contactField('phoneNumber').fill('0151234567');
      await app.contactSubmit().click();
      await expect.poll(() => app.contactError().textContent()).toBe(messages[2]);
      await app.contactField('phoneNumber').fill('01212345678');
      await app.contactSubmit().click();
      await app.contactThanks().waitFor();
      const stored = await e2e.server.database.db
        .selectFrom('content_forms')
        .selectAll()
        .where('phone_number', '=', '01212345678')
        .where('language', '=', language)
        .executeTakeFirst();
      expect(stored).toMatchObject({ email: 'sara.ali@mail.example', company_email: 'sara@nile.example', kind: 'ads' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the current branch', () => {
  it('defaults to smouha, filters the lists, and survives a reload', async () => {
    const { app, context } = await site({ viewport: { width: 1280, height: 900 } });
    await app.goto('/en/restaurant');
    await app.ready();
    expect(await app.branchSelect().inputValue()).toBe('smouha');
    await expect.poll(async () => (await app.cardTitles()).length).toBeGreaterThan(0);
    expect((await app.cardTitles()).every((t) => t.includes('Smouha'))).toBe(true);
    await app.branchSelect().selectOption('gleem');
    await expect.poll(async () => (await app.cardTitles()).every((t) => t.includes('Gleem'))).toBe(true);
    expect(await app.page.evaluate(() => localStorage.getItem('current_branch'))).toBe('gleem');
    await app.page.reload();
    await app.ready();
    expect(await app.branchSelect().inputValue()).toBe('gleem');
    await expect.poll(async () => (await app.cardTitles()).length).toBeGreaterThan(0);
    expect((await app.cardTitles()).every((t) => t.includes('Gleem'))).toBe(true);
    await context.close();
  });

  it('is chosen from the mobile slide-in menu too', async () => {
    const { app, context } = await site({ viewport: { width: 390, height: 800 } });
    await app.goto('/ar/kindergarten');
    await app.page.getByTestId('mobile-menu-button').click();
    const drawerSelect = app.page.getByRole('dialog').getByTestId('branch-select');
    await drawerSelect.selectOption('new-cairo');
    await expect.poll(() => app.page.evaluate(() => localStorage.getItem('current_branch'))).toBe('new-cairo');
    await app.page.keyboard.press('Escape');
    await expect.poll(async () => (await app.cardTitles()).join()).toContain('القاهرة الجديدة');
    await context.close();
  });
});

describe('countdowns', () => {
  it('ticks every second on the home page', async () => {
    const { app, context } = await site();
    await app.goto('/en');
    await expect.poll(() => app.countdownSeconds()).not.toBeNull();
    const first = Number(await app.countdownSeconds());
    await expect.poll(async () => Number(await app.countdownSeconds()), { timeout: 5000 }).toBeLessThan(first);
    await context.close();
  });

  it('marks a closed auction as closed on its card and its page, in both languages', async () => {
    const { app, context } = await site();
    const expired = await e2e.server.database.db
      .selectFrom('content_auctions')
      .select('id')
      .where('expiry_date', '<', new Date().toISOString())
      .executeTakeFirstOrThrow();
    await app.goto(`/en/auctions/${expired.id}`);
    await expect.poll(() => app.page.getByTestId('auction-closed').textContent()).toBe('This auction is closed.');
    expect(await app.page.getByTestId('countdown').count()).toBe(0);
    await app.goto(`/ar/auctions/${expired.id}`);
    await expect.poll(() => app.page.getByTestId('auction-closed').textContent()).toBe('هذا المزاد مغلق.');
    await app.goto('/ar/auctions');
    await expect.poll(() => app.page.getByTestId('auction-closed').count()).toBeGreaterThan(0);
    expect(await app.page.getByTestId('auction-closed').first().textContent()).toBe('مغلق');
    await context.close();
  });

  it('shows the offers newest first, nine at a time, walked by Next and Previous (ar, then en)', async () => {
    // Ten more offers than the demo's three, a minute apart and newer than them: 13 in all, so a second batch of four.
    const base = Date.parse('2030-01-01T00:00:00Z');
    await e2e.server.database.db
      .insertInto('offers')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          id: `e2e-offer-${i}`,
          title: `عرض الاختبار ${i}`,
          title_en: `Test offer ${i}`,
          description: 'وصف العرض',
          description_en: 'About the offer',
          image: null,
          date: '2030-02-01',
          created_at: new Date(base + i * 60_000).toISOString(),
          updated_at: new Date(base + i * 60_000).toISOString(),
          created_by: 'seed',
          updated_by: 'seed',
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const { app, context } = await site();
    await app.goto('/ar/offers');
    await app.ready();
    expect(await app.heading().textContent()).toBe('العروض');
    expect(await app.cardTitles()).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `عرض الاختبار ${i}`));
    const nav = app.page.getByRole('navigation', { name: 'الصفحات' });
    await expect.poll(() => nav.getByRole('button', { name: 'السابق' }).isDisabled()).toBe(true);
    // The first click also starts the app on this server-rendered page (pwa/boot.ts replays it).
    await nav.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => app.cardTitles(), { timeout: 15_000 }).toHaveLength(4);
    const rest = await app.cardTitles();
    expect(rest[0]).toBe('عرض الاختبار 0');
    expect(app.page.url()).toContain('after=');
    expect(await nav.getByRole('button', { name: 'التالي' }).isDisabled()).toBe(true);
    await nav.getByRole('button', { name: 'السابق' }).click();
    await expect.poll(() => app.cardTitles(), { timeout: 10_000 }).toHaveLength(9);
    expect((await app.cardTitles())[0]).toBe('عرض الاختبار 9');
    // Back in the browser returns to the older batch: the position is in the address.
    await app.page.goBack();
    await expect.poll(() => app.cardTitles(), { timeout: 10_000 }).toHaveLength(4);

    await app.goto('/en/offers');
    await app.ready();
    expect(await app.heading().textContent()).toBe('Offers');
    expect((await app.cardTitles())[0]).toBe('Test offer 9');
    await context.close();
  });

  it('searches articles by the start of their title (ar), keeping the search in the address', async () => {
    const { app, context } = await site();
    const article = await e2e.server.database.db
      .selectFrom('content_articles')
      .select(['title_ar'])
      .where('published', '=', 1)
      .executeTakeFirstOrThrow();
    const prefix = String(article.title_ar).slice(0, 3);
    await app.goto('/ar/article');
    await app.page.getByRole('searchbox', { name: 'البحث في المقالات' }).fill(prefix);
    await app.page.getByRole('searchbox', { name: 'البحث في المقالات' }).press('Enter');
    await app.page.waitForURL((url) => url.searchParams.get('q') === prefix);
    const titles = app.page.locator('main h2');
    // The list follows the search: every card's title starts with what was typed, and there is at least one.
    await expect
      .poll(async () => {
        const shown = await titles.allTextContents();
        return shown.length > 0 && shown.every((title) => title.startsWith(prefix));
      })
      .toBe(true);
    await app.page.getByRole('searchbox', { name: 'البحث في المقالات' }).fill('ززززز');
    await app.page.getByRole('searchbox', { name: 'البحث في المقالات' }).press('Enter');
    await expect.poll(() => titles.count()).toBe(0);
    await context.close();
  });
});

describe('menus', () => {
  it('opens a dropdown on hover after the debounce and follows its links', async () => {
    const { app, context } = await site({ viewport: { width: 1440, height: 900 } });
    await app.goto('/en');
    const other = app.page.getByRole('button', { name: 'Other' });
    await other.hover();
    // The hover is the page's first interaction: the app starts on it, then opens the menu under the pointer.
    await expect.poll(() => other.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    await app.page.getByRole('link', { name: 'Parking' }).click();
    await app.page.waitForURL('**/en/parking');
    await expect.poll(() => app.heading().textContent()).toBe('Parking');
    await context.close();
  });

  it('navigates inside the app (menu, card, language) without errors', async () => {
    const { app, context, errors } = await site({ viewport: { width: 1440, height: 900 } });
    await app.goto('/ar');
    await app.page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الأخبار' }).click();
    await app.page.waitForURL('**/ar/news');
    await expect.poll(() => app.heading().textContent()).toBe('الأخبار');
    await app.page.locator('[data-testid="card-grid"] a').first().click();
    await app.page.waitForURL(/\/ar\/news\/\d+$/);
    await app.page.getByTestId('like-button').waitFor();
    await app.languageToggle().click();
    await app.page.waitForURL(/\/en\/news\/\d+$/);
    await expect.poll(() => app.documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
    await expect.poll(() => app.page.getByRole('link', { name: 'News' }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
