import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser, mintToken, TEST_PASSWORD } from '../support/factories';
import { gql } from '../support/graphql';
import { DevMailPage, EmailUnverifiedPage, PasswordPages, PendingPage, SignInPage, SignUpPage } from './pages/AuthPages';
import { BackofficeMenu, EditRolesPage, UserListPage } from './pages/IamPages';
import { openInApp } from './pages/inApp';
import { signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

const e2e = useE2e({ owner: false });

describe('sign in', () => {
  it('shows the spec’s message for a wrong password, in Arabic and in English', async () => {
    const user = await buildUser(e2e.server, { roles: ['viewer'] });
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const signIn = new SignInPage(page);
    await signIn.open('ar');
    await signIn.signIn(user.email, 'not-the-password');
    await expect.poll(() => signIn.errorAlert().textContent()).toContain('عذراً، لم نتعرف على بيانات الدخول الخاصة بك.');
    await signIn.open('en', '/auth2');
    await signIn.signIn(user.email, 'not-the-password');
    await expect.poll(() => signIn.errorAlert().textContent()).toContain("Sorry, we don't recognize your credentials.");
    await context.close();
  });

  it('sends an unauthenticated visitor of the back-office to sign in, then back', async () => {
    const user = await buildUser(e2e.server, { roles: ['auditLogViewer'] });
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await page.goto('/en/admin/audit-logs');
    await page.waitForURL('**/en/auth/signin?redirect=*');
    await new SignInPage(page).signIn(user.email, TEST_PASSWORD);
    await page.waitForURL('**/en/admin/audit-logs');
    await page.getByRole('heading', { level: 1, name: 'Audit Logs' }).waitFor();
    // A permission the role lacks goes to /403.
    await page.goto('/en/admin/iam');
    await page.waitForURL('**/en/403');
    await context.close();
  });
});

describe('sign up → address to verify → a role granted → address verified → the menu for that role', () => {
  it('walks the whole path across two browsers', async () => {
    const owner = await buildUser(e2e.server, { roles: ['owner'], email: 'owner-e2e@test.example' });
    const newcomer = await openPage(e2e.browser, e2e.server.url);
    await new SignUpPage(newcomer.page).open('en');
    await new SignUpPage(newcomer.page).signUp('newcomer@test.example', 'newcomer-pass-1');
    // Issue 43 point 2: a new account is told first what it can do itself, verify its address (it was told to wait for
    // an admin, the unverified screen one click away).
    await newcomer.page.waitForURL('**/en/auth/email-unverified');
    const unverified = new EmailUnverifiedPage(newcomer.page);
    await unverified.openedTheLink();
    await unverified.notVerifiedToast().waitFor();
    // Nothing else of the back-office: /admin sends back to the same screen.
    await newcomer.page.goto('/en/admin/iam');
    await newcomer.page.waitForURL('**/en/auth/email-unverified');

    // The admin's sign-in is not what this walk is about: over HTTP, straight onto the users list.
    const admin = await openPage(e2e.browser, e2e.server.url);
    const list = new UserListPage(admin.page);
    await signInOnto(admin.page, owner.email, () => list.open('en'));
    await list.filterByEmail('newcomer@test.example');
    await list.row('newcomer@test.example').waitFor();
    await list.editRoles('newcomer@test.example');
    await new EditRolesPage(admin.page).grant(/^Viewer$/);
    await admin.page.waitForURL(/\/en\/admin\/iam\/[0-9a-f-]+$/);

    // The role is granted, but it waits on the address: the screen says so until the mailed link is opened.
    await newcomer.page.goto('/en/admin/iam');
    await newcomer.page.waitForURL('**/en/auth/email-unverified');
    // The server holds the same line: the granted role answers nothing over HTTP either.
    const row = await e2e.server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'newcomer@test.example')
      .executeTakeFirstOrThrow();
    const refused = await gql(e2e.server.url, '{ iamListUsers { count } }', {}, { token: await mintToken(e2e.server, row.id) });
    expect(refused.errors?.[0]?.message).toBe('Email not verified yet');

    await new DevMailPage(newcomer.page).openLatestLinkTo('newcomer@test.example');
    await newcomer.page.waitForURL('**/en/auth/verify-email?token=*');
    await newcomer.page.getByRole('button', { name: 'Continue' }).click();
    await newcomer.page.waitForURL('**/en/admin');
    expect(
      (
        await e2e.server.database.db
          .selectFrom('users')
          .select('email_verified')
          .where('email', '=', 'newcomer@test.example')
          .executeTakeFirstOrThrow()
      ).email_verified,
    ).toBe(1);
    const menu = new BackofficeMenu(newcomer.page);
    await menu.link(/^Users$/).waitFor();
    expect(await menu.link(/^Audit Logs$/).count()).toBe(1);
    expect(await menu.link(/^Settings$/).count()).toBe(0); // viewer: no settingsEdit
    await newcomer.context.close();
    await admin.context.close();
  });
});

