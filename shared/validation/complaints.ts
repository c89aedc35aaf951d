import { z } from 'zod';
import { dateBound, pagingFields } from './common';
import { phoneNumberSchema } from './user';
import { uploadedImageSchema } from './uploadedFile';

export const COMPLAINT_STATUSES = ['opened', 'pending', 'closed'] as const;
export type ComplaintStatusName = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_LIMITS = { message: 2000, serialNumber: 64, customerName: 120, attachments: 5, pageSizeMax: 100 } as const;

const message = z.string().trim().min(1, 'validation.required').max(COMPLAINT_LIMITS.message, 'validation.maxChars');
const attachments = z.array(uploadedImageSchema('complaint/images')).max(COMPLAINT_LIMITS.attachments, 'validation.maxItems');

/** The customer's warranty page (no sign-in). */
export const complaintCreateSchema = z.object({
  serialNumber: z
    .string()
    .trim()
    .max(COMPLAINT_LIMITS.serialNumber, 'validation.maxChars')
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null),
  phoneNumber: phoneNumberSchema.min(1, 'validation.required'),
  message,
});
export type ComplaintCreateInput = z.output<typeof complaintCreateSchema>;

/** Staff recording a complaint for a customer who phoned or walked in: the customer's name too. */
export const complaintRecordSchema = complaintCreateSchema.extend({
  customerName: z.string().trim().min(1, 'validation.required').max(COMPLAINT_LIMITS.customerName, 'validation.maxChars'),
});
export type ComplaintRecordInput = z.output<typeof complaintRecordSchema>;

export const complaintReplySchema = z.object({
  id: z.string().min(1, 'validation.required'),
  message,
  attachments: attachments.nullish().transform((v) => v ?? []),
});
export type ComplaintReplyInput = z.output<typeof complaintReplySchema>;

export const complaintListSchema = z.object({
  filter: z
    .object({
      // 'new' is the spec's other name for pending.
      status: z.preprocess((v) => (v === 'new' ? 'pending' : v), z.enum(COMPLAINT_STATUSES, 'validation.mustBeSelected').nullish()),
      sellerId: z.string().trim().max(100).nullish(),
      number: z.number().int().positive().nullish(),
      /** [from, to] as YYYY-MM-DD (to is inclusive) or ISO instants. */
      createdAtRange: z.array(dateBound.nullable()).max(2, 'validation.maxItems').nullish(),
    })
    .nullish(),
  ...pagingFields(COMPLAINT_LIMITS.pageSizeMax),
});
export type ComplaintListInput = z.output<typeof complaintListSchema>;
