import express, { type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { AppDeps } from './graphql/context';
import { HAS_EXTENSION, NOT_APP_ROUTES } from './edgeBudget';
import { publicOrigin } from './lib/publicOrigin';
import { describePublicRoute } from './modules/content/seo';
import { GLOBAL_STYLES_PATH, GlobalStylesheets, stylesheetsInDatabase } from './web/globalStyles';
import { PAGE_KEY_MAX, type PublicPageCache } from './web/pageCache';
import type { RenderPool } from './web/renderPool';
import { languageOfPath, ShellRenderer } from './web/shell';
import { pageBranch, pageVisitor, PublicPageRenderer } from './web/ssr';
import type { Language } from '../shared/i18n';

const NOT_BUILT = 'The PWA is not built yet: run `npm run build`.';

/**
 * Every page the app routes: the HTML shell with the route's meta, a public page rendered on the server and kept a few
 * seconds for visitors (web/ssr.ts, web/pageCache.ts), and the styles the rendered pages share.
 */
export function publicPagesRouter(
  deps: AppDeps & { publicPages: PublicPageCache; renderWorkers: RenderPool },
  schema: GraphQLSchema,
): express.Router {
  const { config, logger, db, publicPages, renderWorkers } = deps;
  const stylesheets = new GlobalStylesheets(stylesheetsInDatabase(db), (err) => logger.warn({ err }, 'a shared stylesheet was not saved'));
  const shell = new ShellRenderer(config.staticDir, stylesheets);
  const pages = new PublicPageRenderer(config.staticDir, deps, schema, renderWorkers);
  const renderPage = async (req: Request, res: Response, page: { language: Language; branch: string; visitor?: string | undefined }) => {
    const [meta, rendered] = await Promise.all([
      describePublicRoute(db, req.path, page.language).catch((err: unknown) => {
        logger.warn({ err }, 'page meta failed');
        return undefined;
      }),
      // A public page the server could not render still works: the shell renders it in the browser.
      pages.render(req, res, page).catch((err: unknown) => {
        logger.error({ err }, 'server render failed');
        return undefined;
      }),
    ]);
    const html = shell.render(req.path, meta && { ...meta, origin: publicOrigin(config) }, rendered);
    // Only a page that rendered, of a record that exists, is kept: a path made up, or a failed render, is not.
    return html === undefined ? undefined : { html, keep: Boolean(rendered && meta && !meta.missing), rendered: Boolean(rendered) };
  };
  // The page the browser renders itself: the shell with the route's meta, no render (a path too long to keep, or
  // more misses at once than RENDERS_AT_ONCE).
  const plainPage = async (req: Request, language: Language) => {
    const meta = await describePublicRoute(db, req.path, language).catch(() => undefined);
    const html = shell.render(req.path, meta && { ...meta, origin: publicOrigin(config) }, undefined);
    return html === undefined ? undefined : { html, keep: false, rendered: false };
  };

  const router = express.Router();
  // The styles every rendered page shares, as the renders made them (web/globalStyles.ts).
  router.get(GLOBAL_STYLES_PATH, shell.stylesheets.serve);
  router.get(/.*/, async (req, res, next) => {
    if (NOT_APP_ROUTES.test(req.path) || HAS_EXTENSION.test(req.path) || !req.accepts('html')) return next();
    const language = languageOfPath(req.path);
    if (!(await pages.renders(req.path))) {
      const html = (await renderPage(req, res, { language, branch: '' }))?.html;
      if (!html) return void res.status(503).type('text/plain').send(NOT_BUILT);
      return void res.set('Cache-Control', 'no-cache').type('html').send(html);
    }
    // A new visitor gets its id with the page (its views and likes are counted by it once the page has loaded).
    pageVisitor(req, res);
    const branch = pageBranch(req);
    // Every load, a signed-in member's too, gets the page every visitor gets, kept a few seconds (docs/decisions.md
    // "Public pages kept for a few seconds"): a visitor's likes and views are the page's to fetch once loaded
    // (pwa/boot.ts), and a member's page starts the app. No shared cache downstream keeps it (a new visitor's cookie
    // rides on it).
    const key = `${language} ${branch} ${req.originalUrl}`;
    const page =
      key.length > PAGE_KEY_MAX
        ? await plainPage(req, language)
        : await publicPages.page(
            key,
            () => renderPage(req, res, { language, branch }),
            () => plainPage(req, language),
          );
    if (!page) return void res.status(503).type('text/plain').send(NOT_BUILT);
    res.set('Cache-Control', 'private, no-cache').type('html');
    if (!('etag' in page)) return void res.send(page.html);
    // Kept pages carry their validator and their gzip, made once: a hit costs neither a hash nor a compression.
    res.set({ ETag: page.etag, Vary: 'Accept-Encoding' });
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(page.gzip());
    else res.send(page.html);
  });
  return router;
}
