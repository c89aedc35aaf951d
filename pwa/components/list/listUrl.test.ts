import { describe, expect, it } from 'vitest';
import { readListView, writeListView } from './listUrl';

const EMPTY = { name: '', status: '', onlyMine: false };

describe('list state in the address', () => {
  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeListView(
      new URLSearchParams('tab=new'),
      { applied: { ...EMPTY, name: 'فلتر مياه', onlyMine: true }, page: 2, pageSize: 20, orderBy: 'name_ASC' },
      EMPTY,
      'createdAt_DESC',
    );
    expect(Object.fromEntries(params)).toEqual({
      tab: 'new',
      'f.name': 'فلتر مياه',
      'f.onlyMine': 'true',
      page: '3',
      size: '20',
      sort: 'name_ASC',
    });
    expect(
      writeListView(params, { applied: EMPTY, page: 0, pageSize: 10, orderBy: 'createdAt_DESC' }, EMPTY, 'createdAt_DESC').toString(),
    ).toBe('tab=new');
  });

  it('reads back what it wrote', () => {
    const view = { applied: { ...EMPTY, status: 'inStock' }, page: 4, pageSize: 50, orderBy: 'serialNumber_DESC' };
    expect(readListView(writeListView(new URLSearchParams(), view, EMPTY, 'createdAt_DESC'), EMPTY, 'createdAt_DESC')).toEqual(view);
  });

  it('falls back to the defaults for a hand-edited address', () => {
    const view = readListView(new URLSearchParams('page=-3&size=7&sort=1;drop&f.onlyMine=%7B&f.unknown=x'), EMPTY, 'createdAt_DESC');
    expect(view).toEqual({ applied: EMPTY, page: 0, pageSize: 10, orderBy: 'createdAt_DESC' });
  });
});
