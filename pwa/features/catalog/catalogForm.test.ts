import { describe, expect, it } from 'vitest';
import {
  catalogFilterVariables,
  catalogFormFromEntry,
  catalogInputFromForm,
  EMPTY_CATALOG_FILTER,
  EMPTY_CATALOG_FORM,
  parseNumber,
} from './catalogForm';

describe('catalog form', () => {
  it('turns typed text into the input: numbers, one feature per line, empty texts as null', () => {
    const result = catalogInputFromForm({
      ...EMPTY_CATALOG_FORM,
      nameAr: '  ',
      nameEn: '  RO 7 ',
      unitPrice: '4500.5',
      warrantyPeriod: '24',
      features: '7 stages\n\n  UV lamp ',
      productParts: ['p1'],
    });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        nameAr: null,
        nameEn: 'RO 7',
        unitPrice: 4500.5,
        warrantyPeriod: 24,
        features: ['7 stages', 'UV lamp'],
        brand: null,
        barcode: null,
        productParts: ['p1'],
      }),
    });
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseNumber('١٢')).toBe(12);
    expect(parseNumber('٤٥٠٫٥')).toBe(450.5);
    expect(parseNumber(' ')).toBeNull();
  });

  it('reports each field with the shared i18n key and its bound', () => {
    const result = catalogInputFromForm({ ...EMPTY_CATALOG_FORM, nameAr: ' ', warrantyPeriod: '500', unitPrice: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.nameAr?.key).toBe('validation.nameInOneLanguage');
    expect(result.errors.nameEn).toBeUndefined();
    expect(result.errors.warrantyPeriod).toEqual({ key: 'validation.max', params: { max: 120, count: 120 } });
    expect(result.errors.unitPrice?.key).toBe('validation.number');
  });

  it('round-trips an entry', () => {
    const form = catalogFormFromEntry({
      id: '1',
      kind: 'product',
      name: 'ألف',
      nameAr: 'ألف',
      nameEn: null,
      itemName: null,
      description: null,
      unitPrice: null,
      photos: [],
      barcode: 'B',
      features: ['x', 'y'],
      brand: null,
      quantity: 3,
      warrantyPeriod: 6,
      productParts: [],
      createdAt: '',
      updatedAt: '',
    });
    expect(form).toMatchObject({ nameAr: 'ألف', nameEn: '', unitPrice: '', warrantyPeriod: '6', features: 'x\ny', barcode: 'B' });
  });
});

describe('catalog filters', () => {
  it('sends nothing for an empty form', () => {
    expect(catalogFilterVariables(EMPTY_CATALOG_FILTER)).toEqual({
      name: null,
      barcode: null,
      brand: null,
      warrantyPeriod: null,
      inStock: null,
      createdAtFrom: null,
      createdAtTo: null,
    });
  });

  it('maps stock, months and Cairo days', () => {
    const vars = catalogFilterVariables({
      ...EMPTY_CATALOG_FILTER,
      name: ' filter ',
      stock: 'outOfStock',
      warrantyPeriod: '12',
      from: '2026-01-10',
      to: '2026-01-10',
    });
    expect(vars).toMatchObject({ name: 'filter', inStock: false, warrantyPeriod: 12 });
    // Cairo is UTC+2 in January: the 10th runs from 22:00 UTC on the 9th to 21:59:59.999 on the 10th.
    expect(vars.createdAtFrom).toBe('2026-01-09T22:00:00.000Z');
    expect(vars.createdAtTo).toBe('2026-01-10T21:59:59.999Z');
  });

  it('ignores a month count that is not a whole number', () => {
    expect(catalogFilterVariables({ ...EMPTY_CATALOG_FILTER, warrantyPeriod: '1.5' }).warrantyPeriod).toBeNull();
  });
});
