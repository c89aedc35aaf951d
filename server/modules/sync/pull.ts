import type { Checkpoint } from '../../../shared/sync';
import type { Db } from '../../db';
import { afterCheckpoint } from '../../db/changeCounter';
import { observePull } from '../../lib/metrics';

// Pull by checkpoint (docs/decisions.md "Checkpoints"): a change is after the
// checkpoint when (seq, id) > (checkpoint.updatedAt, checkpoint.id) (afterCheckpoint,
// server/db/changeCounter.ts). Live rows
// and tombstones are merged in that order; for one id the newest wins.

export interface Change<T> {
  id: string;
  seq: number;
  deleted: boolean;
  doc: T | null;
}

/** Rows of one scope after the checkpoint, ordered; each source is a small indexed query. */
export type LiveSource<T> = (after: Checkpoint, limit: number) => Promise<Array<{ id: string; sync_seq: number; doc: T }>>;

export async function tombstonesAfter(db: Db, collection: string, scopes: string[], after: Checkpoint, limit: number) {
  if (!scopes.length) return [];
  return db
    .selectFrom('sync_tombstones')
    .select(['doc_id', 'sync_seq'])
    .where('collection', '=', collection)
    .where('scope', 'in', scopes)
    .where(afterCheckpoint(after, 'doc_id'))
    .orderBy('sync_seq')
    .orderBy('doc_id')
    .limit(limit)
    .execute();
}

/** One (seq, id)-ordered page of live rows and tombstones after `after`, without exact repeats. */
async function mergedPage<T>(db: Db, opts: PullOptions<T>, after: Checkpoint): Promise<Array<Change<T>>> {
  const { limit } = opts;
  const lists = await Promise.all(opts.sources.map((source) => source(after, limit)));
  const tombs = await tombstonesAfter(db, opts.collection, opts.tombstoneScopes, after, limit);
  const all: Array<Change<T>> = [
    ...lists.flat().map((r) => ({ id: r.id, seq: r.sync_seq, deleted: false, doc: r.doc })),
    ...tombs.map((t) => ({ id: t.doc_id, seq: t.sync_seq, deleted: true, doc: null })),
  ];
  // (seq, id) order; for equal (seq, id) the live row first: a row in scope beats its own exit from another scope.
  all.sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) || Number(a.deleted) - Number(b.deleted));
  const merged: Array<Change<T>> = [];
  for (const change of all) {
    const last = merged[merged.length - 1];
    if (last && last.id === change.id && last.seq === change.seq) continue;
    merged.push(change);
  }
  return merged.slice(0, limit);
}

interface PullOptions<T> {
  collection: string;
  sources: Array<LiveSource<T>>;
  tombstoneScopes: string[];
  after: Checkpoint;
  limit: number;
  /** Serve only changes numbered below this (the watermark); undefined: all. */
  below?: number | undefined;
}

/**
 * Up to `limit` documents after the checkpoint, one per id (the newest).
 * The same id can change twice in a stretch of changes (left a scope at seq 5,
 * came back at seq 9); keeping only the newest would shorten the page, and
 * RxDB takes a short page for "nothing more", so the page is filled from the
 * following changes until it holds `limit` ids or the changes run out.
 */
export async function pullChanges<T>(db: Db, opts: PullOptions<T>) {
  const page = await newestPage(db, opts);
  observePull(opts.collection, page.documents.length);
  return page;
}

async function newestPage<T>(db: Db, opts: PullOptions<T>) {
  const newest = new Map<string, Change<T>>();
  let cursor = opts.after;
  for (;;) {
    const read = await mergedPage(db, opts, cursor);
    // Cut at the watermark: a page short for it means "caught up for now"; the next pull goes on from the checkpoint.
    const page = opts.below === undefined ? read : read.filter((c) => c.seq < (opts.below as number));
    for (const change of page) {
      newest.delete(change.id);
      newest.set(change.id, change);
      cursor = { updatedAt: change.seq, id: change.id };
      if (newest.size === opts.limit) return { documents: [...newest.values()], checkpoint: cursor };
    }
    if (read.length < opts.limit || page.length < read.length) return { documents: [...newest.values()], checkpoint: cursor };
  }
}
