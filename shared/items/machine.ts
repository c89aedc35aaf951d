// The item lifecycle as pure functions: the PWA uses them for optimistic state
// and to explain a refusal offline; the server uses the same functions inside
// the transaction that applies an action, so both sides agree by construction.
import { ACTIONS, mayQueue } from './actions';
import type { Caller } from '../access/contract';
import type { ActionType, ClaimOutcome, ItemStatus, OpenClaimStatus, WarrantyStatus } from './states';
import { actTime, DATE_SKEW_MS, oneInstant, placedActTime } from './actDate';

/** The part of an item the rules look at. Dates are ISO strings. */
export interface ItemState {
  status: ItemStatus;
  warrantyStatus: WarrantyStatus;
  sellerId: string | null;
  billDate: string | null;
  clientName: string | null;
  clientPhone: string | null;
  activationDate: string | null;
  expirationDate: string | null;
  isRestored: boolean;
  /** When the item was made (the server's time); absent on the device, which does not hold it. */
  createdAt?: string | null;
  /**
   * The status of the item's open warranty claim (null: none open). Absent on
   * the device, which does not hold claims: the claim's order is then left to the server.
   */
  claimStatus?: OpenClaimStatus | null;
  /** When a customer last returned it (a restore of a sold item), until it is sold again; absent on an older device copy. */
  returnedAt?: string | null;
  /** When a warranty claim replaced it (the faulty item): it never goes back to the stock. Absent on an older device copy. */
  replacedAt?: string | null;
}

/** What the rules need beyond the item: who acts, where, with what. */
export interface TransitionContext {
  now: Date;
  actorId: string;
  /** The acting account's roles and outlet (null outlet: a back-office account, any outlet). */
  actor: Pick<Caller, 'roles' | 'outletId'>;
  /** export: the target outlet as found in the database (undefined: it does not exist). */
  targetSeller?: { id: string; status: string } | undefined;
  /** activate: the catalog entry's warranty period (its unit: CATALOG_LIMITS.warrantyPeriod). */
  warrantyPeriod?: number;
  /**
   * The types of the actions another device or account applied to the item
   * after the state the device saw (`ActionInput.seen`), read by the server
   * from its stored results; absent or empty when nothing else happened.
   */
  othersSince?: readonly ActionType[];
  /**
   * claimResolve with outcome replaced: the replacement item named by the
   * payload's serial as found (null: no such item); absent on the device, which leaves it to the server.
   */
  replacement?: ItemState | null;
}

export interface ActionInput {
  type: ActionType;
  /** The device's time of the action (ISO), corrected by its measured offset from the server's clock; absent: the act is dated `now`. */
  createdAt?: string;
  /** The device's own clock when it made the action (ISO), before any correction; absent from older devices. */
  deviceTime?: string | null;
  /**
   * The server's time (ISO) of the last server answer the device had received before it made the action: the
   * act happened after it. Absent (older devices): the device's time is judged by the rules of DATE_SKEW_MS alone.
   */
  clockAt?: string | null;
  /** The item's change number the device saw when it queued the action; null or absent: the device did not hold the item. */
  seen?: { version: number } | null;
  payload: {
    sellerId?: string | null;
    clientName?: string | null;
    clientPhone?: string | null;
    billDate?: string | null;
    notes?: string | null;
    /** claimReceive: the complaint the claim comes from. */
    complaintId?: string | null;
    /** claimResolve: how the claim ends. */
    outcome?: ClaimOutcome | null;
    /** claimResolve, outcome replaced: the new item's serial. */
    replacementSerial?: string | null;
    /** restore of a sold item (a customer's return): why the customer brought it back. */
    returnReason?: string | null;
  };
}

export interface Refusal {
  ok: false;
  /** i18n key; `params.status` names the item's current state. */
  key: string;
  params: Record<string, string>;
}
export type ItemPatch = Partial<ItemState> & {
  exportedBy?: string | null;
  exportedAt?: string | null;
  activatedBy?: string | null;
  restoredBy?: string | null;
  restoredAt?: string | null;
  returnReason?: string | null;
  notes?: string | null;
};
/** What the answer to an applied action says besides "applied": an i18n key and its parameters. */
export interface Note {
  key: string;
  params: Record<string, string>;
}
export type Decision =
  | {
      ok: true;
      patch: ItemPatch;
      next: ItemState;
      /** claimResolve, outcome replaced: what changes on the replacement item. */
      replacement?: { patch: ItemPatch; next: ItemState };
      /** When the act is dated (ISO): the time its dates (bill, export, activation, a claim's step) take. */
      actAt: string;
      /** The device's clock was corrected (CLOCK_TOLERANCE_MS): the answer says so. */
      note?: Note;
    }
  | Refusal;

