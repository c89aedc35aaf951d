import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { initI18n } from './ui/i18n';
import { applyDocumentLanguage } from './ui/language';
import { routes } from './app/router';
import { applyColorMode, resolveColorMode } from './lib/colorMode';
import { fallbackLanguage, splitLanguagePrefix } from './lib/languagePath';
import { readStored } from './lib/storage';
import { readClientPayload } from './lib/ssrPayload';
import { Root } from './ssr/Root';

/** How long a page drawn from scratch waits for its screens' code before it renders without it. */
const FIRST_RENDER_WAIT_MS = 1000;

/**
 * Starts the app (boot.ts imports this module): a page the server rendered is
 * hydrated — the server's DOM is kept — and resolves once that first commit is
 * done (`beforeHydrate` runs just before React takes over the DOM); any other page (back-office, sign-in) is rendered from scratch.
 */
export async function start({ beforeHydrate }: { beforeHydrate?: () => void } = {}): Promise<void> {
  // Language and colour mode are applied before the first render so the page
  // never flashes in the wrong direction or colour.
  const language = splitLanguagePrefix(window.location.pathname).language ?? fallbackLanguage(readStored('language'));
  applyDocumentLanguage(language);
  applyColorMode(resolveColorMode(readStored('mode'), new Date()));
  initI18n(language);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // The router renders nothing until a matched route's `lazy` has resolved, so
  // the screens of this URL are loaded first (react-router's SSR recipe).
  const screens = Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );

  if (!readClientPayload()) {
    // Loading them also brings every Chakra recipe (lazyRoute.ts, withFullApp): arrived before the first render, the
    // theme's system is built once, not with the public set and again with all of them (about 100 ms of a desktop
    // core each, four times that on a phone). Waited for briefly only: the app, its device data and its sync engine
    // start without them when a screen's code is slow to come (Wi-Fi without internet), and the router waits for it.
    await Promise.race([screens.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
    const root = createRoot(container);
    // A transition lets React render the first screen in slices, yielding to the
    // browser every few milliseconds, instead of one long task (Lighthouse TBT).
    startTransition(() => root.render(<Root />));
    return;
  }

  await screens;
  const router = createBrowserRouter(routes);

  beforeHydrate?.();
  await new Promise<void>((resolve) => {
    hydrateRoot(container, <Root router={<RouterProvider router={router} />} onHydrated={resolve} />);
  });
}
