// A time range as signed terms that are cheap to count: whole UTC months and
// whole UTC days from the counters (item_stat_counts, item_made_counts), and
// the few hours left at its ends counted exactly on a covering index.
//
// A partial month is either the days inside the range or the whole month minus
// the days outside it, whichever reads fewer rows; a partial day likewise, in
// hours. Date filters are Cairo days, which begin at 21:00 or 22:00 UTC, so a
// range's end is "the whole UTC day minus the last two or three hours" and its
// start "the last two or three hours of the UTC day before": never more than
// three hours of rows are read, however long the range.

export type Sign = 1 | -1;

export type Term =
  /** Buckets first..last (inclusive, 'YYYY-MM' or 'YYYY-MM-DD'; null ends open); a day range lies in one `month`. */
  | { sign: Sign; unit: 'month' | 'day'; first: string | null; last: string | null; month: string | null }
  /** Rows in [from, to), within one `month`. */
  | { sign: Sign; unit: 'exact'; from: string; to: string; month: string };

export const monthOf = (instant: Date): string => instant.toISOString().slice(0, 7);

export function monthStart(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
}

export function nextMonthStart(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface Unit {
  name: 'month' | 'day';
  start(t: number): number;
  next(t: number): number;
  label(t: number): string;
}

const UNITS: Unit[] = [
  {
    name: 'month',
    start: (t) => monthStart(new Date(t)).getTime(),
    next: (t) => nextMonthStart(new Date(t)).getTime(),
    label: (t) => new Date(t).toISOString().slice(0, 7),
  },
  {
    name: 'day',
    start: (t) => t - (((t % DAY_MS) + DAY_MS) % DAY_MS),
    next: (t) => t - (((t % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS,
    label: (t) => new Date(t).toISOString().slice(0, 10),
  },
];

// What a term costs to read, in counter buckets: each term is a query, a bucket
// is one row per (type, outlet) or (type, status, entry), and an hour of exact
// rows is about half a bucket's rows (items made or exported in an hour).
const TERM_COST = 0.5;
const EXACT_HOUR_COST = 0.5;

function cost(terms: Term[]): number {
  let total = 0;
  for (const t of terms) {
    total += TERM_COST;
    if (t.unit === 'exact') total += ((Date.parse(t.to) - Date.parse(t.from)) / HOUR_MS) * EXACT_HOUR_COST;
    else if (t.first === null || t.last === null) total += Infinity;
    else if (t.unit === 'day') total += (Date.parse(t.last) - Date.parse(t.first)) / DAY_MS + 1;
    else total += monthsBetween(t.first, t.last) + 1;
  }
  return total;
}

const monthsBetween = (first: string, last: string) =>
  (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5, 7)) - Number(first.slice(5, 7));

/** The whole units of `level` in [start, end) (both unit starts; null ends open). */
function whole(level: number, start: number | null, end: number | null, sign: Sign): Term {
  const unit = UNITS[level] as Unit;
  return {
    sign,
    unit: unit.name,
    first: start === null ? null : unit.label(start),
    last: end === null ? null : unit.label(end - 1),
    month: unit.name === 'day' && start !== null ? monthOf(new Date(start)) : null,
  };
}

/** [a, b) in terms of `level` and finer; a and b may be null (open) at the month level only. */
function cover(a: number | null, b: number | null, level: number, sign: Sign): Term[] {
  const unit = UNITS[level];
  if (!unit) {
    const from = new Date(a as number);
    return [{ sign, unit: 'exact', from: from.toISOString(), to: new Date(b as number).toISOString(), month: monthOf(from) }];
  }
  const firstWhole = a === null ? null : unit.start(a) === a ? a : unit.next(a);
  const endWhole = b === null ? null : unit.start(b);
  // Inside one unit, touching neither of its ends.
  if (firstWhole !== null && endWhole !== null && firstWhole > endWhole) return partial(a as number, b as number, level, sign);
  const terms: Term[] = [];
  if (a !== null && firstWhole !== a) terms.push(...partial(a, firstWhole as number, level, sign));
  if (firstWhole === null || endWhole === null || firstWhole < endWhole) terms.push(whole(level, firstWhole, endWhole, sign));
  if (b !== null && endWhole !== b) terms.push(...partial(endWhole as number, b, level, sign));
  return terms;
}

/** [a, b), a part of one unit of `level`: what lies inside it, or the whole unit minus what lies outside. */
function partial(a: number, b: number, level: number, sign: Sign): Term[] {
  const unit = UNITS[level] as Unit;
  const start = unit.start(a);
  const end = unit.next(a);
  const inside = cover(a, b, level + 1, sign);
  const outside = [
    whole(level, start, end, sign),
    ...(a > start ? cover(start, a, level + 1, -sign as Sign) : []),
    ...(b < end ? cover(b, end, level + 1, -sign as Sign) : []),
  ];
  return cost(outside) < cost(inside) ? outside : inside;
}

/** Whole months or days next to each other with the same sign become one term: one query. */
function merged(terms: Term[]): Term[] {
  const out: Term[] = [];
  for (const term of terms) {
    const joined = out.findIndex(
      (t) =>
        t.unit === term.unit &&
        t.unit !== 'exact' &&
        term.unit !== 'exact' &&
        t.sign === term.sign &&
        t.month === term.month &&
        t.last !== null &&
        term.first !== null &&
        follows(t.unit, t.last, term.first),
    );
    const before = out[joined];
    if (before && before.unit !== 'exact' && term.unit !== 'exact') out[joined] = { ...before, last: term.last };
    else out.push(term);
  }
  return out;
}

function follows(unit: 'month' | 'day', last: string, first: string): boolean {
  const next = unit === 'month' ? nextMonthStart(new Date(`${last}-01T00:00:00Z`)) : new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS);
  return (unit === 'month' ? monthOf(next) : next.toISOString().slice(0, 10)) === first;
}

/** [from, to) with either end open (null), as signed terms: counting each and adding them with their signs counts the range. */
export function rangeTerms(from: Date | null, to: Date | null): Term[] {
  const a = from ? from.getTime() : null;
  const b = to ? to.getTime() : null;
  if (a !== null && b !== null && a >= b) return [];
  return merged(cover(a, b, 0, 1));
}
