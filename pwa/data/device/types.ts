import type { ActionType } from '../../../shared/items';
import type { BilingualName } from '../../../shared/names';

// What the device keeps, one store per account (store.ts). Items and sellers are the server's copies, pulled by
// checkpoint; actions are the device's own outbox; drafts are what a scan screen holds and has not queued; meta holds
// the device id, the pulls' checkpoints and the last sync round.

export interface LocalItem {
  id: string;
  serialNumber: string;
  itemType: string;
  status: string;
  warrantyStatus: string;
  itemName: string;
  catalogId: string;
  sellerId: string | null;
  activationDate: string | null;
  expirationDate: string | null;
  /**
   * The sale the device's checks and the restore screen show (a customer's return): the bill date and the
   * customer's name, of the account's own outlet's items. Absent in a copy pulled before they were asked for.
   */
  billDate?: string | null;
  clientName?: string | null;
  /** A customer's return (until sold again), and a warranty claim's replacement of this faulty item. */
  returnedAt?: string | null;
  replacedAt?: string | null;
  /** The server's change number of this copy (text: the pull's `updatedAt`). */
  updatedAt: string;
}

export interface LocalSeller extends BilingualName {
  id: string;
  sellerType: string;
  status: string;
  updatedAt: string;
}

/** `dismissed`: a refusal the user has read and put away (or retried as a new action): out of the inbox, kept on the device. */
export type ActionState = 'queued' | 'applied' | 'rejected' | 'dismissed';

export type ActionPayload = Record<string, string | null | undefined>;

/** An answer's message as the server gave it: an i18n key and its values (dates ISO, states by code). */
export interface ServerMessage {
  key: string;
  params: Record<string, string>;
}

export interface LocalAction {
  id: string;
  type: ActionType;
  /** Normalized where it entered (shared/items/serial.ts normalizeSerial). */
  serialNumber: string;
  payload: ActionPayload;
  deviceId: string;
  /** The act's time on the server's clock: the phone's time corrected by its measured offset (sync/clock). */
  createdAt: string;
  /** The phone's own clock at the act, uncorrected (null for actions queued before the clock was measured). */
  deviceTime: string | null;
  /** The server's time of the last answer the device had when it made the action: the act is no earlier. */
  clockAt: string | null;
  /**
   * The item's change number in this device's copy when the action was queued; null when the device did not hold
   * the item. The server refuses a sale, activation or restore if another device changed the item since.
   */
  seen: { version: number } | null;
  state: ActionState;
  /**
   * Why the server refused it, as its i18n key and values: worded where shown, so a language switch re-words it.
   * Absent in rows answered before it was kept (December 2026), which hold the words in `error`.
   */
  reason?: ServerMessage | null;
  /** What the server added to an applied action (the act's time corrected), as `reason`; absent in older rows (`note`). */
  remark?: ServerMessage | null;
  /** Older rows only: the refusal as worded then, in that day's language. Null in rows that hold `reason`. */
  error: string | null;
  /** Older rows only: the note as worded then. Null in rows that hold `remark`. */
  note: string | null;
  /** When the server received it (its answer's receivedAt). */
  resultAt: string | null;
  /** Applied: the item's change number it wrote; until the device's copy reaches it, the checks fold it in (pending.ts). */
  itemSeq: number | null;
}

export type DraftScreen = 'activation' | 'export' | 'restore' | 'factory';

/** A scan screen's row, kept until queued or cleared (features/operations owns its shape). */
export interface DraftRow<Row = unknown> {
  screen: DraftScreen;
  serial: string;
  /** Order of arrival on the screen. */
  at: number;
  row: Row;
}

export interface DraftFields {
  screen: DraftScreen;
  values: Record<string, string>;
}

/** The server's change counter and the last id seen: a position in its change log. */
export interface Checkpoint {
  updatedAt: number;
  id: string;
}

/** One sync round: the answers the server gave to the actions that waited, until none waited. */
export interface SyncRound {
  applied: number;
  refused: number;
  /** When the round's last answer came. */
  at: string;
  /** Actions still waited when its last answer came: the next answers belong to the same round. */
  open: boolean;
}

/** Where the items pull stands: its checkpoint and, during a first sync, how far it got. */
export interface ItemPullState {
  checkpoint: Checkpoint;
  /** Set from a first sync's first page until its last: live items written so far of the server's total. */
  first: { done: number; total: number } | null;
}

/** The store's small records, by key. */
export interface MetaValues {
  device: { id: string };
  itemPull: ItemPullState;
  sellerPull: { checkpoint: Checkpoint };
  lastSync: SyncRound;
  /** The older layout's databases were read into this store (legacyStores.ts): never again. */
  adopted: { at: string; actions: number };
  /** The account's language on this device: the service worker's pushes ask for answers in it. */
  language: { value: string };
}
export type MetaKey = keyof MetaValues;
export interface MetaRow<K extends MetaKey = MetaKey> {
  key: K;
  value: MetaValues[K];
}
