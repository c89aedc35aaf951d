import type { Db } from '../../db';
import type { Context, ViewTally } from '../../graphql/context';
import type { Logger } from '../../lib/logger';
import { ENTITIES, type EntityDef } from './entities';

// Views of public records are counted in memory and written in batches (issue 42): a page load, or a flood of them
// each with a new visitor id, costs no database write of its own. A visitor's view of a record counts once, ever,
// as before: the set below drops repeats within a batch, the database's key (entity, record, kind, visitor) those
// of earlier batches, and a record's counter moves by the rows a batch really added. What is not written yet is
// added to the counts this process answers with, so a visitor sees its own view at once.

/** How often counted views are written; the server's drain writes the last ones. */
export const VIEW_FLUSH_MS = 5_000;
/** (record, visitor) pairs one batch holds; a full batch is written at once, and past twice this views are dropped. */
export const VIEW_BATCH_MAX = 50_000;
/** Rows per insert: five values a row stays far below either engine's limit on bound values. */
const ROWS_PER_WRITE = 500;

const BY_KEY = new Map<string, EntityDef>(Object.values(ENTITIES).map((e) => [e.key, e]));

type Batch = Map<string, Set<string>>; // `${entity}:${id}` → visitors
const recordKey = (entity: string, id: number) => `${entity}:${id}`;

export class ViewCounter implements ViewTally {
  private batch: Batch = new Map();
  private batchSize = 0;
  /** The batch being written: its views still count until they are in the database. */
  private writing: Batch = new Map();
  private flushing: Promise<void> | undefined;
  private dropped = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly options: { flushMs?: number | undefined; batchMax?: number | undefined } = {},
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? VIEW_FLUSH_MS);
    this.timer.unref();
  }

  count(entity: string, id: number, visitor: string): number {
    const key = recordKey(entity, id);
    const visitors = this.batch.get(key) ?? new Set<string>();
    if (!visitors.has(visitor) && !this.writing.get(key)?.has(visitor)) {
      const max = this.options.batchMax ?? VIEW_BATCH_MAX;
      if (this.batchSize >= 2 * max) this.dropped++;
      else {
        visitors.add(visitor);
        this.batch.set(key, visitors);
        if (++this.batchSize >= max) void this.flush();
      }
    }
    return this.pending(entity, id);
  }

  pending(entity: string, id: number): number {
    const key = recordKey(entity, id);
    return (this.batch.get(key)?.size ?? 0) + (this.writing.get(key)?.size ?? 0);
  }

  /** Writes the views counted so far; one write at a time, a call during one waits for it and writes what came since. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.batchSize) return;
    this.writing = this.batch;
    this.batch = new Map();
    this.batchSize = 0;
    if (this.dropped) {
      this.logger.warn({ dropped: this.dropped }, 'views dropped: more came in than the batches could hold');
      this.dropped = 0;
    }
    this.flushing = this.write(this.writing)
      .catch((err: unknown) => this.logger.error({ err }, 'counted views could not be written'))
      .finally(() => {
        this.writing = new Map();
        this.flushing = undefined;
      });
    await this.flushing;
  }

  /** Stops the timer and writes what is left: the server's drain, once every request is answered. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(batch: Batch): Promise<void> {
    const now = new Date().toISOString();
    const rows: Array<{ entity: string; entity_id: number; visitor_id: string; kind: 'view'; created_at: string }> = [];
    for (const [key, visitors] of batch) {
      const at = key.lastIndexOf(':');
      const entity = key.slice(0, at);
      const id = Number(key.slice(at + 1));
      for (const visitor of visitors) rows.push({ entity, entity_id: id, visitor_id: visitor, kind: 'view', created_at: now });
    }
    // Each slice in a transaction of its own: its rows and the counters they move agree, and a seller's write waits
    // for one short slice at most, not for the whole batch.
    for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
      const slice = rows.slice(i, i + ROWS_PER_WRITE);
      await this.db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('content_reactions')
          .values(slice)
          .onConflict((oc) => oc.doNothing())
          .returning(['entity', 'entity_id'])
          .execute();
        const moves = new Map<string, number>();
        for (const row of added)
          moves.set(recordKey(row.entity, Number(row.entity_id)), (moves.get(recordKey(row.entity, Number(row.entity_id))) ?? 0) + 1);
        for (const [key, n] of moves) {
          const at = key.lastIndexOf(':');
          const entity = BY_KEY.get(key.slice(0, at));
          if (!entity) continue;
          await trx
            .updateTable(entity.table)
            .set((eb) => ({ views_count: eb(eb.ref('views_count'), '+', n) }))
            .where('id', '=', Number(key.slice(at + 1)))
            .execute();
        }
      });
    }
  }
}

/** A record's `viewsCount` field: its count as written, and the views counted since that wait for the next batch. */
export const viewsCountWithPending =
  (entity: EntityDef) =>
  (record: { id: string; viewsCount?: number | null }, _args: unknown, ctx: Context): number =>
    Number(record.viewsCount ?? 0) + ctx.views.pending(entity.key, Number(record.id));
