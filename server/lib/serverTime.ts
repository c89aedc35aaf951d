import type { NextFunction, Request, Response } from 'express';
import { SERVER_TIME_HEADER } from '../../shared/sync';

/**
 * Stamps every answer with the server's clock (shared/sync.ts SERVER_TIME_HEADER) when its head is written, not when
 * the request came in: a device halves the round trip around that instant. Node writes every head through
 * `writeHead` (an implicit one too), so this sees each answer, whichever middleware or handler ends it; compression
 * and helmet only add or change their own headers.
 */
export function stampServerTime(_req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader(SERVER_TIME_HEADER, String(Date.now()));
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  next();
}
