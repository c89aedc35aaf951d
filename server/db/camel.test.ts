import { describe, expect, it } from 'vitest';
import { camelKey, camelPick, camelRow, snakeKey } from './camel';

describe('the snake/camel mapping', () => {
  it('renames every column, and extra values replace or add fields', () => {
    const row = { id: 'a', label_offset_top_mm: 2, is_restored: 1 };
    expect(camelRow(row)).toStrictEqual({ id: 'a', labelOffsetTopMm: 2, isRestored: 1 });
    expect(camelRow(row, { isRestored: true, itemId: 'a' })).toStrictEqual({ id: 'a', labelOffsetTopMm: 2, isRestored: true, itemId: 'a' });
  });

  it('copies each row by its own columns when rows of different queries alternate', () => {
    const wide = { id: 'w', serial_number: 'S', seller_id: null };
    const narrow = { id: 'n', serial_number: 'T' };
    const reordered = { serial_number: 'U', id: 'r' };
    for (let round = 0; round < 3; round++) {
      expect(camelRow(wide)).toStrictEqual({ id: 'w', serialNumber: 'S', sellerId: null });
      expect(camelRow(narrow)).toStrictEqual({ id: 'n', serialNumber: 'T' });
      expect(camelRow(reordered)).toStrictEqual({ serialNumber: 'U', id: 'r' });
      expect(camelRow({ ...wide, extra_column: 1 })).toStrictEqual({ id: 'w', serialNumber: 'S', sellerId: null, extraColumn: 1 });
    }
  });

  it('takes any column name as a name, never as code', () => {
    const row = { 'a"b': 1, "c'd\\": 2, 'e}; throw 1; //': 3, '\u2028f': 4 };
    expect(camelRow(row)).toStrictEqual(row);
  });

  it('picks named columns, and maps a field back to its column', () => {
    expect(camelPick({ id: 'a', expires_at: 'x', code_hash: 'secret' }, ['id', 'expires_at'])).toStrictEqual({ id: 'a', expiresAt: 'x' });
    expect(snakeKey('labelOffsetTopMm')).toBe('label_offset_top_mm');
    expect(camelKey(snakeKey('warrantyStatus'))).toBe('warrantyStatus');
  });
});
