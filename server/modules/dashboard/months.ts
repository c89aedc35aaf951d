// A time range split into whole UTC months (answered from the monthly counters)
// and the partial months at its ends (counted exactly from a covering index).

export interface MonthSplit {
  /** Whole months inside the range, as 'YYYY-MM' bounds (inclusive); null ends are open. */
  months: { first: string | null; last: string | null } | null;
  /** Partial months: [from, to) instants, each within one month, with that month. */
  edges: Array<{ from: string; to: string; month: string }>;
}

export const monthOf = (instant: Date): string => instant.toISOString().slice(0, 7);

export function monthStart(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
}

export function nextMonthStart(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
}

/** [from, to) with either end open (null). */
export function splitByMonths(from: Date | null, to: Date | null): MonthSplit {
  if (from && to && from >= to) return { months: null, edges: [] };
  const edges: MonthSplit['edges'] = [];
  let first: Date | null = from;
  if (from && from.getTime() !== monthStart(from).getTime()) {
    const end = to && to < nextMonthStart(from) ? to : nextMonthStart(from);
    edges.push({ from: from.toISOString(), to: end.toISOString(), month: monthOf(from) });
    first = end;
  }
  let last: Date | null = to; // exclusive
  if (to && to.getTime() !== monthStart(to).getTime() && (!first || first < to)) {
    const start = first && first > monthStart(to) ? first : monthStart(to);
    if (start < to) edges.push({ from: start.toISOString(), to: to.toISOString(), month: monthOf(to) });
    last = start;
  }
  // Whole months are those in [first, last); both are month starts or open here.
  if (first && last && first >= last) return { months: null, edges };
  const lastMonth = last ? monthOf(new Date(last.getTime() - 1)) : null;
  return { months: { first: first ? monthOf(first) : null, last: lastMonth }, edges };
}
