import type { Page } from 'playwright-core';

/** One complaint (/admin/complaints/:id): the thread, the reply box, lock and unlock. */
export class ComplaintScreen {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en', id: string) {
    await this.page.goto(`/${language}/admin/complaints/${id}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  thread() {
    return this.page.getByRole('list', { name: /^(Messages|الرسائل)$/ });
  }

  replyBox() {
    return this.page.getByRole('textbox', { name: /^(Message|الرسالة)$/ });
  }

  async reply(text: string) {
    await this.replyBox().fill(text);
    await this.page.getByRole('button', { name: /^(Send reply|إرسال الرد)$/ }).click();
  }

  async lock() {
    await this.page.getByRole('button', { name: /^(Lock|قفل)$/ }).click();
  }

  async unlock() {
    await this.page.getByRole('button', { name: /^(Unlock|إلغاء القفل)$/ }).click();
  }

  closedNotice() {
    return this.page.getByTestId('complaint-closed');
  }
}
