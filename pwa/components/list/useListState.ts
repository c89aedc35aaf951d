import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListSort, SortKey } from '../../../shared/validation/common';
import { pageVariables, toggleSort } from './listQuery';
import { readListView, writeListView, type ListView } from './listUrl';

/** A list's filters, page and size (every list has them). */
export interface ListState<F> {
  draft: F;
  applied: F;
  page: number;
  pageSize: number;
  paging: { limit: number; offset: number };
  setDraft(draft: F): void;
  patchDraft(patch: Partial<F>): void;
  /** Applies the draft; `patch` first sets fields that cannot wait for a render (a scanned serial applied at once). */
  apply(patch?: Partial<F>): void;
  reset(): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
}

/** The sort of a list the server sorts on request, by one of its shared ListSort's keys (a GraphQL enum). */
export interface SortState<S extends string> {
  orderBy: SortKey<S>;
  // Properties, not methods: a handler that passes any string does not type-check.
  /** A column header clicked: a new field ascending, the same field flipped. */
  sortBy: (field: S) => void;
  /** A sort chosen from a menu (not a column header). */
  setOrderBy: (orderBy: SortKey<S>) => void;
}

/**
 * State of a server-paged list: filters being typed (draft) vs applied,
 * page, page size and, for a list given its ListSort, the sort. Everything but
 * the draft is read from and written to the address (listUrl.ts). Applying or
 * changing the sort goes back to the first page, so a page number never points
 * past the new result.
 */
export function useListState<F extends object>(empty: F): ListState<F>;
export function useListState<F extends object, S extends string>(empty: F, sort: ListSort<S>): ListState<F> & SortState<S>;
export function useListState<F extends object, S extends string>(empty: F, sort?: ListSort<S>): ListState<F> & SortState<S> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the address and the empty filter's text (`empty` is a fresh object on every render in some callers).
  const emptyText = JSON.stringify(empty);
  const view = useMemo(() => readListView(new URLSearchParams(key), JSON.parse(emptyText) as F, sort), [key, emptyText, sort]);
  const [draft, setDraft] = useState<F>(view.applied);
  // Back/forward to other filters shows them in the fields too (paging alone keeps what is being typed).
  const appliedKey = JSON.stringify(view.applied);
  useEffect(() => setDraft(JSON.parse(appliedKey) as F), [appliedKey]);
  const go = (patch: Partial<ListView<F, S>>) =>
    setParams((current) => writeListView(current, { ...readListView(current, empty, sort), ...patch }, empty, sort), {
      replace: true,
    });
  // Read only through SortState, which a list has only when given its sort.
  const orderBy = view.orderBy as SortKey<S>;
  return {
    draft,
    applied: view.applied,
    page: view.page,
    pageSize: view.pageSize,
    orderBy,
    paging: pageVariables(view.page, view.pageSize),
    setDraft,
    patchDraft: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
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
    sortBy: (field: S) => go({ orderBy: toggleSort(orderBy, field), page: 0 }),
    setOrderBy: (next: SortKey<S>) => go({ orderBy: next, page: 0 }),
  };
}
