import { sql } from 'kysely';
import { isPostgres } from './dialect';
import type { Db } from './index';

// Group commit (issue 21): write units that arrive together (a push, an import
// call) share one transaction and so one fsync, each inside its own savepoint:
// a unit that throws rolls back only its own writes and its caller gets its own
// error, while the others commit. better-sqlite3 runs every statement
// synchronously, so units can only meet across turns of the event loop: a
// transaction starts on setImmediate (or as soon as the previous one has
// committed) and takes every unit waiting by then. PostgreSQL commits
// concurrent transactions together by itself (and one pooled connection per
// transaction keeps them parallel), so there a unit is simply its own transaction.

/** Units per transaction: bounds how long a transaction holds the one SQLite writer. */
const MAX_UNITS_PER_COMMIT = 32;

interface Unit {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  waiting: Unit[];
  running: boolean;
  scheduled: boolean;
}

const queues = new WeakMap<Db, Queue>();

/**
 * Runs `work` inside a transaction shared with the other units waiting now,
 * in its own savepoint; answers its result once that transaction has committed.
 */
export function inGroupCommit<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], running: false, scheduled: false };
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise<T>((resolve, reject) => {
    q.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
    schedule(db, q);
  });
}

function schedule(db: Db, queue: Queue): void {
  if (queue.running || queue.scheduled || !queue.waiting.length) return;
  queue.scheduled = true;
  setImmediate(() => {
    queue.scheduled = false;
    void commitGroup(db, queue);
  });
}

async function commitGroup(db: Db, queue: Queue): Promise<void> {
  const units = queue.waiting.splice(0, MAX_UNITS_PER_COMMIT);
  queue.running = true;
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const unit of units) {
        await sql`savepoint group_unit`.execute(trx);
        try {
          const value = await unit.work(trx);
          await sql`release savepoint group_unit`.execute(trx);
          outcomes.push({ ok: true, value });
        } catch (error) {
          await sql`rollback to savepoint group_unit`.execute(trx);
          await sql`release savepoint group_unit`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
    });
    units.forEach((unit, i) => {
      const outcome = outcomes[i] as (typeof outcomes)[number];
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  } catch (error) {
    // The commit itself failed (disk full, I/O): nothing of the group is stored, each caller learns it.
    for (const unit of units) unit.reject(error);
  } finally {
    queue.running = false;
    schedule(db, queue);
  }
}
