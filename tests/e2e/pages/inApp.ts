import type { Page } from 'playwright-core';

/**
 * Opens `path` (with its query, if any) inside the running app, as a click on one of its links does: history.pushState
 * and a popstate for the router, no page load. For a test whose subject is a screen rather than loading the app: a page
 * load boots the whole app again, about 1.5–2 s of a core for a signed-in back-office screen on these machines
 * (docs/decisions.md "Browser tests move between screens inside the app"). A test about what a load does (offline, a
 * restart, the server's first render, a session restored from its cookie) keeps page.goto or page.reload.
 * The address moves before the new screen is drawn: wait for something only that screen has (its heading) before
 * acting on it, and for a screen reached by a click before moving on from it. A toast outlives the move. Not for a
 * change of language: the router's transition and the language gate undo each other for about 5 s of the renderer;
 * the header's language switch (flushSync) takes 0.2 s.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const target = new URL(path, page.url());
  await navigateInApp(page, target.pathname + target.search);
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
}

/** The navigation openInApp starts, for a caller that waits for where it ends itself (a screen that may move on to /403). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** openInApp, then until the screen headed `heading` is drawn (the address moves first). */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await openInApp(page, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}
