import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ActionType } from '../../../shared/items';
import { normalizeSerial } from '../../../shared/items/serial';
import { dayOf, startOfDay } from '../../../shared/dates';
import { lastServerAnswerAt, serverNow } from '../../lib/serverClock';
import { noteQueued } from './pending';
import { deviceId, readMeta, type DeviceStore } from './store';
import type { ActionPayload, DraftRow, DraftScreen, LocalAction, SyncRound } from './types';

// The outbox: the device's own actions, each made once with its id and kept until the server answers it, then kept
// with the answer (applied, or refused with its reason) for the seller to see. Written only in transactions that also
// hold what goes with it: a scan screen's draft rows (here), an answer and the item it changed (sync/push.ts).

/** One action to queue: its type, serial, payload and what the device saw of the item. */
export interface ActionToQueue {
  type: ActionType;
  serialNumber: string;
  payload?: ActionPayload;
  seen?: LocalAction['seen'];
}

/** The outbox record of an action, with its id and its times, made before it is stored. */
export async function makeAction(store: DeviceStore, entry: ActionToQueue, at: Date = new Date()): Promise<LocalAction> {
  const offset = serverNow().getTime() - Date.now();
  return {
    id: crypto.randomUUID(),
    type: entry.type,
    serialNumber: normalizeSerial(entry.serialNumber),
    payload: entry.payload ?? {},
    deviceId: await deviceId(store),
    // The act on the server's clock, as well as the device knows it; the phone's own time beside it.
    createdAt: new Date(at.getTime() + offset).toISOString(),
    deviceTime: at.toISOString(),
    clockAt: lastServerAnswerAt()?.toISOString() ?? null,
    seen: entry.seen ?? null,
    state: 'queued',
    error: null,
    note: null,
    resultAt: null,
    itemSeq: null,
  };
}

/** The draft's side of a queueing: rows put (kept, with their action) or deleted (gone out), in the same transaction. */
export interface DraftChange {
  screen: DraftScreen;
  put?: readonly DraftRow[];
  remove?: readonly string[];
}

const queuedListeners = new Set<(store: DeviceStore) => void>();

/** Called after every queueing, once committed (the sync engine starts a push; the service worker is asked for a sync). */
export function onQueued(listener: (store: DeviceStore) => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** What else a queueing changes, in its transaction. */
export interface QueueWith {
  /** The scan screen's draft: rows put (kept, with their action) or deleted (gone out). */
  draft?: DraftChange;
  /** Refusals the new actions replace (the outbox's "fix and retry"): put away. */
  dismiss?: readonly string[];
}

/**
 * Stores actions in the outbox with what goes with them in ONE transaction (a pasted list of 200 is one IndexedDB
 * transaction): all are written or none, so a reload, a crash or a full disk never leaves a row that was queued and
 * lost, or queued twice, or a refusal retried and still shown. An id already stored is left as it is. Throws when the
 * store cannot write (the caller says so to the seller and keeps its rows).
 */
export async function queueActions(store: DeviceStore, actions: readonly LocalAction[], also: QueueWith = {}): Promise<void> {
  const { draft, dismiss = [] } = also;
  if (!actions.length && !draft && !dismiss.length) return;
  await store.transaction('rw', store.actions, store.draftRows, async () => {
    const have = new Set((await store.actions.bulkGet(actions.map((a) => a.id))).flatMap((a) => (a ? [a.id] : [])));
    const fresh = actions.filter((a) => !have.has(a.id));
    if (fresh.length) await store.actions.bulkAdd(fresh);
    if (draft?.put?.length) await store.draftRows.bulkPut([...draft.put]);
    if (draft?.remove?.length)
      await store.draftRows.bulkDelete(draft.remove.map((serial): [DraftScreen, string] => [draft.screen, serial]));
    if (dismiss.length) await putAway(store, dismiss);
  });
  noteQueued(store, actions);
  for (const listener of queuedListeners) listener(store);
}

/** Queues one action (the claim steps, a single sale); see queueActions. */
export async function queueAction(
  store: DeviceStore,
  type: ActionType,
  serialNumber: string,
  payload: ActionPayload = {},
  seen: LocalAction['seen'] = null,
): Promise<LocalAction> {
  const action = await makeAction(store, { type, serialNumber, payload, seen });
  await queueActions(store, [action]);
  return action;
}

export interface Outbox {
  /** Waiting to reach the server, oldest first. */
  queued: LocalAction[];
  /** Refused by the server and not yet dismissed: the inbox, newest first. It lives in IndexedDB, so it survives reloads. */
  refused: LocalAction[];
  /** False until the first answer from the store: until then the empty lists mean "not read yet", not "nothing". */
  loaded: boolean;
}

const NOT_LOADED: Outbox = { queued: [], refused: [], loaded: false };

export function useOutbox(store: DeviceStore | undefined): Outbox {
  return (
    useLiveQuery(async () => {
      if (!store) return NOT_LOADED;
      const byState = store.actions.where('[state+createdAt]');
      const [queued, refused] = await Promise.all([
        byState.between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).toArray(),
        byState.between(['rejected', Dexie.minKey], ['rejected', Dexie.maxKey]).reverse().toArray(),
      ]);
      return { queued, refused, loaded: true };
    }, [store]) ?? NOT_LOADED
  );
}

