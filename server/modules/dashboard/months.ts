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

/** A term while the range is split: `level` 0 months, 1 days, 2 exact; [start, end) in ms, null ends open (months only). */
interface Part {
  sign: Sign;
  level: number;
  start: number | null;
  end: number | null;
}

const monthIndex = (t: number) => {
  const d = new Date(t);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

function cost(parts: Part[]): number {
  let total = 0;
  for (const p of parts) {
    if (p.start === null || p.end === null) return Infinity;
    total += TERM_COST;
    if (p.level === 0) total += monthIndex(p.end) - monthIndex(p.start);
    else if (p.level === 1) total += (p.end - p.start) / DAY_MS;
    else total += ((p.end - p.start) / HOUR_MS) * EXACT_HOUR_COST;
  }
  return total;
}

/** [a, b) in parts of `level` and finer; a and b may be null (open) at the month level only. */
function cover(a: number | null, b: number | null, level: number, sign: Sign): Part[] {
  const unit = UNITS[level];
  if (!unit) return [{ sign, level, start: a, end: b }];
  const firstWhole = a === null ? null : unit.start(a) === a ? a : unit.next(a);
  const endWhole = b === null ? null : unit.start(b);
  // Inside one unit, touching neither of its ends.
  if (firstWhole !== null && endWhole !== null && firstWhole > endWhole) return partial(a as number, b as number, level, sign);
  const parts: Part[] = [];
  if (a !== null && firstWhole !== a) parts.push(...partial(a, firstWhole as number, level, sign));
  if (firstWhole === null || endWhole === null || firstWhole < endWhole) parts.push({ sign, level, start: firstWhole, end: endWhole });
  if (b !== null && endWhole !== b) parts.push(...partial(endWhole as number, b, level, sign));
  return parts;
}

/** [a, b), a part of one unit of `level`: what lies inside it, or the whole unit minus what lies outside. */
function partial(a: number, b: number, level: number, sign: Sign): Part[] {
  const unit = UNITS[level] as Unit;
  const start = unit.start(a);
  const end = unit.next(a);
  const inside = cover(a, b, level + 1, sign);
  const outside: Part[] = [
    { sign, level, start, end },
    ...(a > start ? cover(start, a, level + 1, -sign as Sign) : []),
    ...(b < end ? cover(b, end, level + 1, -sign as Sign) : []),
  ];
  return cost(outside) < cost(inside) ? outside : inside;
}

/** Whole months or days next to each other with the same sign become one part: one query (a day range stays in its month). */
function merged(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const before = out.find(
      (p) =>
        p.level === part.level &&
        p.level < UNITS.length &&
        p.sign === part.sign &&
        p.end !== null &&
        p.end === part.start &&
        (p.level === 0 || monthIndex(p.end - 1) === monthIndex(part.start)),
    );
    if (before) before.end = part.end;
    else out.push({ ...part });
  }
  return out;
}

function term({ sign, level, start, end }: Part): Term {
  const unit = UNITS[level];
  if (!unit) {
    const from = new Date(start as number);
    return { sign, unit: 'exact', from: from.toISOString(), to: new Date(end as number).toISOString(), month: monthOf(from) };
  }
  return {
    sign,
    unit: unit.name,
    first: start === null ? null : unit.label(start),
    last: end === null ? null : unit.label(end - 1),
    month: unit.name === 'day' && start !== null ? monthOf(new Date(start)) : null,
  };
}

/** [from, to) with either end open (null), as signed terms: counting each and adding them with their signs counts the range. */
export function rangeTerms(from: Date | null, to: Date | null): Term[] {
  const a = from ? from.getTime() : null;
  const b = to ? to.getTime() : null;
  if (a !== null && b !== null && a >= b) return [];
  return merged(cover(a, b, 0, 1)).map(term);
}
