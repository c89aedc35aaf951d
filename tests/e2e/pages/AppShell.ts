import type { Page } from 'playwright-core';

/** The parts of the app shell every page has: header controls and document language. */
export class AppShell {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path);
    await this.page.locator('#main').waitFor();
  }

  documentLanguage() {
    return this.page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  }

  isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  languageToggle() {
    // The toggle's accessible name is "Switch language to …" in the current language.
    return this.page.getByRole('button', { name: /Switch language to|تغيير اللغة إلى/ });
  }

  darkModeToggle() {
    return this.page.getByRole('button', { name: /Toggle dark mode|تبديل الوضع الداكن/ });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  path() {
    return new URL(this.page.url()).pathname;
  }
}
