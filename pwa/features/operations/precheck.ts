import type { Caller } from '../../../shared/access/contract';
import { decide, MESSAGES, type ActionInput, type ItemState } from '../../../shared/items/machine';
import type { ActionType, ItemStatus, WarrantyStatus } from '../../../shared/items/states';
import { payloadTooLarge } from '../../../shared/validation/item';
import type { LocalItem } from '../../data/schemas';

// Before an action is queued, the device runs the server's own decide()
// (shared/items/machine.ts) on what it holds, and refuses at once what the
// server would certainly refuse: an action type the account may not queue,
// an item outside its outlet, an item in the wrong state. What the device
// cannot know (the sale's client, the warranty period, an item it has not
// pulled) is left to the server.

export type Precheck =
  /** Queue it: the device's data allows it. */
  | { verdict: 'ok' }
  /** Queue it: the device cannot decide (the item is not on it, or the rule needs data it lacks). */
  | { verdict: 'serverChecks' }
  /** Do not queue it: the server would refuse it for this reason (an i18n key and its parameters). */
  | { verdict: 'refused'; key: string; params: Record<string, string> };

function isCertain(key: string): boolean {
  return (
    key === MESSAGES.forbidden ||
    key === MESSAGES.otherOutlet ||
    key === MESSAGES.ownOutletOnly ||
    key.startsWith('items.errors.wrongState.')
  );
}

function stateOf(item: LocalItem): ItemState {
  return {
    status: item.status as ItemStatus,
    warrantyStatus: item.warrantyStatus as WarrantyStatus,
    sellerId: item.sellerId,
    // Not kept on the device: the rules that read them are left to the server.
    billDate: null,
    clientName: null,
    clientPhone: null,
    activationDate: item.activationDate,
    expirationDate: item.expirationDate,
    isRestored: false,
  };
}

export function precheck(
  type: ActionType,
  payload: ActionInput['payload'],
  item: LocalItem | null,
  caller: Pick<Caller, 'roles' | 'outletId'>,
  now: Date = new Date(),
): Precheck {
  // The server stores no more than its payload limit: refused here rather than queued and refused later.
  if (payloadTooLarge(payload)) return { verdict: 'refused', key: 'items.errors.actionTooLarge', params: {} };
  const decision = decide(
    item ? stateOf(item) : undefined,
    { type, payload },
    {
      now,
      actorId: '',
      actor: caller,
      // The screens offer only confirmed outlets from the device's list.
      targetSeller: payload.sellerId ? { id: payload.sellerId, status: 'confirmed' } : undefined,
      warrantyPeriodMonths: undefined,
    },
  );
  if (decision.ok) return { verdict: 'ok' };
  // An unknown serial may be an item this device has not pulled: only the server knows.
  if (!item && decision.key === MESSAGES.notFound) return { verdict: 'serverChecks' };
  return isCertain(decision.key) ? { verdict: 'refused', key: decision.key, params: decision.params } : { verdict: 'serverChecks' };
}
