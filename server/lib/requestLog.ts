import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { languageFromHeader } from './i18n';
import type { Logger } from './logger';
import { observeRequest } from './metrics';
import { runInScope, type RequestScope } from './requestScope';

/**
 * A URL's path without its query string: a query may carry a secret (a password-reset or invitation token, an
 * OpenID code), and the journal is read by more people than those the secret was mailed to.
 */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The account a request was signed in as: `res.locals.auth`, set where its bearer token was checked (GraphQL, uploads, sync events). */
function accountOf(res: Response): string | undefined {
  return (res.locals.auth as { user?: { id: string } | null } | undefined)?.user?.id;
}

/**
 * Opens each request's scope (its language, a request id) and, once answered, counts it (server/lib/metrics.ts) and
 * writes one log line: method, path (never the query), status, time, request id, and when known the account, the
 * GraphQL operation (the first root field that ran) and the code of its first error (server/graphql/errors.ts).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const scope: RequestScope = { language: languageFromHeader(req.get('accept-language')), requestId: randomUUID() };
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = pathOf(req.originalUrl);
      observeRequest(path, res.statusCode, ms / 1000, scope);
      const accountId = accountOf(res);
      logger.info(
        {
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          requestId: scope.requestId,
          ...(accountId && { accountId }),
          ...(scope.operation && { operation: scope.operation }),
          ...(scope.errorCode && { errorCode: scope.errorCode }),
        },
        'request',
      );
    });
    runInScope(scope, next);
  };
}
