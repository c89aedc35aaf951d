import type { Caller } from '../../../shared/access/contract';
import { decide, isSold, MESSAGES, type ActionInput, type ItemState } from '../../../shared/items/machine';
import type { ActionType, ItemStatus, WarrantyStatus } from '../../../shared/items/states';
import { payloadTooLarge } from '../../../shared/validation/item';
import type { PendingAction } from '../../data/device/pending';
import type { LocalItem } from '../../data/device/types';

// Before an action is queued, the device runs the server's own decide()
// (shared/items/machine.ts) on what it holds, and refuses at once what the
// server would certainly refuse: an action type the account may not queue,
// an item outside its outlet, an item in the wrong state, an item sold or
// replaced. What it holds is its copy of the item with the actions still
// waiting in its own outbox applied on top, by the same decide(): a second
// sale of an item whose first sale has not gone out yet is refused here.
// What the device cannot know (the sale's client, the warranty period, an
// item it has not pulled) is left to the server.

/** The sale a restore would end (a customer's return), as the device knows it: its copy, or a sale still in its outbox. */
export interface SaleView {
  clientName: string | null;
  billDate: string | null;
  sellerId: string | null;
  /** The sale is still waiting in the outbox. */
  waiting: boolean;
}

export type Precheck =
  /** Queue it: the device's data allows it. */
  | { verdict: 'ok' }
  /** Queue it: the device cannot decide (the item is not on it, or the rule needs data it lacks). */
  | { verdict: 'serverChecks' }
  /** A restore of a sold item: the customer's return, queued only with its reason (asked before queueing). */
  | { verdict: 'needsReason'; sale: SaleView }
  /** Do not queue it: the server would refuse it for this reason (an i18n key and its parameters). */
  | { verdict: 'refused'; key: string; params: Record<string, string> };

/** Refusals the device's data makes certain. */
const CERTAIN = new Set<string>([
  MESSAGES.forbidden,
  MESSAGES.otherOutlet,
  MESSAGES.ownOutletOnly,
  MESSAGES.alreadySold,
  MESSAGES.restoreReplaced,
]);
const isCertain = (key: string) => CERTAIN.has(key) || key.startsWith('items.errors.wrongState.');

/**
 * A pending activation's warranty period is the server's to know: the projection only needs the warranty to run,
 * so it assumes one that does (a century), never one that ends before the check.
 */
const PROJECTED_WARRANTY_PERIOD = 1200;

function stateOf(item: LocalItem): ItemState {
  return {
    status: item.status as ItemStatus,
    warrantyStatus: item.warrantyStatus as WarrantyStatus,
    sellerId: item.sellerId,
    billDate: item.billDate ?? null,
    clientName: item.clientName ?? null,
    // Not kept on the device: the rules that read it are left to the server.
    clientPhone: null,
    activationDate: item.activationDate,
    expirationDate: item.expirationDate,
    isRestored: false,
    returnedAt: item.returnedAt ?? null,
    replacedAt: item.replacedAt ?? null,
  };
}

const contextFor = (caller: Pick<Caller, 'roles' | 'outletId'>, payload: ActionInput['payload'], now: Date) => ({
  now,
  actorId: '',
  actor: caller,
  // The screens offer only confirmed outlets from the device's list.
  targetSeller: payload.sellerId ? { id: payload.sellerId, status: 'confirmed' } : undefined,
  warrantyPeriod: PROJECTED_WARRANTY_PERIOD,
});

/** The item as it will be once its waiting actions are applied (those the rules let through), and whether a sale is among them. */
function projected(item: LocalItem, pending: readonly PendingAction[], caller: Pick<Caller, 'roles' | 'outletId'>, now: Date) {
  let state = stateOf(item);
  let saleWaiting = false;
  for (const action of pending) {
    const decision = decide(
      state,
      { type: action.type, payload: action.payload, createdAt: action.createdAt },
      contextFor(caller, action.payload, now),
    );
    if (!decision.ok) continue;
    state = decision.next;
    if (action.type === 'sell' || action.type === 'activate') saleWaiting = action.appliedSeq === null;
    else if (action.type === 'restore') saleWaiting = false;
  }
  return { state, saleWaiting };
}

export function precheck(
  type: ActionType,
  payload: ActionInput['payload'],
  item: LocalItem | null,
  caller: Pick<Caller, 'roles' | 'outletId'>,
  now: Date = new Date(),
  pending: readonly PendingAction[] = [],
): Precheck {
  // The server stores no more than its payload limit: refused here rather than queued and refused later.
  if (payloadTooLarge(payload)) return { verdict: 'refused', key: 'items.errors.actionTooLarge', params: {} };
  const view = item ? projected(item, pending, caller, now) : undefined;
  // The warranty period is the server's: the device checks the rest (an activation's own is not refused for it).
  const decision = decide(view?.state, { type, payload }, { ...contextFor(caller, payload, now), warrantyPeriod: undefined });
  if (decision.ok) return { verdict: 'ok' };
  if (decision.key === MESSAGES.noWarrantyPeriod) return { verdict: 'serverChecks' };
  if (decision.key === MESSAGES.returnReasonRequired && view && isSold(view.state)) {
    const { clientName, billDate, sellerId } = view.state;
    return { verdict: 'needsReason', sale: { clientName, billDate, sellerId, waiting: view.saleWaiting } };
  }
  if (!item && decision.key === MESSAGES.notFound) {
    // An item this device has not pulled: only the server knows it, but the same act already waiting in the outbox, or
    // applied a moment ago (the item then left the device's scope), is a repeat.
    const same = pending.filter((p) => p.type === type);
    if (same.some((p) => p.appliedSeq === null)) return { verdict: 'refused', key: 'scan.alreadyQueued', params: {} };
    if (same.length) return { verdict: 'refused', key: 'scan.alreadyDone', params: {} };
    return { verdict: 'serverChecks' };
  }
  return isCertain(decision.key) ? { verdict: 'refused', key: decision.key, params: decision.params } : { verdict: 'serverChecks' };
}
