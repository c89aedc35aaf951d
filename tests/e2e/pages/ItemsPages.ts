import type { Page } from 'playwright-core';
import { ExportControl } from './ExportControl';

const LABELS = {
  itemType: /^(Type|النوع)$/,
  status: /^(Status|الحالة)$/,
};

/** The items database (/admin/items): filters, rows, and the Export button. */
export class ItemsListPage {
  readonly export: ExportControl;

  constructor(readonly page: Page) {
    this.export = new ExportControl(page);
  }

  async open(language: 'ar' | 'en') {
    await this.page.goto(`/${language}/admin/items`);
    await this.page.getByRole('heading', { level: 1, name: /^(Database|قاعدة البيانات)$/ }).waitFor();
  }

  async filter(values: Partial<Record<keyof typeof LABELS, string>>) {
    const search = this.page.getByRole('search');
    for (const [key, value] of Object.entries(values)) await search.getByLabel(LABELS[key as keyof typeof LABELS]).selectOption(value);
    await search.getByRole('button', { name: /^(Search|بحث)$/ }).click();
  }

  /** Serial numbers of the rows shown: each row's link to its item (a row may start with a box to choose it for labels). */
  serials(): Promise<string[]> {
    return this.page.locator('tbody tr a[href*="/admin/items/"]').allTextContents();
  }
}
