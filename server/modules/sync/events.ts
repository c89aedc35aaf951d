import type { Request, RequestHandler, Response } from 'express';
import type { ErrorCode } from '../../../shared/errors';
import type { AppDeps } from '../../graphql/context';
import { clientAddress } from '../../graphql/throttle';
import { writeAudit } from '../../db/audit';
import { translator } from '../../lib/i18n';
import { observeRateLimited } from '../../lib/metrics';
import { currentScope } from '../../lib/requestScope';
import { authenticateBearer, bearerTokenOf } from '../auth/session';
import type { SyncEventHub } from './eventHub';
import { pullTopicsOf } from './pullScope';

/** A refused stream may try again after this: slots free as other streams end (a lost phone's at its token's expiry). */
const RETRY_AFTER_SECONDS = 30;
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /sync/events: the change stream of a signed-in device (eventHub.ts). Only a bearer token signs it in, never
 * a cookie or the URL, so another site cannot open one in the user's name. Refusals answer in the GraphQL error
 * shape, in the caller's language: 401 UNAUTHENTICATED, 403 FORBIDDEN for an account that pulls nothing, 429
 * TOO_MANY_REQUESTS (`extensions.limit`, `max`, Retry-After) past a limit, 400 for a malformed X-Device-Id.
 */
export function syncEventsHandler({ db, config }: AppDeps, hub: SyncEventHub): RequestHandler {
  return (req, res, next) => {
    open(req, res).catch(next);
  };

  async function open(req: Request, res: Response): Promise<void> {
    res.set('Cache-Control', 'no-store');
    // HEAD too is routed here; its stream would hold a place and send nothing.
    if (req.method !== 'GET') return void refuse(res.set('Allow', 'GET'), 405, 'BAD_USER_INPUT', 'errors.badRequest');
    const deviceId = req.get('x-device-id');
    if (deviceId !== undefined && !DEVICE_ID.test(deviceId))
      return refuse(res, 400, 'BAD_USER_INPUT', 'errors.badRequest', { detail: 'X-Device-Id' });
    const token = bearerTokenOf(req);
    const auth = token ? await authenticateBearer(db, config, token) : undefined;
    res.locals.auth = auth; // the stream's log line names the account (server/lib/requestLog.ts)
    if (!token || !auth?.user) {
      res.set('WWW-Authenticate', 'Bearer');
      const key = auth?.authProblem === 'disabled' ? 'auth.codes.user-disabled' : 'errors.unauthenticated';
      return refuse(res, 401, 'UNAUTHENTICATED', key);
    }
    const { user } = auth;
    const topics = pullTopicsOf(user);
    if (!topics) {
      await writeAudit(db, {
        entityName: 'permission',
        entityId: 'syncEvents',
        action: 'denied',
        actor: user,
        values: { roles: user.roles },
      });
      return refuse(res, 403, 'FORBIDDEN', 'errors.forbidden');
    }
    if (req.socket.destroyed) return;
    const stream = hub.admit({
      accountId: user.id,
      address: clientAddress(req),
      deviceId,
      topics,
      res,
      expiresAt: auth.expiresAt,
      async recheck() {
        const again = await authenticateBearer(db, config, token);
        if (!again.user) return 'signedOut';
        return pullTopicsOf(again.user)?.key === topics.key ? undefined : 'scopeChanged';
      },
    });
    if ('refused' in stream) {
      if (stream.refused === 'shuttingDown') {
        res.set('Retry-After', '2');
        return refuse(res, 503, 'INTERNAL_SERVER_ERROR', 'errors.internal');
      }
      observeRateLimited(`syncEvents.${stream.refused}`);
      res.set('Retry-After', String(RETRY_AFTER_SECONDS));
      return refuse(res, 429, 'TOO_MANY_REQUESTS', 'errors.tooManyStreams', {
        limit: stream.refused,
        max: stream.max,
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
    await hub.start(stream);
  }
}

function refuse(res: Response, status: number, code: ErrorCode, key: string, extensions: Record<string, unknown> = {}): void {
  const t = translator(currentScope().language);
  res.status(status).json({ errors: [{ message: t(key), extensions: { code, ...extensions } }] });
}
