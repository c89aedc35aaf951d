import { nextDay, startOfDay } from '../../../shared/dates';
import { parseSort, type SortKey } from '../../../shared/validation/common';

// Pure helpers shared by the server-paged back-office lists: paging, sort in
// the spec's `field_ASC | field_DESC` form (shared/validation/common.ts), and Cairo calendar days → instants.

/** Spec §9: page size 10 by default; the selector offers these. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Clicking a column: a new column sorts ascending, the same column flips. */
export function toggleSort<F extends string>(orderBy: SortKey<F>, field: F): SortKey<F> {
  const current = parseSort(orderBy);
  if (current.field !== field) return `${field}_ASC`;
  return `${field}_${current.direction === 'ASC' ? 'DESC' : 'ASC'}`;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageVariables(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: Math.max(0, page) * pageSize };
}

/** Text filters: trimmed, and absent when empty (the server treats absent as "any"). */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A date-range filter given as Cairo calendar days (YYYY-MM-DD, either end
 * may be empty) → ISO instants for the server's `>=` / `<=` comparisons: the
 * start of the first day and the last millisecond of the last day, so an
 * entry made at 01:30 Cairo on the 10th is found under the 10th.
 */
export function cairoDayRange(from: string, to: string): { from: string | null; to: string | null } {
  return {
    from: from ? startOfDay(from).toISOString() : null,
    to: to ? new Date(startOfDay(nextDay(to)).getTime() - 1).toISOString() : null,
  };
}
