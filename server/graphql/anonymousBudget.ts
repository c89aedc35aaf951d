import { GraphQLError } from 'graphql';
import type { FormatError, Response as HandlerResponse } from 'graphql-http';
import { StartupError } from '../lib/startup';
import { AppError } from './errors';

/**
 * What anonymous reads may cost per client address (issue 30, point 4; docs/decisions.md "Anonymous reads").
 * Every query sent without an account is charged its list cost (server/graphql/limits.ts: the fields its answer
 * may hold), at least `minimumCharge`, against a bucket per address that holds `burst` units and refills at
 * `perSecond`. An empty bucket answers 429 with Retry-After before any resolver runs.
 *
 * Kept in the process's memory, not in the database: a public read must not cost a write (with SQLite's
 * synchronous commits, the budget would then be the load). With several processes each keeps its own, so an
 * address gets that many budgets; the buckets of the least recently seen addresses go past `addresses`.
 */
export const ANONYMOUS_BUDGET = {
  /**
   * Defaults of ANONYMOUS_READ_BUDGET (server/lib/config.ts). Measured (tests/e2e/public-budget.test.ts):
   * going through all 84 public pages as fast as they load cost about 1,800 a page, the heaviest page 9,908;
   * so one page a second spends a third of the refill, and a burst holds three of the heaviest pages. A flood
   * of 1,103-cost reads gets 27 served at once, then 4 or 5 a second.
   */
  burst: 60_000,
  perSecond: 10_000,
  minimumCharge: 100,
  /**
   * Reads of one address running at once; more are refused at once (Retry-After 1). A browser opens at most six
   * connections to a site, so a visitor never has more; a flood then holds at most six of the database pool's
   * ten connections (PostgreSQL) and six reads' worth of the event loop, whatever its budget says.
   */
  inFlight: 6,
  addresses: 20_000,
} as const;

export type BudgetAnswer = { ok: true; release(): void } | { ok: false; retryAfterSeconds: number };

export class AnonymousBudget {
  private readonly buckets = new Map<string, { units: number; at: number }>();
  private readonly running = new Map<string, number>();
  private readonly rule: { burst: number; perSecond: number; minimumCharge: number; inFlight: number; addresses: number };

  constructor(budget: { burst: number; perSecond: number; inFlight?: number } = ANONYMOUS_BUDGET) {
    const inFlight = budget.inFlight ?? ANONYMOUS_BUDGET.inFlight;
    if (!(budget.burst >= ANONYMOUS_BUDGET.minimumCharge && budget.perSecond > 0 && Number.isInteger(inFlight) && inFlight >= 1))
      throw new StartupError(
        'config',
        `ANONYMOUS_READ_BUDGET must be <burst>/<per second>[/<at once>], the burst at least ${ANONYMOUS_BUDGET.minimumCharge}, e.g. ${ANONYMOUS_BUDGET.burst}/${ANONYMOUS_BUDGET.perSecond}/${ANONYMOUS_BUDGET.inFlight}`,
      );
    this.rule = { ...ANONYMOUS_BUDGET, ...budget };
  }

  /**
   * Seconds until `address` could pay the smallest read, or undefined when it can now. Charges nothing: asked
   * before a request is read, so that a flood from an address with an empty bucket costs next to nothing.
   */
  exhausted(address: string, now = Date.now()): number | undefined {
    const seen = this.buckets.get(address);
    if (!seen) return undefined;
    const units = Math.min(this.rule.burst, seen.units + ((now - seen.at) / 1000) * this.rule.perSecond);
    return units >= this.rule.minimumCharge ? undefined : Math.max(1, Math.ceil((this.rule.minimumCharge - units) / this.rule.perSecond));
  }

  /**
   * Charges one read of `cost` to `address` and counts it running until `release()` (call it when the answer is
   * sent), or says how long until it could be paid.
   */
  take(address: string, cost: number, now = Date.now()): BudgetAnswer {
    const { burst, perSecond, minimumCharge, inFlight, addresses } = this.rule;
    const running = this.running.get(address) ?? 0;
    if (running >= inFlight) return { ok: false, retryAfterSeconds: 1 };
    // A read dearer than the whole bucket is paid with a full one: the query limits decide what may be asked at all.
    const charge = Math.min(Math.max(cost, minimumCharge), burst);
    const seen = this.buckets.get(address);
    const units = seen ? Math.min(burst, seen.units + ((now - seen.at) / 1000) * perSecond) : burst;
    // Most recently seen last: the first key is the one to forget.
    this.buckets.delete(address);
    if (units < charge) {
      this.buckets.set(address, { units, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((charge - units) / perSecond)) };
    }
    this.buckets.set(address, { units: units - charge, at: now });
    if (this.buckets.size > addresses) this.buckets.delete(this.buckets.keys().next().value as string);
    this.running.set(address, running + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.running.get(address) ?? 1) - 1;
      if (left > 0) this.running.set(address, left);
      else this.running.delete(address);
    };
    return { ok: true, release };
  }
}

/** The refusal: 429 with Retry-After, TOO_MANY_REQUESTS in the caller's language, never kept by a cache. */
export function tooManyReads(formatError: FormatError, retryAfterSeconds: number): HandlerResponse {
  const refusal = new AppError('TOO_MANY_REQUESTS', 'errors.tooManyReads', {}, { retryAfter: retryAfterSeconds });
  const body = JSON.stringify({ errors: [formatError(new GraphQLError(refusal.message, { originalError: refusal }))] });
  return [
    body,
    {
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' },
    },
  ];
}
