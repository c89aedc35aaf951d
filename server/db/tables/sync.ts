import type { ActionStatus } from '../../../shared/sync';

export interface SyncCountersTable {
  name: string;
  value: number;
}

export interface SyncTombstonesTable {
  collection: string;
  doc_id: string;
  /** 'all', 'stock' or 'seller:<id>': whose replica the document leaves. */
  scope: string;
  sync_seq: number;
}

export interface ActionsTable {
  id: string;
  type: string;
  serial_number: string;
  fingerprint: string;
  payload: string;
  device_id: string;
  created_at: string;
  received_at: string;
  user_id: string;
  status: ActionStatus;
  reason_key: string | null;
  reason_params: string | null;
  item_id: string | null;
  sync_seq: number;
  /** The item's change number this action wrote (applied ones; null before migration 0041 and when refused). */
  item_seq: number | null;
  /** What the answer says besides its status (shared/items/machine.ts Note): an i18n key and its params' JSON (migration 0098). */
  note_key: string | null;
  note_params: string | null;
}

export interface SyncTables {
  sync_counters: SyncCountersTable;
  sync_tombstones: SyncTombstonesTable;
  actions: ActionsTable;
}
