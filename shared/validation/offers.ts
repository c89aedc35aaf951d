import { z } from 'zod';
import { uploadedImageSchema } from './uploadedFile';

export const OFFER_LIMITS = { title: 200, description: 5000, pageSizeMax: 50 } as const;
export const OFFER_IMAGE_FOLDER = 'offer/images';

const title = z.string().trim().min(1, 'validation.required').max(OFFER_LIMITS.title, 'validation.maxChars');
const description = z.string().trim().max(OFFER_LIMITS.description, 'validation.maxChars').default('');

export const offerInputSchema = z.object({
  title,
  description,
  titleEn: title,
  descriptionEn: description,
  image: uploadedImageSchema(OFFER_IMAGE_FOLDER)
    .nullish()
    .transform((v) => v ?? null),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.fieldInvalid')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'validation.fieldInvalid',
    ),
});
export type OfferInput = z.output<typeof offerInputSchema>;

export const offerListSchema = z.object({
  after: z.string().max(200).nullish(),
  before: z.string().max(200).nullish(),
  limit: z
    .number()
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(OFFER_LIMITS.pageSizeMax, 'validation.max')
    .nullish()
    .transform((v) => v ?? 10),
});