describe('forgot password', () => {
  it('mails a link to the dev outbox; following it sets a new password that signs in', async () => {
    const user = await buildUser(e2e.server, { roles: ['editor'], email: 'forgetful@test.example' });
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const passwords = new PasswordPages(page);
    await passwords.requestReset('ar', user.email);
    await page.getByText('تم إرسال رسالة إعادة تعيين كلمة المرور بنجاح').waitFor();
    await new DevMailPage(page).openLatestLinkTo(user.email);
    await page.waitForURL('**/ar/auth/password-reset?token=*');
    await passwords.setNewPassword('remembered-now-1');
    await page.waitForURL('**/ar/auth/signin');
    await new SignInPage(page).signIn(user.email, 'remembered-now-1');
    await page.waitForURL('**/ar/admin');
    await context.close();
  });
});

describe('the /auth splash and the account details screens', () => {
  it('welcomes a signed-out visitor once (ar at 390 px); afterwards /auth is the sign-in screen', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 390, height: 844 } });
    await page.goto('/ar/auth');
    const splash = page.getByTestId('auth-splash');
    await splash.getByRole('heading', { name: 'مرحبًا بك في نادي أكوا' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await splash.getByRole('link', { name: 'دخول الموظفين' }).click();
    await page.waitForURL('**/ar/auth/signin');
    await page.goto('/en/auth');
    await page.waitForURL('**/en/auth/signin');
    expect(await page.getByTestId('auth-splash').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes a registration: phone, id number and category are asked for, then kept (ar)', async () => {
    const user = await buildUser(e2e.server, { roles: [] });
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 390, height: 844 } });
    const signIn = new SignInPage(page);
    await signIn.open('ar');
    await signIn.signIn(user.email, TEST_PASSWORD);
    await page.waitForURL('**/ar/auth/pending-permissions');
    // A verified account without a role waits for an admin, and is told so.
    await new PendingPage(page).message().waitFor();
    await openInApp(page, '/ar/auth/update-account-roles');
    await page.getByRole('heading', { name: 'استكمال التسجيل' }).waitFor();
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => page.getByText('هذا الحقل مطلوب').count()).toBe(3);
    await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill('01012345678');
    await page.getByRole('textbox', { name: 'الرقم القومي' }).fill('29501011234567');
    await page.getByRole('combobox', { name: 'فئة العضوية' }).selectOption({ label: 'عضو منتسب' });
    await page.getByRole('button', { name: 'حفظ' }).click();
    // Done, the member's own page shows what was given, without the reminder.
    await page.waitForURL('**/ar/profile');
    await page.getByText('عضو منتسب').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('complete-registration').count()).toBe(0);
    const row = await e2e.server.database.db
      .selectFrom('users')
      .select(['phone_number', 'id_number', 'user_category'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_number: '01012345678', id_number: '29501011234567', user_category: 'affiliate' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
