import type { Download, Locator, Page } from 'playwright-core';

/** The Export button of any list screen: its column dialog and the download it starts. */
export class ExportControl {
  constructor(readonly page: Page) {}

  async open(): Promise<Locator> {
    await this.page
      .getByRole('button', { name: /^(Export|تصدير)$/ })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Clicks the dialog's Export and waits for the browser's download. */
  async download(dialog: Locator): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      dialog.getByRole('button', { name: /^(Export|تصدير)$/ }).click(),
    ]);
    return download;
  }
}
