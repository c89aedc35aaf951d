import type { Page, Request } from 'playwright-core';
import { SYNC_EVENTS_PATH } from '../../shared/sync';
import { describe, it, type ExpectStatic } from 'vitest';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { BackofficeMenu } from './pages/IamPages';
import { openInApp } from './pages/inApp';
import { signInAs, signInAt } from './pages/signIn';
import { useE2e } from './fixture';

// Every back-office screen an owner's menu offers, and the first record each
// list opens, with the demo's data in them, checked by axe-core in Arabic and
// in English (issue 19): no serious or critical violation. The same walk reads
// every date on them: all in the one written form (issue 43 point 3,
// docs/decisions.md "One written form of a date in the back-office"). In Arabic
// it also counts the words a user reads that are in Latin script: fewer than
// 5 %, codes (anything with a digit: serials, models, ids), emails,
// addresses and text the page marks as English (lang) not counted.

const e2e = useE2e({ server: { seedDemo: true } });

/** Waits until no request has been in flight for 200 ms (networkidle's 500 ms, per screen, doubled this walk). */
function networkSettled(page: Page, expect: ExpectStatic): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  // The server's poke stream stays open for as long as the account is signed in: not a request to wait for.
  const counted = (request: Request) => new URL(request.url()).pathname !== SYNC_EVENTS_PATH;
  page.on('request', (request) => counted(request) && change(1));
  page.on('requestfinished', (request) => counted(request) && change(-1));
  page.on('requestfailed', (request) => counted(request) && change(-1));
  return () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 200, { timeout: 10_000, interval: 50 }).toBe(true);
}

const DIGIT = '[0-9٠-٩]';
const MONTHS_EN = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
const MONTHS_AR = '(?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)';
/** The forms a date took before issue 43 (and any a browser's default would give): none may show. */
const OTHER_DATE_FORMS = [
  new RegExp(`${DIGIT}{1,4}/${DIGIT}{1,2}/${DIGIT}{1,4}`), // 12/06/2026, 06/12/2026
  new RegExp(`\\b${MONTHS_EN} ${DIGIT}{1,2}\\b|\\b${DIGIT}{1,2} ${MONTHS_EN}\\b`), // Dec 6, 2026 · 6 Dec
  new RegExp(`${DIGIT}{1,2} ${MONTHS_AR}`), // ٦ ديسمبر ٢٠٢٦
  new RegExp(`${DIGIT}{1,2}:${DIGIT}{2}(?::${DIGIT}{2})?\\s?(?:AM|PM|am|pm|ص|م)(?![\\p{L}])`, 'u'), // 05:59 AM · ٥:٥٩ م
];
/** The one form, in the language's digits: YYYY-MM-DD, then HH:mm (and :ss in the log) when it names a time. */
const WRITTEN_DATE = {
  ar: /[٠-٩]{4}-[٠-٩]{2}-[٠-٩]{2}/g,
  en: /\b\d{4}-\d{2}-\d{2}\b/g,
};

/** The words a user reads: anything with a letter or a digit. */
const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
/** How many of them are in Latin script, codes (anything with a digit: serials, models, ids), emails and addresses not counted. */
const latinWords = (text: string) => wordsOf(text).filter((w) => /[A-Za-z]/.test(w) && !/@|\d|:\/\//.test(w)).length;

/** The text of the page's dates in another form, each with a little of what surrounds it. */
function otherDateForms(text: string): string[] {
  const plain = text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, ''); // bidi marks an Intl date may carry
  return OTHER_DATE_FORMS.flatMap((form) => {
    const found = form.exec(plain);
    return found ? [plain.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30).replace(/\s+/g, ' ')] : [];
  });
}

