import { describe, expect, it } from 'vitest';
import { isCalendarDay, isDateBound, isIsoDate } from './common';

describe('date schemas (shared/validation/common.ts)', () => {
  it('accepts ISO days and date-times with real dates', () => {
    for (const v of ['2024-01-01', '2024-02-29', '2000-02-29', '2026-01-10T22:00:00.000Z', '2026-01-10T10:00', '2026-01-10T10:00:00+02:00'])
      expect(isIsoDate(v), v).toBe(true);
  });

  it('refuses impossible dates and other text', () => {
    for (const v of [
      '2024-13-45',
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-04-31',
      '2026-01-10T24:00:00Z',
      '2026-01-10T10:60',
      '1',
      'yesterday',
      '+275760-09-13',
      '2024-01-01 10:00',
      '',
    ])
      expect(isIsoDate(v), v).toBe(false);
  });

  it('keeps filter bounds within 1900–2999, days as YYYY-MM-DD only', () => {
    expect(isCalendarDay('2024-05-01')).toBe(true);
    expect(isCalendarDay('2024-05-01T00:00:00Z')).toBe(false);
    expect(isCalendarDay('9999-12-31')).toBe(false);
    expect(isDateBound('2999-12-31')).toBe(true);
    expect(isDateBound('1899-12-31T00:00:00Z')).toBe(false);
    expect(isDateBound('2024-05-01T10:00:00.000Z')).toBe(true);
  });
});
