import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { MemberModal } from './pages/MemberModal';
import { PublicSite } from './pages/PublicSite';
import { useE2e } from './fixture';

const e2e = useE2e({ server: {}, owner: false });

// The eight checks below each run in their own context, side by side (the e2e project's maxConcurrency), with their
// own context's expect and onTestFinished: each waits mostly on its pages.
describe.concurrent('accessibility (axe-core): no serious or critical violations', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      it(`home, news list and news detail in ${language}, ${mode}`, async ({ expect, onTestFinished }) => {
        const { page, context } = await openPage(e2e.browser, e2e.server.url, {}, onTestFinished);
        await context.addInitScript((m) => localStorage.setItem('mode', m), mode);
        const app = new PublicSite(page);
        for (const path of ['', '/news', '/news/1']) {
          await app.goto(`/${language}${path}`);
          await app.ready();
          expect(await seriousViolations(page, `${language}${path} ${mode}`)).toEqual([]);
        }
        await context.close();
      }, 90_000);
    }
  }
});

describe('SEO without JavaScript', () => {
  it('/en/news/{id} carries the title in <title> and og:title', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { javaScriptEnabled: false });
    const news = await e2e.server.database.db
      .selectFrom('content_news')
      .select(['id', 'title_en'])
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page.goto(`/en/news/${news.id}`);
    expect(await page.title()).toBe(`${String(news.title_en)} | Aqua Club`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${String(news.title_en)} | Aqua Club`);
    await context.close();
  });
});

describe.concurrent('accessibility (axe-core) with the member sign-in modal and the distributor form open', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      it(`member modal steps and distributor form in ${language}, ${mode}`, async ({ expect, onTestFinished }) => {
        const { page, context } = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block' }, onTestFinished);
        await context.addInitScript((m) => localStorage.setItem('mode', m), mode);
        const app = new PublicSite(page);
        const modal = new MemberModal(page, language);
        const check = async (where: string) => expect(await seriousViolations(page, `${language} ${mode} ${where}`)).toEqual([]);
        await app.goto(`/${language}`);
        await app.ready();
        await modal.open();
        await modal.submit();
        await check('member id with its message');
        await modal.field('memberId').fill('1003');
        await modal.submit();
        await modal.atStep('identity');
        await check('identity');
        await modal.pick(language === 'ar' ? 'نادية فوزي' : 'Nadia Fawzy');
        await modal.atStep('method');
        await check('method');
        await modal.choose(modal.text.steps.method.register);
        await modal.atStep('register');
        await modal.submit();
        await check('registration with its messages');
        await page.keyboard.press('Escape');
        await modal.dialog().waitFor({ state: 'detached' });
        await modal.openDistributorForm();
        await page.getByTestId('distributor-modal').locator('button[type="submit"]').click();
        await check('distributor form with its messages');
        await context.close();
      }, 90_000);
    }
  }
});
