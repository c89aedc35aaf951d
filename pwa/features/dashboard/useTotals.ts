import { useEffect, useState } from 'react';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { fetchDashboard, type TotalsFilter } from '../../data/dashboard';
import { useRemote, type Remote } from '../../data/useRemote';
import { EMPTY_FILTER, toTotalsFilter, type FilterForm } from './TotalsFilters';

/** A totals screen's state: the applied filter and its answer; errors go to the shared handler. */
export function useTotals<T>(load: (filter: TotalsFilter, signal: AbortSignal) => Promise<T>, initial: FilterForm = EMPTY_FILTER) {
  const handleError = useErrorHandler();
  const [filter, setFilter] = useState<FilterForm>(initial);
  const query = toTotalsFilter(filter);
  const remote: Remote<T> = useRemote((signal) => load(query, signal), JSON.stringify(query));
  useEffect(() => {
    if (remote.error) handleError(remote.error);
  }, [remote.error, handleError]);
  return { filter, setFilter, query, remote };
}

/** Outlets for the filter: those holding items (from the dashboard's per-outlet totals, no seller permission needed). */
export function useOutletOptions(): Array<{ id: string; name: string }> {
  const remote = useRemote((signal) => fetchDashboard({}, signal), 'outlets');
  return (remote.data?.bySeller ?? [])
    .map((s) => ({ id: s.sellerId, name: s.sellerName ?? s.sellerId }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
