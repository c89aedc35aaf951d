import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { LocalDatabase } from './db';
import { itemStoreNamed } from './itemStore';
import { startItemPull } from './itemSync';
import type { ActionInput } from '../../shared/items';
import type { LocalAction } from './schemas';
import type { Checkpoint } from './itemPage';
import { pullSellers, pushActions } from './syncApi';
import { noteSyncAnswers } from './syncSummary';

const PULL_BATCH_SIZE = 500;
// The server's largest page (server/modules/sync/schema.ts): half the requests and transactions of 500, 5,731 → 6,490 items/s (docs/decisions.md).
const ITEM_PAGE = 1000;
const RESYNC_EVERY_MS = 60_000;

/**
 * Keeps the device in step with the server: reference data comes down by
 * checkpoint, queued actions go up. Everything retries on its own while
 * offline; coming back online or to the tab pulls at once.
 */
export interface Replication {
  /** Resolves once every collection has caught up with the server (the first full pull and push). */
  awaitInitialReplication(): Promise<void>;
  stop(): Promise<void>;
}

export function startReplication(db: LocalDatabase): Replication {
  const states: Array<RxReplicationState<unknown, unknown>> = [];
  // Items: a plain Dexie table fed by its own pull loop (itemStore.ts).
  const items = startItemPull(itemStoreNamed(db.name), ITEM_PAGE, 5_000);
  states.push(
    replicateRxCollection({
      replicationIdentifier: 'sellers-v1',
      collection: db.sellers,
      live: true,
      retryTime: 5_000,
      waitForLeadership: true,
      pull: { batchSize: PULL_BATCH_SIZE, handler: (checkpoint: Checkpoint | undefined, limit) => pullSellers(checkpoint, limit) },
    }) as RxReplicationState<unknown, unknown>,
  );
  states.push(
    replicateRxCollection<LocalAction, unknown>({
      replicationIdentifier: 'actions-v1',
      collection: db.actions,
      live: true,
      retryTime: 3_000,
      waitForLeadership: true,
      push: {
        // Under the server's 100 rows per push (server/modules/sync/schema.ts MAX_PUSH_ROWS).
        batchSize: 50,
        // The server answers each action with its stored result; handing that
        // back as the master state writes applied/rejected into the outbox.
        async handler(rows) {
          const queued = rows.map((row) => row.newDocumentState).filter((doc) => doc.state === 'queued');
          if (!queued.length) return [];
          const results = await pushActions(
            // `seen` is null on actions queued before schema version 1 (schemas.ts): no staleness check for them.
            queued.map(({ id, type, serialNumber, payload, deviceId, createdAt, seen }) => ({
              id,
              type,
              serialNumber,
              payload: JSON.parse(payload) as ActionInput['payload'],
              deviceId,
              createdAt,
              seen: seen ?? null,
            })),
          );
          // Applied actions changed items on the server: bring the device's copies up to date now, not at the next poll.
          void items.pull();
          const byId = new Map(results.map((r) => [r.id, r]));
          // The outbox header's "last sync" (syncSummary.ts): this batch's answers, and whether more wait behind it.
          const waiting = await db.actions.count({ selector: { state: 'queued' } }).exec();
          const applied = results.filter((r) => r.status === 'applied').length;
          noteSyncAnswers(db.name, applied, results.length - applied, waiting > queued.length);
          return queued.flatMap((doc) => {
            const result = byId.get(doc.id);
            if (!result) return [];
            // The schema's status is a string: anything but applied is a refusal, with its reason.
            const state = result.status === 'applied' ? 'applied' : 'rejected';
            return [{ ...doc, state, error: result.reason, resultAt: result.receivedAt ?? new Date().toISOString(), _deleted: false }];
          });
        },
      },
    }) as RxReplicationState<unknown, unknown>,
  );

  const resync = () => {
    void items.pull();
    states.forEach((s) => s.reSync());
  };
  const timer = setInterval(resync, RESYNC_EVERY_MS);
  window.addEventListener('online', resync);
  window.addEventListener('focus', resync);

  return {
    async awaitInitialReplication() {
      await Promise.all([items.caughtUp, ...states.map((s) => s.awaitInitialReplication())]);
    },
    async stop() {
      clearInterval(timer);
      window.removeEventListener('online', resync);
      window.removeEventListener('focus', resync);
      items.stop();
      await Promise.all(states.map((s) => s.cancel()));
    },
  };
}
