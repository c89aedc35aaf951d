import { sql } from 'kysely';
import {
  actTime,
  checkScanned,
  decide,
  isClaimAction,
  normalizeSerial,
  quantityDelta,
  REPLACEMENT_WARRANTY_RULE,
  STALE_AFTER,
  type ActionInput,
  type ActionType,
  type ItemPatch,
  type ItemState,
} from '../../../shared/items';
import { ACTIONS, mayQueue } from '../../../shared/items/actions';
import { actionPayloadSchemas, payloadTooLarge, type SeenState } from '../../../shared/validation/item';
import type { Db } from '../../db';
import type { ActionStatus } from '../../../shared/sync';
import type { UserWithRoles } from '../../db/tables/auth';
import { nextSeq } from '../../db/changeCounter';
import { recordActivation } from './activations';
import { BatchEffects } from './batchEffects';
import type { ItemRow } from './items.repository';
import { setStatus } from '../complaints/repository';
import { advanceClaim, findOpenClaim, openClaim, openStatusOf, type ClaimRow } from './claims.repository';

export interface ActionOutcome {
  status: ActionStatus;
  reasonKey: string | null;
  reasonParams: Record<string, string>;
  itemId: string | null;
  /** activate: the client's phone passed the activation limit (a notice, not a refusal). */
  activationExceeded?: boolean;
  /** Applied: the item's change number this action wrote. */
  itemSeq?: number;
}

const rejected = (key: string, params: Record<string, string> = {}, itemId: string | null = null): ActionOutcome => ({
  status: 'rejected',
  reasonKey: key,
  reasonParams: params,
  itemId,
});

function stateOf(row: ItemRow): ItemState {
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

function columnsOf(patch: ItemPatch) {
  const map: Record<string, string> = {
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
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'isRestored') out.is_restored = value ? 1 : 0;
    else if (map[key]) out[map[key]] = value;
  }
  return out as Partial<ItemRow>;
}

/**
 * One offline action on one item, inside the caller's transaction: the rules
 * of shared/items decide, then the item, its catalog quantity, the replication
 * bookkeeping, the activation record and the audit row change together.
 * Refusals are outcomes, never exceptions: only faults throw.
 */
export async function itemActionApplier(
  trx: Db,
  props: {
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
    /** The batch's counters and shared reads; the caller flushes it before commit. Without it, this action's own, flushed here. */
    effects?: BatchEffects;
  },
): Promise<ActionOutcome> {
  if (props.effects) return applyAction(trx, { ...props, effects: props.effects });
  const effects = new BatchEffects();
  const outcome = await applyAction(trx, { ...props, effects });
  await effects.flush(trx);
  return outcome;
}

