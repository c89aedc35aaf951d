import { isWellFormedSerial, normalizeSerial } from '../../../shared/items/serial';
import type { ActionType } from '../../../shared/items/states';
import type { LocalDatabase } from '../../data/db';
import { deleteDraftRows, putDraftRows, type DraftRow, type DraftScreen } from '../../data/draftStore';
import { findLocalItems } from '../../data/items';
import { makeAction, storeActions } from '../../data/outbox';
import { pendingFor, type PendingAction } from '../../data/pendingActions';
import type { LocalAction, LocalItem } from '../../data/schemas';
import type { ScanSource } from '../../scan/keyboardWedge';
import type { Precheck, SaleView } from './precheck';

// The scan screens' path from serials to queued actions, without React (useScanList.ts holds the screen's state;
// the paste bench times this same path): serials looked up on the device in one read and checked, then their
// actions written into the screen's draft and the outbox, each in ONE IndexedDB write.

export interface ScanRow {
  serial: string;
  itemName: string | null;
  onDevice: boolean;
  source: ScanSource;
  /** Set once the row is queued in the outbox. */
  actionId: string | null;
  /** Refused on the device (precheck.ts): the server would refuse it, so it is never queued. */
  refusal: { key: string; params: Record<string, string> } | null;
  /** The change number of the device's copy of the item when scanned (null: not on the device), queued with the action. */
  seen: { version: number } | null;
  /** A restore of a sold item: the sale the customer's return ends, shown on the row and asked about before queueing. */
  sale?: SaleView | null;
}

/** The device's check of one serial: its copy of the item (null: not on the device) and the actions waiting for it. */
export type ScanCheck = (item: LocalItem | null, pending: readonly PendingAction[]) => Precheck;

/** What the device saw of an item: its copy's change number (`updatedAt` of a pull is the server's counter). */
export function seenOf(item: LocalItem | null): ScanRow['seen'] {
  const version = item ? Number(item.updatedAt) : NaN;
  return Number.isSafeInteger(version) && version >= 0 ? { version } : null;
}

function rowOf(db: LocalDatabase, serial: string, source: ScanSource, item: LocalItem | null, check: ScanCheck | undefined): ScanRow {
  // A mistyped serial (wrong check digit, wrong length) is certain on the device: refused at once, never queued.
  const wellFormed = isWellFormedSerial(normalizeSerial(serial));
  const verdict: Precheck | undefined = wellFormed
    ? check?.(item, pendingFor(db, normalizeSerial(serial)))
    : { verdict: 'refused', key: 'scan.badCheckDigit', params: {} };
  return {
    serial,
    itemName: item?.itemName ?? null,
    onDevice: item !== null,
    source,
    actionId: null,
    refusal: verdict?.verdict === 'refused' ? { key: verdict.key, params: verdict.params } : null,
    seen: seenOf(item),
    sale: verdict?.verdict === 'needsReason' ? verdict.sale : null,
  };
}

/** Rows for serials not yet on the screen: one device lookup for all of them, then each checked (precheck.ts). */
export async function checkSerials(
  db: LocalDatabase,
  serials: readonly string[],
  source: ScanSource,
  check?: ScanCheck,
): Promise<ScanRow[]> {
  const wellFormed = serials.filter((s) => isWellFormedSerial(normalizeSerial(s))).map(normalizeSerial);
  const items = await findLocalItems(db, wellFormed);
  return serials.map((serial) => rowOf(db, serial, source, items.get(normalizeSerial(serial)) ?? null, check));
}

export interface QueueOptions {
  screen: DraftScreen;
  /** The sale screen keeps queued rows in its draft (until "New customer"); the others let them go once queued. */
  keepQueued: boolean;
  /** A row's place in the screen's order, kept in the draft. */
  at(serial: string): number;
}

/**
 * Queues one action per row (the caller passes rows to confirm): the actions are made with their ids, written into
 * the screen's draft first, then stored in the outbox in one write, then the draft lets them go (or keeps them
 * without the pending write). A reload between the two writes finds them in the draft and stores them under the
 * same ids (useScanList), so nothing is lost and nothing queued twice. Answers the rows with their action ids.
 */
export async function queueScanRows(
  db: LocalDatabase,
  rows: readonly ScanRow[],
  type: ActionType,
  payloadOf: (row: ScanRow) => Record<string, unknown>,
  { screen, keepQueued, at }: QueueOptions,
): Promise<ScanRow[]> {
  if (!rows.length) return [];
  const createdAt = new Date().toISOString();
  const actions = await Promise.all(
    rows.map((row) => makeAction(db, { type, serialNumber: row.serial, payload: payloadOf(row), seen: row.seen }, createdAt)),
  );
  const queued = rows.map((row, i) => ({ ...row, actionId: (actions[i] as LocalAction).id }));
  const draftRow = (row: ScanRow, intent: LocalAction | null): DraftRow => ({
    screen,
    serial: row.serial,
    at: at(row.serial),
    row,
    intent,
  });
  // A draft that cannot be written (storage full) must not stop the sale: the outbox write still goes.
  await putDraftRows(
    db.name,
    queued.map((row, i) => draftRow(row, actions[i] as LocalAction)),
  ).catch(() => undefined);
  await storeActions(db, actions);
  await (
    keepQueued
      ? putDraftRows(
          db.name,
          queued.map((row) => draftRow(row, null)),
        )
      : deleteDraftRows(
          db.name,
          screen,
          queued.map((row) => row.serial),
        )
  ).catch(() => undefined);
  return queued;
}