export const MESSAGES = {
  notFound: 'items.errors.notFound',
  scanRequired: 'items.errors.scanRequired',
  sellerMissing: 'items.errors.sellerMissing',
  otherOutlet: 'items.errors.otherOutlet',
  ownOutletOnly: 'items.errors.ownOutletOnly',
  forbidden: 'items.errors.forbidden',
  alreadySold: 'items.errors.alreadySold',
  clientRequired: 'items.errors.clientRequired',
  noWarrantyPeriod: 'items.errors.noWarrantyPeriod',
  changedSince: 'items.errors.changedSince',
  soldBy: 'items.errors.soldBy',
  soldByToClient: 'items.errors.soldByToClient',
  actionInFuture: 'items.errors.actionInFuture',
  actionBeforeItem: 'items.errors.actionBeforeItem',
  billDateInFuture: 'items.errors.billDateInFuture',
  billDateBeforeItem: 'items.errors.billDateBeforeItem',
  claimOpen: 'items.errors.claim.open',
  claimNotReceived: 'items.errors.claim.notReceived',
  claimNotDiagnosed: 'items.errors.claim.notDiagnosed',
  claimNotesRequired: 'items.errors.claim.notesRequired',
  claimOutcomeRequired: 'items.errors.claim.outcomeRequired',
  claimNoWarranty: 'items.errors.claim.noWarranty',
  replacementRequired: 'items.errors.claim.replacementRequired',
  replacementMissing: 'items.errors.claim.replacementMissing',
  replacementUnavailable: 'items.errors.claim.replacementUnavailable',
  returnReasonRequired: 'items.errors.returnReasonRequired',
  restoreReplaced: 'items.errors.restoreReplaced',
} as const;

/**
 * A customer holds the item: it was sold (a bill date) or its warranty runs. Restoring it is then the customer's
 * return (docs/decisions.md "A restore of a sold item is a customer's return"), not a stock move.
 */
export function isSold(item: Pick<ItemState, 'billDate' | 'warrantyStatus'>): boolean {
  return item.billDate !== null || item.warrantyStatus === 'active';
}

/**
 * How a replacement's warranty is set (docs/decisions.md "Warranty claims"):
 * the new item carries the rest of the old warranty, so it ends when the old
 * one would have (`remainder`); the faulty item's warranty ends on the day it
 * is replaced. The only rule for now, named so a setting can choose another.
 */
export const REPLACEMENT_WARRANTY_RULE = 'remainder' as const;

/**
 * What another device's or account's change since the device's view makes
 * stale, per action type (docs/decisions.md "Stale copies are refused").
 * A sale, an activation or a restore acts on the item's customer
 * and outlet: on an item at an outlet every change is one of those (or a new
 * export after a restore), and applying the queued act on top would overwrite
 * a customer the device never saw or act on another stint of the item. Stock
 * moves (factoryExport, export) follow the scan: if the item moved meanwhile
 * the state rules refuse it, and if it came back, moving it again is what the
 * scan says.
 */
export const STALE_AFTER: Readonly<Record<ActionType, readonly ActionType[]>> = {
  factoryExport: [],
  export: [],
  sell: ['factoryExport', 'export', 'sell', 'activate', 'restore'],
  activate: ['factoryExport', 'export', 'sell', 'activate', 'restore'],
  restore: ['factoryExport', 'export', 'sell', 'activate', 'restore'],
  // A claim's steps follow the claim's own order, checked against the stored claim whoever moved it.
  claimReceive: [],
  claimDiagnose: [],
  claimResolve: [],
};

/** The message of an act dated at the window's end rather than by the device (its params: both times, ISO, shown in Cairo time). */
export const CLOCK_NOTE = 'items.notes.clockCorrected';

/** The refusal key of a type of action done on an item in the wrong state. */
export const wrongStateKey = (type: ActionType) => `items.errors.wrongState.${type}`;

function refuse(key: string, item?: ItemState, now?: Date): Refusal {
  return { ok: false, key, params: item ? { status: item.status, warrantyStatus: effectiveWarrantyStatus(item, now ?? new Date()) } : {} };
}

/** Warranty as the user sees it: an active warranty past its expiration date is expired (computed on read). */
export function effectiveWarrantyStatus(item: Pick<ItemState, 'warrantyStatus' | 'expirationDate'>, now: Date): WarrantyStatus {
  if (item.warrantyStatus === 'active' && item.expirationDate && Date.parse(item.expirationDate) <= now.getTime()) return 'expired';
  return item.warrantyStatus;
}

