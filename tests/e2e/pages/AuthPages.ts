import type { Page } from 'playwright-core';

// Labels come from shared/i18n; a regex holds both languages so the same
// page object works in Arabic and English.
const L = {
  email: /^(Email|البريد الإلكتروني)/,
  password: /^(Password|كلمة المرور)/,
  newPassword: /^(New password|كلمة المرور الجديدة)/,
  confirm: /^(Confirm Password|تأكيد كلمة المرور)/,
  signIn: /^(Sign in|تسجيل الدخول)$/,
  signUp: /^(Create account|إنشاء الحساب)$/,
  sendReset: /^(Send reset link|إرسال رابط إعادة التعيين)$/,
  changePassword: /^(Change password|تغيير كلمة المرور)$/,
  checkAgain: /^(Check again|تحقق مرة أخرى)$/,
};

export class SignInPage {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en', path = '/auth/signin') {
    await this.page.goto(`/${language}${path}`);
    await this.page.getByLabel(L.email).waitFor();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel(L.email).fill(email);
    await this.page.getByLabel(L.password).fill(password);
    await this.page.getByRole('button', { name: L.signIn }).click();
  }

  errorAlert() {
    return this.page.getByRole('alert');
  }

  /** A social sign-in button (a link to the server's /oidc flow). */
  socialButton(provider: 'Google' | 'Facebook') {
    return this.page.getByRole('link', { name: new RegExp(`^(Continue with|المتابعة باستخدام) ${provider}$`) });
  }
}

/** The tests' stub OpenID provider (tests/support/oidcProvider.ts): one button to say who you are. */
export class StubProviderPage {
  constructor(readonly page: Page) {}

  async approveAs(email: string) {
    await this.page.getByRole('button', { name: `Continue as ${email}` }).click();
  }
}

export class SignUpPage {
  constructor(readonly page: Page) {}

  async open(language: 'ar' | 'en') {
    await this.page.goto(`/${language}/signup`);
    await this.page.getByLabel(L.email).waitFor();
  }

  async signUp(email: string, password: string) {
    await this.page.getByLabel(L.email).fill(email);
    await this.page.getByLabel(L.password, { exact: false }).first().fill(password);
    await this.page.getByLabel(L.confirm).fill(password);
    await this.page.getByRole('button', { name: L.signUp }).click();
  }
}

export class PendingPage {
  constructor(readonly page: Page) {}

  message() {
    return this.page.getByText(/You have no permissions yet|ليس لديك أي صلاحيات بعد/);
  }
}

/** Where an account waits until its address is verified (a new one first, before its roles). */
export class EmailUnverifiedPage {
  constructor(readonly page: Page) {}

  async openedTheLink() {
    await this.page.getByRole('button', { name: /^(I've opened the link|فتحتُ الرابط)$/ }).click();
  }

  notVerifiedToast() {
    return this.page.getByText(/^(Email not verified yet|لم يتم التحقق من البريد الإلكتروني بعد)$/);
  }
}

export class PasswordPages {
  constructor(readonly page: Page) {}

  async requestReset(language: 'ar' | 'en', email: string) {
    await this.page.goto(`/${language}/auth/forgot-password`);
    await this.page.getByLabel(L.email).fill(email);
    await this.page.getByRole('button', { name: L.sendReset }).click();
  }

  async setNewPassword(password: string) {
    await this.page.getByLabel(L.newPassword).fill(password);
    await this.page.getByLabel(L.confirm).fill(password);
    await this.page.getByRole('button', { name: L.changePassword }).click();
  }
}

/** The sign-in page's offer of a mailed link when the account holds new devices, and the page the link opens. */
export class SignInLinkPages {
  constructor(readonly page: Page) {}

  heldMessage() {
    return this.page.getByTestId('sign-in-link-offer');
  }

  async askForLink() {
    await this.page.getByRole('button', { name: /^(Email me a sign-in link|أرسل لي رابط تسجيل الدخول)$/ }).click();
  }

  sentMessage() {
    return this.page.getByRole('status').filter({ hasText: /(a sign-in link is on its way|فرابط تسجيل الدخول في طريقه إليه)/ });
  }

  async signInWithLink() {
    await this.page.getByRole('button', { name: L.signIn }).click();
  }
}

/** The non-production mail outbox page (/dev/mail). */
export class DevMailPage {
  constructor(readonly page: Page) {}

  async openLatestLinkTo(email: string) {
    await this.page.goto('/dev/mail');
    await this.page.locator(`article[data-to="${email}"] a`).first().click();
  }
}
