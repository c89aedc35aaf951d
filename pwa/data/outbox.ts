import { useEffect, useState } from 'react';
import type { LocalDatabase } from './db';
import { deviceId } from './db';
import type { LocalAction } from './schemas';
import type { ActionType } from '../../shared/items';
import { dayOf, startOfDay } from '../../shared/dates';
import { noteQueued } from './pendingActions';

/** One action to queue: its type, serial, payload and what the device saw of the item. */
export interface ActionToQueue {
  type: ActionType;
  serialNumber: string;
  payload?: Record<string, unknown>;
  seen?: LocalAction['seen'];
}

/** The outbox document of an action, with its id, made before it is stored (a scan screen's draft keeps it first). */
export async function makeAction(db: LocalDatabase, entry: ActionToQueue, createdAt = new Date().toISOString()): Promise<LocalAction> {
  return {
    id: crypto.randomUUID(),
    type: entry.type,
    serialNumber: entry.serialNumber,
    payload: JSON.stringify(entry.payload ?? {}),
    deviceId: await deviceId(db),
    createdAt,
    seen: entry.seen ?? null,
    state: 'queued',
    error: null,
    resultAt: null,
  };
}

/**
 * Stores actions in the outbox in ONE write (a pasted list of 200 is one IndexedDB transaction, not 200); they are
 * shown as queued at once and pushed when online. An id already stored is left as it is: storing the same actions
 * again (a draft's, after a reload) queues nothing twice.
 */
export async function storeActions(db: LocalDatabase, actions: readonly LocalAction[]): Promise<void> {
  if (!actions.length) return;
  noteQueued(db, actions);
  const result = await db.actions.bulkInsert([...actions]);
  const failed = result.error.filter((e) => e.status !== 409);
  if (failed.length) throw new Error(`the outbox refused ${failed.length} actions`);
}

/**
 * Queues an action in the outbox; it is shown as queued at once and pushed
 * when online. `seen`: the change number of the device's copy of the item
 * (null when the device does not hold it), so the server can tell whether
 * another device changed the item in between.
 */
export async function queueAction(
  db: LocalDatabase,
  type: ActionType,
  serialNumber: string,
  payload: Record<string, unknown> = {},
  seen: LocalAction['seen'] = null,
): Promise<LocalAction> {
  const action = await makeAction(db, { type, serialNumber, payload, seen });
  await storeActions(db, [action]);
  return action;
}

export interface Outbox {
  /** Waiting to reach the server, oldest first. */
  queued: LocalAction[];
  /** Refused by the server and not yet dismissed: the inbox, newest first. It lives in IndexedDB, so it survives reloads. */
  refused: LocalAction[];
  /** False until the first answer from IndexedDB: until then the empty lists mean "not read yet", not "nothing". */
  loaded: boolean;
}

export function useOutbox(db: LocalDatabase | undefined): Outbox {
  const [outbox, setOutbox] = useState<Outbox>({ queued: [], refused: [], loaded: false });
  useEffect(() => {
    if (!db) return;
    const subscription = db.actions
      .find({ selector: { state: { $in: ['queued', 'rejected'] } }, sort: [{ createdAt: 'asc' }] })
      .$.subscribe((docs) => {
        const all = docs.map((d) => d.toJSON() as LocalAction);
        setOutbox({
          queued: all.filter((a) => a.state === 'queued'),
          refused: all.filter((a) => a.state === 'rejected').reverse(),
          loaded: true,
        });
      });
    return () => subscription.unsubscribe();
  }, [db]);
  return outbox;
}

/** Puts refusals away: they leave the inbox and are never sent again (a group's "dismiss all" in one write). */
export async function dismissActions(db: LocalDatabase, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.actions.find({ selector: { id: { $in: [...ids] }, state: 'rejected' } }).incrementalPatch({ state: 'dismissed' });
}

/** The actions the server applied today (Cairo's day, as every date here), newest first: the outbox's record of the day. */
export function useAppliedToday(db: LocalDatabase | undefined): LocalAction[] {
  const [applied, setApplied] = useState<LocalAction[]>([]);
  const since = startOfDay(dayOf(new Date())).toISOString();
  useEffect(() => {
    if (!db) return;
    const subscription = db.actions
      .find({ selector: { state: 'applied', resultAt: { $gte: since } }, sort: [{ createdAt: 'desc' }] })
      .$.subscribe((docs) => setApplied(docs.map((d) => d.toJSON() as LocalAction)));
    return () => subscription.unsubscribe();
  }, [db, since]);
  return applied;
}

/** Live view of some actions (e.g. those queued on the current screen). */
export function useActions(db: LocalDatabase | undefined, ids: readonly string[]): Map<string, LocalAction> {
  const [map, setMap] = useState(new Map<string, LocalAction>());
  const key = ids.join(',');
  useEffect(() => {
    if (!db || !ids.length) {
      setMap(new Map());
      return;
    }
    const subscription = db.actions.findByIds([...ids]).$.subscribe((docs) => {
      setMap(new Map([...docs.entries()].map(([id, doc]) => [id, doc.toJSON() as LocalAction])));
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for ids
  }, [db, key]);
  return map;
}
