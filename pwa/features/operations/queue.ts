import type { ActionInput, ActionType } from '../../../shared/items';
import type { LocalDatabase } from '../../data/db';
import { queueAction } from '../../data/outbox';
import type { ScanRow } from './useScanList';

/** Queues one action per row still to confirm (never a row refused on the device); returns serial → action id. */
export async function queueRows(
  db: LocalDatabase,
  rows: ScanRow[],
  type: ActionType,
  payload: ActionInput['payload'] = {},
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const row of rows) {
    if (row.actionId || row.refusal) continue;
    const action = await queueAction(db, type, row.serial, payload, row.seen);
    ids.set(row.serial, action.id);
  }
  return ids;
}