/** activation + months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCDate(1);
  out.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return out;
}

/**
 * The access contract's part of a decision (shared/items/actions.ts): the
 * permission, then the outlet scope, before anything about the item's state
 * is told, so an outlet account learns nothing of another outlet's items.
 */
function refusedByAccess(item: ItemState, action: ActionInput, ctx: TransitionContext): Refusal | null {
  const rule = ACTIONS[action.type];
  const outlet = ctx.actor.outletId;
  if (rule.scope !== 'outlet' || outlet === null) return null;
  if (action.type === 'export') {
    if (item.sellerId !== null && item.sellerId !== outlet) return refuse(MESSAGES.otherOutlet);
    return action.payload.sellerId && action.payload.sellerId !== outlet ? refuse(MESSAGES.ownOutletOnly) : null;
  }
  return item.sellerId !== outlet ? refuse(MESSAGES.otherOutlet) : null;
}

/** A device time or bill date outside [item made − skew, now + skew]: the refusal, else null. */
function refusedDate(
  value: string | null | undefined,
  item: ItemState,
  now: Date,
  keys: { future: string; before: string },
): Refusal | null {
  if (!value) return null;
  const time = Date.parse(value);
  // An unreadable date is the validation's refusal, not this one.
  if (Number.isNaN(time)) return null;
  if (time > now.getTime() + DATE_SKEW_MS) return refuse(keys.future);
  const made = item.createdAt ? Date.parse(item.createdAt) : NaN;
  if (!Number.isNaN(made) && time < made - DATE_SKEW_MS) return refuse(keys.before);
  return null;
}

/** The answer's note for an act dated at the window's end: the time recorded and the device's own clock (ISO). */
function clockNote(at: Date, action: ActionInput): Note {
  return { key: CLOCK_NOTE, params: { recorded: at.toISOString(), device: action.deviceTime || action.createdAt || at.toISOString() } };
}

/**
 * A sale or activation that another device's sale got ahead of: refused with
 * that sale (when, where, and to whom for an account of the item's outlet,
 * which sees its customers anyway; never for another). The outlet's names are
 * the server's to add (it alone reads them).
 */
function refusedAsSold(item: ItemState, ctx: TransitionContext): Refusal {
  const date = item.billDate ?? item.activationDate ?? ctx.now.toISOString();
  const named = item.clientName && ctx.actor.outletId !== null && ctx.actor.outletId === item.sellerId;
  return named
    ? { ok: false, key: MESSAGES.soldByToClient, params: { date, client: item.clientName as string } }
    : { ok: false, key: MESSAGES.soldBy, params: { date } };
}

/**
 * Decides one action on one item. `item` undefined: the serial is unknown.
 * Returns the patch to write, or the refusal with its translated reason key.
 */
export function decide(item: ItemState | undefined, action: ActionInput, ctx: TransitionContext): Decision {
  if (!mayQueue(ctx.actor.roles, action.type)) return refuse(MESSAGES.forbidden);
  if (!item) return refuse(MESSAGES.notFound);
  const denied = refusedByAccess(item, action, ctx);
  if (denied) return denied;
  // With clockAt the server knows when the act happened, and corrects a device time outside it rather than refusing it.
  const placed = placedActTime(item, action, ctx.now);
  // A bill date that is the device's time of the act (the sale screen's "today") is the same wrong clock, corrected with it.
  const billDate = action.payload.billDate;
  const billFollows = !!placed?.corrected && !!billDate && !!action.createdAt && oneInstant(billDate, action.createdAt);
  const badDate =
    (placed
      ? null
      : refusedDate(action.createdAt, item, ctx.now, { future: MESSAGES.actionInFuture, before: MESSAGES.actionBeforeItem })) ??
    (billFollows ? null : refusedDate(billDate, item, ctx.now, { future: MESSAGES.billDateInFuture, before: MESSAGES.billDateBeforeItem }));
  if (badDate) return badDate;
  // Changed by someone else since the device saw it, in a way that matters to this type; a sale that got
  // ahead of this sale or activation is named, as the reason it cannot apply.
  if (action.seen && ctx.othersSince?.some((t) => STALE_AFTER[action.type].includes(t)))
    return (action.type === 'sell' || action.type === 'activate') && isSold(item)
      ? refusedAsSold(item, ctx)
      : refuse(MESSAGES.changedSince, item, ctx.now);
  if (!ACTIONS[action.type].from.includes(item.status)) return refuse(wrongStateKey(action.type), item, ctx.now);
  // The user's act (export, sale, activation, restore) is dated when the user did it; bookkeeping stays on the server's clock.
  const actAt = placed?.at ?? actTime(item, action, ctx.now);
  const decision = decideType(item, billFollows ? { ...action, payload: { ...action.payload, billDate: null } } : action, ctx, actAt);
  if (!decision.ok) return decision;
  return placed?.corrected ? { ...decision, note: clockNote(actAt, action) } : decision;
}

