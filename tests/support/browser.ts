import { onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, the whole browser: Lighthouse audits the public pages in it, and Background Sync runs only in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell, the same version and engine): the
 * browser the tests and the benches drive. It has no browser interface to run, so a test costs about a quarter less
 * Chromium CPU than in the whole browser's headless mode (docs/decisions.md "Browser tests in Chromium's headless shell").
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

// Flags that keep Chromium quiet on a machine with no outside network.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Whether a browser's contexts let the app install its service worker, unless a context's options say. */
const serviceWorkersOf = new WeakMap<Browser, 'allow' | 'block'>();

/**
 * Chromium's headless shell. `serviceWorkers: 'block'` makes its contexts open the app as a first visit does, without
 * installing the service worker: an install precaches the shell, about 2 s of a context's CPU on these machines, so
 * browser tests whose subject is not offline use, an install or an update do without it (tests/e2e/fixture.ts).
 */
export async function launchBrowser(
  extraArgs: string[] = [],
  options: { serviceWorkers?: 'allow' | 'block'; backgroundSync?: boolean } = {},
): Promise<Browser> {
  // The headless shell refuses Background Sync ("Background Sync is disabled"): a file that fires it gets the whole browser.
  const executablePath = options.backgroundSync ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;
  const browser = await chromium.launch({ executablePath, headless: true, args: [...ARGS, ...extraArgs] });
  serviceWorkersOf.set(browser, options.serviceWorkers ?? 'allow');
  return browser;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A new browser context and its page. Opened inside a test, the context is closed when the test ends,
 * passed or failed (vitest's onTestFinished: the test's `finally`), so a failing step never leaves a
 * context, its pages and its service worker running into the next test. Opened outside a test, it lives
 * until the browser closes. A concurrent test passes its own context's `onTestFinished` as `finished`:
 * the global one names whichever test started last.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
  finished: (close: (test?: FinishedTest) => Promise<void>) => void = onTestFinished,
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'Africa/Cairo',
    serviceWorkers: serviceWorkersOf.get(browser),
    ...options,
  });
  const trouble = watchTrouble(context);
  try {
    finished(async (test) => {
      if (test?.task.result?.state === 'fail') await describePages(context, test, trouble);
      await context.close().catch(() => undefined);
    });
  } catch {
    /* not inside a test (a beforeAll): the browser's close ends it */
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** What onTestFinished hands its callback: the test, and whether it failed. */
interface FinishedTest {
  task: { name: string; result?: { state?: string; errors?: ReadonlyArray<{ message?: string }> } };
}

/**
 * Prints a failed test's error and what its pages showed, before they close: a CI log is all there is to read
 * afterwards, and an attempt that a retry then passes prints no error of its own.
 */
async function describePages(context: BrowserContext, test: FinishedTest, trouble: string[]): Promise<void> {
  const error = test.task.result?.errors?.[0]?.message ?? '(no error message)';
  process.stderr.write(`[failed test] ${test.task.name}: ${error.split('\n').slice(0, 6).join('\n')}\n`);
  for (const page of context.pages()) {
    const text = await page.evaluate(() => document.body?.innerText ?? '').catch((error: unknown) => `(unreadable: ${String(error)})`);
    process.stderr.write(`[failed test] ${page.url()} showed:\n${text.replace(/\n{2,}/g, '\n').slice(0, 1500)}\n`);
  }
  if (trouble.length) process.stderr.write(`[failed test] what went wrong on the way:\n${trouble.slice(-15).join('\n')}\n`);
}

/**
 * What a failed test's pages met on the way, oldest first: console errors, page errors, requests that got no answer
 * or an error status (a blank page's cause is usually one of these, and the page no longer shows it).
 */
function watchTrouble(context: BrowserContext): string[] {
  const seen: string[] = [];
  const note = (line: string) => {
    seen.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 300)}`);
    if (seen.length > 50) seen.shift();
  };
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  context.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('requestfailed', (request) =>
    note(`no answer: ${request.method()} ${path(request.url())} (${request.failure()?.errorText ?? '?'})`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) note(`answer ${response.status()}: ${response.request().method()} ${path(response.url())}`);
  });
  return seen;
}

/**
 * A browser with a profile on disk (`userDataDir`): closing it and launching it again on the same folder is a
 * browser restart, keeping what a real one keeps (IndexedDB, localStorage, the service worker and its caches,
 * persistent cookies) and dropping what it drops (session cookies, memory). Closed when the test ends.
 */
export async function launchPersistent(userDataDir: string, baseURL: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: HEADLESS_SHELL_PATH,
    headless: true,
    args: ARGS,
    baseURL,
    timezoneId: 'Africa/Cairo',
    ...options,
  });
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    /* not inside a test */
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
