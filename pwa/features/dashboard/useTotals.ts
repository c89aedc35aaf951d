import { useState } from 'react';
import { fetchDashboard, type TotalsFilter } from '../../data/dashboard';
import { useLoad } from '../../ui/useLoad';
import { EMPTY_FILTER, toTotalsFilter, type FilterForm } from './TotalsFilters';

/** A totals screen's state: the applied filter and its answer (`name` tells the screens' answers apart); errors go to the shared handler. */
export function useTotals<T>(
  name: string,
  load: (filter: TotalsFilter, signal: AbortSignal) => Promise<T>,
  initial: FilterForm = EMPTY_FILTER,
) {
  const [filter, setFilter] = useState<FilterForm>(initial);
  const query = toTotalsFilter(filter);
  const remote = useLoad(`${name}:${JSON.stringify(query)}`, (signal) => load(query, signal));
  return { filter, setFilter, query, remote };
}

/** Outlets for the filter: those holding items (from the dashboard's per-outlet totals, no seller permission needed). */
export function useOutletOptions(): Array<{ id: string; name: string }> {
  const query = toTotalsFilter(EMPTY_FILTER);
  // The same answer as the unfiltered dashboard's; quiet: without it the filter offers no outlets.
  const remote = useLoad(`dashboard:${JSON.stringify(query)}`, (signal) => fetchDashboard(query, signal), { quiet: true });
  return (remote.data?.bySeller ?? [])
    .map((s) => ({ id: s.sellerId, name: s.sellerName ?? s.sellerId }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
