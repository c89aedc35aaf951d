import type { Page } from 'playwright-core';
import { TEST_PASSWORD } from '../../support/factories';
import { SignInPage } from './AuthPages';
import { watchRequests } from './quiet';

/** Signs in through the real sign-in screen and waits to leave it. */
export async function signInAs(page: Page, email: string, password = TEST_PASSWORD, language: 'ar' | 'en' = 'en'): Promise<void> {
  const signIn = new SignInPage(page);
  const settled = watchRequests(page);
  await signIn.open(language);
  await signIn.signIn(email, password);
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  // Let the landing screen's own requests (a token refresh among them) finish: a test that navigates
  // at once can reload mid-refresh, and the rotated refresh token is then seen as reused. (Not 'networkidle': the
  // signed-in page keeps the server's poke stream open.)
  await settled();
}
