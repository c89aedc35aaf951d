import { z } from 'zod';

// Building blocks for the per-entity schemas: trimmed text with the spec's
// messages (§5) as i18n keys, so both sides show the same words.
export const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.maxChars');

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.maxChars')
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

export const idSchema = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxChars');

export const uploadedFileSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(255),
  sizeInBytes: z.number().int('validation.integer').min(0),
  publicUrl: z.string().max(2048),
  privateUrl: z.string().max(2048).nullish().transform((v) => v ?? null),
  new: z.boolean().optional(),
});
export type UploadedFileInput = z.infer<typeof uploadedFileSchema>;

export const phoneSchema = z.string().trim().min(1, 'validation.required').max(24, 'validation.maxChars').regex(/^\+?\d[\d\s-]*$/, 'validation.invalid');

/** Sort as the spec gives it: `field_ASC` or `field_DESC`, restricted to the fields a list allows. */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F, fallback: `${F[number]}_${'ASC' | 'DESC'}`) {
  const values = fields.flatMap((f) => [`${f}_ASC`, `${f}_DESC`]) as [string, ...string[]];
  return z.enum(values, { message: 'validation.invalid' }).nullish().transform((v) => (v ?? fallback) as `${F[number]}_${'ASC' | 'DESC'}`);
}

/** Server paging: spec §9 page size default 10; a bound keeps one request cheap. */
export const pagingSchema = z.object({
  limit: z.number().int('validation.integer').min(1, 'validation.min').max(500, 'validation.max').nullish().transform((v) => v ?? 10),
  offset: z.number().int('validation.integer').min(0, 'validation.min').nullish().transform((v) => v ?? 0),
});

export const isoDate = z.string().trim().refine((v) => !Number.isNaN(Date.parse(v)), 'validation.invalid');

/** A list's optional filter object: absent means no filter (every field in it is optional). */
export function filterSchema<S extends z.ZodRawShape>(shape: S) {
  const object = z.object(shape);
  return object.nullish().transform((v) => (v ?? {}) as z.infer<typeof object>);
}
