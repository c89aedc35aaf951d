import { describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import type { Checkpoint } from '../../../shared/sync';
import { pullChanges, type LiveSource } from './pull';

// Live rows of one scope as (seq, id) pairs; no tombstone scopes, so no database is read.
function source(rows: Array<[number, string]>): LiveSource<string> {
  return async (after: Checkpoint, limit: number) =>
    rows
      .filter(([seq, id]) => seq > after.updatedAt || (seq === after.updatedAt && id > after.id))
      .slice(0, limit)
      .map(([seq, id]) => ({ id, sync_seq: seq, doc: `${id}@${seq}` }));
}

const pull = (sources: Array<LiveSource<string>>, after: Checkpoint, limit: number) =>
  pullChanges(null as unknown as Db, { collection: 'items', sources, tombstoneScopes: [], after, limit });

describe('pullChanges', () => {
  it('fills a page past an id that changed twice, so a short page still means "no more"', async () => {
    // Item a changes at 1 and again at 3: the first three changes hold only two ids.
    const rows: Array<[number, string]> = [
      [1, 'a'],
      [2, 'b'],
      [3, 'a'],
      [4, 'c'],
      [5, 'd'],
    ];
    const first = await pull([source(rows)], { updatedAt: 0, id: '' }, 3);
    expect(first.documents.map((d) => d.doc)).toEqual(['b@2', 'a@3', 'c@4']);
    expect(first.checkpoint).toEqual({ updatedAt: 4, id: 'c' });
    const second = await pull([source(rows)], first.checkpoint, 3);
    expect(second.documents.map((d) => d.doc)).toEqual(['d@5']);
  });

  it('merges sources in (seq, id) order and keeps the newest state of each id', async () => {
    const page = await pull(
      [
        source([
          [1, 'a'],
          [4, 'b'],
        ]),
        source([
          [2, 'a'],
          [3, 'c'],
        ]),
      ],
      { updatedAt: 0, id: '' },
      10,
    );
    expect(page.documents.map((d) => d.doc)).toEqual(['a@2', 'c@3', 'b@4']);
    expect(page.checkpoint).toEqual({ updatedAt: 4, id: 'b' });
  });

  it('answers an empty page with the same checkpoint when nothing changed', async () => {
    const after = { updatedAt: 9, id: 'z' };
    expect(await pull([source([[1, 'a']])], after, 5)).toEqual({ documents: [], checkpoint: after });
  });

  it('stops below the watermark, so the checkpoint never passes a number that may commit later', async () => {
    // 3 is committed but 2 is not yet (its transaction holds the lowest open number): the watermark is 2.
    const rows: Array<[number, string]> = [
      [1, 'a'],
      [3, 'c'],
      [4, 'd'],
    ];
    const start = { updatedAt: 0, id: '' };
    const cut = await pullChanges(null as unknown as Db, {
      collection: 'items',
      sources: [source(rows)],
      tombstoneScopes: [],
      after: start,
      limit: 2,
      below: 2,
    });
    expect(cut.documents.map((d) => d.doc)).toEqual(['a@1']);
    expect(cut.checkpoint).toEqual({ updatedAt: 1, id: 'a' });
    // 2 commits: the next pull, from that checkpoint, serves it with what followed.
    const later = await pull([source([[2, 'b'], ...rows])], cut.checkpoint, 5);
    expect(later.documents.map((d) => d.doc)).toEqual(['b@2', 'c@3', 'd@4']);
  });
});
