import { z } from 'zod';
import { ACTION_TYPES, CLAIM_OUTCOMES, ITEM_STATUSES, ITEM_TYPES, WARRANTY_STATUSES } from '../items/states';
import { normalizeSerial } from '../items/serial';
import { dateBound, idSchema, isoDate, listSort, optionalText, pagingSchema, sortSchema, filterSchema } from './common';

/** Bound on one factory batch's items (iterations): the spec gives none; this keeps one transaction short. */
export const MAX_BATCH_ITEMS = 10_000;

/** One item per iteration; printingCountPerItem is how many labels each item gets (spec §3 "barcodes per item"). */
export const factoryBatchSchema = z.object({
  catalogId: idSchema,
  iterations: z.number().int('validation.integer').min(1, 'validation.min').max(MAX_BATCH_ITEMS, 'items.errors.batchTooLarge'),
  printingCountPerItem: z.number().int('validation.integer').min(1, 'validation.min').max(100, 'validation.max'),
  notes: optionalText(1000),
});
export type FactoryBatchInput = z.infer<typeof factoryBatchSchema>;

export const ITEM_SORT = listSort(
  ['createdAt', 'updatedAt', 'serialNumber', 'exportedAt', 'activationDate', 'expirationDate'],
  'createdAt_DESC',
);

export type ItemSortField = (typeof ITEM_SORT.fields)[number];

export const itemListSchema = pagingSchema.extend({
  filter: filterSchema({
    itemType: z.enum(ITEM_TYPES).nullish(),
    status: z.enum(ITEM_STATUSES).nullish(),
    warrantyStatus: z.enum(WARRANTY_STATUSES).nullish(),
    sellerId: z.string().max(64).nullish(),
    catalogId: z.string().max(64).nullish(),
    serialNumber: z.string().trim().max(32).nullish(),
    clientPhone: z.string().trim().max(24).nullish(),
    createdAtFrom: dateBound.nullish(),
    createdAtTo: dateBound.nullish(),
    exportedAtFrom: dateBound.nullish(),
    exportedAtTo: dateBound.nullish(),
  }),
  orderBy: sortSchema(ITEM_SORT),
});
export type ItemListInput = z.infer<typeof itemListSchema>;

/** The longest reason a customer's return may give. */
export const RETURN_REASON_MAX = 300;

/** A date an action carries (the device's time, a bill date): ISO text, bounded like every string of an action. */
const actionDate = z.string().max(40, 'validation.maxChars').pipe(isoDate);

/** The payload of each kind of offline action; unknown keys are dropped. */
export const actionPayloadSchemas = {
  factoryExport: z.object({ notes: optionalText(1000) }),
  export: z.object({ sellerId: idSchema, notes: optionalText(1000) }),
  sell: z.object({
    clientName: optionalText(200),
    clientPhone: optionalText(24),
    billDate: actionDate.nullish(),
    notes: optionalText(1000),
  }),
  activate: z.object({
    clientName: optionalText(200),
    clientPhone: optionalText(24),
    billDate: actionDate.nullish(),
    notes: optionalText(1000),
  }),
  // A sold item's restore is the customer's return, with its reason (300 characters keep the payload under its bound).
  restore: z.object({ notes: optionalText(1000), returnReason: optionalText(RETURN_REASON_MAX) }),
  claimReceive: z.object({ complaintId: idSchema.nullish().transform((v) => v ?? null), notes: optionalText(1000) }),
  claimDiagnose: z.object({ notes: optionalText(1000) }),
  claimResolve: z.object({
    outcome: z.enum(CLAIM_OUTCOMES, { message: 'validation.invalid' }),
    replacementSerial: optionalText(64),
    notes: optionalText(1000),
  }),
} as const;

/** Every field any action's payload may carry: the GraphQL input of a payload is made from these (sync/schema.ts). */
export type ActionPayloadField = {
  [T in keyof typeof actionPayloadSchemas]: keyof (typeof actionPayloadSchemas)[T]['shape'];
}[keyof typeof actionPayloadSchemas];
export const ACTION_PAYLOAD_FIELDS = [
  ...new Set(Object.values(actionPayloadSchemas).flatMap((schema) => Object.keys(schema.shape))),
] as ActionPayloadField[];

/**
 * The most bytes one action's payload may take as JSON (UTF-8). Its fields are
 * short strings: the longest valid payload (1,000 characters of notes and 200
 * of client name, even at 3 bytes a character, plus phone, date and keys) is
 * under 3.8 KB; only text full of control characters (6 bytes each once
 * escaped) could pass the field bounds and not this one (docs/decisions.md).
 */
export const MAX_ACTION_PAYLOAD_BYTES = 4096;

/** The UTF-8 length of a string (TextEncoder: the same on the device and the server). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** True when the payload's JSON passes MAX_ACTION_PAYLOAD_BYTES; a value longer than the limit is not serialised to find out. */
export function payloadTooLarge(payload: Record<string, unknown>): boolean {
  let units = 0;
  for (const [key, value] of Object.entries(payload)) {
    // A UTF-16 unit is at least one UTF-8 byte: a long enough sum is over without encoding anything.
    units += key.length + (typeof value === 'string' ? value.length : 0);
    if (units > MAX_ACTION_PAYLOAD_BYTES) return true;
  }
  return utf8Bytes(JSON.stringify(payload)) > MAX_ACTION_PAYLOAD_BYTES;
}

/**
 * What the device knew of the item when the action was queued: the item's
 * change number (`updatedAt` of the pulled copy, the server's sync_seq). It
 * names that exact state; the server reads what others did to the item since
 * (shared/items/machine.ts STALE_AFTER). Absent when the device did not hold the item.
 */
export const seenSchema = z.object({ version: z.number().int('validation.integer').min(0, 'validation.min') });
export type SeenState = z.infer<typeof seenSchema>;

export const actionSchema = z.object({
  id: z.string().uuid('validation.invalid'),
  type: z.enum(ACTION_TYPES, { message: 'validation.invalid' }),
  // Normalised where it enters: stored, fingerprinted and answered as the scanned serial, however it was typed.
  serialNumber: z.string().max(64, 'validation.maxChars').transform(normalizeSerial),
  payload: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
  deviceId: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxChars'),
  createdAt: actionDate,
  /** The device's own clock at the action, before its offset from the server's was applied (shared/items/machine.ts). */
  deviceTime: actionDate.nullish().transform((v) => v ?? null),
  /** The server's time of the last answer the device had before the action. */
  clockAt: actionDate.nullish().transform((v) => v ?? null),
  seen: seenSchema.nullish().transform((v) => v ?? null),
});
