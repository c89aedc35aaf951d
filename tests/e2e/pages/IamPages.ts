import type { Page } from 'playwright-core';

export class BackofficeMenu {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: /Back-office|لوحة التحكم/ }).first();
  }

  link(name: RegExp) {
    return this.nav().getByRole('link', { name });
  }
}

export class UserListPage {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en') {
    await this.page.goto(`/${language}/admin/iam`);
    await this.page.getByRole('heading', { level: 1, name: /Users|المستخدمون/ }).waitFor();
  }

  newUserButton() {
    return this.page.getByRole('link', { name: /^(New user|مستخدم جديد)$/ });
  }

  row(email: string) {
    return this.page.locator(`tr[data-email="${email}"]`);
  }

  /** Filters by a part of an email; wait for the expected rows afterwards. */
  async filterByEmail(email: string) {
    await this.page.getByRole('textbox', { name: /^(Email|البريد الإلكتروني)$/ }).fill(email);
    await this.page
      .getByRole('search')
      .getByRole('button', { name: /^(Search|بحث)$/ })
      .click();
  }

  async select(email: string) {
    // Chakra's checkbox input is visually hidden: click its label, as a user does.
    await this.row(email).locator('label').first().click();
    await this.row(email).getByRole('checkbox', { checked: true }).waitFor({ state: 'attached' });
  }

  async disableSelected() {
    await this.page
      .getByRole('toolbar')
      .getByRole('button', { name: /^(Disable|تعطيل)$/ })
      .click();
  }

  async editRoles(email: string) {
    await this.row(email)
      .getByRole('link', { name: /^(Edit roles|تعديل الأدوار)$/ })
      .click();
  }
}

export class EditRolesPage {
  constructor(readonly page: Page) {}

  async grant(roleLabel: RegExp) {
    await this.page.getByRole('checkbox', { name: roleLabel }).check({ force: true });
    await this.page.getByRole('button', { name: /^(Save|حفظ)$/ }).click();
  }
}

/** The shared importer screen (users, catalog kinds, items): `path` under /admin. */
export class ImportPage {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en', path = 'iam/import') {
    await this.page.goto(`/${language}/admin/${path}`);
    await this.page.getByTestId('import-file').waitFor({ state: 'attached' });
  }

  async load(file: string) {
    await this.page.getByTestId('import-file').setInputFiles(file);
    await this.page.getByRole('button', { name: /^(Import|استيراد)$/ }).waitFor();
  }

  async start() {
    await this.page.getByRole('button', { name: /^(Import|استيراد)$/ }).click();
  }

  result() {
    return this.page.getByTestId('import-result');
  }

  summary() {
    return this.page.getByTestId('import-summary');
  }

  async showErrorsOnly() {
    await this.page.getByRole('combobox', { name: /^(Status|الحالة)$/ }).selectOption('error');
  }

  errorRows() {
    return this.page.locator('tr[data-status="error"]');
  }

  async newImport() {
    await this.page.getByRole('button', { name: /^(New import|استيراد جديد)$/ }).click();
  }
}