/** A decision past the checks every type shares (access, dates, staleness, starting state): the type's own rules. */
function decideType(item: ItemState, action: ActionInput, ctx: TransitionContext, actAt: Date): Decision {
  const p = action.payload;
  const at = actAt.toISOString();
  const warranty = effectiveWarrantyStatus(item, ctx.now);
  const ok = (patch: ItemPatch): Decision => ({ ok: true, patch, next: { ...item, ...pick(patch) }, actAt: at });

  switch (action.type) {
    case 'factoryExport':
      return ok({ status: 'inStock' });

    case 'export': {
      const seller = ctx.targetSeller;
      if (!seller || seller.id !== p.sellerId || seller.status !== 'confirmed') return refuse(MESSAGES.sellerMissing, item, ctx.now);
      return ok({ status: 'exported', sellerId: seller.id, exportedBy: ctx.actorId, exportedAt: at });
    }

    case 'sell': {
      if (item.billDate) return refuse(MESSAGES.alreadySold, item, ctx.now);
      if (!p.clientName || !p.clientPhone) return refuse(MESSAGES.clientRequired, item, ctx.now);
      return ok({
        billDate: p.billDate ?? at,
        clientName: p.clientName,
        clientPhone: p.clientPhone,
        notes: p.notes ?? null,
        ...resold(item),
      });
    }

    case 'activate': {
      if (warranty !== 'inactive') return refuse(wrongStateKey('activate'), item, ctx.now);
      const clientName = p.clientName ?? item.clientName;
      const clientPhone = p.clientPhone ?? item.clientPhone;
      if (!clientName || !clientPhone) return refuse(MESSAGES.clientRequired, item, ctx.now);
      const months = ctx.warrantyPeriod ?? 0;
      if (!(months > 0)) return refuse(MESSAGES.noWarrantyPeriod, item, ctx.now);
      return ok({
        warrantyStatus: 'active',
        activationDate: at,
        expirationDate: addMonths(actAt, months).toISOString(),
        activatedBy: ctx.actorId,
        clientName,
        clientPhone,
        // Activation without a recorded sale is a sale today.
        billDate: item.billDate ?? p.billDate ?? at,
        ...resold(item),
      });
    }

    case 'restore': {
      // A faulty item a warranty claim replaced stays out of sellable stock, whoever asks.
      if (item.replacedAt) return refuse(MESSAGES.restoreReplaced, item, ctx.now);
      const sold = isSold(item);
      const reason = p.returnReason?.trim();
      if (sold && !reason) return refuse(MESSAGES.returnReasonRequired, item, ctx.now);
      const patch: ItemPatch = {
        status: 'inStock',
        sellerId: null,
        isRestored: true,
        restoredBy: ctx.actorId,
        restoredAt: at,
        billDate: null,
        clientName: null,
        clientPhone: null,
        notes: p.notes ?? null,
      };
      // The customer's return: dated and explained on the item until it is sold again (the sale stays in its history).
      if (sold) Object.assign(patch, { returnedAt: at, returnReason: reason });
      // An active warranty is cancelled; an expired one stays expired (its dates are history).
      if (warranty === 'active') Object.assign(patch, { warrantyStatus: 'inactive', activationDate: null, expirationDate: null });
      return ok(patch);
    }

    case 'claimReceive': {
      if (item.claimStatus) return refuse(MESSAGES.claimOpen, item, ctx.now);
      return { ok: true, patch: {}, next: { ...item, claimStatus: 'received' }, actAt: at };
    }

    case 'claimDiagnose': {
      if (item.claimStatus !== undefined && item.claimStatus !== 'received') return refuse(MESSAGES.claimNotReceived, item, ctx.now);
      const lacking = claimPayloadRefusal('claimDiagnose', p);
      if (lacking) return refuse(lacking, item, ctx.now);
      return { ok: true, patch: {}, next: { ...item, claimStatus: 'diagnosed' }, actAt: at };
    }

    case 'claimResolve':
      return decideResolve(item, p, ctx, actAt);
  }
}

/**
 * What a claim step's payload lacks, whatever the item: a diagnosis without
 * notes, a resolution without an outcome, a replacement without a serial.
 * decide() refuses with it; the device asks it before queueing, even for an item it does not hold.
 */
