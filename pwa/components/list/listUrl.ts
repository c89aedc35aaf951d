import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './listQuery';

// A list's applied filters, page, size and sort live in the address, so the
// back button, a reload or a shared link shows the same page of the same
// results. Only what differs from the defaults is written, as `f.<field>`,
// `page` (1-based), `size` and `sort`; other parameters (a tab) are kept.

export interface ListView<F> {
  applied: F;
  page: number;
  pageSize: number;
  orderBy: string;
}

const SORT = /^[A-Za-z]\w*_(ASC|DESC)$/;

export function readListView<F extends object>(params: URLSearchParams, empty: F, defaultOrderBy: string): ListView<F> {
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
  const sort = params.get('sort') ?? '';
  return {
    applied,
    page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    orderBy: SORT.test(sort) ? sort : defaultOrderBy,
  };
}

export function writeListView<F extends object>(
  params: URLSearchParams,
  view: ListView<F>,
  empty: F,
  defaultOrderBy: string,
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
  set('sort', view.orderBy !== defaultOrderBy ? view.orderBy : null);
  return next;
}
