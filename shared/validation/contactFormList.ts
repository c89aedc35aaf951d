import { z } from 'zod';

/** The back-office's list of sponsor enquiries (contactFormList): at most 100 a page, as every list pages. */
export const contactFormListSchema = z.object({
  limit: z
    .number()
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(100, 'validation.max')
    .nullish()
    .transform((v) => v ?? 20),
  offset: z
    .number()
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1_000_000, 'validation.max')
    .nullish()
    .transform((v) => v ?? 0),
});
