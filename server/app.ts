import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import helmet from 'helmet';
import type { AppDeps, Context } from './graphql/context';
import { createErrorFormatter } from './graphql/errors';
import { limitedHandlerOptions } from './graphql/limits';
import { buildSchema } from './schema';
import { translator } from './lib/i18n';
import { installStatusOverride } from './lib/httpStatus';
import { authenticateRequest, type RequestAuth } from './modules/auth/session';
import { tooManyReads } from './graphql/throttle';
import { edgeBudget, HAS_EXTENSION, NOT_APP_ROUTES } from './edgeBudget';
import { devMailRouter } from './modules/mail/devPage';
import { currentScope } from './lib/requestScope';
import { jsonBody, refuseBodiesNotTaken } from './lib/requestBody';
import { VIDEO_PLAYER_ORIGINS } from '../shared/videoEmbed';
import { formatBytes } from '../shared/uploads';
import { APP_VERSION, buildCommit } from './lib/version';
import { requestLog } from './lib/requestLog';
import { metricsHandler } from './modules/system/metrics';
import { HEAD_SCRIPT_CSP } from './web/headScript';
import { languageOfPath, ShellRenderer } from './web/shell';
import { pageBranch, pageVisitor, PublicPageRenderer } from './web/ssr';
import { PAGE_KEY_MAX, type PublicPageCache } from './web/pageCache';
import type { RenderPool } from './web/renderPool';
import { GLOBAL_STYLES_PATH, GlobalStylesheets, stylesheetsInDatabase } from './web/globalStyles';
import type { Language } from '../shared/i18n';
import { describePublicRoute, seoRouter } from './modules/content/seo';
import { uploadsRouter } from './modules/uploads/router';
import { certificateRouter } from './modules/warranty/certificate/router';
import { socialSignInRouter } from './modules/auth/social/router';
import { SOCIAL_SIGN_IN_BASE } from '../shared/signIn';
import { fileStoreFor } from './lib/files/fileStore';
import { hostGuard, publicOrigin } from './lib/publicOrigin';
import { SYNC_EVENTS_PATH } from '../shared/sync';
import type { SyncEventHub } from './modules/sync/eventHub';
import { syncEventsHandler } from './modules/sync/events';
import { stampServerTime } from './lib/serverTime';

// Files the browser must re-check on every load: the entry document, the
// service worker and the manifest. Everything under /assets is content-hashed.
const NO_CACHE_FILES = /^\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|workbox-[^/]+\.js)$/;
/**
 * `schemaVersion`: the health check's database read (OpenedDatabase's, on a connection of its own); `syncEvents`:
 * the change streams' hub, which the server's drain closes.
 */