async function applyAction(
  trx: Db,
  props: Omit<Parameters<typeof itemActionApplier>[1], 'effects'> & { effects: BatchEffects },
): Promise<ActionOutcome> {
  const { type, user, now, effects } = props;
  const actor = { id: user.id, email: user.email };
  const serial = normalizeSerial(props.serialNumber);
  const empty = checkScanned(serial);
  if (empty) return rejected(empty.key);

  // Checked when applied, not when queued: a role removed meanwhile wins. (decide() checks it
  // too, for the device; here it comes first so a refusal is audited before anything is read.)
  if (!mayQueue(user.roles, type)) {
    effects.audit({
      entityName: 'permission',
      entityId: ACTIONS[type].permission,
      action: 'denied',
      actor,
      values: { roles: user.roles, actionId: props.actionId, type, serialNumber: serial },
    });
    return rejected('items.errors.forbidden');
  }
  // Bounded before anything reads it: the stored row keeps the payload cut to the limit (sync/push.ts).
  if (payloadTooLarge(props.payload)) return rejected('items.errors.actionTooLarge');

  const parsed = actionPayloadSchemas[type].safeParse(props.payload);
  if (!parsed.success)
    return rejected(parsed.error.issues[0]?.message.includes('.') ? (parsed.error.issues[0]?.message as string) : 'errors.badRequest');
  const payload = parsed.data as Record<string, string | null | undefined>;

  const row = await effects.item(trx, serial);
  if (!row) return rejected('items.errors.notFound');

  let targetSeller: { id: string; status: string } | undefined;
  if (type === 'export' && payload.sellerId) targetSeller = await effects.seller(trx, payload.sellerId);
  const warrantyPeriodMonths = type === 'activate' ? await effects.warrantyPeriod(trx, row.catalog_id) : undefined;

  const seen = props.seen ?? null;
  const othersSince =
    seen && row.sync_seq > seen.version && STALE_AFTER[type].length
      ? await changedByOthersSince(trx, effects, row.id, seen.version, { deviceId: props.deviceId, userId: user.id })
      : undefined;

  const before = stateOf(row);
  // A claim step reads the item's open claim and, for a replacement, the new item as the server holds them.
  let claim: ClaimRow | undefined;
  let replacementRow: ItemRow | undefined;
  let replacement: ItemState | null | undefined;
  if (isClaimAction(type)) {
    claim = await findOpenClaim(trx, row.id);
    before.claimStatus = openStatusOf(claim);
    if (type === 'claimReceive' && payload.complaintId && !(await complaintAbout(trx, payload.complaintId, row.serial_number)))
      return rejected('items.errors.claim.complaintMismatch', {}, row.id);
    if (type === 'claimResolve' && payload.outcome === 'replaced' && payload.replacementSerial) {
      replacementRow = await effects.item(trx, normalizeSerial(payload.replacementSerial));
      replacement = replacementRow
        ? { ...stateOf(replacementRow), claimStatus: openStatusOf(await findOpenClaim(trx, replacementRow.id)) }
        : null;
    }
  }
  const decision = decide(
    before,
    { type, payload: payload as ActionInput['payload'], createdAt: props.createdAt, seen },
    { now, actorId: user.id, actor: user, targetSeller, warrantyPeriodMonths, othersSince, replacement },
  );
  if (!decision.ok) return rejected(decision.key, decision.params, row.id);

  const at = now.toISOString();
  const seq = props.allocateSeq ? await props.allocateSeq() : await nextSeq(trx);
  const written = { ...columnsOf(decision.patch), updated_at: at, updated_by: user.id, sync_seq: seq };
  await trx.updateTable('items').set(written).where('id', '=', row.id).execute();
  effects.itemWritten(row, written);
  effects.changed(row.id, { type, deviceId: props.deviceId, userId: user.id, itemSeq: seq });
  effects.quantity(row.catalog_id, quantityDelta(before.status, decision.next.status), seq);
  if (before.status !== decision.next.status || before.sellerId !== decision.next.sellerId) {
    effects.itemCount({ itemType: row.item_type, status: before.status, sellerId: before.sellerId }, -1);
    effects.itemCount({ itemType: row.item_type, status: decision.next.status, sellerId: decision.next.sellerId }, 1);
  }
  if (before.warrantyStatus !== 'active' && decision.next.warrantyStatus === 'active' && decision.next.expirationDate) {
    effects.expiry(decision.next.expirationDate, 1);
  }
  if (before.warrantyStatus === 'active' && decision.next.warrantyStatus !== 'active' && before.expirationDate) {
    effects.expiry(before.expirationDate, -1);
  }
  // A warranty that stays active with another end (a replaced item's, ended on the day): its expiry day moves.
  if (
    before.warrantyStatus === 'active' &&
    decision.next.warrantyStatus === 'active' &&
    before.expirationDate &&
    decision.next.expirationDate &&
    before.expirationDate !== decision.next.expirationDate
  ) {
    effects.expiry(before.expirationDate, -1);
    effects.expiry(decision.next.expirationDate, 1);
  }
  // Replicas that stop seeing the item: its former outlet, the stock.
  if (before.sellerId && before.sellerId !== decision.next.sellerId) effects.tombstone('items', row.id, `seller:${before.sellerId}`, seq);
  if (before.status === 'inStock' && decision.next.status !== 'inStock') effects.tombstone('items', row.id, 'stock', seq);

  let activationExceeded: boolean | undefined;
  if (type === 'activate' && decision.next.clientPhone) {
    const record = await recordActivation(trx, {
      phone: decision.next.clientPhone,
      clientName: decision.next.clientName,
      actor,
      at,
      limit: await effects.activationLimit(trx),
    });
    activationExceeded = record.exceeded;
  }
  let claimValues: Record<string, unknown> | undefined;
  if (isClaimAction(type)) {
    const step = {
      actionId: props.actionId,
      deviceId: props.deviceId,
      actor,
      notes: payload.notes ?? null,
      at: actTime(before, { createdAt: props.createdAt }, now).toISOString(),
    };
    let claimId = claim?.id ?? null;
    if (type === 'claimReceive') {
      claimId = await openClaim(trx, row, payload.complaintId ?? null, step);
      if (payload.complaintId) await complaintTakenUp(trx, effects, payload.complaintId, claimId, actor, now);
    } else if (claim && type === 'claimDiagnose') await advanceClaim(trx, claim, 'diagnosed', step);
    else if (claim && type === 'claimResolve' && payload.outcome) {
      const outcome = payload.outcome as 'repaired' | 'replaced' | 'refused';
      const link = decision.replacement && replacementRow ? { id: replacementRow.id, serial: replacementRow.serial_number } : null;
      await advanceClaim(trx, claim, outcome, step, link);
      if (link && decision.replacement && replacementRow) {
        await applyReplacement(trx, { ...props, effects }, replacementRow, decision.replacement.patch, {
          claimId: claim.id,
          replaces: serial,
        });
      }
    }
    claimValues = {
      claimId,
      status: type === 'claimReceive' ? 'received' : type === 'claimDiagnose' ? 'diagnosed' : payload.outcome,
      complaintId: payload.complaintId ?? undefined,
      replacedBy: decision.replacement && replacementRow ? replacementRow.serial_number : undefined,
    };
  }
  effects.audit({
    entityName: 'item',
    entityId: row.id,
    action: type,
    actor,
    at: now,
    values: {
      actionId: props.actionId,
      deviceId: props.deviceId,
      serialNumber: serial,
      before: { status: before.status, sellerId: before.sellerId, warrantyStatus: before.warrantyStatus },
      // A claim step's notes belong to the step (shown on the timeline), not to the item's notes.
      after: claimValues ? { ...decision.patch, notes: payload.notes ?? null } : decision.patch,
      activationExceeded,
      ...(claimValues ? { claim: claimValues } : {}),
      // A customer's return keeps, in the item's history, the sale it ends.
      ...(decision.patch.returnedAt
        ? { sale: { billDate: before.billDate, clientName: before.clientName, sellerId: before.sellerId } }
        : {}),
    },
  });
  return { status: 'applied', reasonKey: null, reasonParams: {}, itemId: row.id, activationExceeded, itemSeq: seq };
}

