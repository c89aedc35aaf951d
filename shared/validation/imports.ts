import { z } from 'zod';
import { isWellFormedSerial, normalizeSerial } from '../items/serial';
import { CATALOG_LIMITS } from './catalog';
import { EVEN_WITH_FIELD_ISSUES, isHttpUrl, optionalName, optionalText, requireOneName, requiredText } from './common';

// Rows of the catalog and item import files (spec §5 "Import"): cells arrive
// as text from the spreadsheet (or, sent again to the server, as the values
// these schemas produced), so each column accepts both. One schema per file
// kind, used by the importer in the browser and again by the server.

const text = (v: unknown) => (v == null ? v : String(v));

/** A number typed in a cell: Arabic-Indic digits and thousands separators accepted; empty is null; junk stays NaN for the schema to report. */
export function cellNumber(v: unknown): unknown {
  if (v == null || typeof v === 'number') return v;
  const trimmed = String(v).trim();
  if (trimmed === '') return null;
  return Number(
    trimmed
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[,٬]/g, '')
      .replace('٫', '.'),
  );
}

/** A list cell: values separated by `separator` (spaces for URLs and barcodes, spec §5), or already a list. */
const listCell = (separator: RegExp) => (v: unknown) =>
  Array.isArray(v)
    ? v
    : v == null
      ? []
      : String(v)
          .split(separator)
          .map((s) => s.trim())
          .filter(Boolean);

const number = (schema: z.ZodNumber) => z.preprocess(cellNumber, schema.nullish());

export const catalogImportRowSchema = z
  .object({
    nameAr: z.preprocess(text, optionalName(CATALOG_LIMITS.name)),
    nameEn: z.preprocess(text, optionalName(CATALOG_LIMITS.name)),
    itemName: z.preprocess(text, optionalName(CATALOG_LIMITS.itemName)),
    description: z.preprocess(text, optionalText(CATALOG_LIMITS.description)),
    unitPrice: number(z.number({ message: 'validation.number' }).min(0, 'validation.min').max(100_000_000, 'validation.max')).transform(
      (v) => v ?? null,
    ),
    barcode: z.preprocess(text, optionalText(CATALOG_LIMITS.barcode)),
    /** One feature per line of the cell (features are sentences, so spaces cannot separate them). */
    features: z.preprocess(
      listCell(/\r?\n/),
      z.array(requiredText(CATALOG_LIMITS.feature)).max(CATALOG_LIMITS.features, 'validation.maxItems'),
    ),
    brand: z.preprocess(text, optionalName(CATALOG_LIMITS.brand)),
    warrantyPeriod: z.preprocess(
      cellNumber,
      z
        .number({ message: 'validation.required' })
        .int('validation.integer')
        .min(0, 'validation.min')
        .max(CATALOG_LIMITS.warrantyPeriod, 'validation.max'),
    ),
    /** Photo URLs separated by spaces. */
    photos: z.preprocess(
      listCell(/\s+/),
      z
        .array(z.string().max(2048, 'validation.maxChars').refine(isHttpUrl, 'validation.url'))
        .max(CATALOG_LIMITS.photos, 'validation.maxItems'),
    ),
    /** Products only: barcodes of its spare parts and accessories, separated by spaces. */
    productParts: z
      .preprocess(
        listCell(/\s+/),
        z.array(z.string().max(CATALOG_LIMITS.barcode, 'validation.maxChars')).max(CATALOG_LIMITS.parts, 'validation.maxItems'),
      )
      .optional()
      .transform((v) => v ?? []),
  })
  .superRefine(requireOneName, EVEN_WITH_FIELD_ISSUES);
export type CatalogImportRow = z.infer<typeof catalogImportRowSchema>;

/** Template columns per kind: spare parts and accessories have no parts. */
export const CATALOG_IMPORT_COLUMNS = {
  product: [
    'nameAr',
    'nameEn',
    'itemName',
    'description',
    'unitPrice',
    'barcode',
    'features',
    'brand',
    'warrantyPeriod',
    'photos',
    'productParts',
  ],
  sparePart: ['nameAr', 'nameEn', 'itemName', 'description', 'unitPrice', 'barcode', 'features', 'brand', 'warrantyPeriod', 'photos'],
  accessory: ['nameAr', 'nameEn', 'itemName', 'description', 'unitPrice', 'barcode', 'features', 'brand', 'warrantyPeriod', 'photos'],
} as const;

/** Statuses an imported item may start in: the factory, or already in stock (outlets need the export flow). */
export const ITEM_IMPORT_STATUSES = ['inFactory', 'inStock'] as const;

export const itemImportRowSchema = z.object({
  /** The catalog entry the item is made from: its barcode, or its id. */
  catalog: z.preprocess(text, requiredText(64)),
  /** Empty: the server gives the next serial of the kind and year. Given: well formed (letter, digits, check digit) and unused. */
  serialNumber: z.preprocess(
    (v) => (v == null ? null : normalizeSerial(String(v)) || null),
    z.string().refine(isWellFormedSerial, 'imports.errors.serialInvalid').nullable(),
  ),
  status: z.preprocess(
    (v) => (v == null || String(v).trim() === '' ? 'inFactory' : String(v).trim()),
    z.enum(ITEM_IMPORT_STATUSES, { message: 'imports.errors.status' }),
  ),
  iterationNumber: number(
    z.number({ message: 'validation.number' }).int('validation.integer').min(1, 'validation.min').max(1_000_000, 'validation.max'),
  ).transform((v) => v ?? 1),
  printingCountPerItem: number(
    z.number({ message: 'validation.number' }).int('validation.integer').min(1, 'validation.min').max(100, 'validation.max'),
  ).transform((v) => v ?? 1),
  notes: z.preprocess(text, optionalText(1000)),
});
export type ItemImportRow = z.infer<typeof itemImportRowSchema>;
export const ITEM_IMPORT_COLUMNS = ['catalog', 'serialNumber', 'status', 'iterationNumber', 'printingCountPerItem', 'notes'] as const;
/** Only these must be in the file; the others may be left out (defaults apply). */
export const ITEM_IMPORT_REQUIRED_COLUMNS = ['catalog'] as const;
