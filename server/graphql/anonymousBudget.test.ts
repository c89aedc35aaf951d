import { describe, expect, it } from 'vitest';
import { AnonymousBudget } from './anonymousBudget';

// The bucket's arithmetic, with the clock passed in: no waiting, no timing.

/** One read, answered at once (so it is not counted running). */
function read(budget: AnonymousBudget, address: string, cost: number, at: number) {
  const answer = budget.take(address, cost, at);
  if (answer.ok) answer.release();
  return answer;
}

describe('AnonymousBudget', () => {
  it('serves a burst, then refuses with the seconds until the next read could be paid', () => {
    const budget = new AnonymousBudget({ burst: 10_000, perSecond: 2_000 });
    const at = 1_000_000;
    for (let i = 0; i < 9; i++) expect(read(budget, 'a', 1_103, at)).toMatchObject({ ok: true });
    // 73 units left: the next 1,103 needs 1,030 more, 0.5 s of refill, so 1 s.
    expect(read(budget, 'a', 1_103, at)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(budget.exhausted('a', at)).toBe(1);
    // Another address has its own bucket.
    expect(read(budget, 'b', 1_103, at)).toMatchObject({ ok: true });
    // Refilled at 2,000 a second.
    expect(read(budget, 'a', 1_103, at + 600)).toMatchObject({ ok: true });
    // 170 units left: enough for the smallest read, not for another 1,103.
    expect(budget.exhausted('a', at + 600)).toBeUndefined();
    expect(read(budget, 'a', 1_103, at + 600)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('charges at least the minimum, and a read dearer than the bucket a full bucket', () => {
    const budget = new AnonymousBudget({ burst: 1_000, perSecond: 100 });
    for (let i = 0; i < 10; i++) expect(read(budget, 'a', 1, 0).ok).toBe(true);
    expect(read(budget, 'a', 1, 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(read(budget, 'c', 50_000, 0)).toMatchObject({ ok: true });
    expect(read(budget, 'c', 50_000, 0)).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('forgets the least recently seen addresses past its size', () => {
    const budget = new AnonymousBudget({ burst: 100, perSecond: 1 });
    read(budget, 'old', 100, 0);
    for (let i = 0; i < 20_000; i++) read(budget, `a${i}`, 100, 0);
    // Forgotten: a full bucket again.
    expect(budget.exhausted('old', 0)).toBeUndefined();
    expect(budget.exhausted('a19999', 0)).toBe(100);
  });

  it('runs at most six reads of an address at once', () => {
    const budget = new AnonymousBudget({ burst: 100_000, perSecond: 1_000 });
    const running = Array.from({ length: 6 }, () => budget.take('a', 100, 0));
    expect(running.every((answer) => answer.ok)).toBe(true);
    expect(budget.take('a', 100, 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(budget.take('b', 100, 0).ok).toBe(true);
    const first = running[0] as { ok: true; release(): void };
    first.release();
    first.release(); // twice is once
    expect(budget.take('a', 100, 0).ok).toBe(true);
    expect(budget.take('a', 100, 0).ok).toBe(false);
  });

  it('refuses a budget that could not pay one read', () => {
    expect(() => new AnonymousBudget({ burst: 50, perSecond: 10 })).toThrow(/ANONYMOUS_READ_BUDGET/);
    expect(() => new AnonymousBudget({ burst: NaN, perSecond: 10 })).toThrow(/ANONYMOUS_READ_BUDGET/);
    expect(() => new AnonymousBudget({ burst: 1000, perSecond: 10, inFlight: 0 })).toThrow(/ANONYMOUS_READ_BUDGET/);
  });

  it('lets an operator raise the reads running at once (visitors behind one NAT)', () => {
    const budget = new AnonymousBudget({ burst: 10_000, perSecond: 10, inFlight: 8 });
    const taken = Array.from({ length: 9 }, () => budget.take('a', 100, 0).ok);
    expect(taken).toEqual([...Array(8).fill(true), false]);
  });
});
