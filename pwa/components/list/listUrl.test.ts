import { describe, expect, it } from 'vitest';
import { listSort } from '../../../shared/validation/common';
import { readListView, writeListView } from './listUrl';

const EMPTY = { name: '', status: '', onlyMine: false };
const SORT = listSort(['createdAt', 'name', 'serialNumber'], 'createdAt_DESC');

describe('list state in the address', () => {
  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeListView(
      new URLSearchParams('tab=new'),
      { applied: { ...EMPTY, name: 'فلتر مياه', onlyMine: true }, page: 2, pageSize: 20, orderBy: 'name_ASC' },
      EMPTY,
      SORT,
    );
    expect(Object.fromEntries(params)).toEqual({
      tab: 'new',
      'f.name': 'فلتر مياه',
      'f.onlyMine': 'true',
      page: '3',
      size: '20',
      sort: 'name_ASC',
    });
    expect(writeListView(params, { applied: EMPTY, page: 0, pageSize: 10, orderBy: 'createdAt_DESC' }, EMPTY, SORT).toString()).toBe(
      'tab=new',
    );
  });

  it('reads back what it wrote', () => {
    const view = { applied: { ...EMPTY, status: 'inStock' }, page: 4, pageSize: 50, orderBy: 'serialNumber_DESC' } as const;
    expect(readListView(writeListView(new URLSearchParams(), view, EMPTY, SORT), EMPTY, SORT)).toEqual(view);
  });

  it('falls back to the defaults for a hand-edited address', () => {
    const view = readListView(new URLSearchParams('page=-3&size=7&sort=1;drop&f.onlyMine=%7B&f.unknown=x'), EMPTY, SORT);
    expect(view).toEqual({ applied: EMPTY, page: 0, pageSize: 10, orderBy: 'createdAt_DESC' });
  });

  it('reads only a sort key the list has: another list’s key would be refused by the list’s GraphQL enum', () => {
    for (const sort of ['password_ASC', 'timestamp_DESC', 'name_UP', 'name'])
      expect(readListView(new URLSearchParams({ sort }), EMPTY, SORT).orderBy).toBe('createdAt_DESC');
    expect(readListView(new URLSearchParams({ sort: 'name_DESC' }), EMPTY, SORT).orderBy).toBe('name_DESC');
  });

  it('holds no sort for a list the server does not sort on request, and writes none', () => {
    const view = readListView(new URLSearchParams('sort=name_ASC&page=2'), EMPTY);
    expect(view).toEqual({ applied: EMPTY, page: 1, pageSize: 10, orderBy: null });
    expect(writeListView(new URLSearchParams(), { ...view, orderBy: 'name_ASC' }, EMPTY).toString()).toBe('page=2');
  });
});
