import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageVariables, toggleSort } from './listQuery';
import { readListView, writeListView, type ListView } from './listUrl';

/**
 * State of a server-paged list: filters being typed (draft) vs applied,
 * page, page size and sort. Everything but the draft is read from and
 * written to the address (listUrl.ts). Applying or changing the sort goes
 * back to the first page, so a page number never points past the new result.
 */
export function useListState<F extends object>(empty: F, defaultOrderBy: string) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the address and the empty filter's text (`empty` is a fresh object on every render in some callers).
  const emptyText = JSON.stringify(empty);
  const view = useMemo(
    () => readListView(new URLSearchParams(key), JSON.parse(emptyText) as F, defaultOrderBy),
    [key, emptyText, defaultOrderBy],
  );
  const [draft, setDraft] = useState<F>(view.applied);
  // Back/forward to other filters shows them in the fields too (paging alone keeps what is being typed).
  const appliedKey = JSON.stringify(view.applied);
  useEffect(() => setDraft(JSON.parse(appliedKey) as F), [appliedKey]);
  const go = (patch: Partial<ListView<F>>) =>
    setParams((current) => writeListView(current, { ...readListView(current, empty, defaultOrderBy), ...patch }, empty, defaultOrderBy), {
      replace: true,
    });
  return {
    draft,
    applied: view.applied,
    page: view.page,
    pageSize: view.pageSize,
    orderBy: view.orderBy,
    paging: pageVariables(view.page, view.pageSize),
    setDraft,
    patchDraft: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    /** Applies the draft; `patch` first sets fields that cannot wait for a render (a scanned serial applied at once). */
    apply: (patch?: Partial<F>) => {
      const applied = { ...draft, ...patch };
      if (patch) setDraft(applied);
      go({ applied, page: 0 });
    },
    reset: () => {
      setDraft(empty);
      go({ applied: empty, page: 0 });
    },
    setPage: (page: number) => go({ page }),
    setPageSize: (pageSize: number) => go({ pageSize, page: 0 }),
    sortBy: (field: string) => go({ orderBy: toggleSort(view.orderBy, field), page: 0 }),
    /** A sort chosen from a menu (not a column header). */
    setOrderBy: (orderBy: string) => go({ orderBy, page: 0 }),
  };
}
