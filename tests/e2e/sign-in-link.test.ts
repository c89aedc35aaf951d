import { expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { recordGuessFailure } from '../../server/modules/auth/accountGuesses';
import { buildUser, TEST_PASSWORD } from '../support/factories';
import { SIGN_IN } from '../support/session';
import { DevMailPage, SignInLinkPages, SignInPage } from './pages/AuthPages';
import { useE2e } from './fixture';

// Issue 42 point 4 in the browser: a stranger's wrong passwords from other addresses hold the account for new
// devices; the owner on a new device is told so, asks for a sign-in link, reads it in the mail outbox (/dev/mail)
// and signs in with it. Arabic first; the held message in English too.

// A proxy in front names the client (X-Forwarded-For): the stranger speaks from many addresses, the browser from its own.
const e2e = useE2e({ server: { seedDemo: false, env: { TRUST_PROXY: 'true' } }, owner: false });

/** Ten wrong passwords for `email`, each from an address of its own, over HTTP as a stranger's script sends them. */
async function strangerGuesses(email: string, network: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${e2e.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${network}.${i}` },
      body: JSON.stringify({ query: SIGN_IN, variables: { email, password: `guess-${i}` } }),
    });
    expect(response.status).toBe(200);
  }
  // And as if it had gone on guessing for hours, one guess per wait: the account's wait is now a minute or more, so
  // a page load does not outlast it.
  for (let i = 0; i < 6; i++) await recordGuessFailure(e2e.server.database.db, email);
}

it('a stranger’s guesses hold new devices; the owner on a new one signs in with a mailed link (Arabic)', async () => {
  const owner = await buildUser(e2e.server, { roles: ['owner'] });
  await strangerGuesses(owner.email, '10.60.0');
  const { page } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 740 } });
  const signIn = new SignInPage(page);
  await signIn.open('ar');
  await signIn.signIn(owner.email, TEST_PASSWORD);
  const links = new SignInLinkPages(page);
  await links.heldMessage().waitFor();
  expect(await links.heldMessage().textContent()).toContain('أوقفنا مؤقتًا تسجيل الدخول إلى هذا الحساب من الأجهزة الجديدة');
  await links.askForLink();
  await links.sentMessage().waitFor();
  expect(await links.sentMessage().textContent()).toContain(owner.email);

  await new DevMailPage(page).openLatestLinkTo(owner.email);
  await page.waitForURL('**/ar/auth/signin-link?token=*');
  await links.signInWithLink();
  await page.waitForURL('**/ar/admin');
  // This browser is now a known device: its password goes through while the stranger's wait lasts.
  const known = await page.evaluate(
    async (variables) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($email: String!, $password: String!) { authSignIn(email: $email, password: $password) { token } }',
          variables,
        }),
      });
      const body = (await response.json()) as { data?: { authSignIn?: { token?: string } } };
      return { status: response.status, signedIn: Boolean(body.data?.authSignIn?.token) };
    },
    { email: owner.email, password: TEST_PASSWORD },
  );
  expect(known).toEqual({ status: 200, signedIn: true });
});

it('says the same in English, with the button to ask for a link', async () => {
  const owner = await buildUser(e2e.server, { roles: ['viewer'] });
  await strangerGuesses(owner.email, '10.61.0');
  const { page } = await openPage(e2e.browser, e2e.server.url);
  const signIn = new SignInPage(page);
  await signIn.open('en');
  await signIn.signIn(owner.email, TEST_PASSWORD);
  const links = new SignInLinkPages(page);
  await links.heldMessage().waitFor();
  expect(await links.heldMessage().textContent()).toContain(
    'Signing in to this account from new devices is paused after many wrong passwords.',
  );
  await links.askForLink();
  await links.sentMessage().waitFor();
});
