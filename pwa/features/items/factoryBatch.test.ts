import { describe, expect, it } from 'vitest';
import { batchSize, EMPTY_FACTORY_BATCH, factoryBatchFromForm } from './factoryBatch';

describe('factory batch form', () => {
  it('makes one item per iteration and barcodes-per-item labels for each', () => {
    expect(batchSize({ ...EMPTY_FACTORY_BATCH, iterations: '20', printingCountPerItem: '2' })).toEqual({ items: 20, labels: 40 });
    expect(batchSize({ ...EMPTY_FACTORY_BATCH, iterations: '', printingCountPerItem: '2' })).toBeNull();
    expect(batchSize({ ...EMPTY_FACTORY_BATCH, iterations: '1.5', printingCountPerItem: '2' })).toBeNull();
  });

  it('needs a catalog entry', () => {
    const result = factoryBatchFromForm(EMPTY_FACTORY_BATCH);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.catalogId?.key).toBe('validation.mustBeSelected');
  });

  it('refuses a batch over the bound with its maximum', () => {
    const result = factoryBatchFromForm({ ...EMPTY_FACTORY_BATCH, catalogId: 'c1', iterations: '10001', printingCountPerItem: '1' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.iterations).toEqual({ key: 'items.errors.batchTooLarge', params: { max: 10000, count: 10000 } });
  });

  it('passes a valid batch with trimmed notes', () => {
    expect(factoryBatchFromForm({ catalogId: 'c1', iterations: '١٠', printingCountPerItem: '2', notes: '  line 3 ' })).toEqual({
      ok: true,
      data: { catalogId: 'c1', iterations: 10, printingCountPerItem: 2, notes: 'line 3' },
    });
  });
});
