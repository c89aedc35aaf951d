import type { Page } from 'playwright-core';

/** /admin/settings: the theme swatches, fields, Save, and the previous settings. */
export class SettingsScreen {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en') {
    await this.page.goto(`/${language}/admin/settings`);
    await this.page.getByRole('radiogroup').waitFor();
  }

  async chooseTheme(label: string) {
    await this.page.getByRole('radio', { name: label }).click();
  }

  async fill(label: string, value: string) {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  saveButton() {
    return this.page.getByRole('button', { name: /^(Save|حفظ)$/ });
  }

  historyRows() {
    return this.page.getByTestId('settings-history').locator('tbody tr');
  }

  /** The brand palette's 500 shade as the page's CSS has it. */
  brand500() {
    return this.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim().toLowerCase(),
    );
  }

  isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}

/** The pin code prompt of a pin-coded deletion. */
export class PinCodePrompt {
  constructor(readonly page: Page) {}

  async confirmWith(pin: string) {
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByLabel(/Enter the pin code|أدخل/).fill(pin);
    await dialog.getByRole('button', { name: /^(Confirm|تأكيد)$/ }).click();
  }
}
