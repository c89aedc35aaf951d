import { describe, expect, it } from 'vitest';
import { nextDay, startOfDay } from '../../../shared/dates';
import { rangeTerms, type Term } from './months';

const d = (iso: string) => new Date(iso);

/** How many times the terms count an event at `at`, with their signs. */
function counted(terms: Term[], at: string): number {
  let n = 0;
  for (const t of terms) {
    const key = t.unit === 'month' ? at.slice(0, 7) : at.slice(0, 10);
    const inside =
      t.unit === 'exact' ? t.from <= at && at < t.to : (t.first === null || key >= t.first) && (t.last === null || key <= t.last);
    if (inside) n += t.sign;
  }
  return n;
}

const exactHours = (terms: Term[]) =>
  terms.reduce((h, t) => h + (t.unit === 'exact' ? (Date.parse(t.to) - Date.parse(t.from)) / 3_600_000 : 0), 0);

// A small seeded generator: the same cases every run.
function random(seed: number) {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff) / 0x80000000;
}

describe('rangeTerms', () => {
  it('counts every instant of the range once and none outside it, whatever the ends', () => {
    const rand = random(7);
    const base = Date.parse('2024-01-01T00:00:00Z');
    const span = 3 * 365 * 86_400_000;
    for (let c = 0; c < 400; c++) {
      // Ends anywhere (to the millisecond), on day or month starts, or open.
      const end = () => {
        const r = rand();
        const t = base + Math.floor(rand() * span);
        if (r < 0.1) return null;
        if (r < 0.3) return new Date(t - (t % 86_400_000));
        if (r < 0.4) return new Date(Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), 1));
        return new Date(t);
      };
      const from = end();
      const to = end();
      const terms = rangeTerms(from, to);
      const events = [
        ...Array.from({ length: 60 }, () => new Date(base - 86_400_000 + Math.floor(rand() * (span + 2 * 86_400_000)))),
        ...[from, to].flatMap((e) => (e ? [e, new Date(e.getTime() - 1), new Date(e.getTime() + 1)] : [])),
      ];
      for (const e of events) {
        const at = e.toISOString();
        const want = (from === null || e >= from) && (to === null || e < to) ? 1 : 0;
        expect(counted(terms, at), `${at} in [${from?.toISOString()}, ${to?.toISOString()}): ${JSON.stringify(terms)}`).toBe(want);
      }
    }
  });

  it('reads at most six hours of rows exactly for a range of Cairo days, however long', () => {
    const rand = random(11);
    for (let c = 0; c < 300; c++) {
      const first = new Date(Date.parse('2025-01-01T00:00:00Z') + Math.floor(rand() * 700) * 86_400_000).toISOString().slice(0, 10);
      const last = new Date(Date.parse(first) + Math.floor(rand() * 400) * 86_400_000).toISOString().slice(0, 10);
      const terms = rangeTerms(startOfDay(first), startOfDay(nextDay(last)));
      expect(exactHours(terms), `${first}..${last}: ${JSON.stringify(terms)}`).toBeLessThanOrEqual(6);
      expect(terms.length, `${first}..${last}`).toBeLessThanOrEqual(8);
    }
  });

  it('answers an open range from the month counters alone', () => {
    expect(rangeTerms(null, null)).toEqual([{ sign: 1, unit: 'month', first: null, last: null, month: null }]);
    expect(rangeTerms(d('2026-01-01T00:00:00Z'), d('2026-03-01T00:00:00Z'))).toEqual([
      { sign: 1, unit: 'month', first: '2026-01', last: '2026-02', month: null },
    ]);
  });

  it('takes twelve Cairo months as whole months, the first hours exactly and the end as its month minus the rest', () => {
    // 2025-11-29 to 2026-11-29 (Cairo): [2025-11-28T22:00Z, 2026-11-29T22:00Z).
    expect(rangeTerms(startOfDay('2025-11-29'), startOfDay('2026-11-30'))).toEqual([
      { sign: 1, unit: 'exact', from: '2025-11-28T22:00:00.000Z', to: '2025-11-29T00:00:00.000Z', month: '2025-11' },
      { sign: 1, unit: 'day', first: '2025-11-29', last: '2025-11-30', month: '2025-11' },
      { sign: 1, unit: 'month', first: '2025-12', last: '2026-11', month: null },
      { sign: -1, unit: 'exact', from: '2026-11-29T22:00:00.000Z', to: '2026-11-30T00:00:00.000Z', month: '2026-11' },
      { sign: -1, unit: 'day', first: '2026-11-30', last: '2026-11-30', month: '2026-11' },
    ]);
  });

  it('is empty for an empty range', () => {
    expect(rangeTerms(d('2026-02-10T00:00:00Z'), d('2026-02-10T00:00:00Z'))).toEqual([]);
    expect(rangeTerms(d('2026-02-11T00:00:00Z'), d('2026-02-10T00:00:00Z'))).toEqual([]);
  });
});