// The four walks run side by side (the e2e project's maxConcurrency), each with its own context's expect and
// onTestFinished: each waits mostly on its screens' answers.
describe.concurrent('back-office accessibility (axe-core)', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`finds no serious or critical violation and no date in another form on any screen of the owner's menu (${language})`, async ({
      expect,
      onTestFinished,
    }) => {
      const { page } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } }, onTestFinished);
      await signInAs(page, e2e.owner.email, undefined, language);
      const menu = new BackofficeMenu(page);
      await menu.nav().waitFor();
      const paths = [
        ...new Set(
          await menu
            .nav()
            .locator('a[href*="/admin"]')
            .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
        ),
      ];
      expect(paths.length).toBeGreaterThan(10);
      const found: string[] = [];
      const otherDates: string[] = [];
      let writtenDates = 0;
      const words = { all: 0, latin: 0 };
      const settled = networkSettled(page, expect);
      /**
       * Reads the screen once it has its data: the dates, axe's findings and, on a menu's screen, the words (a record's
       * screen shows its English fields beside the Arabic ones: they are the record's, not the interface's).
       */
      const read = async (where: string, whole: boolean, countWords: boolean) => {
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        await settled();
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        const text = await page.evaluate(() => document.body.innerText);
        if (countWords) {
          // Text the page marks as English (the language switch's "English", a record's English name) is English by
          // intent: not counted. The rest is read as the interface's words.
          const marked = await page.evaluate(() =>
            [...document.body.querySelectorAll<HTMLElement>('[lang]:not([lang="ar"])')]
              .filter((e) => !e.parentElement?.closest('[lang]:not([lang="ar"])'))
              .map((e) => e.innerText),
          );
          words.all += wordsOf(text).length;
          words.latin += latinWords(text) - latinWords(marked.join(' '));
        }
        otherDates.push(...otherDateForms(text).map((date) => `${where}: ${date}`));
        writtenDates += text.match(WRITTEN_DATE[language])?.length ?? 0;
        // The menu and header are the same on every screen: checked whole on the first, then each screen's main.
        found.push(...(await seriousViolations(page, where, whole ? undefined : '#main')));
      };
      const heading = page.locator('main h1').first();
      /**
       * Until the screen shown is the one the address names: a screen whose code is still loading leaves the last
       * one in place (a navigation is a transition), and the walk read the news list's English titles as the
       * sponsor enquiries' words. Every screen of the walk has a heading of its own.
       */
      const shown = async (before: string | null) => {
        await expect.poll(async () => ((await heading.count()) ? await heading.textContent() : before)).not.toBe(before);
      };
      for (const [index, path] of paths.entries()) {
        // Through the menu, as a user goes: the app stays loaded between screens.
        // The first is the screen signing in landed on (the home page).
        const before = index > 0 ? await heading.textContent() : null;
        await menu.nav().locator(`a[href="${path}"]`).first().click();
        await page.waitForURL((url) => url.pathname === path);
        if (before !== null) await shown(before);
        await read(path, index === 0, true);
        // The first record the list opens (an item, a complaint, a user…): where most dates are.
        const record = page.locator(`main a[href^="${path}/"]:not([href$="/new"]):not([href$="/import"]):not([href$="/edit"])`).first();
        if (!(await record.count())) continue;
        const opened = new URL((await record.getAttribute('href')) ?? '', page.url()).pathname;
        const list = await heading.textContent();
        await record.click();
        await page.waitForURL((url) => url.pathname === opened);
        await shown(list);
        await read(opened, false, false);
      }
      expect(found, found.join(' · ')).toEqual([]);
      expect(otherDates, otherDates.join(' · ')).toEqual([]);
      // The walk did read dates (a screen that lost its dates would pass the check above).
      expect(writtenDates).toBeGreaterThan(30);
      if (language === 'ar') {
        console.log(`Latin-script words on the owner's screens in Arabic: ${words.latin} of ${words.all}`);
        expect(words.latin / words.all).toBeLessThan(0.05);
      }
    }, 480_000);
  }

  for (const language of ['ar', 'en'] as const) {
    it(`finds none with a dialog open: delete, export, and the phone's menu (${language})`, async ({ expect, onTestFinished }) => {
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 1440, height: 900 } }, onTestFinished);
      try {
        await signInAt(page, e2e.owner.email, `/${language}/admin/products`);
        const found: string[] = [];
        await page
          .getByRole('button', { name: language === 'ar' ? /^حذف / : /^Delete / })
          .first()
          .click();
        await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor();
        found.push(...(await seriousViolations(page, 'delete dialog')));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: language === 'ar' ? 'تصدير' : 'Export' }).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await seriousViolations(page, 'export dialog')));
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 360, height: 780 });
        await openInApp(page, `/${language}/admin/items`);
        // The items list drawn before the menu opens: axe reads the screen behind the drawer too, not the products list.
        await page.getByRole('heading', { level: 1, name: language === 'ar' ? 'قاعدة البيانات' : 'Database' }).waitFor();
        await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await seriousViolations(page, 'menu drawer at 360 px')));
        expect(found, found.join(' · ')).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