/** Puts refusals away: they leave the inbox and are never sent again (a group's "dismiss all" in one write). */
export async function dismissActions(store: DeviceStore, ids: readonly string[]): Promise<void> {
  if (ids.length) await store.transaction('rw', store.actions, () => putAway(store, ids));
}

async function putAway(store: DeviceStore, ids: readonly string[]): Promise<void> {
  const actions = (await store.actions.bulkGet([...ids])).flatMap((a) =>
    a?.state === 'rejected' ? [{ ...a, state: 'dismissed' as const }] : [],
  );
  await store.actions.bulkPut(actions);
}

/** The actions the server applied today (Cairo's day, as every date here), newest first: the outbox's record of the day; undefined while read. */
export function useAppliedToday(store: DeviceStore | undefined): LocalAction[] | undefined {
  const since = startOfDay(dayOf(new Date())).toISOString();
  return useLiveQuery(async () => {
    if (!store) return [];
    const applied = await store.actions
      .where('[state+createdAt]')
      .between(['applied', Dexie.minKey], ['applied', Dexie.maxKey])
      .filter((a) => (a.resultAt ?? '') >= since)
      .toArray();
    return applied.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [store, since]);
}

const NO_ACTIONS: ReadonlyMap<string, LocalAction> = new Map();

/** Live view of some actions (e.g. those queued on the current screen). */
export function useActions(store: DeviceStore | undefined, ids: readonly string[]): ReadonlyMap<string, LocalAction> {
  const key = ids.join(',');
  return (
    useLiveQuery(
      async () => {
        if (!store || !ids.length) return NO_ACTIONS;
        const found = await store.actions.bulkGet([...ids]);
        return new Map(found.flatMap((a) => (a ? [[a.id, a] as const] : [])));
      },
      // `key` stands for ids.
      [store, key],
    ) ?? NO_ACTIONS
  );
}

/** An item's own actions on the device, newest first (its page offline). */
export function useItemActions(store: DeviceStore | undefined, serial: string | undefined): LocalAction[] | undefined {
  return useLiveQuery(async () => {
    if (!store || !serial) return [];
    const all = await store.actions.where('serialNumber').equals(serial).toArray();
    return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [store, serial]);
}

/** The account's last sync round on this device ("12 applied, 1 refused, at 10:42"), kept with the answers it counts. */
export function useLastSync(store: DeviceStore | undefined): SyncRound | null | undefined {
  return useLiveQuery(async () => (store ? ((await readMeta(store, 'lastSync')) ?? null) : null), [store]);
}

/** The device's own actions of these types, newest first, but those put away (the activation records offline). */
export function useDeviceActions(store: DeviceStore | undefined, types: readonly ActionType[]): LocalAction[] | undefined {
  const key = types.join(',');
  return useLiveQuery(
    async () => {
      if (!store) return [];
      const all = await store.actions.filter((a) => types.includes(a.type) && a.state !== 'dismissed').toArray();
      return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    // `key` stands for types.
    [store, key],
  );
}
