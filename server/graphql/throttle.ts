import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { FormatError, Response as HandlerResponse } from 'graphql-http';
import type { Refusal } from '../lib/visitorBudget';
import type { Db } from '../db';
import { forceHttpStatus } from '../lib/httpStatus';
import { takeRateLimit, type RateLimit, type RateLimitHit } from '../db/rateLimit';
import { AppError } from './errors';

/** The client address the throttles count (Express `req.ip`; `trust proxy` decides what it is). */
export function clientAddress(req: Pick<Request, 'ip'> | undefined): string {
  return req?.ip || 'unknown';
}

/**
 * Counts one hit against `rule` for `key`; over the limit, marks the answer
 * HTTP 429 with Retry-After and throws TOO_MANY_REQUESTS with `messageKey`
 * (an i18n key with text in both languages). Every throttle of an operation
 * anyone can call goes through here (server/db/rateLimit.ts counts).
 */
export async function enforceRateLimit(
  db: Db,
  res: Response | undefined,
  rule: RateLimit,
  key: string,
  messageKey = 'errors.tooManyRequests',
  extensions: Record<string, unknown> = {},
): Promise<RateLimitHit> {
  const hit = await takeRateLimit(db, rule, key);
  if (hit.ok) return hit;
  if (res) forceHttpStatus(res, 429, { 'Retry-After': String(hit.retryAfterSeconds) });
  throw new AppError('TOO_MANY_REQUESTS', messageKey, {}, { ...extensions, retryAfter: hit.retryAfterSeconds });
}

/**
 * A query the visitor lane's budget cannot pay (server/edgeBudget.ts): 429 with Retry-After, TOO_MANY_REQUESTS
 * and the limit met, in the caller's language, never kept by a cache.
 */
export function tooManyReads(formatError: FormatError, refusal: Refusal): HandlerResponse {
  const { retryAfterSeconds: retryAfter, limit } = refusal;
  const error = new AppError('TOO_MANY_REQUESTS', 'errors.tooManyReads', {}, { retryAfter, limit });
  const body = JSON.stringify({ errors: [formatError(new GraphQLError(error.message, { originalError: error }))] });
  return [
    body,
    {
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
    },
  ];
}
