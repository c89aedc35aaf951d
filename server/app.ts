import express from 'express';
import type { AppDeps } from './graphql/context';
import { createErrorFormatter } from './graphql/errors';
import { buildSchema } from './schema';
import { edgeBudget } from './edgeBudget';
import { devMailRouter } from './modules/mail/devPage';
import { requestLog } from './lib/requestLog';
import type { PublicPageCache } from './web/pageCache';
import type { RenderPool } from './web/renderPool';
import { seoRouter } from './modules/content/seo';
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
import { compressAnswers, securityHeaders } from './securityHeaders';
import { healthRoutes } from './health';
import { graphqlEndpoint } from './graphqlEndpoint';
import { refuseUnreadBodies } from './unreadBodies';
import { pwaFiles } from './staticFiles';
import { publicPagesRouter } from './publicPages';
import { errorAnswer, notFound } from './fallbacks';

/**
 * The Express app: what every request goes through, in order, each piece in a file of its own beside this one or in its module.
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
  const { config, logger, db } = deps;
  const schema = buildSchema();
  const app = express();
  app.disable('x-powered-by');
  // Before anything that may answer: every answer, a refusal too, tells a device the server's time.
  app.use(stampServerTime);
  // Behind a reverse proxy, TRUST_PROXY lets it name the client (req.ip, which the throttles count); off, X-Forwarded-For is ignored.
  app.set('trust proxy', config.trustProxy);

  // First of all, one budget per client address for every route (edgeBudget.ts): the staff's lane goes on
  // uncharged, a visitor's request is admitted or answered 429 before anything reads it (not logged one by one
  // either), so a flood from one address costs as little as an answer can.
  const edge = edgeBudget(deps);
  app.use(edge.handle);
  app.use(requestLog(logger));
  // Production answers only for PUBLIC_URL's host name (421 otherwise): a request naming another host was not
  // meant for this site (README "Deploying", the proxy's default_server).
  if (config.production) app.use(hostGuard(publicOrigin(config)));
  app.use(securityHeaders(config));
  app.use(compressAnswers());

  app.use(healthRoutes(deps));
  app.all('/graphql', ...graphqlEndpoint(deps, schema, createErrorFormatter(logger), edge));
  app.use(refuseUnreadBodies());

  // The change stream of a signed-in device (modules/sync/events.ts).
  app.get(SYNC_EVENTS_PATH, syncEventsHandler(deps, deps.syncEvents));
  app.use('/dev', devMailRouter(db, config)); // demo mode only, from this machine only, without SMTP_URL (modules/mail/devPage.ts)
  app.use(seoRouter(deps));
  app.use(certificateRouter(deps)); // the warranty certificate's PDF (modules/warranty/certificate)
  app.use(SOCIAL_SIGN_IN_BASE, socialSignInRouter(deps));
  app.use('/uploads', uploadsRouter(deps));
  app.use('/uploads', fileStoreFor(config).handler());

  app.use(pwaFiles(config.staticDir));
  app.use(publicPagesRouter(deps, schema));

  app.use(notFound);
  app.use(errorAnswer(logger));
  return app;
}
