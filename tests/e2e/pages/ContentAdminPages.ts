import type { Page } from 'playwright-core';

// Labels from shared/i18n/{en,ar}/contentAdmin.json; each regex holds both
// languages so the page objects work in Arabic and English.
const L = {
  new: /^(New|جديد)$/,
  save: /^(Save|حفظ)$/,
  publish: /^(Publish|نشر)$/,
  unpublish: /^(Unpublish|إلغاء النشر)$/,
  edit: /^(Edit|تعديل)/,
  delete: /^(Delete|حذف)/,
  published: /^(Published|منشور)$/,
  draft: /^(Draft|مسودة)$/,
  titleAr: /^(Title \(Arabic\)|العنوان \(العربية\))/,
  titleEn: /^(Title \(English\)|العنوان \(الإنجليزية\))/,
  contentAr: /^(Content \(Arabic\)|المحتوى \(العربية\))$/,
  contentEn: /^(Content \(English\)|المحتوى \(الإنجليزية\))$/,
  images: /^(Images|الصور)$/,
  empty: /^(No Results Found|لا توجد نتائج)$/,
};

/** The list of one content type under /:lang/admin/content/:type. */
export class ContentListScreen {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en', typePath: string) {
    await this.page.goto(`/${language}/admin/content/${typePath}`);
    // A type with no records yet shows the empty state instead of a table.
    await this.page.getByRole('table').or(this.page.getByText(L.empty)).waitFor();
  }

  newButton() {
    return this.page.getByRole('button', { name: L.new });
  }

  rowLink(title: string) {
    return this.page.getByRole('link', { name: title });
  }

  editButtons() {
    return this.page.getByRole('button', { name: L.edit });
  }

  deleteButtons() {
    return this.page.getByRole('button', { name: L.delete });
  }
}

/** The new/edit form of a news item: titles and rich content in both languages, images. */
export class NewsFormScreen {
  constructor(readonly page: Page) {}

  async fill(values: { titleAr: string; titleEn: string; contentAr: string; contentEn: string }) {
    await this.page.getByRole('textbox', { name: L.titleAr }).fill(values.titleAr);
    await this.page.getByRole('textbox', { name: L.titleEn }).fill(values.titleEn);
    await this.page.getByRole('textbox', { name: L.contentAr }).fill(values.contentAr);
    await this.page.getByRole('textbox', { name: L.contentEn }).fill(values.contentEn);
  }

  /** Uploads an image through the picker and waits for its preview (content records keep the uploaded URL). */
  async addImage(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(L.images).setInputFiles(file);
    await this.page.locator('form img[src^="/uploads/content/images/"]').waitFor();
  }

  save() {
    return this.page.getByRole('button', { name: L.save }).click();
  }
}

/** The view screen of one record: state badge and actions. */
export class ContentViewScreen {
  constructor(readonly page: Page) {}

  publish() {
    return this.page.getByRole('button', { name: L.publish }).click();
  }

  state(which: 'published' | 'draft') {
    return this.page.getByText(L[which]);
  }
}
