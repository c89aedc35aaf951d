import { z } from 'zod';
import { requiredName } from './common';
import { memberCodeSchema, memberPhoneSchema } from './member';

// A buyer registers their own warranty on the public warranty page (issue 20):
// name and mobile phone, confirmed by a six-digit code sent by SMS.

export const warrantyRegistrationSchema = z.object({
  serialNumber: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxChars'),
  customerName: requiredName(120),
  /** Answered in E.164 (+201xxxxxxxxx): where the code goes. */
  phoneNumber: memberPhoneSchema,
});
export type WarrantyRegistration = z.infer<typeof warrantyRegistrationSchema>;

export const warrantyConfirmationSchema = z.object({
  ticketId: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxChars'),
  code: memberCodeSchema,
});

/** The phone as sellers type it on activations (01xxxxxxxxx), so the activation records count one customer once. */
export function localPhone(e164: string): string {
  return `0${e164.replace(/^\+20/, '')}`;
}