export function createApp(
  deps: AppDeps & {
    schemaVersion: () => Promise<number>;
    syncEvents: SyncEventHub;
    publicPages: PublicPageCache;
    renderWorkers: RenderPool;
  },
): express.Express {
  const { config, logger, db, schemaVersion: readSchemaVersion, syncEvents, publicPages, renderWorkers } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Before anything that may answer: every answer, a refusal too, tells a device the server's time.
  app.use(stampServerTime);
  // Behind a reverse proxy, TRUST_PROXY lets it name the client (req.ip, which the throttles count); off, X-Forwarded-For is ignored.
  app.set('trust proxy', config.trustProxy);
  if (!Number.isSafeInteger(config.graphqlBodyLimit) || config.graphqlBodyLimit < 1)
    throw new Error(`GRAPHQL_BODY_LIMIT must be a number of bytes, not ${config.graphqlBodyLimit}`);

  // First of all, one budget per client address for every route (edgeBudget.ts): the staff's lane goes on
  // uncharged, a visitor's request is admitted or answered 429 before anything reads it (not logged one by one
  // either), so a flood from one address costs as little as an answer can.
  const schema = buildSchema();
  const formatError = createErrorFormatter(logger);
  const edge = edgeBudget(deps);
  app.use(edge.handle);

  app.use(requestLog(logger));

  // Production answers only for PUBLIC_URL's host name (421 otherwise): a request naming another host was not
  // meant for this site (README "Deploying", the proxy's default_server).
  if (config.production) app.use(hostGuard(publicOrigin(config)));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The colour-mode script in <head> (server/web/headScript.ts), by its hash. 'wasm-unsafe-eval': the camera's
          // decoder compiles its own WebAssembly file (pwa/scan/wasmDecoder.ts); it allows no JavaScript eval.
          scriptSrc: ["'self'", HEAD_SCRIPT_CSP, "'wasm-unsafe-eval'"],
          // Emotion (Chakra) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // Album videos (docs/decisions.md "Album videos"): a video file from any https host, a YouTube or Vimeo
          // page in its provider's player.
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: [...VIDEO_PLAYER_ORIGINS],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // Local HTTP in tests and on a store's LAN must keep working.
      strictTransportSecurity: config.production,
    }),
  );

  // gzip for the PWA's scripts, the HTML shell and GraphQL answers: uncompressed,
  // the public site's first load was ~3× larger on the wire (Lighthouse). Not an event stream: gzip holds each
  // event back until its buffer fills (GET /sync/events).
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
    }),
  );

  const commit = buildCommit(config.staticDir); // once, at start: it may ask git
  app.get('/healthz', async (_req, res) => {
    try {
      // Reading the schema version is the database check too.
      const schemaVersion = await readSchemaVersion();
      res.set('Cache-Control', 'no-store').json({ ok: true, version: APP_VERSION, schemaVersion, commit, time: new Date().toISOString() });
    } catch (err) {
      logger.error({ err }, 'health check failed');
      res.status(503).json({ ok: false });
    }
  });

  // Prometheus: this machine only, or with METRICS_TOKEN (modules/system/metrics.ts).
  app.get('/metrics', metricsHandler(db, config, commit));

  app.all(
    '/graphql',
    (req, res, next) => {
      // graphql-http runs only queries over GET: public reads the browser and
      // the service worker may cache briefly. POST (mutations) and anything
      // sent with a token (member data) are never cached.
      if (req.method === 'GET' && !req.get('authorization'))
        res.set({ 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'Accept-Language' });
      else res.set('Cache-Control', 'no-store');
      installStatusOverride(res);
      next();
    },
    // The body is read here, within GRAPHQL_BODY_LIMIT, before graphql-http
    // (which would otherwise buffer any size into one string): it takes `req.body`.
    jsonBody({
      limit: config.graphqlBodyLimit,
      refuse(_req, res, error) {
        const t = translator(currentScope().language);
        const tooLarge = error.status === 413;
        const message = tooLarge ? t('errors.payloadTooLarge', { max: formatBytes(config.graphqlBodyLimit) }) : t('errors.badRequest');
        const extensions = tooLarge
          ? { code: 'PAYLOAD_TOO_LARGE', max: config.graphqlBodyLimit }
          : { code: 'BAD_USER_INPUT', detail: error.detail };
        res
          .status(error.status)
          .set('Cache-Control', 'no-store')
          .json({ errors: [{ message, extensions }] });
      },
    }),
    // Who is asking, before the operation is read (the edge's lane decides only what is charged, not what is allowed).
    (req, res, next) => {
      authenticateRequest(db, config, req).then((auth) => {
        res.locals.auth = auth;
        next();
      }, next);
    },
    createHandler<Context>({
      schema,
      formatError,
      // Nesting, tokens, aliases, directives, depth and cost, before any resolver (graphql/limits.ts); then the
      // visitor lane's budget (edgeBudget.ts).
      ...limitedHandlerOptions<Context>(
        schema,
        formatError,
        (req, operation) => {
          const raw = req.raw as Request;
          const res = (req.context as { res: Response }).res;
          if (operation.kind !== 'query') return undefined;
          const refusal = edge.chargeQuery(raw, res, operation.cost);
          return refusal && tooManyReads(formatError, refusal);
        },
        { introspection: !config.production },
      ),
      // The edge's slot is freed once the result is made, before the answer is written: a browser that has its
      // answer sends the next read at once, and on a busy machine 'finish' ran after that read had been refused (a
      // visitor met 429s).
      onOperation(req) {
        edge.release((req.context as { res: Response }).res);
      },
      context: (req) => {
        const { language } = currentScope();
        const res = req.context.res;
        return { ...deps, ...(res.locals.auth as RequestAuth), language, t: translator(language), req: req.raw as Request, res };
      },
    }),
  );

  // Past /graphql, only an upload reads a body: any other one is refused unread (413), not read away whole.
  app.use(
    refuseBodiesNotTaken(
      (req) => req.method === 'POST' && req.path.startsWith('/uploads/'),
      (_req, res) => {
        const t = translator(currentScope().language);
        res
          .status(413)
          .set('Cache-Control', 'no-store')
          .json({ errors: [{ message: t('errors.bodyNotTaken'), extensions: { code: 'PAYLOAD_TOO_LARGE', max: 0 } }] });
      },
    ),
  );
  // The change stream of a signed-in device (modules/sync/events.ts).
  app.get(SYNC_EVENTS_PATH, syncEventsHandler(deps, syncEvents));
  app.use('/dev', devMailRouter(db, config)); // demo mode only, from this machine only, without SMTP_URL (modules/mail/devPage.ts)
  app.use(seoRouter(deps));
  app.use(certificateRouter(deps)); // the warranty certificate's PDF (modules/warranty/certificate)
  app.use(SOCIAL_SIGN_IN_BASE, socialSignInRouter(deps));

  app.use('/uploads', uploadsRouter(deps));
  app.use('/uploads', fileStoreFor(config).handler());

  app.use(
    express.static(config.staticDir, {
      index: false,
      setHeaders(res, filePath) {
        const rel = '/' + path.relative(config.staticDir, filePath).split(path.sep).join('/');
        if (rel.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE_FILES.test(rel)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

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
  // The styles every rendered page shares, as the renders made them (web/globalStyles.ts).
  app.get(GLOBAL_STYLES_PATH, shell.stylesheets.serve);
  app.get(/.*/, async (req, res, next) => {
    if (NOT_APP_ROUTES.test(req.path) || HAS_EXTENSION.test(req.path) || !req.accepts('html')) return next();
    const language = languageOfPath(req.path);
    if (!(await pages.renders(req.path))) {
      const html = (await renderPage(req, res, { language, branch: '' }))?.html;
      if (!html) return void res.status(503).type('text/plain').send('The PWA is not built yet: run `npm run build`.');
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
    if (!page) return void res.status(503).type('text/plain').send('The PWA is not built yet: run `npm run build`.');
    res.set('Cache-Control', 'private, no-cache').type('html');
    if (!('etag' in page)) return void res.send(page.html);
    // Kept pages carry their validator and their gzip, made once: a hit costs neither a hash nor a compression.
    res.set({ ETag: page.etag, Vary: 'Accept-Encoding' });
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(page.gzip());
    else res.send(page.html);
  });

  app.use((req, res) => {
    const t = translator(currentScope().language);
    res
      .status(404)
      .set('Cache-Control', 'no-store')
      .json({ error: { code: 'NOT_FOUND', message: t('errors.page.404') } });
  });

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 500) logger.error({ err }, 'unhandled error');
    const t = translator(currentScope().language);
    const code = status === 404 ? 'NOT_FOUND' : status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
    const message = status === 404 ? t('errors.page.404') : status < 500 ? t('errors.badRequest') : t('errors.internal');
    res.status(status).set('Cache-Control', 'no-store').json({ error: { code, message } });
  });

  return app;
}
