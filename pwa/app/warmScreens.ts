import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Caller } from '../../shared/access/contract';
import { readStored, writeStored } from '../lib/storage';
import { callerOf, mayOpen, type ScreenAccess } from '../session/access';
import { useSession } from '../session/session';

// Issue 29 point 5: a phone that has signed in once opens every screen its account reaches offline. The service
// worker precaches the shell and the seller's scan screens (vite.config.ts); here, once per account and build, the
// code of every other back-office screen the account may open is loaded through the worker, whose runtime cache
// keeps it (CacheFirst on /assets/). Files the page loaded before the worker took it over are fetched again
// through it. Done in the background after sign-in, one screen at a time.

type Load = () => Promise<unknown>;

/** The lazily loaded screens under /admin that `caller` may open, each with its loader. */
export function screensFor(routes: readonly RouteObject[], caller: Caller, inAdmin = false, inherited?: ScreenAccess): Load[] {
  const out: Load[] = [];
  for (const route of routes) {
    const access = (route.handle as { access?: ScreenAccess } | undefined)?.access ?? inherited;
    const admin = inAdmin || route.path === 'admin';
    if (admin && typeof route.lazy === 'function' && (!access || mayOpen(caller, access))) out.push(route.lazy as Load);
    if (route.children) out.push(...screensFor(route.children, caller, admin, access));
  }
  return out;
}

const BUILD = import.meta.url;

async function controlled(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return true;
  // clientsClaim: the worker takes this page over just after it activates.
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 50),
  );

async function warm(loads: readonly Load[]): Promise<boolean> {
  performance.setResourceTimingBufferSize?.(2000);
  let failed = false;
  for (const load of loads) {
    if (!navigator.onLine) return false;
    // Between screens, the page's own work first (a scan at the counter must not wait behind this).
    await idle();
    await load().catch(() => (failed = true));
  }
  const assets = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/')),
  );
  for (const url of assets) await fetch(url).catch(() => (failed = true));
  return !failed;
}

/** Caches the code of every screen the signed-in account may open, once per account and build (routes: the app's). */
export function useWarmScreens(routes: readonly RouteObject[]): void {
  const { status, user } = useSession();
  const token = user && status === 'signedIn' ? `${user.id}|${[...user.roles].sort().join(',')}|${BUILD}` : null;
  useEffect(() => {
    const caller = callerOf(user);
    if (!token || !caller?.roles.length || readStored('screensCached') === token) return;
    let cancelled = false;
    const run = async () => {
      if (cancelled || !navigator.onLine || !(await controlled()) || cancelled) return;
      if (await warm(screensFor(routes, caller))) writeStored('screensCached', token);
    };
    // After the sign-in's own requests; again when the network comes back if it went away meanwhile.
    const timer = setTimeout(() => void run(), 1_500);
    window.addEventListener('online', run);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('online', run);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `token` stands for the user
  }, [token, routes]);
}
