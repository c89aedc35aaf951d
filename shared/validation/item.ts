import { z } from 'zod';
import { ACTION_TYPES, ITEM_STATUSES, ITEM_TYPES, WARRANTY_STATUSES } from '../items/states';
import { idSchema, isoDate, optionalText, pagingSchema, sortSchema, filterSchema } from './common';

/** Bound on one factory batch (iterations × printingCountPerItem): the spec gives none; this keeps one transaction short. */
export const MAX_BATCH_ITEMS = 10_000;

export const factoryBatchSchema = z.object({
    catalogId: idSchema,
    iterations: z.number().int('validation.integer').min(1, 'validation.min').max(MAX_BATCH_ITEMS, 'validation.max'),
    printingCountPerItem: z.number().int('validation.integer').min(1, 'validation.min').max(100, 'validation.max'),
    notes: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    // A too_big issue carries `maximum`, which the server passes to the message as {{max}}.
    if (v.iterations * v.printingCountPerItem > MAX_BATCH_ITEMS) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: MAX_BATCH_ITEMS, inclusive: true, path: ['iterations'], message: 'items.errors.batchTooLarge' });
    }
  });
export type FactoryBatchInput = z.infer<typeof factoryBatchSchema>;

export const itemListSchema = pagingSchema.extend({
  filter: filterSchema({
      itemType: z.enum(ITEM_TYPES).nullish(),
      status: z.enum(ITEM_STATUSES).nullish(),
      warrantyStatus: z.enum(WARRANTY_STATUSES).nullish(),
      sellerId: z.string().max(64).nullish(),
      catalogId: z.string().max(64).nullish(),
      serialNumber: z.string().trim().max(32).nullish(),
      clientPhone: z.string().trim().max(24).nullish(),
      createdAtFrom: isoDate.nullish(),
      createdAtTo: isoDate.nullish(),
      exportedAtFrom: isoDate.nullish(),
      exportedAtTo: isoDate.nullish(),
    }),
  orderBy: sortSchema(['createdAt', 'updatedAt', 'serialNumber', 'exportedAt', 'activationDate', 'expirationDate'], 'createdAt_DESC'),
});
export type ItemListInput = z.infer<typeof itemListSchema>;

/** The payload of each kind of offline action; unknown keys are dropped. */
export const actionPayloadSchemas = {
  factoryExport: z.object({ notes: optionalText(1000) }),
  export: z.object({ sellerId: idSchema, notes: optionalText(1000) }),
  sell: z.object({ clientName: optionalText(200), clientPhone: optionalText(24), billDate: isoDate.nullish(), notes: optionalText(1000) }),
  activate: z.object({ clientName: optionalText(200), clientPhone: optionalText(24), billDate: isoDate.nullish(), notes: optionalText(1000) }),
  restore: z.object({ notes: optionalText(1000) }),
} as const;

export const actionSchema = z.object({
  id: z.string().uuid('validation.invalid'),
  type: z.enum(ACTION_TYPES, { message: 'validation.invalid' }),
  serialNumber: z.string().max(64, 'validation.maxChars'),
  payload: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
  deviceId: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxChars'),
  createdAt: isoDate,
});
export type ActionDocument = z.infer<typeof actionSchema>;
