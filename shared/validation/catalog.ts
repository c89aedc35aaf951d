import { z } from 'zod';
import {
  dateBound,
  isHttpUrl,
  optionalName,
  optionalText,
  pagingSchema,
  bilingualNameFields,
  EVEN_WITH_FIELD_ISSUES,
  requireOneName,
  requiredText,
  listSort,
  sortSchema,
  uploadedFileSchema,
  filterSchema,
} from './common';

// Spec §3 Product / Spare part / Accessory. `quantity` is absent on purpose:
// the server computes it (items inStock), nobody types it.
export const CATALOG_LIMITS = {
  name: 200,
  itemName: 200,
  description: 5000,
  barcode: 64,
  brand: 120,
  feature: 300,
  features: 50,
  photos: 10,
  parts: 100,
  /** A catalog entry's warranty period is counted in months, everywhere it is read (`warrantyPeriod`, warranty_period): ten years at most. */
  warrantyPeriod: 120,
} as const;

/** A photo is an upload of this site (/uploads/…) or an http(s) address (imports name them): never javascript: or data:. */
const photoUrl = z
  .string()
  .trim()
  .max(2048, 'validation.maxChars')
  .refine((v) => (/^\/uploads\/[\w\-./]+$/.test(v) && !v.includes('..')) || isHttpUrl(v), 'validation.fieldInvalid');

export const catalogInputSchema = z
  .object({
    ...bilingualNameFields(CATALOG_LIMITS.name),
    itemName: optionalName(CATALOG_LIMITS.itemName),
    description: optionalText(CATALOG_LIMITS.description),
    unitPrice: z
      .number({ message: 'validation.number' })
      .min(0, 'validation.min')
      .max(100_000_000, 'validation.max')
      .nullish()
      .transform((v) => v ?? null),
    photos: z
      .array(uploadedFileSchema.extend({ publicUrl: photoUrl }))
      .max(CATALOG_LIMITS.photos, 'validation.maxItems')
      .nullish()
      .transform((v) => v ?? []),
    barcode: optionalText(CATALOG_LIMITS.barcode),
    features: z
      .array(requiredText(CATALOG_LIMITS.feature))
      .max(CATALOG_LIMITS.features, 'validation.maxItems')
      .nullish()
      .transform((v) => v ?? []),
    brand: optionalName(CATALOG_LIMITS.brand),
    warrantyPeriod: z
      .number({ message: 'validation.number' })
      .int('validation.integer')
      .min(0, 'validation.min')
      .max(CATALOG_LIMITS.warrantyPeriod, 'validation.max'),
    /** Products only: ids of spare parts / accessories the product is made of. */
    productParts: z
      .array(z.string().min(1).max(64))
      .max(CATALOG_LIMITS.parts, 'validation.maxItems')
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine(requireOneName, EVEN_WITH_FIELD_ISSUES);
export type CatalogInput = z.infer<typeof catalogInputSchema>;

export const catalogFilterSchema = filterSchema({
  name: optionalText(200),
  barcode: optionalText(64),
  brand: optionalText(120),
  warrantyPeriod: z.number().int().nullish(),
  inStock: z.boolean().nullish(),
  createdAtFrom: dateBound.nullish(),
  createdAtTo: dateBound.nullish(),
});

export const CATALOG_SORT = listSort(
  ['name', 'barcode', 'brand', 'unitPrice', 'quantity', 'warrantyPeriod', 'createdAt', 'updatedAt'],
  'createdAt_DESC',
);

export type CatalogSortField = (typeof CATALOG_SORT.fields)[number];

export const catalogListSchema = pagingSchema.extend({
  filter: catalogFilterSchema,
  orderBy: sortSchema(CATALOG_SORT),
});
export type CatalogListInput = z.infer<typeof catalogListSchema>;
