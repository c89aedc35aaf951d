import { StartupError } from './startup';

/**
 * The visitor lane's one rule (issue 42; docs/decisions.md "One budget per address, at the edge"): what a client
 * address may spend on everything it asks without a staff account — page loads, GraphQL (anonymous, or signed in
 * with an account that has no role, as an open sign-up or a club member), uploads, change streams. Each request is
 * charged `minimumCharge` on entry; then a GraphQL query the rest of its list cost (server/graphql/limits.ts: the fields
 * its answer may hold) once it is parsed. A page load pays `pageCharge` on entry. All against a bucket per address that
 * holds `burst` units and refills at `perSecond`. At most
 * `inFlight` requests of an address run at once, and at most `atOnce` of the whole lane: more are refused at once,
 * never queued.
 *
 * Kept in the process's memory, not in the database: a public read must not cost a write (with SQLite's synchronous
 * commits, the budget would then be the load). With several processes each keeps its own, so an address gets that
 * many budgets; the buckets of the least recently seen addresses go past `addresses`.
 */
export const VISITOR_BUDGET = {
  /**
   * Defaults of VISITOR_BUDGET (server/lib/config.ts). Measured (tests/e2e/public-budget.test.ts): going through all
   * 84 public pages as fast as they load cost about 1,800 a page in reads, the heaviest page 9,908; so one page a
   * second spends a third of the refill, and a burst holds three of the heaviest pages.
   */
  burst: 60_000,
  perSecond: 10_000,
  minimumCharge: 100,
  /**
   * What a page load pays, flat: a heavy page's reads' worth, so thirty start from a full bucket and five a second
   * follow. Not the time it took: on a busy server every page is slow, and a visitor must not pay for the server's
   * load (charged by time, a real browser walking the site met 429s on a loaded machine); a flood of one path is
   * served from the kept pages (server/web/pageCache.ts), and renders are bounded by the running caps below.
   */
  pageCharge: 2_000,
  /**
   * Requests of one address running at once. A browser opens at most six connections to a site, so a visitor never
   * has more; a flood then holds at most six of the database pool's ten connections (PostgreSQL) and six requests'
   * worth of the event loop, whatever its budget says. Static files do not count (server/edgeBudget.ts).
   */
  inFlight: 6,
  /** Visitor-lane requests running at once from all addresses: many addresses together cannot take the staff's turn. */
  atOnce: 48,
  addresses: 20_000,
} as const;

export type VisitorLimit = 'budgetPerAddress' | 'atOncePerAddress' | 'visitorsAtOnce';
export type Refusal = { ok: false; retryAfterSeconds: number; limit: VisitorLimit };
export type BudgetAnswer = { ok: true; release(): void } | Refusal;
export interface BudgetRule {
  burst: number;
  perSecond: number;
  inFlight?: number | undefined;
  atOnce?: number | undefined;
}

const isCount = (n: number) => Number.isInteger(n) && n >= 1;

export class VisitorBudget {
  private readonly buckets = new Map<string, { units: number; at: number }>();
  private readonly running = new Map<string, number>();
  private runningInAll = 0;
  readonly rule: typeof VISITOR_BUDGET;

  constructor(budget: BudgetRule = VISITOR_BUDGET) {
    const rule = {
      ...VISITOR_BUDGET,
      burst: budget.burst,
      perSecond: budget.perSecond,
      inFlight: budget.inFlight ?? VISITOR_BUDGET.inFlight,
      atOnce: budget.atOnce ?? VISITOR_BUDGET.atOnce,
    };
    if (!(rule.burst >= rule.minimumCharge && rule.perSecond > 0 && isCount(rule.inFlight) && isCount(rule.atOnce)))
      throw new StartupError(
        'config',
        `VISITOR_BUDGET must be <burst>/<per second>[/<at once per address>[/<at once in all>]], the burst at least ${VISITOR_BUDGET.minimumCharge}, e.g. ${VISITOR_BUDGET.burst}/${VISITOR_BUDGET.perSecond}/${VISITOR_BUDGET.inFlight}/${VISITOR_BUDGET.atOnce}`,
      );
    this.rule = rule as typeof VISITOR_BUDGET;
  }

  /**
   * Admits one request of `address` charged `cost`, counted running until `release()` (call it when the answer is
   * sent; twice is once), or says which limit refused it and how long to wait. Cheapest checks first: a flood past
   * its running cap costs two map reads a request.
   */
  take(address: string, cost: number, now = Date.now()): BudgetAnswer {
    const running = this.running.get(address) ?? 0;
    if (running >= this.rule.inFlight) return { ok: false, retryAfterSeconds: 1, limit: 'atOncePerAddress' };
    if (this.runningInAll >= this.rule.atOnce) return { ok: false, retryAfterSeconds: 1, limit: 'visitorsAtOnce' };
    const paid = this.charge(address, Math.max(cost, this.rule.minimumCharge), now);
    if (!paid.ok) return paid;
    this.running.set(address, running + 1);
    this.runningInAll++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.runningInAll--;
      const left = (this.running.get(address) ?? 1) - 1;
      if (left > 0) this.running.set(address, left);
      else this.running.delete(address);
    };
    return { ok: true, release };
  }

  /**
   * Charges `cost` without a running slot: a static file, or a query's list cost past its entry. A request dearer
   * than the whole bucket pays a full one: the query limits decide what may be asked at all.
   */
  charge(address: string, cost: number, now = Date.now()): { ok: true } | Refusal {
    const { burst, perSecond, addresses } = this.rule;
    const price = Math.min(cost, burst);
    const seen = this.buckets.get(address);
    const units = seen ? Math.min(burst, seen.units + ((now - seen.at) / 1000) * perSecond) : burst;
    // Most recently seen last: the first key is the one to forget.
    this.buckets.delete(address);
    if (units < price) {
      this.buckets.set(address, { units, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((price - units) / perSecond)), limit: 'budgetPerAddress' };
    }
    this.buckets.set(address, { units: units - price, at: now });
    if (this.buckets.size > addresses) this.buckets.delete(this.buckets.keys().next().value as string);
    return { ok: true };
  }
}
