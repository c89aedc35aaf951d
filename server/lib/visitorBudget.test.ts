import { describe, expect, it } from 'vitest';
import { VisitorBudget } from './visitorBudget';

// The bucket's arithmetic, with the clock passed in: no waiting, no timing.

/** One request, answered at once (so it is not counted running). */
function read(budget: VisitorBudget, address: string, cost: number, at: number) {
  const answer = budget.take(address, cost, at);
  if (answer.ok) answer.release();
  return answer;
}

describe('VisitorBudget', () => {
  it('serves a burst, then refuses with the seconds until the next request could be paid', () => {
    const budget = new VisitorBudget({ burst: 10_000, perSecond: 2_000 });
    const at = 1_000_000;
    for (let i = 0; i < 9; i++) expect(read(budget, 'a', 1_103, at)).toMatchObject({ ok: true });
    // 73 units left: the next 1,103 needs 1,030 more, 0.5 s of refill, so 1 s.
    expect(read(budget, 'a', 1_103, at)).toEqual({ ok: false, retryAfterSeconds: 1, limit: 'budgetPerAddress' });
    // Another address has its own bucket.
    expect(read(budget, 'b', 1_103, at)).toMatchObject({ ok: true });
    // Refilled at 2,000 a second.
    expect(read(budget, 'a', 1_103, at + 600)).toMatchObject({ ok: true });
    // 170 units left: enough for the smallest request, not for another 1,103.
    expect(read(budget, 'a', 100, at + 600)).toMatchObject({ ok: true });
    expect(read(budget, 'a', 1_103, at + 600)).toMatchObject({ ok: false, limit: 'budgetPerAddress' });
  });

  it('charges a request at least the minimum, and one dearer than the bucket a full bucket', () => {
    const budget = new VisitorBudget({ burst: 1_000, perSecond: 100 });
    for (let i = 0; i < 10; i++) expect(read(budget, 'a', 1, 0).ok).toBe(true);
    expect(read(budget, 'a', 1, 0)).toEqual({ ok: false, retryAfterSeconds: 1, limit: 'budgetPerAddress' });
    expect(read(budget, 'c', 50_000, 0)).toMatchObject({ ok: true });
    expect(read(budget, 'c', 50_000, 0)).toEqual({ ok: false, retryAfterSeconds: 10, limit: 'budgetPerAddress' });
  });

  it('charges a query’s cost past its entry, and a static file, from the same bucket without a running slot', () => {
    const budget = new VisitorBudget({ burst: 1_000, perSecond: 100, inFlight: 1 });
    const entry = budget.take('a', 100, 0);
    expect(entry.ok).toBe(true);
    expect(budget.charge('a', 850, 0)).toEqual({ ok: true });
    expect(budget.charge('a', 5, 0)).toEqual({ ok: true });
    expect(budget.charge('a', 100, 0)).toEqual({ ok: false, retryAfterSeconds: 1, limit: 'budgetPerAddress' });
  });

  it('forgets the least recently seen addresses past its size', () => {
    const budget = new VisitorBudget({ burst: 100, perSecond: 1 });
    read(budget, 'old', 100, 0);
    for (let i = 0; i < 20_000; i++) read(budget, `a${i}`, 100, 0);
    // Forgotten: a full bucket again.
    expect(read(budget, 'old', 100, 0).ok).toBe(true);
    expect(read(budget, 'a19999', 100, 0)).toMatchObject({ ok: false, retryAfterSeconds: 100 });
  });

  it('runs at most six requests of an address at once', () => {
    const budget = new VisitorBudget({ burst: 100_000, perSecond: 1_000 });
    const running = Array.from({ length: 6 }, () => budget.take('a', 100, 0));
    expect(running.every((answer) => answer.ok)).toBe(true);
    expect(budget.take('a', 100, 0)).toEqual({ ok: false, retryAfterSeconds: 1, limit: 'atOncePerAddress' });
    expect(budget.take('b', 100, 0).ok).toBe(true);
    const first = running[0] as { ok: true; release(): void };
    first.release();
    first.release(); // twice is once
    expect(budget.take('a', 100, 0).ok).toBe(true);
    expect(budget.take('a', 100, 0).ok).toBe(false);
  });

  it('runs at most `atOnce` requests of all addresses at once, and frees the lane as they end', () => {
    const budget = new VisitorBudget({ burst: 100_000, perSecond: 1_000, inFlight: 2, atOnce: 3 });
    const taken = ['a', 'a', 'b'].map((address) => budget.take(address, 100, 0));
    expect(taken.every((answer) => answer.ok)).toBe(true);
    expect(budget.take('c', 100, 0)).toEqual({ ok: false, retryAfterSeconds: 1, limit: 'visitorsAtOnce' });
    (taken[2] as { ok: true; release(): void }).release();
    expect(budget.take('c', 100, 0).ok).toBe(true);
  });

  it('refuses a budget that could not pay one request', () => {
    expect(() => new VisitorBudget({ burst: 50, perSecond: 10 })).toThrow(/VISITOR_BUDGET/);
    expect(() => new VisitorBudget({ burst: NaN, perSecond: 10 })).toThrow(/VISITOR_BUDGET/);
    expect(() => new VisitorBudget({ burst: 1000, perSecond: 10, inFlight: 0 })).toThrow(/VISITOR_BUDGET/);
    expect(() => new VisitorBudget({ burst: 1000, perSecond: 10, inFlight: 6, atOnce: 0.5 })).toThrow(/VISITOR_BUDGET/);
  });

  it('lets an operator raise the requests running at once (visitors behind one NAT)', () => {
    const budget = new VisitorBudget({ burst: 10_000, perSecond: 10, inFlight: 8 });
    const taken = Array.from({ length: 9 }, () => budget.take('a', 100, 0).ok);
    expect(taken).toEqual([...Array(8).fill(true), false]);
  });
});
