import { sql } from 'kysely';
import {
  checkScanned,
  decide,
  MESSAGES,
  normalizeSerial,
  STALE_AFTER,
  type ActionInput,
  type ActionType,
  type Note,
} from '../../../shared/items';
import { countedAfter, countedOf } from './counterMoves';
import { ACTIONS, mayQueue } from '../../../shared/items/actions';
import { actionPayloadSchemas, payloadTooLarge } from '../../../shared/validation/item';
import type { Db } from '../../db';
import { rowName } from '../../db/names';
import type { ActionStatus } from '../../../shared/sync';
import { ACTION_EFFECTS, type ActionRun } from './actionEffects';
import { BatchEffects } from './batchEffects';
import { stateOf, writeItem, type ActionProps } from './itemWrite';

export interface ActionOutcome {
  status: ActionStatus;
  reasonKey: string | null;
  reasonParams: Record<string, string>;
  itemId: string | null;
  /** activate: the client's phone passed the activation limit (a notice, not a refusal). */
  activationExceeded?: boolean;
  /** Applied: the item's change number this action wrote. */
  itemSeq?: number;
  /** Applied: what the answer says besides (the device's clock corrected). */
  note?: Note;
}

const rejected = (key: string, params: Record<string, string> = {}, itemId: string | null = null): ActionOutcome => ({
  status: 'rejected',
  reasonKey: key,
  reasonParams: params,
  itemId,
});

/**
 * One offline action on one item, inside the caller's transaction: the rules
 * of shared/items decide, then the item, its catalog quantity, the replication
 * bookkeeping, the activation record and the audit row change together.
 * Refusals are outcomes, never exceptions: only faults throw.
 */
export async function itemActionApplier(
  trx: Db,
  props: Omit<ActionProps, 'effects'> & {
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

async function applyAction(trx: Db, props: ActionProps): Promise<ActionOutcome> {
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
  const run: ActionRun = { trx, props, serial, row, payload, actor };
  const own = ACTION_EFFECTS[type];

  // The type's own reads (a target outlet, a warranty period, a claim), then whether others changed the item since.
  const read = own.read ? await own.read(run) : {};
  if (typeof read === 'string') return rejected(read, {}, row.id);
  const seen = props.seen ?? null;
  const othersSince =
    seen && row.sync_seq > seen.version && STALE_AFTER[type].length
      ? await changedByOthersSince(trx, effects, row.id, seen.version, { deviceId: props.deviceId, userId: user.id })
      : undefined;

  const before = { ...stateOf(row), ...read.item };
  const { createdAt, deviceTime, clockAt } = props;
  const decision = decide(
    before,
    { type, payload: payload as ActionInput['payload'], createdAt, deviceTime, clockAt, seen },
    { now, actorId: user.id, actor: user, othersSince, ...read.context },
  );
  if (!decision.ok) {
    // The sale this one lost to names its outlet, in both languages: the stored reason is answered in either.
    const sold = decision.key === MESSAGES.soldBy || decision.key === MESSAGES.soldByToClient;
    const outlet = sold && row.seller_id ? await effects.seller(trx, row.seller_id) : undefined;
    const names: Record<string, string> = outlet ? { outletAr: rowName(outlet, 'ar') ?? '', outletEn: rowName(outlet, 'en') ?? '' } : {};
    return rejected(decision.key, { ...decision.params, ...names }, row.id);
  }

  const seq = await writeItem(trx, props, row, decision.patch, type);
  effects.counters.item(countedOf(row), countedAfter(row, decision.patch), seq);
  // Replicas that stop seeing the item: its former outlet, the stock.
  if (before.sellerId && before.sellerId !== decision.next.sellerId) effects.tombstone('items', row.id, `seller:${before.sellerId}`, seq);
  if (before.status === 'inStock' && decision.next.status !== 'inStock') effects.tombstone('items', row.id, 'stock', seq);

  const written = own.write ? await own.write(run, decision, read.kept) : {};
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
      after: written.after ?? decision.patch,
      ...written.values,
      // A device that measures its clock: its own time, the corrected one it sent, and the time the act was given.
      ...(deviceTime || clockAt ? { clock: { deviceTime, createdAt, clockAt, actAt: decision.actAt } } : {}),
      // A customer's return keeps, in the item's history, the sale it ends.
      ...(decision.patch.returnedAt
        ? { sale: { billDate: before.billDate, clientName: before.clientName, sellerId: before.sellerId } }
        : {}),
    },
  });
  return {
    status: 'applied',
    reasonKey: null,
    reasonParams: {},
    itemId: row.id,
    activationExceeded: written.activationExceeded,
    itemSeq: seq,
    note: decision.note,
  };
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
