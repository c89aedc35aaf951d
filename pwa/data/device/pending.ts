import { Dexie, liveQuery, type Subscription } from 'dexie';
import type { ActionInput } from '../../../shared/items';
import type { DeviceStore } from './store';
import type { LocalAction, LocalItem } from './types';

// What the device's checks fold over its copy of an item before a scan is queued (issue 29 point 4, issue 41 point 5):
// the actions still waiting in the outbox, and the applied ones whose effect the copy does not show yet (the copy's
// change number is below the one the action wrote; or the item left the device's scope, so no copy will show it). A
// second sale of an item whose first sale waits, or was applied a moment ago, is refused on the device, not by the
// server later. In memory, by serial: a query on the store keeps it in step with every context's writes (Dexie tells
// other tabs and the service worker's writes too); what this page has just queued is in at once (noteQueued).

export interface PendingAction {
  id: string;
  type: LocalAction['type'];
  payload: ActionInput['payload'];
  createdAt: string;
  /** Applied by the server: its change number on the item. */
  appliedSeq: number | null;
}

interface Watch {
  bySerial: Map<string, PendingAction[]>;
  /** Queued on this page and not yet seen by the query (`at`: when, so one the query never shows is let go). */
  fresh: Map<string, { serial: string; action: PendingAction; at: number }>;
  subscription: Subscription;
}

const watches = new WeakMap<DeviceStore, Watch>();
/** The query shows a new action within milliseconds; past this, one it never showed was answered or put away. */
const FRESH_MS = 30_000;
/** Applied actions looked at: a day's. An older one's effect has long reached the copy, or the item left the device. */
const APPLIED_WINDOW_MS = 24 * 3600_000;

function pendingOf(action: LocalAction): PendingAction {
  return {
    id: action.id,
    type: action.type,
    payload: action.payload as ActionInput['payload'],
    createdAt: action.createdAt,
    appliedSeq: action.state === 'applied' ? action.itemSeq : null,
  };
}

function rebuild(watch: Watch, actions: LocalAction[]) {
  const bySerial = new Map<string, PendingAction[]>();
  const add = (serial: string, action: PendingAction) => {
    const list = bySerial.get(serial);
    if (list) list.push(action);
    else bySerial.set(serial, [action]);
  };
  for (const action of actions) {
    watch.fresh.delete(action.id);
    add(action.serialNumber, pendingOf(action));
  }
  const now = Date.now();
  for (const [id, { serial, action, at }] of watch.fresh) {
    if (now - at > FRESH_MS) watch.fresh.delete(id);
    else add(serial, action);
  }
  for (const list of bySerial.values()) list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  watch.bySerial = bySerial;
}

async function readPending(store: DeviceStore): Promise<LocalAction[]> {
  const since = new Date(Date.now() - APPLIED_WINDOW_MS).toISOString();
  const byState = store.actions.where('[state+createdAt]');
  const [queued, applied] = await Promise.all([
    byState.between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).toArray(),
    byState.between(['applied', since], ['applied', Dexie.maxKey]).toArray(),
  ]);
  return [...queued, ...applied.filter((a) => a.itemSeq !== null)];
}

/** Starts keeping the store's pending actions in memory (once per store); the provider starts it when it opens. */
export function watchPending(store: DeviceStore): void {
  if (watches.has(store)) return;
  const watch: Watch = { bySerial: new Map(), fresh: new Map(), subscription: { closed: true, unsubscribe: () => undefined } };
  watch.subscription = liveQuery(() => readPending(store)).subscribe({
    next: (actions) => rebuild(watch, actions),
    // Unreadable now (storage failing): what this page queued still counts, through `fresh`.
    error: () => undefined,
  });
  watches.set(store, watch);
}

export function unwatchPending(store: DeviceStore): void {
  watches.get(store)?.subscription.unsubscribe();
  watches.delete(store);
}

/**
 * The actions to fold over the device's copy of this serial, oldest first: those waiting, and those applied whose
 * effect `copy` does not show (an applied one is left out once the copy's change number reaches it).
 */
export function pendingFor(store: DeviceStore, serial: string, copy: LocalItem | null): readonly PendingAction[] {
  watchPending(store);
  const list = watches.get(store)?.bySerial.get(serial) ?? [];
  if (!list.some((a) => a.appliedSeq !== null)) return list;
  const version = copy ? Number(copy.updatedAt) : NaN;
  return list.filter((a) => a.appliedSeq === null || !(version >= a.appliedSeq));
}

/** Actions this page has just queued: checked as pending at once. */
export function noteQueued(store: DeviceStore, actions: readonly LocalAction[]): void {
  watchPending(store);
  const watch = watches.get(store);
  if (!watch) return;
  for (const action of actions) {
    const pending = pendingOf(action);
    watch.fresh.set(action.id, { serial: action.serialNumber, action: pending, at: Date.now() });
    const list = watch.bySerial.get(action.serialNumber) ?? [];
    watch.bySerial.set(action.serialNumber, [...list, pending]);
  }
}
