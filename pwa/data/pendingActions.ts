import type { ActionInput } from '../../shared/items';
import type { LocalDatabase } from './db';
import type { LocalAction } from './schemas';

// The device's own queued actions by serial, in memory (issue 29 point 4): the scan screens' check before queueing
// folds them over the device's copy of the item, so a second sale of an item whose first sale still waits in the
// outbox is refused here, not by the server later. Kept in step with the outbox by a query on queued actions; an
// action just queued on this page is in at once (noteQueued), before the query sees it.

export interface PendingAction {
  id: string;
  type: LocalAction['type'];
  payload: ActionInput['payload'];
  createdAt: string;
}

interface Watch {
  bySerial: Map<string, PendingAction[]>;
  /** Queued on this page and not yet seen by the query (`at`: when, so one the query never shows is let go). */
  fresh: Map<string, { serial: string; action: PendingAction; at: number }>;
  stop(): void;
}

const watches = new WeakMap<LocalDatabase, Watch>();
/** The query shows a new action within milliseconds; past this, one it never showed was applied or put away. */
const FRESH_MS = 30_000;

function pendingOf(action: LocalAction): PendingAction {
  let payload: ActionInput['payload'] = {};
  try {
    payload = JSON.parse(action.payload) as ActionInput['payload'];
  } catch {
    /* an unreadable payload checks as an empty one */
  }
  return { id: action.id, type: action.type, payload, createdAt: action.createdAt };
}

function rebuild(watch: Watch, queued: LocalAction[]) {
  const bySerial = new Map<string, PendingAction[]>();
  const add = (serial: string, action: PendingAction) => {
    const list = bySerial.get(serial);
    if (list) list.push(action);
    else bySerial.set(serial, [action]);
  };
  for (const action of queued) {
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

/** Starts keeping the database's queued actions in memory (once per database); the provider starts it when it opens. */
export function watchPending(db: LocalDatabase): void {
  if (watches.has(db)) return;
  const watch: Watch = { bySerial: new Map(), fresh: new Map(), stop: () => undefined };
  const subscription = db.actions.find({ selector: { state: 'queued' } }).$.subscribe((docs) => {
    rebuild(
      watch,
      docs.map((d) => d.toJSON() as LocalAction),
    );
  });
  watch.stop = () => subscription.unsubscribe();
  watches.set(db, watch);
}

/** Stops watching (the database closes). */
export function unwatchPending(db: LocalDatabase): void {
  watches.get(db)?.stop();
  watches.delete(db);
}

/** The actions waiting in the outbox for this serial, oldest first. */
export function pendingFor(db: LocalDatabase, serial: string): readonly PendingAction[] {
  watchPending(db);
  return watches.get(db)?.bySerial.get(serial) ?? [];
}

/** Actions this page has just queued: checked as pending at once. */
export function noteQueued(db: LocalDatabase, actions: readonly LocalAction[]): void {
  watchPending(db);
  const watch = watches.get(db);
  if (!watch) return;
  for (const action of actions) {
    const pending = pendingOf(action);
    watch.fresh.set(action.id, { serial: action.serialNumber, action: pending, at: Date.now() });
    const list = watch.bySerial.get(action.serialNumber) ?? [];
    watch.bySerial.set(action.serialNumber, [...list, pending]);
  }
}
