import { useSyncExternalStore } from 'react';

// What the sync engine says of itself, for the header and the outbox: whether the server answers, whether it is
// sending or pulling now, and whether it needs the seller to sign in before anything can go out (issue 41 point 3).

export interface SyncState {
  /** The server answered the engine's last try (null: nothing tried yet). */
  reachable: boolean | null;
  /** A push or pull is under way. */
  busy: boolean;
  /** The session cannot be restored without the seller (the refresh cookie went with the browser): queued work waits for a sign-in. */
  needsSignIn: boolean;
  /** When the next try is due while the server does not answer (epoch ms), for "trying again in 3 s". */
  retryAt: number | null;
  /** The last failure that was not the network's (a server error), translated; cleared by the next success. */
  problem: string | null;
}

const IDLE: SyncState = { reachable: null, busy: false, needsSignIn: false, retryAt: null, problem: null };
const states = new Map<string, SyncState>();
const listeners = new Set<() => void>();

export function setSyncState(store: string, patch: Partial<SyncState>): void {
  const before = states.get(store) ?? IDLE;
  const next = { ...before, ...patch };
  if ((Object.keys(next) as Array<keyof SyncState>).every((k) => next[k] === before[k])) return;
  states.set(store, next);
  listeners.forEach((l) => l());
}

export function forgetSyncState(store: string): void {
  states.delete(store);
  listeners.forEach((l) => l());
}

export function syncStateOf(store: string | undefined): SyncState {
  return (store && states.get(store)) || IDLE;
}

export function useSyncState(store: string | undefined): SyncState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => syncStateOf(store),
    () => IDLE,
  );
}
