import type { ListSort, SortKey } from '../../../shared/validation/common';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './listQuery';

// A list's applied filters, page, size and sort live in the address, so the
// back button, a reload or a shared link shows the same page of the same
// results. Only what differs from the defaults is written, as `f.<field>`,
// `page` (1-based), `size` and `sort` (one of the list's sort keys, its shared
// ListSort: anything else reads as the list's first sort); other parameters
// (a tab) are kept.

export interface ListView<F, S extends string = string> {
  applied: F;
  page: number;
  pageSize: number;
  /** null for a list the server does not sort on request. */
  orderBy: SortKey<S> | null;
}

export function readListView<F extends object, S extends string>(params: URLSearchParams, empty: F, sort?: ListSort<S>): ListView<F, S> {
  const applied = { ...empty };
  for (const key of Object.keys(empty) as Array<keyof F & string>) {
    const raw = params.get(`f.${key}`);
    if (raw === null) continue;
    if (typeof empty[key] === 'string') applied[key] = raw as F[typeof key];
    else {
      try {
        const value: unknown = JSON.parse(raw);
        if (typeof value === typeof empty[key]) applied[key] = value as F[typeof key];
      } catch {
        // A hand-edited address: keep the default for that field.
      }
    }
  }
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '', 10) || 1) - 1);
  const size = Number(params.get('size'));
  const orderBy = params.get('sort') ?? '';
  return {
    applied,
    page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    orderBy: sort ? ((sort.keys as readonly string[]).includes(orderBy) ? (orderBy as SortKey<S>) : sort.initial) : null,
  };
}

export function writeListView<F extends object, S extends string>(
  params: URLSearchParams,
  view: ListView<F, S>,
  empty: F,
  sort?: ListSort<S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(empty) as Array<keyof F & string>) {
    const value = view.applied[key];
    if (value === empty[key] || (typeof value !== 'string' && JSON.stringify(value) === JSON.stringify(empty[key])))
      next.delete(`f.${key}`);
    else next.set(`f.${key}`, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set('page', view.page > 0 ? String(view.page + 1) : null);
  set('size', view.pageSize !== DEFAULT_PAGE_SIZE ? String(view.pageSize) : null);
  set('sort', sort && view.orderBy && view.orderBy !== sort.initial ? view.orderBy : null);
  return next;
}
