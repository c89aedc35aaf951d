// The server's renderer of the public site (built by `vite build --ssr` into
// dist/.ssr, loaded by server/web/ssr.ts): the same routes and components as
// the browser, rendered to HTML with the answers of their loads and the
// styles emotion made for them.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { isLanguage } from '../../shared/i18n';
import type { RenderedPage, RenderInput } from '../../shared/pageRender';
import { initI18n } from '../ui/i18n';
import { routes } from '../app/router';
import { setServerTransport } from '../data/request';
import { setServerSanitizer } from '../features/public/components/sanitize';
import { publicRoutes } from '../features/public/routes';
import { ServerRenderContext, type ServerRender, type SsrPayload } from '../lib/ssrPayload';
import { Root } from './Root';
import { pageStyles } from './styles';

export type { SsrPayload } from '../lib/ssrPayload';

initI18n('ar');

// Loads that depend on an earlier answer (a detail's view count needs the
// record) take another pass; three cover every public page.
const MAX_PASSES = 4;

const serverRoutes: RouteObject[] = [
  {
    path: '/:lang',
    children: publicRoutes
      // A signed-in member's own page has nothing to render without the browser's session.
      .filter((r) => !(r.handle as { clientOnly?: boolean } | undefined)?.clientOnly)
      .map((r): RouteObject => (r.index ? { index: true } : { path: r.path })),
  },
];

/** Whether `pathname` is a public page the server renders (every route of features/public/routes.tsx). */
export function rendersOnServer(pathname: string): boolean {
  if (!isLanguage(pathname.split('/')[1])) return false;
  return (matchRoutes(serverRoutes, pathname)?.length ?? 0) > 1;
}

/**
 * Wires the server in once: `graphql` runs an operation in-process for the
 * request being rendered (its language and visitor): every request() of the
 * PWA's data layer goes through it here. `sanitize` cleans rich content (the
 * server's DOMPurify over jsdom).
 */
export function configure(server: {
  graphql: <T>(query: string, variables: Record<string, unknown> | undefined) => Promise<T>;
  sanitize(html: string): string;
}): void {
  setServerTransport((query, variables) => server.graphql(query, variables));
  setServerSanitizer(server.sanitize);
}

export type { RenderInput } from '../../shared/pageRender';
export type RenderOutput = RenderedPage<SsrPayload>;

export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(input.url));
  // A redirect or an unexpected answer: the browser's app deals with it.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const payload: SsrPayload = { language: input.language, branch: input.branch, theme: input.theme, now: Date.now(), answers: {} };
  const tried = new Set<string>();
  for (let pass = 1; ; pass++) {
    const server: ServerRender = { payload, pending: new Map(), tried, countViews: input.countViews };
    // No vendor prefixes (stylis's prefixer): a tenth of a page's bytes, for browsers the site does not support
    // (pwa/app/browserSupport.ts). The browser's own cache still prefixes what it inserts after hydration; class
    // names hash the styles, not the output, so hydration adopts these as they are.
    const cache = createCache({ key: 'css', stylisPlugins: [] });
    // compat: emotion keeps styles in the cache instead of writing <style> next to each element.
    cache.compat = true;
    // The renders of all requests share one i18next; each render is synchronous.
    void i18next.changeLanguage(input.language);
    const html = renderToString(
      <ServerRenderContext.Provider value={server}>
        <CacheProvider value={cache}>
          <Root router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
        </CacheProvider>
      </ServerRenderContext.Provider>,
    );
    if (!server.pending.size || pass === MAX_PASSES) {
      const { tags, shared } = pageStyles(cache, html);
      return { html, styles: tags, globalStyles: shared, payload };
    }
    const keys = [...server.pending.keys()];
    const answers = await Promise.allSettled(server.pending.values());
    keys.forEach((key, i) => {
      tried.add(key);
      const answer = answers[i];
      // A failed load stays out: the browser loads it again and shows the error as it always did.
      if (answer?.status === 'fulfilled') payload.answers[key] = answer.value;
    });
  }
}
