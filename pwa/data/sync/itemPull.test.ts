import { describe, expect, it } from 'vitest';
import { advance } from './itemPullLoop';
import type { LocalItem } from '../device/types';
import type { PulledPage } from './itemPage';

const item = (id: string, deleted = false) => ({ id, _deleted: deleted }) as LocalItem & { _deleted: boolean };
const page = (ids: string[], seq: number, total?: number | null, deleted: string[] = []): PulledPage<LocalItem> => ({
  documents: [...ids.map((id) => item(id)), ...deleted.map((id) => item(id, true))],
  checkpoint: { updatedAt: seq, id: ids.at(-1) ?? deleted.at(-1) ?? '' },
  total,
});

describe('advance (where the items pull stands after a page)', () => {
  it('counts a first sync from its first full page to its last, and forgets it once caught up', () => {
    const one = advance(undefined, page(['a', 'b'], 2, 5), 2);
    expect(one).toEqual({ state: { checkpoint: { updatedAt: 2, id: 'b' }, first: { done: 2, total: 5 } }, more: true });
    const two = advance(one.state, page(['c', 'd'], 4), 2);
    expect(two.state.first).toEqual({ done: 4, total: 5 });
    const last = advance(two.state, page(['e'], 5), 2);
    expect(last).toEqual({ state: { checkpoint: { updatedAt: 5, id: 'e' }, first: null }, more: false });
  });

  it('shows no progress when everything came in one page, or on a later pull', () => {
    expect(advance(undefined, page(['a'], 1, 1), 2).state.first).toBeNull();
    const caughtUp = { checkpoint: { updatedAt: 9, id: 'z' }, first: null };
    expect(advance(caughtUp, page(['a', 'b'], 11, null), 2)).toMatchObject({ state: { first: null }, more: true });
  });

  it('counts only live items as done, and keeps the checkpoint when a page is empty', () => {
    const one = advance(undefined, page(['a'], 3, 10, ['x']), 2);
    expect(one.state.first).toEqual({ done: 1, total: 10 });
    const empty = advance(one.state, { documents: [], checkpoint: undefined }, 2);
    expect(empty).toEqual({ state: { checkpoint: { updatedAt: 3, id: 'a' }, first: null }, more: false });
  });
});
