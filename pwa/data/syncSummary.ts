import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../lib/storage';

/** One sync round: the answers the server gave to the actions that waited, until none waited. */
export interface SyncRound {
  applied: number;
  refused: number;
  /** When the round's last answer came. */
  at: string;
  /** Actions still waited when its last answer came: the next answers belong to the same round. */
  open: boolean;
}

const CHANGED = 'aqua:lastSync';

function readAll(): Record<string, SyncRound> {
  try {
    const parsed: unknown = JSON.parse(readStored('lastSync') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, SyncRound>) : {};
  } catch {
    return {};
  }
}

/** The account's last sync round on this device (`database`: its local database's name), or null before its first. */
export function readLastSync(database: string): SyncRound | null {
  return readAll()[database] ?? null;
}

/**
 * Adds a pushed batch's answers to the account's last round, or starts a new round when the last one had ended.
 * Kept in local storage, so "last sync: 12 applied, 1 refused, at 10:42" outlives a reload in the middle of a sync
 * (issue 29 point 8). `more`: actions still wait after this batch.
 */
export function noteSyncAnswers(database: string, applied: number, refused: number, more: boolean, at = new Date()): void {
  if (!applied && !refused) return;
  const all = readAll();
  const last = all[database];
  const round = last?.open ? last : { applied: 0, refused: 0 };
  all[database] = { applied: round.applied + applied, refused: round.refused + refused, at: at.toISOString(), open: more };
  writeStored('lastSync', JSON.stringify(all));
  window.dispatchEvent(new Event(CHANGED));
}

/** The last sync round, kept up to date as answers come (this tab's, and another tab's through the storage event). */
export function useLastSync(database: string | undefined): SyncRound | null {
  const [round, setRound] = useState(() => (database ? readLastSync(database) : null));
  useEffect(() => {
    if (!database) return;
    const update = () => setRound(readLastSync(database));
    update();
    window.addEventListener(CHANGED, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(CHANGED, update);
      window.removeEventListener('storage', update);
    };
  }, [database]);
  return round;
}
