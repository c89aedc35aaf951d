import type { ActionType, ItemPatch, ItemState } from '../../../shared/items';
import type { SeenState } from '../../../shared/validation/item';
import type { Db } from '../../db';
import type { UserWithRoles } from '../../db/tables/auth';
import { nextSeq } from '../../db/changeCounter';
import type { BatchEffects } from './batchEffects';
import type { ItemRow } from './items.repository';

// An item as decide() reads it and as an action writes it: the row ↔ state
// mapping and the one write of an item by an action (actionApplier.ts, and a
// claim's replacement in actionEffects.ts).

/** One action as applied: what the device sent, who sent it, and the batch it is part of. */
export interface ActionProps {
  actionId: string;
  type: ActionType;
  serialNumber: string;
  payload: Record<string, unknown>;
  deviceId: string;
  /** The device's time of the action (ISO); absent (the demo seed): the act is dated `now`. */
  createdAt?: string;
  /** The item's change number the device saw when it queued the action (null: it did not hold the item). */
  seen?: SeenState | null;
  user: UserWithRoles;
  now: Date;
  /** Where change numbers come from (a pushed batch reserves a block at once). */
  allocateSeq?: () => Promise<number>;
  /** The batch's counters and shared reads; the caller flushes it before commit. */
  effects: BatchEffects;
}

export function stateOf(row: ItemRow): ItemState {
  return {
    status: row.status,
    warrantyStatus: row.warranty_status,
    sellerId: row.seller_id,
    billDate: row.bill_date,
    clientName: row.client_name,
    clientPhone: row.client_phone,
    activationDate: row.activation_date,
    expirationDate: row.expiration_date,
    isRestored: row.is_restored === 1,
    createdAt: row.created_at,
    returnedAt: row.returned_at,
    replacedAt: row.replaced_at,
  };
}

const COLUMNS: Record<string, string> = {
  status: 'status',
  warrantyStatus: 'warranty_status',
  sellerId: 'seller_id',
  billDate: 'bill_date',
  clientName: 'client_name',
  clientPhone: 'client_phone',
  activationDate: 'activation_date',
  expirationDate: 'expiration_date',
  exportedBy: 'exported_by',
  exportedAt: 'exported_at',
  activatedBy: 'activated_by',
  restoredBy: 'restored_by',
  restoredAt: 'restored_at',
  returnedAt: 'returned_at',
  returnReason: 'return_reason',
  replacedAt: 'replaced_at',
  notes: 'notes',
};

function columnsOf(patch: ItemPatch) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'isRestored') out.is_restored = value ? 1 : 0;
    else if (COLUMNS[key]) out[COLUMNS[key]] = value;
  }
  return out as Partial<ItemRow>;
}

/** Writes decide()'s patch to the item with a new change number, kept by the batch; answers the number. */
export async function writeItem(trx: Db, props: ActionProps, row: ItemRow, patch: ItemPatch, type: ActionType): Promise<number> {
  const { user, now, effects } = props;
  const seq = props.allocateSeq ? await props.allocateSeq() : await nextSeq(trx);
  const written = { ...columnsOf(patch), updated_at: now.toISOString(), updated_by: user.id, sync_seq: seq };
  await trx.updateTable('items').set(written).where('id', '=', row.id).execute();
  effects.itemWritten(row, written);
  effects.changed(row.id, { type, deviceId: props.deviceId, userId: user.id, itemSeq: seq });
  return seq;
}
