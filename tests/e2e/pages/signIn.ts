import type { Page } from 'playwright-core';
import { callerOf } from '../../../pwa/session/access';
import { landingOf } from '../../../pwa/session/backofficeMenu';
import { TEST_PASSWORD } from '../../support/factories';
import { SIGN_IN } from '../../support/session';
import { SignInPage } from './AuthPages';
import { watchRequests } from './quiet';

/**
 * Signs in where the sign-in itself is not what the test is about: the server's own sign-in call over HTTP from the
 * page's browser context (which keeps its refresh cookie, as the screen's call would), then the account's landing
 * screen opened, which restores the session from that cookie as any page load does. What it skips is the sign-in
 * screen's load and the offline verifier the screen derives (PBKDF2, 600,000 iterations): 1.9 s a sign-in against
 * 2.6 s on an idle machine (docs/decisions.md "Browser tests sign in over HTTP where signing in is not their subject").
 * A test of the sign-in screen, or of what it leaves on the device (signing in again offline, "Remember me" over a
 * browser restart), uses signInThroughScreen.
 */
export async function signInAs(page: Page, email: string, password = TEST_PASSWORD, language: 'ar' | 'en' = 'en'): Promise<void> {
  const user = await signInOverHttp(page, email, password);
  await settledAfter(page, () => page.goto(`/${language}${landingOf(callerOf(user))}`));
}

/**
 * As signInAs, opening `path` rather than the account's landing screen: a test about one screen loads the app once,
 * not for the landing screen first (an owner's overview, 1 s of a desktop core to draw, and its data).
 */
export async function signInAt(page: Page, email: string, path: string, password = TEST_PASSWORD): Promise<void> {
  await signInOnto(page, email, () => page.goto(path), password);
}

/**
 * As signInAt, opening the screen through its page object's `open` (which navigates to it and waits for it), so a
 * test that drives a screen by its page object loads the app once too.
 */
export async function signInOnto(page: Page, email: string, open: () => Promise<unknown>, password = TEST_PASSWORD): Promise<void> {
  await signInOverHttp(page, email, password);
  await settledAfter(page, open);
}

async function signInOverHttp(page: Page, email: string, password: string): Promise<Parameters<typeof callerOf>[0]> {
  const response = await page
    .context()
    .request.post('/graphql', { data: { query: SIGN_IN, variables: { email, password, rememberMe: false } } });
  const body = (await response.json()) as { data?: { authSignIn?: { user: Parameters<typeof callerOf>[0] } }; errors?: unknown };
  const user = body.data?.authSignIn?.user;
  if (!user) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body.errors)}`);
  return user;
}

/** `open`, then its screen's requests (the session's refresh among them) finished before the test goes on, as below. */
async function settledAfter(page: Page, open: () => Promise<unknown>): Promise<void> {
  const settled = watchRequests(page);
  await open();
  await settled();
}

/** Signs in through the real sign-in screen and waits to leave it. */
export async function signInThroughScreen(
  page: Page,
  email: string,
  password = TEST_PASSWORD,
  language: 'ar' | 'en' = 'en',
): Promise<void> {
  await new SignInPage(page).open(language);
  await signInOnScreen(page, email, password);
}

/**
 * Signs in on the sign-in screen the page already shows (one a sign-out or a restart left open, as a person passed the
 * phone does) and waits to leave it.
 */
export async function signInOnScreen(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  const settled = watchRequests(page);
  await new SignInPage(page).signIn(email, password);
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  // Let the landing screen's own requests (a token refresh among them) finish: a test that navigates
  // at once can reload mid-refresh, and the rotated refresh token is then seen as reused. (Not 'networkidle': the
  // signed-in page keeps the server's poke stream open.)
  await settled();
}
