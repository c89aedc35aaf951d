import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, pageVariables, toggleSort } from './listQuery';

/**
 * State of a server-paged list: filters being typed (draft) vs applied,
 * page, page size and sort. Applying or changing the sort goes back to the
 * first page, so a page number never points past the new result.
 */
export function useListState<F>(empty: F, defaultOrderBy: string) {
  const [draft, setDraft] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE);
  const [orderBy, setOrderBy] = useState(defaultOrderBy);
  return {
    draft,
    applied,
    page,
    pageSize,
    orderBy,
    paging: pageVariables(page, pageSize),
    setDraft,
    patchDraft: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    apply: () => {
      setApplied(draft);
      setPage(0);
    },
    reset: () => {
      setDraft(empty);
      setApplied(empty);
      setPage(0);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(0);
    },
    sortBy: (field: string) => {
      setOrderBy((o) => toggleSort(o, field));
      setPage(0);
    },
  };
}
export type ListState<F> = ReturnType<typeof useListState<F>>;
