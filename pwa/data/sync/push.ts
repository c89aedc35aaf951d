import { Dexie } from 'dexie';
import { announceItemWrites } from '../device/itemIndex';
import { readMeta, writeMeta, type DeviceStore } from '../device/store';
import type { LocalAction, LocalItem, ServerMessage, SyncRound } from '../device/types';
import { pushActions, type ActionResult, type Send } from './api';
import { toLocalItem } from './itemPageShape';

// One push of the outbox: the oldest waiting actions in batches, each batch's answers written back with the items
// they changed in ONE transaction (issue 41 point 5: between "applied" and the next pull the device's checks saw
// neither the action nor its effect). The same code runs in the page's engine (engine.ts) and in the service worker's
// background sync (pwa/sw/backgroundSync.ts), under one lock, so a batch is never in flight twice from one device.

/** Under the server's 100 rows per push (server/modules/sync/schema.ts MAX_PUSH_ROWS). */
export const PUSH_BATCH = 50;

/** The lock every pusher of a store takes: one push at a time per store on this device, across tabs and the service worker. */
export const pushLockName = (store: DeviceStore) => `aqua-push:${store.name}`;

export interface PushOutcome {
  applied: number;
  refused: number;
  /** Items the answers brought (the pushing phone's own effects). */
  items: number;
}

function queuedBatch(store: DeviceStore): Promise<LocalAction[]> {
  return store.actions.where('[state+createdAt]').between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).limit(PUSH_BATCH).toArray();
}

function inputOf(action: LocalAction) {
  const { id, type, serialNumber, payload, deviceId, createdAt, seen, deviceTime, clockAt } = action;
  return { id, type, serialNumber, payload, deviceId, createdAt, seen, deviceTime, clockAt };
}

const messageOf = (key: string, params: ReadonlyArray<{ name: string; value: string }>): ServerMessage => ({
  key,
  params: Object.fromEntries(params.map((p) => [p.name, p.value])),
});

/** One batch's answers, the items they carry and the round's figures, in one transaction; answers what changed. */
async function writeAnswers(
  store: DeviceStore,
  sent: LocalAction[],
  results: ActionResult[],
): Promise<PushOutcome & { live: LocalItem[] }> {
  const byId = new Map(results.map((r) => [r.id, r]));
  const live: LocalItem[] = [];
  let applied = 0;
  let refused = 0;
  await store.transaction('rw', store.actions, store.items, store.meta, async () => {
    const now = await store.actions.bulkGet(sent.map((a) => a.id));
    const answered: LocalAction[] = [];
    for (const action of now) {
      const result = action && byId.get(action.id);
      // Answered meanwhile by another pusher (a second tab), or dismissed: its stored answer stands.
      if (!action || !result || action.state !== 'queued') continue;
      const ok = result.status === 'applied';
      if (ok) applied++;
      else refused++;
      answered.push({
        ...action,
        state: ok ? 'applied' : 'rejected',
        reason: !ok && result.reasonKey ? messageOf(result.reasonKey, result.reasonParams) : null,
        remark: result.noteKey ? messageOf(result.noteKey, result.noteParams) : null,
        error: null,
        note: null,
        resultAt: result.receivedAt ?? new Date().toISOString(),
        itemSeq: ok ? (result.itemSeq ?? null) : null,
      });
      if (result.item && result.itemSeq != null) live.push(toLocalItem(result.item.id, result.itemSeq, result.item));
    }
    await store.actions.bulkPut(answered);
    if (live.length) {
      // The answer's copy, unless the device already holds a newer one (a pull that went past it meanwhile).
      const held = await store.items.bulkGet(live.map((i) => i.id));
      const newer = live.filter((item, i) => !(Number(held[i]?.updatedAt) >= Number(item.updatedAt)));
      live.splice(0, live.length, ...newer);
      if (newer.length) await store.items.bulkPut(newer);
    }
    const more = (await queuedBatch(store)).length > 0;
    await noteRound(store, applied, refused, more);
  });
  return { applied, refused, items: live.length, live };
}

/** The outbox header's "last sync" (SyncRound): this batch's answers, added to the round while actions still wait. */
async function noteRound(store: DeviceStore, applied: number, refused: number, more: boolean): Promise<void> {
  if (!applied && !refused) return;
  const last = await readMeta(store, 'lastSync');
  const round: Pick<SyncRound, 'applied' | 'refused'> = last?.open ? last : { applied: 0, refused: 0 };
  await writeMeta(store, 'lastSync', {
    applied: round.applied + applied,
    refused: round.refused + refused,
    at: new Date().toISOString(),
    open: more,
  });
}

/**
 * Pushes every waiting action, oldest first, batch by batch, until none waits (or `stopped()`). Throws the
 * transport's error when a batch gets no answer: the actions stay queued and the next push sends them again, under
 * the same ids (the server answers a replay with its stored result).
 */
export async function pushQueued(store: DeviceStore, send: Send, stopped: () => boolean = () => false): Promise<PushOutcome> {
  const total: PushOutcome = { applied: 0, refused: 0, items: 0 };
  for (;;) {
    if (stopped()) return total;
    const batch = await queuedBatch(store);
    if (!batch.length) return total;
    const results = await pushActions(send, batch.map(inputOf));
    const { live, ...outcome } = await writeAnswers(store, batch, results);
    announceItemWrites(store.name, live, []);
    total.applied += outcome.applied;
    total.refused += outcome.refused;
    total.items += outcome.items;
    // Nothing answered of a batch that was sent (an old server's answer without these ids): stop rather than loop.
    if (!outcome.applied && !outcome.refused) return total;
  }
}
