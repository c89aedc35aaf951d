import type { Page, Request } from 'playwright-core';
import { SYNC_EVENTS_PATH } from '../../../shared/sync';

// Playwright's 'networkidle' waits for no connection at all for 500 ms; a signed-in seller's page keeps one open for
// good (the server's poke, GET /sync/events), so it never comes. This waits the same way for every other request.

const streaming = (request: Request) => new URL(request.url()).pathname === SYNC_EVENTS_PATH;

/**
 * Starts counting the page's requests; the function it answers resolves once none but the poke stream has been in
 * flight for `quietMs`, or after `timeoutMs` (a screen that keeps polling: the caller goes on, as with networkidle).
 */
export function watchRequests(page: Page, quietMs = 500): (timeoutMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (streaming(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastChange < quietMs))
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/** The page's requests settled (but the poke stream), counted from now: after a navigation started by the caller. */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  await watchRequests(page, quietMs)(timeoutMs);
}
