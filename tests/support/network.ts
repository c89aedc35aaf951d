import os from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../server/boot';

/**
 * The network goes away. Chromium's offline emulation does not cover requests
 * a service worker passes on to the network, so the server stops listening as
 * well: nothing can reach it until `goOnline`.
 */
export async function goOffline(server: RunningServer, page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await new Promise<void>((resolve) => {
    server.server.close(() => resolve());
    server.server.closeAllConnections();
  });
  // Until a request fails, a connection may still be open.
  for (let i = 0; ; i++) {
    const state = await page.evaluate(() =>
      fetch('/healthz', { cache: 'no-store' }).then(
        () => 'online',
        () => 'offline',
      ),
    );
    if (state === 'offline') return;
    if (i > 100) throw new Error('the page still reaches the server');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server listens again on its port, then the browser's network comes back (the `online` event). */
export async function goOnline(server: RunningServer, context: BrowserContext): Promise<void> {
  await listenAgain(server);
  await context.setOffline(false);
}

/** A server that goOffline closed listens again on its own port. */
export async function listenAgain(server: RunningServer): Promise<void> {
  const { port, hostname } = new URL(server.url);
  await new Promise<void>((resolve) => server.server.listen(Number(port), hostname, () => resolve()));
}

/**
 * This machine's own non-loopback IPv4 address, when it has one: a request to it (on a server listening on 0.0.0.0)
 * arrives from that address, not from loopback. Tests of what only loopback may reach skip without one.
 */
export const externalAddress: string | undefined = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
