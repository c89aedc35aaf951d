import { useEffect, useState } from 'react';
import type { LocalDatabase } from './db';
import { deviceId } from './db';
import type { LocalAction } from './schemas';
import type { ActionType } from '../../shared/items';

/**
 * Queues an action in the outbox; it is shown as queued at once and pushed
 * when online. `seen`: the change number of the device's copy of the item
 * (null when the device does not hold it), so the server can tell whether
 * another device changed the item in between.
 */
export async function queueAction(db: LocalDatabase, type: ActionType, serialNumber: string, payload: Record<string, unknown> = {}, seen: LocalAction['seen'] = null): Promise<LocalAction> {
  const action: LocalAction = {
    id: crypto.randomUUID(),
    type,
    serialNumber,
    payload: JSON.stringify(payload),
    deviceId: await deviceId(db),
    createdAt: new Date().toISOString(),
    seen,
    state: 'queued',
    error: null,
    resultAt: null,
  };
  await db.actions.insert(action);
  return action;
}

export interface OutboxSummary {
  pending: number;
  /** createdAt of the oldest queued action, for "waiting since…". */
  oldest: string | null;
}

export function useOutboxSummary(db: LocalDatabase | undefined): OutboxSummary {
  const [summary, setSummary] = useState<OutboxSummary>({ pending: 0, oldest: null });
  useEffect(() => {
    if (!db) return;
    const subscription = db.actions
      .find({ selector: { state: 'queued' }, sort: [{ createdAt: 'asc' }] })
      .$.subscribe((docs) => setSummary({ pending: docs.length, oldest: docs[0]?.createdAt ?? null }));
    return () => subscription.unsubscribe();
  }, [db]);
  return summary;
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
