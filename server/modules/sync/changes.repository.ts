import type { Db } from '../../db';
import { newestStockChange } from '../../db/changeCounter';

// What the change stream asks of the replicated tables (modules/sync/eventHub.ts): the number of the newest change
// in a part of a pull's scope. The same rows and indexes as the pulls (itemsChangedAfter, sellersChangedAfter,
// tombstonesAfter), read by number only.

/** One part of a pull scope whose changes are numbered: the live rows of a source, or the tombstones of a scope. */
export type Topic =
  | { kind: 'outletItems'; outletId: string }
  | { kind: 'stockItems' }
  | { kind: 'sellers'; outletId: string | null }
  | { kind: 'tombstones'; collection: 'items' | 'sellers'; scope: string };

export function topicKey(topic: Topic): string {
  switch (topic.kind) {
    case 'outletItems':
      return `items@${topic.outletId}`;
    case 'stockItems':
      return 'items@stock';
    case 'sellers':
      return `sellers@${topic.outletId ?? '*'}`;
    case 'tombstones':
      return `${topic.collection}~${topic.scope}`;
  }
}

/** The number of a topic's newest change below `below` (0: none): where a stream starts. One indexed row. */
export async function newestBelow(db: Db, topic: Topic, below: number): Promise<number> {
  const newest = (rows: Array<{ sync_seq: number }>) => rows[0]?.sync_seq ?? 0;
  switch (topic.kind) {
    case 'stockItems':
      return newestStockChange(db, below);
    case 'outletItems':
      return newest(
        await db
          .selectFrom('items')
          .select('sync_seq')
          .where('seller_id', '=', topic.outletId)
          .where('sync_seq', '<', below)
          .orderBy('sync_seq', 'desc')
          .limit(1)
          .execute(),
      );
    case 'sellers':
      return newest(
        await db
          .selectFrom('sellers')
          .select('sync_seq')
          .$if(topic.outletId !== null, (q) => q.where('id', '=', topic.outletId as string))
          .where('sync_seq', '<', below)
          .orderBy('sync_seq', 'desc')
          .limit(1)
          .execute(),
      );
    case 'tombstones':
      return newest(
        await db
          .selectFrom('sync_tombstones')
          .select('sync_seq')
          .where('collection', '=', topic.collection)
          .where('scope', '=', topic.scope)
          .where('sync_seq', '<', below)
          .orderBy('sync_seq', 'desc')
          .limit(1)
          .execute(),
      );
  }
}

const CHUNK = 500;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The newest change numbered from `from` to below `below` of each topic that has one, by topicKey: a few queries
 * whatever the number of topics (one per kind, the outlets' by 500), each reading only that stretch of changes.
 */
export async function newestBetween(db: Db, topics: Topic[], from: number, below: number): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const outlets = topics.flatMap((t) => (t.kind === 'outletItems' ? [t.outletId] : []));
  for (const ids of chunks(outlets)) {
    const rows = await db
      .selectFrom('items')
      .select((eb) => ['seller_id', eb.fn.max('sync_seq').as('seq')])
      .where('seller_id', 'in', ids)
      .where('sync_seq', '>=', from)
      .where('sync_seq', '<', below)
      .groupBy('seller_id')
      .execute();
    for (const r of rows) found.set(topicKey({ kind: 'outletItems', outletId: r.seller_id as string }), Number(r.seq));
  }
  if (topics.some((t) => t.kind === 'stockItems')) {
    const seq = await newestStockChange(db, below, from);
    if (seq) found.set(topicKey({ kind: 'stockItems' }), seq);
  }
  const tombstones = topics.flatMap((t) => (t.kind === 'tombstones' ? [t] : []));
  for (const part of chunks(tombstones)) {
    const rows = await db
      .selectFrom('sync_tombstones')
      .select((eb) => ['collection', 'scope', eb.fn.max('sync_seq').as('seq')])
      .where('collection', 'in', [...new Set(part.map((t) => t.collection))])
      .where('scope', 'in', [...new Set(part.map((t) => t.scope))])
      .where('sync_seq', '>=', from)
      .where('sync_seq', '<', below)
      .groupBy(['collection', 'scope'])
      .execute();
    for (const r of rows)
      found.set(topicKey({ kind: 'tombstones', collection: r.collection as 'items' | 'sellers', scope: r.scope }), Number(r.seq));
  }
  if (topics.some((t) => t.kind === 'sellers')) {
    // Outlets change seldom: the stretch's changed rows, read whole, answer every outlet's topic and the all-outlets one.
    const rows = await db
      .selectFrom('sellers')
      .select(['id', 'sync_seq'])
      .where('sync_seq', '>=', from)
      .where('sync_seq', '<', below)
      .execute();
    for (const r of rows)
      for (const key of [topicKey({ kind: 'sellers', outletId: r.id }), topicKey({ kind: 'sellers', outletId: null })])
        found.set(key, Math.max(found.get(key) ?? 0, r.sync_seq));
  }
  return found;
}
