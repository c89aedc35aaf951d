import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from '../support/browser';
import { listenAgain } from '../support/network';
import { buildUser, type BuiltUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

type ServerOptions = NonNullable<Parameters<typeof startTestServer>[0]>;

export interface E2eOptions {
  /** startTestServer's options, or a function giving them when the file's earlier beforeAll has made what they name. Default `{ seedDemo: false }`. */
  server?: ServerOptions | (() => ServerOptions);
  /** False when the file launches its own browsers (a fake camera's flags). */
  browser?: boolean;
  /**
   * True when the file's subject needs the app's service worker (working offline, a reload or restart without the
   * server, an install or an update): its pages install it, as a phone does. Otherwise blocked, as on a first visit:
   * an install costs a context about 2 s of CPU (docs/decisions.md "Browser tests without the service worker").
   */
  serviceWorker?: boolean;
  /** True when a test fires the service worker's Background Sync: the whole Chromium, not its headless shell, which refuses it. */
  backgroundSync?: boolean;
  /** The owner account most files sign in as; its email when the file names it, false for none. */
  owner?: boolean | { email: string };
}

export interface E2e {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly owner: BuiltUser;
}

/**
 * One file's server, Chromium and owner account: started in a beforeAll registered here (so before the file's own
 * beforeAll, which can use them), closed in an afterAll (browser, then server), even when the start failed half-way;
 * before each test the server listens, even after a test that took it offline failed.
 * The handle's fields throw when read before they exist, rather than hand a test `undefined`.
 */
export function useE2e(options: E2eOptions = {}): E2e {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let owner: BuiltUser | undefined;
  beforeAll(async () => {
    const serverOptions = typeof options.server === 'function' ? options.server() : (options.server ?? { seedDemo: false });
    server = await startTestServer(serverOptions);
    if (options.browser !== false)
      browser = await launchBrowser([], {
        serviceWorkers: options.serviceWorker ? 'allow' : 'block',
        backgroundSync: options.backgroundSync,
      });
    const wanted = options.owner ?? true;
    if (wanted) owner = await buildUser(server, { roles: ['owner'], ...(wanted === true ? {} : wanted) });
  });
  // A test that failed while offline (goOffline) left the server closed: its retry, and the file's next tests, find
  // it listening again rather than fail to reach it.
  beforeEach(async () => {
    if (server && !server.server.listening) await listenAgain(server);
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await server?.stop();
    }
  });
  const present = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useE2e: no ${name} (not started yet, or not asked for)`);
    return value;
  };
  return {
    get server() {
      return present(server, 'server');
    },
    get browser() {
      return present(browser, 'browser');
    },
    get owner() {
      return present(owner, 'owner');
    },
  };
}
