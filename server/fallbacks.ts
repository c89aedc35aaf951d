import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './lib/logger';
import { translator } from './lib/i18n';
import { currentScope } from './lib/requestScope';

/** What no route answered: 404 in the caller's language. */
export function notFound(_req: Request, res: Response) {
  const t = translator(currentScope().language);
  res
    .status(404)
    .set('Cache-Control', 'no-store')
    .json({ error: { code: 'NOT_FOUND', message: t('errors.page.404') } });
}

/** An error a route passed on: its status kept when it has one, 500 (logged) otherwise; never its own text. */
export function errorAnswer(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 500) logger.error({ err }, 'unhandled error');
    const t = translator(currentScope().language);
    const code = status === 404 ? 'NOT_FOUND' : status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
    const message = status === 404 ? t('errors.page.404') : status < 500 ? t('errors.badRequest') : t('errors.internal');
    res.status(status).set('Cache-Control', 'no-store').json({ error: { code, message } });
  };
}
