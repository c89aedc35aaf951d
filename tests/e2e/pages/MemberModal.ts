import type { Page } from 'playwright-core';
import { catalogues } from '../../../shared/i18n';

type Language = 'ar' | 'en';

/**
 * The public site's member sign-in modal and the "Become a distributor" form.
 * Names come from shared/i18n, so one page object drives both languages.
 */
export class MemberModal {
  readonly text: (typeof catalogues)['en']['members'];
  /** The header's and footer's own strings, which load with the public shell. */
  readonly shell: (typeof catalogues)['en']['public']['member'];

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.text = catalogues[language].members;
    this.shell = catalogues[language].public.member;
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async open() {
    await this.page.getByRole('button', { name: this.shell.signIn, exact: true }).click();
    await this.dialog().waitFor();
  }

  async atStep(step: string) {
    await this.page.locator(`[data-testid="member-modal"][data-step="${step}"]`).waitFor();
  }

  stepLabel() {
    return this.page.getByTestId('member-step').textContent();
  }

  field(name: string) {
    return this.dialog().locator(`[name="${name}"]`);
  }

  submitButton() {
    return this.dialog().locator('button[type="submit"]');
  }

  async submit() {
    await this.submitButton().click();
  }

  alert() {
    return this.page.getByTestId('member-error');
  }

  /** Field messages, in order. */
  fieldErrors() {
    return this.dialog().getByTestId('field-error').allTextContents();
  }

  async pick(name: string) {
    await this.dialog()
      .getByRole('button', { name: new RegExp(name) })
      .click();
  }

  async choose(label: string) {
    await this.dialog().getByRole('button', { name: label }).click();
  }

  signedInName() {
    return this.page.getByTestId('member-name');
  }

  // "Become a distributor" (footer)
  async openDistributorForm() {
    await this.page.getByRole('button', { name: this.shell.becomeDistributor }).click();
    await this.page.getByTestId('distributor-modal').waitFor();
  }

  distributorThanks() {
    return this.page.getByTestId('distributor-thanks');
  }
}

/** The newest text message the dev outbox holds for a phone (no SMS gateway in tests). */
export async function codeFromDevOutbox(baseUrl: string, phone: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/dev/mail`)).text();
  const escaped = phone.replace('+', '\\+');
  const match = new RegExp(`data-to="sms:${escaped}"[\\s\\S]*?<pre>[\\s\\S]*?(\\d{6})[\\s\\S]*?</pre>`).exec(html);
  if (!match?.[1]) throw new Error(`no code for ${phone} in /dev/mail`);
  return match[1];
}
