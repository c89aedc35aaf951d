import { describe, expect, it } from 'vitest';
import { formatSerial } from '../items/serial';
import { catalogImportRowSchema, itemImportRowSchema } from './imports';

// Cells arrive as the spreadsheet shows them (text); the same schemas accept
// the values they produced when the server checks them again.

describe('catalog import rows', () => {
  it('reads numbers (Arabic-Indic digits, thousands separators), lines of features and space-separated lists', () => {
    const parsed = catalogImportRowSchema.parse({
      nameAr: ' جهاز RO ',
      nameEn: ' ',
      warrantyPeriod: '١٢',
      unitPrice: '4,500.5',
      features: 'Seven stages\r\nUV lamp\n',
      photos: 'https://a.example/1.jpg  https://a.example/2.jpg',
      productParts: 'SP-1 SP-2',
      barcode: '',
      brand: null,
    });
    expect(parsed).toMatchObject({
      nameAr: 'جهاز RO',
      nameEn: null,
      warrantyPeriod: 12,
      unitPrice: 4500.5,
      features: ['Seven stages', 'UV lamp'],
      photos: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
      productParts: ['SP-1', 'SP-2'],
      barcode: null,
      brand: null,
    });
    expect(catalogImportRowSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuses junk with the field’s message', () => {
    const result = catalogImportRowSchema.safeParse({ nameEn: ' ', warrantyPeriod: 'twelve', photos: 'not-a-url' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['warrantyPeriod', 'validation.required'],
      ['photos', 'validation.url'],
      ['nameAr', 'validation.nameInOneLanguage'],
    ]);
  });
});

describe('item import rows', () => {
  it('defaults status, iteration and copies; normalizes a typed serial', () => {
    const serial = formatSerial('product', 2026, 42);
    expect(itemImportRowSchema.parse({ catalog: 'B-1', serialNumber: ` ${serial.slice(0, 6).toLowerCase()}-${serial.slice(6)} ` })).toEqual(
      { catalog: 'B-1', serialNumber: serial, status: 'inFactory', iterationNumber: 1, printingCountPerItem: 1, notes: null },
    );
    expect(
      itemImportRowSchema.parse({ catalog: 'B-1', serialNumber: '', status: 'inStock', iterationNumber: '3', printingCountPerItem: 2 }),
    ).toMatchObject({ serialNumber: null, status: 'inStock', iterationNumber: 3, printingCountPerItem: 2 });
  });

  it('refuses a serial with a wrong check digit, an unknown status and a missing catalog', () => {
    const serial = formatSerial('product', 2026, 42);
    const wrong = `${serial.slice(0, -1)}${(Number(serial.slice(-1)) + 1) % 10}`;
    const result = itemImportRowSchema.safeParse({ catalog: ' ', serialNumber: wrong, status: 'exported' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'validation.required',
      'imports.errors.serialInvalid',
      'imports.errors.status',
    ]);
  });
});
