import {
  normalizeSerial,
  REPLACEMENT_WARRANTY_RULE,
  type ActionType,
  type ItemPatch,
  type ItemState,
  type TransitionContext,
  type Decision,
} from '../../../shared/items';
import type { Db } from '../../db';
import type { Actor } from '../../db/audit';
import { setStatus } from '../complaints/complaints.repository';
import { recordActivation } from './activations';
import { advanceClaim, findOpenClaim, openClaim, openStatusOf, type ClaimRow } from './claims.repository';
import { countedAfter, countedOf } from './counterMoves';
import type { ItemRow } from './items.repository';
import { stateOf, writeItem, type ActionProps } from './itemWrite';

// Each offline action type's own part of being applied, beside its access row
// (ACTIONS, shared/items/actions.ts): what decide() needs read first, and what
// the action writes beside its item. The path every type shares (checks, the
// item's read, decide(), its write, counters, tombstones, the audit row) is
// applyAction's (actionApplier.ts).

/** The action being applied, its item as read, and its parsed payload. */
export interface ActionRun {
  trx: Db;
  props: ActionProps;
  serial: string;
  row: ItemRow;
  payload: Record<string, string | null | undefined>;
  actor: Actor;
}

/** What a type read for decide(): the item's state it adds, the context, and what its write needs again. */
interface Read<S> {
  item?: Partial<ItemState>;
  context?: Partial<TransitionContext>;
  kept?: S;
}

/** What a type's write adds to the action's answer and audit row. */
interface Written {
  /** Joined into the audit row's values. */
  values?: Record<string, unknown>;
  /** The audit row's `after`, in place of the item's patch. */
  after?: Record<string, unknown>;
  activationExceeded?: boolean;
}

interface ActionEffect<S = unknown> {
  /** Reads before decide(); a string refuses the action with that message key. */
  read?(run: ActionRun): Promise<Read<S> | string>;
  /** After the item is written (decide() said yes). */
  write?(run: ActionRun, decision: Extract<Decision, { ok: true }>, kept: S | undefined): Promise<Written>;
}

const effect = <S>(e: ActionEffect<S>) => e as ActionEffect<unknown>;

/** An activation counts against the client's phone (the activation limit: a notice, not a refusal). */
const activate = effect({
  async read({ trx, props, row }) {
    return { context: { warrantyPeriod: await props.effects.warrantyPeriod(trx, row.catalog_id) } };
  },
  async write({ trx, props, actor }, decision) {
    if (!decision.next.clientPhone) return {};
    const record = await recordActivation(trx, {
      phone: decision.next.clientPhone,
      clientName: decision.next.clientName,
      actor,
      at: props.now.toISOString(),
      limit: await props.effects.activationLimit(trx),
    });
    return { activationExceeded: record.exceeded, values: { activationExceeded: record.exceeded } };
  },
});

/** A claim's step: the item's open claim read first (and a replacement's item); the claim and its step written after. */
interface ClaimKept {
  claim: ClaimRow | undefined;
  replacementRow?: ItemRow | undefined;
}
const claim = effect<ClaimKept>({
  async read({ trx, props, row, payload }) {
    const found = await findOpenClaim(trx, row.id);
    const read: Read<ClaimKept> = { item: { claimStatus: openStatusOf(found) }, kept: { claim: found } };
    if (props.type === 'claimReceive' && payload.complaintId && !(await complaintAbout(trx, payload.complaintId, row.serial_number)))
      return 'items.errors.claim.complaintMismatch';
    if (props.type === 'claimResolve' && payload.outcome === 'replaced' && payload.replacementSerial) {
      const replacementRow = await props.effects.item(trx, normalizeSerial(payload.replacementSerial));
      read.kept = { claim: found, replacementRow };
      read.context = {
        replacement: replacementRow
          ? { ...stateOf(replacementRow), claimStatus: openStatusOf(await findOpenClaim(trx, replacementRow.id)) }
          : null,
      };
    }
    return read;
  },
  async write(run, decision, kept) {
    const { trx, props, row, payload, actor, serial } = run;
    const { claim, replacementRow } = kept ?? { claim: undefined };
    const step = {
      actionId: props.actionId,
      deviceId: props.deviceId,
      actor,
      notes: payload.notes ?? null,
      at: decision.actAt,
    };
    let claimId = claim?.id ?? null;
    const replaced = decision.replacement && replacementRow ? replacementRow : undefined;
    if (props.type === 'claimReceive') {
      claimId = await openClaim(trx, row, payload.complaintId ?? null, step);
      if (payload.complaintId) await complaintTakenUp(run, payload.complaintId, claimId);
    } else if (claim && props.type === 'claimDiagnose') await advanceClaim(trx, claim, 'diagnosed', step);
    else if (claim && props.type === 'claimResolve' && payload.outcome) {
      const outcome = payload.outcome as 'repaired' | 'replaced' | 'refused';
      await advanceClaim(trx, claim, outcome, step, replaced ? { id: replaced.id, serial: replaced.serial_number } : null);
      if (replaced && decision.replacement)
        await applyReplacement(run, replaced, decision.replacement.patch, { claimId: claim.id, replaces: serial });
    }
    return {
      // A claim step's notes belong to the step (shown on the timeline), not to the item's notes.
      after: { ...decision.patch, notes: payload.notes ?? null },
      values: {
        claim: {
          claimId,
          status: props.type === 'claimReceive' ? 'received' : props.type === 'claimDiagnose' ? 'diagnosed' : payload.outcome,
          complaintId: payload.complaintId ?? undefined,
          replacedBy: replaced?.serial_number,
        },
      },
    };
  },
});

export const ACTION_EFFECTS: Readonly<Record<ActionType, ActionEffect>> = {
  factoryExport: {},
  // The receiving outlet as the database holds it (decide() refuses a missing or disabled one).
  export: effect({
    async read({ trx, props, payload }) {
      return payload.sellerId ? { context: { targetSeller: await props.effects.seller(trx, payload.sellerId) } } : {};
    },
  }),
  sell: {},
  activate,
  restore: {},
  claimReceive: claim,
  claimDiagnose: claim,
  claimResolve: claim,
};

/** A new complaint becomes opened when a claim is received from it: staff have taken it up (its audit row says by what). */
async function complaintTakenUp({ trx, props, actor }: ActionRun, complaintId: string, claimId: string) {
  const complaint = await trx.selectFrom('complaints').select('status').where('id', '=', complaintId).executeTakeFirst();
  if (complaint?.status !== 'pending') return;
  await setStatus(trx, complaintId, { status: 'opened', updatedAt: props.now.toISOString(), updatedBy: actor.id });
  props.effects.audit({
    entityName: 'complaint',
    entityId: complaintId,
    action: 'claim',
    actor,
    at: props.now,
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
  { trx, props, actor }: ActionRun,
  row: ItemRow,
  patch: ItemPatch,
  link: { claimId: string; replaces: string },
): Promise<void> {
  const seq = await writeItem(trx, props, row, patch, 'claimResolve');
  props.effects.counters.item(countedOf(row), countedAfter(row, patch), seq);
  props.effects.audit({
    entityName: 'item',
    entityId: row.id,
    action: 'claimReplace',
    actor,
    at: props.now,
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