/** A new complaint becomes opened when a claim is received from it: staff have taken it up (its audit row says by what). */
async function complaintTakenUp(
  trx: Db,
  effects: BatchEffects,
  complaintId: string,
  claimId: string,
  actor: { id: string; email: string },
  now: Date,
) {
  const complaint = await trx.selectFrom('complaints').select('status').where('id', '=', complaintId).executeTakeFirst();
  if (complaint?.status !== 'pending') return;
  await setStatus(trx, complaintId, { status: 'opened', updatedAt: now.toISOString(), updatedBy: actor.id });
  effects.audit({
    entityName: 'complaint',
    entityId: complaintId,
    action: 'claim',
    actor,
    at: now,
    values: { claimId, before: { status: 'pending' }, after: { status: 'opened' } },
  });
}

/** The complaint exists and is about this serial. */
async function complaintAbout(trx: Db, complaintId: string, serial: string): Promise<boolean> {
  const found = await trx.selectFrom('complaints').select('serial_number').where('id', '=', complaintId).executeTakeFirst();
  return !!found?.serial_number && normalizeSerial(found.serial_number) === serial;
}

/**
 * The replacement of a claim: the new item is sold and activated to the same
 * customer with the rest of the old warranty (decide() made the patch), with
 * its own change number and its own timeline row naming the serial it replaces.
 */
async function applyReplacement(
  trx: Db,
  props: Omit<Parameters<typeof itemActionApplier>[1], 'effects'> & { effects: BatchEffects },
  row: ItemRow,
  patch: ItemPatch,
  link: { claimId: string; replaces: string },
): Promise<void> {
  const { user, now, effects } = props;
  const seq = props.allocateSeq ? await props.allocateSeq() : await nextSeq(trx);
  const written = { ...columnsOf(patch), updated_at: now.toISOString(), updated_by: user.id, sync_seq: seq };
  await trx.updateTable('items').set(written).where('id', '=', row.id).execute();
  effects.itemWritten(row, written);
  effects.changed(row.id, { type: 'claimResolve', deviceId: props.deviceId, userId: user.id, itemSeq: seq });
  if (patch.expirationDate) effects.expiry(patch.expirationDate, 1);
  effects.audit({
    entityName: 'item',
    entityId: row.id,
    action: 'claimReplace',
    actor: { id: user.id, email: user.email },
    at: now,
    values: {
      actionId: props.actionId,
      deviceId: props.deviceId,
      serialNumber: row.serial_number,
      before: { status: row.status, sellerId: row.seller_id, warrantyStatus: row.warranty_status },
      after: patch,
      // The warranty rule that set its dates, recorded with them.
      claim: { claimId: link.claimId, replaces: link.replaces, warrantyRule: REPLACEMENT_WARRANTY_RULE },
    },
  });
}

/**
 * The types of the actions applied to the item after change number `version`
 * by another device or account: the stored results (rows stored before
 * migration 0041 have no item_seq; their own change number less one is it)
 * and those of the batch being applied, stored only at its end.
 */
async function changedByOthersSince(
  trx: Db,
  effects: BatchEffects,
  itemId: string,
  version: number,
  own: { deviceId: string; userId: string },
): Promise<ActionType[]> {
  const stored = await trx
    .selectFrom('actions')
    .select('type')
    .where('item_id', '=', itemId)
    .where('status', '=', 'applied')
    .where(sql<number>`coalesce(item_seq, sync_seq - 1)`, '>', version)
    .where((eb) => eb.or([eb('device_id', '!=', own.deviceId), eb('user_id', '!=', own.userId)]))
    .execute();
  return [...stored.map((r) => r.type as ActionType), ...effects.changedByOthersSince(itemId, version, own)];
}
