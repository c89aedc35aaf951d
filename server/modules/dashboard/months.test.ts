import { describe, expect, it } from 'vitest';
import { splitByMonths } from './months';

const d = (iso: string) => new Date(iso);

describe('splitByMonths', () => {
  it('answers an open range from the counters alone', () => {
    expect(splitByMonths(null, null)).toEqual({ months: { first: null, last: null }, edges: [] });
  });

  it('counts the partial current month exactly and the months after it from counters', () => {
    expect(splitByMonths(d('2026-03-10T08:00:00Z'), null)).toEqual({
      months: { first: '2026-04', last: null },
      edges: [{ from: '2026-03-10T08:00:00.000Z', to: '2026-04-01T00:00:00.000Z', month: '2026-03' }],
    });
  });

  it('splits a range across months into two edges and the whole months between', () => {
    expect(splitByMonths(d('2025-11-30T22:00:00Z'), d('2026-02-15T22:00:00Z'))).toEqual({
      months: { first: '2025-12', last: '2026-01' },
      edges: [
        { from: '2025-11-30T22:00:00.000Z', to: '2025-12-01T00:00:00.000Z', month: '2025-11' },
        { from: '2026-02-01T00:00:00.000Z', to: '2026-02-15T22:00:00.000Z', month: '2026-02' },
      ],
    });
  });

  it('keeps a range inside one month as one exact edge', () => {
    expect(splitByMonths(d('2026-02-03T00:00:00Z'), d('2026-02-10T00:00:00Z'))).toEqual({
      months: null,
      edges: [{ from: '2026-02-03T00:00:00.000Z', to: '2026-02-10T00:00:00.000Z', month: '2026-02' }],
    });
  });

  it('uses counters only for month-aligned ends', () => {
    expect(splitByMonths(d('2026-01-01T00:00:00Z'), d('2026-03-01T00:00:00Z'))).toEqual({
      months: { first: '2026-01', last: '2026-02' },
      edges: [],
    });
    expect(splitByMonths(null, d('2026-03-05T00:00:00Z'))).toEqual({
      months: { first: null, last: '2026-02' },
      edges: [{ from: '2026-03-01T00:00:00.000Z', to: '2026-03-05T00:00:00.000Z', month: '2026-03' }],
    });
  });

  it('is empty for an empty range', () => {
    expect(splitByMonths(d('2026-02-10T00:00:00Z'), d('2026-02-10T00:00:00Z'))).toEqual({ months: null, edges: [] });
  });
});
