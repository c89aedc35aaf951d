import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { buildUser } from '../support/factories';
import { startStubProvider, type StubProvider } from '../support/oidcProvider';
import { SignInPage, StubProviderPage } from './pages/AuthPages';
import { useE2e } from './fixture';

// Social sign-in in the browser: the button on the sign-in screen, the
// provider's page (a stub OpenID provider on 127.0.0.1 standing in for
// Google), and back into the app signed in.

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
});
afterAll(async () => {
  await stub?.stop();
});

// Registered after the stub's hooks: its server starts once the stub runs, and stops before it.
const e2e = useE2e({
  server: () => ({
    seedDemo: false,
    env: { OIDC_GOOGLE_CLIENT_ID: stub.clientId, OIDC_GOOGLE_CLIENT_SECRET: stub.clientSecret, OIDC_GOOGLE_ISSUER: stub.issuer },
  }),
  owner: false,
});

describe('continue with Google', () => {
  it('makes a new person a pending account (Arabic, 390 px); only the configured provider has a button', async () => {
    stub.identity = { sub: 'e2e-1', email: 'layla.social@test.example', emailVerified: true, givenName: 'ليلى', familyName: 'سمير' };
    const { page, errors } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 390, height: 844 } });
    const signIn = new SignInPage(page);
    await signIn.open('ar');
    await signIn.socialButton('Google').waitFor();
    expect(await signIn.socialButton('Facebook').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signIn.socialButton('Google').click();
    await new StubProviderPage(page).approveAs('layla.social@test.example');
    await page.waitForURL('**/ar/auth/pending-permissions');
    await page.getByText('ليس لديك أي صلاحيات بعد', { exact: false }).waitFor();
    const user = await e2e.server.database.db
      .selectFrom('users')
      .innerJoin('user_identities', 'user_identities.user_id', 'users.id')
      .select(['users.first_name', 'users.email_verified', 'user_identities.provider'])
      .where('users.email', '=', 'layla.social@test.example')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: 'ليلى', email_verified: 1, provider: 'google' });
    expect(errors).toEqual([]);
  });

  it('signs an existing owner in and goes on to the screen that asked for it (English)', async () => {
    const owner = await buildUser(e2e.server, { roles: ['owner'], email: 'owner.google@test.example' });
    stub.identity = { sub: 'e2e-2', email: owner.email, emailVerified: true };
    const { page } = await openPage(e2e.browser, e2e.server.url);
    await page.goto('/en/admin/audit-logs');
    await page.waitForURL('**/en/auth/signin?redirect=*');
    await new SignInPage(page).socialButton('Google').click();
    await new StubProviderPage(page).approveAs(owner.email);
    await page.waitForURL('**/en/admin/audit-logs');
    await page.getByRole('heading', { level: 1, name: 'Audit Logs' }).waitFor();
  });

  it('says why when the provider does not vouch for an address that already has an account', async () => {
    const existing = await buildUser(e2e.server, { roles: ['viewer'], email: 'taken.address@test.example' });
    stub.identity = { sub: 'e2e-3', email: existing.email, emailVerified: false };
    const { page } = await openPage(e2e.browser, e2e.server.url);
    const signIn = new SignInPage(page);
    await signIn.open('en');
    await signIn.socialButton('Google').click();
    await new StubProviderPage(page).approveAs(existing.email);
    await page.waitForURL('**/en/auth/signin?error=*');
    await expect.poll(() => signIn.errorAlert().textContent()).toContain('Email is already in use for a different authentication method.');
    // Still signed out: the form is there to use.
    await page.getByLabel(/^Email/).waitFor();
  });
});
