import { isWellFormedSerial } from '../../../shared/items/serial';
import type { ActionType } from '../../../shared/items/states';
import { findLocalItems } from '../../data/device/items';
import { makeAction, queueActions } from '../../data/device/outbox';
import { pendingFor, type PendingAction } from '../../data/device/pending';
import type { DeviceStore } from '../../data/device/store';
import type { ActionPayload, DraftRow, DraftScreen, LocalItem } from '../../data/device/types';
import type { ScanSource } from '../../scan/keyboardWedge';
import type { Precheck, SaleView } from './precheck';

// The scan screens' path from serials to queued actions, without React (useScanList.ts holds the screen's state;
// the paste bench times this same path): serials looked up on the device in one read and checked, then their
// actions and the screen's draft written in ONE IndexedDB transaction.

export interface ScanRow {
  /** Normalized where it entered (shared/items/serial.ts readSerial). */
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

/** The device's check of one serial: its copy of the item (null: not on the device) and the actions to fold over it. */
export type ScanCheck = (item: LocalItem | null, pending: readonly PendingAction[]) => Precheck;

/** What the device saw of an item: its copy's change number (`updatedAt` of a pull is the server's counter). */
export function seenOf(item: LocalItem | null): ScanRow['seen'] {
  const version = item ? Number(item.updatedAt) : NaN;
  return Number.isSafeInteger(version) && version >= 0 ? { version } : null;
}

function rowOf(
  store: DeviceStore | undefined,
  serial: string,
  source: ScanSource,
  item: LocalItem | null,
  check: ScanCheck | undefined,
): ScanRow {
  // A mistyped serial (wrong check digit, wrong length) is certain on the device: refused at once, never queued.
  const verdict: Precheck | undefined = isWellFormedSerial(serial)
    ? check?.(item, store ? pendingFor(store, serial, item) : [])
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

/**
 * Rows for serials (normalized) not yet on the screen: one device lookup for all of them, then each checked
 * (precheck.ts). Without a store (it could not be opened or read), as items the device does not hold.
 */
export async function checkSerials(
  store: DeviceStore | undefined,
  serials: readonly string[],
  source: ScanSource,
  check?: ScanCheck,
): Promise<ScanRow[]> {
  const items = store
    ? await findLocalItems(store, serials.filter(isWellFormedSerial)).catch(() => new Map<string, LocalItem | null>())
    : new Map<string, LocalItem | null>();
  return serials.map((serial) => rowOf(store, serial, source, items.get(serial) ?? null, check));
}

export interface QueueOptions {
  screen: DraftScreen;
  /** The sale screen keeps queued rows in its draft (until "New customer"); the others let them go once queued. */
  keepQueued: boolean;
  /** A row's place in the screen's order, kept in the draft. */
  at(serial: string): number;
}

/**
 * Queues one action per row (the caller passes rows to confirm): the actions are made with their ids and stored in
 * the outbox in the same transaction as the screen's draft lets the rows go (or keeps them with their action ids).
 * Throws when the store cannot write: nothing is queued then, and the rows stay on the screen.
 */
export async function queueScanRows(
  store: DeviceStore,
  rows: readonly ScanRow[],
  type: ActionType,
  payloadOf: (row: ScanRow) => ActionPayload,
  { screen, keepQueued, at }: QueueOptions,
): Promise<ScanRow[]> {
  if (!rows.length) return [];
  const when = new Date();
  const actions = await Promise.all(
    rows.map((row) => makeAction(store, { type, serialNumber: row.serial, payload: payloadOf(row), seen: row.seen }, when)),
  );
  const queued = rows.map((row, i) => ({ ...row, actionId: actions[i]?.id ?? null }));
  await queueActions(store, actions, {
    draft: keepQueued
      ? { screen, put: queued.map((row): DraftRow => ({ screen, serial: row.serial, at: at(row.serial), row })) }
      : { screen, remove: queued.map((row) => row.serial) },
  });
  return queued;
}
