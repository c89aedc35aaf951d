import type { Request, RequestHandler, Response } from 'express';
import type { Config } from './lib/config';
import type { Db } from './db';
import type { Logger } from './lib/logger';
import { clientAddress } from './graphql/throttle';
import { authenticateBearer, bearerTokenOf } from './modules/auth/session';
import { languageFromHeader, translator } from './lib/i18n';
import { settleUnreadBody, hasBody } from './lib/requestBody';
import { languageOfPath, escapeHtml } from './web/shell';
import { VisitorBudget, VISITOR_BUDGET, type Refusal } from './lib/visitorBudget';

// Paths the single-page fallback must never answer: API, files, and anything that looks like a file (has an extension).
export const NOT_APP_ROUTES = /^\/(graphql|uploads|healthz|metrics|assets|dev|oidc|sync)(\/|$)/;
export const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;
// A GET of a path with an extension is a file streamed from disk (the PWA's assets and root files, uploaded images)
// or a 404: the page route never renders one. A browser over HTTP/2 asks for dozens at once (the service worker's
// precache, 200 and more), each a few microseconds of this thread: charged, never counted running. The sitemap
// reads the database: it is not one of them.
const isStaticFile = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && HAS_EXTENSION.test(req.path) && !req.path.endsWith('.xml');
// Answered as they are: the health check must answer whatever the visitors do, and /metrics guards itself.
const EXEMPT = /^\/(healthz|metrics)$/;
/** A static file's charge: a browser's first load (about 40 files) is a tenth of a page. */
const FILE_CHARGE = 5;
/** How long a token's lane is remembered: roles granted or taken show within this, and never past the token's expiry. */
const LANE_MEMORY_MS = 30_000;
const TOKENS_REMEMBERED = 10_000;

export type Lane = 'staff' | 'visitor';

export interface EdgeBudget {
  /** The first middleware: decides the lane, admits or refuses the request before anything reads it. */
  handle: RequestHandler;
  /**
   * A visitor-lane GraphQL query's list cost past what it paid on entry: undefined when paid (or on the staff lane),
   * else the refusal to answer with.
   */
  chargeQuery(req: Request, res: Response, cost: number): Refusal | undefined;
  /** Frees the request's running slot now, before its answer is written (twice is once). */
  release(res: Response): void;
}

/**
 * One budget per client address for every route, applied once, here (docs/decisions.md "One budget per address, at
 * the edge"). Two lanes: a request bearing the access token of an account with a role (staff: a seller's pushes and
 * pulls, the back office) is not charged; everything else (visitors, open sign-up and member accounts, a token that
 * does not verify) is charged to its address (server/lib/visitorBudget.ts).
 */
export function edgeBudget(deps: { db: Db; config: Config; logger: Logger }): EdgeBudget {
  const budget = new VisitorBudget(deps.config.visitorBudget ?? VISITOR_BUDGET);
  const lanes = new TokenLanes(deps);

  const admit = (req: Request, res: Response, next: () => void) => {
    const address = clientAddress(req);
    if (isStaticFile(req)) {
      const paid = budget.charge(address, FILE_CHARGE);
      return paid.ok ? next() : refuse(req, res, paid);
    }
    const page = isPageLoad(req);
    const prepaid = page ? budget.rule.pageCharge : budget.rule.minimumCharge;
    const answer = budget.take(address, prepaid);
    if (!answer.ok) return refuse(req, res, answer);
    res.locals.edgeRelease = answer.release;
    // 'close' also when the client goes away first; a change stream's slot is held as long as it is open.
    res.once('finish', answer.release).once('close', answer.release);
    next();
  };

  return {
    handle(req, res, next) {
      if (EXEMPT.test(req.path)) return next();
      const token = bearerTokenOf(req);
      const lane = token ? lanes.of(token) : 'visitor';
      const go = (found: Lane) => {
        res.locals.lane = found;
        if (found === 'staff') next();
        else admit(req, res, next);
      };
      if (typeof lane === 'string') go(lane);
      else lane.then(go, next);
    },
    chargeQuery(req, res, cost) {
      if (res.locals.lane !== 'visitor' || cost <= budget.rule.minimumCharge) return undefined;
      const paid = budget.charge(clientAddress(req), cost - budget.rule.minimumCharge);
      return paid.ok ? undefined : paid;
    },
    release(res) {
      (res.locals.edgeRelease as (() => void) | undefined)?.();
    },
  };
}

/** A page load the server renders: a GET of the single-page fallback (server/app.ts), not an API or a file. */
function isPageLoad(req: Request): boolean {
  return req.method === 'GET' && !NOT_APP_ROUTES.test(req.path) && !HAS_EXTENSION.test(req.path);
}

/**
 * 429 with Retry-After, in the visitor's language, never kept by a cache, and nothing of the request read: a page
 * load gets a short page, anything else the GraphQL error shape (`TOO_MANY_REQUESTS`, `extensions.limit`).
 */
function refuse(req: Request, res: Response, refusal: Refusal): void {
  const page = isPageLoad(req) && req.accepts('html') !== false;
  const language = page ? languageOfPath(req.path) : languageFromHeader(req.get('accept-language'));
  const message = translator(language)(refusal.limit === 'visitorsAtOnce' ? 'errors.serverBusy' : 'errors.tooManyReads');
  if (hasBody(req)) settleUnreadBody(req, res);
  const headers = { 'retry-after': String(refusal.retryAfterSeconds), 'cache-control': 'no-store' };
  if (page) {
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    const html = `<!doctype html><html lang="${language}" dir="${dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>429</title><p>${escapeHtml(message)}</p></html>`;
    res.writeHead(429, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
    return;
  }
  const extensions = { code: 'TOO_MANY_REQUESTS', retryAfter: refusal.retryAfterSeconds, limit: refusal.limit };
  res
    .writeHead(429, { ...headers, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ errors: [{ message, extensions }] }));
}

/**
 * The lane of a bearer token, remembered per token for LANE_MEMORY_MS: staff when it authenticates (server/modules/auth
 * /session.ts, the same check every request gets later) as an enabled account with a role. Looked up once however many
 * requests bring the same token at once; a token that does not verify costs one HMAC and is remembered as visitor.
 * Only the lane is remembered: what the request may do is decided afresh by its own authentication.
 */
class TokenLanes {
  private readonly known = new Map<string, { lane: Lane; until: number }>();
  private readonly pending = new Map<string, Promise<Lane>>();

  constructor(private readonly deps: { db: Db; config: Config; logger: Logger }) {}

  of(token: string, now = Date.now()): Lane | Promise<Lane> {
    const seen = this.known.get(token);
    if (seen && seen.until > now) return seen.lane;
    let looking = this.pending.get(token);
    if (!looking) {
      looking = this.lookUp(token, now).finally(() => this.pending.delete(token));
      this.pending.set(token, looking);
    }
    return looking;
  }

  private async lookUp(token: string, now: number): Promise<Lane> {
    try {
      const auth = await authenticateBearer(this.deps.db, this.deps.config, token);
      const lane: Lane = auth.user?.roles.length ? 'staff' : 'visitor';
      this.known.delete(token);
      this.known.set(token, { lane, until: Math.min(now + LANE_MEMORY_MS, auth.expiresAt ?? Infinity) });
      if (this.known.size > TOKENS_REMEMBERED) this.known.delete(this.known.keys().next().value as string);
      return lane;
    } catch (err) {
      // The database did not answer: charged as a visitor this once, and asked again next time.
      this.deps.logger.warn({ err }, 'the edge could not tell a token’s lane');
      return 'visitor';
    }
  }
}
