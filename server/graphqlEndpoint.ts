import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import type { AppDeps, Context } from './graphql/context';
import type { createErrorFormatter } from './graphql/errors';
import { limitedHandlerOptions } from './graphql/limits';
import { tooManyReads } from './graphql/throttle';
import type { EdgeBudget } from './edgeBudget';
import { installStatusOverride } from './lib/httpStatus';
import { translator } from './lib/i18n';
import { currentScope } from './lib/requestScope';
import { jsonBody } from './lib/requestBody';
import { authenticateRequest, type RequestAuth } from './modules/auth/session';
import { formatBytes } from '../shared/uploads';

/**
 * The handlers of /graphql, in order: its caching headers, its body read within GRAPHQL_BODY_LIMIT, who is asking,
 * then graphql-http with the document limits and the visitor lane's charge.
 */
export function graphqlEndpoint(
  deps: AppDeps,
  schema: GraphQLSchema,
  formatError: ReturnType<typeof createErrorFormatter>,
  edge: EdgeBudget,
): RequestHandler[] {
  const { config, db } = deps;
  if (!Number.isSafeInteger(config.graphqlBodyLimit) || config.graphqlBodyLimit < 1)
    throw new Error(`GRAPHQL_BODY_LIMIT must be a number of bytes, not ${config.graphqlBodyLimit}`);
  return [
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
        // Refused before GraphQL: its code is known here, and /metrics counts it (not as "other").
        currentScope().errorCode ??= extensions.code;
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
  ];
}
