import { catalogInputSchema, type CatalogInput } from '../../../shared/validation/catalog';
import type { CatalogEntry, CatalogFilter } from '../../data/catalog';
import type { UploadedFile } from '../../data/uploads';
import { cairoDayRange, textOrNull } from '../../components/list/listQuery';
import { fieldErrorsOf, parseNumber, type FieldErrors } from '../../lib/formValues';

export { parseNumber, type FieldErrors };

/** The form as typed: text inputs hold strings; features are one per line. */
export interface CatalogFormValues {
  nameAr: string;
  nameEn: string;
  itemName: string;
  description: string;
  unitPrice: string;
  barcode: string;
  brand: string;
  warrantyPeriod: string;
  features: string;
  photos: UploadedFile[];
  productParts: string[];
}

export const EMPTY_CATALOG_FORM: CatalogFormValues = {
  nameAr: '',
  nameEn: '',
  itemName: '',
  description: '',
  unitPrice: '',
  barcode: '',
  brand: '',
  warrantyPeriod: '12',
  features: '',
  photos: [],
  productParts: [],
};

export function catalogFormFromEntry(entry: CatalogEntry): CatalogFormValues {
  return {
    nameAr: entry.nameAr ?? '',
    nameEn: entry.nameEn ?? '',
    itemName: entry.itemName ?? '',
    description: entry.description ?? '',
    unitPrice: entry.unitPrice == null ? '' : String(entry.unitPrice),
    barcode: entry.barcode ?? '',
    brand: entry.brand ?? '',
    warrantyPeriod: String(entry.warrantyPeriod),
    features: entry.features.join('\n'),
    photos: entry.photos,
    productParts: entry.productParts,
  };
}

/** Form → the shared input schema (the server runs the same one): values or per-field i18n keys. */
export function catalogInputFromForm(form: CatalogFormValues): { ok: true; data: CatalogInput } | { ok: false; errors: FieldErrors } {
  const candidate = {
    nameAr: form.nameAr,
    nameEn: form.nameEn,
    itemName: form.itemName,
    description: form.description,
    unitPrice: parseNumber(form.unitPrice),
    barcode: form.barcode,
    brand: form.brand,
    warrantyPeriod: parseNumber(form.warrantyPeriod) ?? Number.NaN,
    features: form.features
      .split('\n')
      .map((f) => f.trim())
      .filter(Boolean),
    photos: form.photos.map((p) => ({ ...p, privateUrl: p.privateUrl ?? null })),
    productParts: form.productParts,
  };
  const parsed = catalogInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** The list's filter form, as typed. */
export interface CatalogFilterForm {
  name: string;
  barcode: string;
  brand: string;
  warrantyPeriod: string;
  stock: '' | 'inStock' | 'outOfStock';
  from: string;
  to: string;
}
export const EMPTY_CATALOG_FILTER: CatalogFilterForm = {
  name: '',
  barcode: '',
  brand: '',
  warrantyPeriod: '',
  stock: '',
  from: '',
  to: '',
};

export function catalogFilterVariables(f: CatalogFilterForm): CatalogFilter {
  const months = parseNumber(f.warrantyPeriod);
  const range = cairoDayRange(f.from, f.to);
  return {
    name: textOrNull(f.name),
    barcode: textOrNull(f.barcode),
    brand: textOrNull(f.brand),
    warrantyPeriod: months != null && Number.isInteger(months) && months >= 0 ? months : null,
    inStock: f.stock === '' ? null : f.stock === 'inStock',
    createdAtFrom: range.from,
    createdAtTo: range.to,
  };
}
