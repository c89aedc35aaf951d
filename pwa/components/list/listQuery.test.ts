import { describe, expect, it } from 'vitest';
import { parseSort } from '../../../shared/validation/common';
import { pageCount, pageVariables, textOrNull, toggleSort } from './listQuery';

describe('list query helpers', () => {
  it('toggles sort: a new column ascending, the same column flips', () => {
    expect(toggleSort('createdAt_DESC', 'name')).toBe('name_ASC');
    expect(toggleSort('name_ASC', 'name')).toBe('name_DESC');
    expect(toggleSort('name_DESC', 'name')).toBe('name_ASC');
    expect(parseSort('unitPrice_ASC')).toEqual({ field: 'unitPrice', direction: 'ASC' });
  });

  it('pages: limit/offset and at least one page', () => {
    expect(pageVariables(2, 10)).toEqual({ limit: 10, offset: 20 });
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('drops empty text', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' a ')).toBe('a');
  });
});
