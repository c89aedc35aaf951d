import type { ActionType, ItemPatch, ItemState } from '../../../shared/items';
import type { SeenState } from '../../../shared/validation/item';
import type { Db } from '../../db';
import type { UserWithRoles } from '../../db/tables/auth';
import { camelPick, snakeKey, type CamelKey } from '../../db/camel';
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
  /** The device's own clock at the action, and the server time of the last answer it had (shared/items/machine.ts ActionInput). */
  deviceTime?: string | null;
  clockAt?: string | null;
  /** The item's change number the device saw when it queued the action (null: it did not hold the item). */
  seen?: SeenState | null;
  user: UserWithRoles;
  now: Date;
  /** Where change numbers come from (a pushed batch reserves a block at once). */
  allocateSeq?: () => Promise<number>;
  /** The batch's counters and shared reads; the caller flushes it before commit. */
  effects: BatchEffects;
}

const STATE_COLUMNS = [
  'status',
  'warranty_status',
  'seller_id',
  'bill_date',
  'client_name',
  'client_phone',
  'activation_date',
  'expiration_date',
  'created_at',
  'returned_at',
  'replaced_at',
] as const;

export function stateOf(row: ItemRow): ItemState {
  return { ...camelPick(row, STATE_COLUMNS), isRestored: row.is_restored === 1 };
}

// The patch's fields that are item columns (isRestored apart: 0/1); a patch's claimStatus is the claim's, not the item's.
const WRITTEN = new Set<string>([
  'status',
  'warrantyStatus',
  'sellerId',
  'billDate',
  'clientName',
  'clientPhone',
  'activationDate',
  'expirationDate',
  'exportedBy',
  'exportedAt',
  'activatedBy',
  'restoredBy',
  'restoredAt',
  'returnedAt',
  'returnReason',
  'replacedAt',
  'notes',
] satisfies Array<keyof ItemPatch & CamelKey<keyof ItemRow>>);

function columnsOf(patch: ItemPatch) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'isRestored') out.is_restored = value ? 1 : 0;
    else if (WRITTEN.has(key)) out[snakeKey(key)] = value;
  }
  return out as Partial<ItemRow>;
}

/**
 * Gives decide()'s patch to the item with a new change number: the batch keeps it and writes it when it flushes
 * (batchEffects.ts); answers the number.
 */
export async function writeItem(trx: Db, props: ActionProps, row: ItemRow, patch: ItemPatch, type: ActionType): Promise<number> {
  const { user, now, effects } = props;
  const seq = props.allocateSeq ? await props.allocateSeq() : await nextSeq(trx);
  const written = { ...columnsOf(patch), updated_at: now.toISOString(), updated_by: user.id, sync_seq: seq };
  effects.itemWritten(row, written);
  effects.changed(row.id, { type, deviceId: props.deviceId, userId: user.id, itemSeq: seq });
  return seq;
}
