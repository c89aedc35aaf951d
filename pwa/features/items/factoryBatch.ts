import { factoryBatchSchema, MAX_BATCH_ITEMS, type FactoryBatchInput } from '../../../shared/validation/item';
import { fieldErrorsOf, parseNumber, type FieldErrors } from '../../lib/formValues';

export interface FactoryBatchForm {
  catalogId: string;
  iterations: string;
  printingCountPerItem: string;
  notes: string;
}
export const EMPTY_FACTORY_BATCH: FactoryBatchForm = { catalogId: '', iterations: '1', printingCountPerItem: '1', notes: '' };

/** How many items and labels the batch makes (one item per iteration, barcodes per item labels each), or null while incomplete. */
export function batchSize(form: FactoryBatchForm): { items: number; labels: number } | null {
  const items = parseNumber(form.iterations);
  const perItem = parseNumber(form.printingCountPerItem);
  const whole = (n: number | null): n is number => n != null && Number.isInteger(n) && n > 0;
  return whole(items) && whole(perItem) ? { items, labels: items * perItem } : null;
}

export { MAX_BATCH_ITEMS };

/** Form → the shared batch schema (the server runs the same one). */
export function factoryBatchFromForm(form: FactoryBatchForm): { ok: true; data: FactoryBatchInput } | { ok: false; errors: FieldErrors } {
  const parsed = factoryBatchSchema.safeParse({
    catalogId: form.catalogId,
    iterations: parseNumber(form.iterations) ?? Number.NaN,
    printingCountPerItem: parseNumber(form.printingCountPerItem) ?? Number.NaN,
    notes: form.notes,
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = fieldErrorsOf(parsed.error.issues);
  // An empty id reads "required"; for a picker the spec says "must be selected".
  if (errors.catalogId) errors.catalogId = { key: 'validation.mustBeSelected', params: {} };
  return { ok: false, errors };
}