export function claimPayloadRefusal(type: ActionType, p: ActionInput['payload']): string | null {
  if (type === 'claimDiagnose' && !p.notes) return MESSAGES.claimNotesRequired;
  if (type === 'claimResolve' && !p.outcome) return MESSAGES.claimOutcomeRequired;
  if (type === 'claimResolve' && p.outcome === 'replaced' && !p.replacementSerial) return MESSAGES.replacementRequired;
  return null;
}

/** The end of a diagnosed claim: repaired or refused change nothing on the item; replaced moves the warranty to a new item. */
function decideResolve(item: ItemState, p: ActionInput['payload'], ctx: TransitionContext, actAt: Date): Decision {
  if (item.claimStatus !== undefined && item.claimStatus !== 'diagnosed') return refuse(MESSAGES.claimNotDiagnosed, item, ctx.now);
  const lacking = claimPayloadRefusal('claimResolve', p);
  if (lacking || !p.outcome) return refuse(lacking ?? MESSAGES.claimOutcomeRequired, item, ctx.now);
  const at = actAt.toISOString();
  const closed: ItemState = { ...item, claimStatus: item.claimStatus === undefined ? undefined : null };
  if (p.outcome !== 'replaced') return { ok: true, patch: {}, next: closed, actAt: at };
  // Only a warranty still running is carried over; an expired or never activated one is a refusal, not a replacement.
  if (effectiveWarrantyStatus(item, ctx.now) !== 'active' || !item.expirationDate) return refuse(MESSAGES.claimNoWarranty, item, ctx.now);
  const r = ctx.replacement;
  if (r === null) return refuse(MESSAGES.replacementMissing, item, ctx.now);
  // The new item comes off the same outlet's shelf: at that outlet, not sold, never activated, under no claim.
  if (
    r !== undefined &&
    (r.status !== 'exported' || r.sellerId !== item.sellerId || r.billDate !== null || r.warrantyStatus !== 'inactive' || r.claimStatus)
  )
    return refuse(MESSAGES.replacementUnavailable, item, ctx.now);
  const replacementPatch: ItemPatch = {
    billDate: at,
    clientName: item.clientName,
    clientPhone: item.clientPhone,
    warrantyStatus: 'active',
    activationDate: at,
    // REPLACEMENT_WARRANTY_RULE 'remainder': the old warranty's end.
    expirationDate: item.expirationDate,
    activatedBy: ctx.actorId,
  };
  // The faulty item's warranty ends today, and it is marked as replaced: it never goes back to the stock.
  const patch: ItemPatch = { expirationDate: at, replacedAt: at };
  const next = { ...closed, ...pick(patch) };
  return r
    ? { ok: true, patch, next, replacement: { patch: replacementPatch, next: { ...r, ...pick(replacementPatch) } }, actAt: at }
    : { ok: true, patch, next, actAt: at };
}

/** A sale of a returned item: the return is history (its audit row), no longer the item's state. */
function resold(item: ItemState): ItemPatch {
  return item.returnedAt ? { returnedAt: null, returnReason: null } : {};
}

function pick(patch: ItemPatch): Partial<ItemState> {
  const keys: Array<keyof ItemState> = [
    'status',
    'warrantyStatus',
    'sellerId',
    'billDate',
    'clientName',
    'clientPhone',
    'activationDate',
    'expirationDate',
    'isRestored',
    'returnedAt',
    'replacedAt',
  ];
  const out: Partial<ItemState> = {};
  for (const key of keys) if (key in patch) (out as Record<string, unknown>)[key] = patch[key];
  return out;
}

/** How a change of status moves its catalog entry's quantity (items inStock). */
export function quantityDelta(from: ItemStatus, to: ItemStatus): -1 | 0 | 1 {
  if (from === to) return 0;
  if (to === 'inStock') return 1;
  if (from === 'inStock') return -1;
  return 0;
}

/** The quantity of each catalog entry recomputed from its items (spec §3: items with status inStock). */
export function recomputeQuantities(items: ReadonlyArray<{ catalogId: string; status: ItemStatus }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    if (!out.has(item.catalogId)) out.set(item.catalogId, 0);
    if (item.status === 'inStock') out.set(item.catalogId, (out.get(item.catalogId) ?? 0) + 1);
  }
  return out;
}

/** Spec messages for what a scan field gets before any item is looked up. */
export function checkScanned(serial: string): Refusal | null {
  return serial.trim() === '' ? refuse(MESSAGES.scanRequired) : null;
}
