import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, pick } from './useFormatters';

describe('formatting', () => {
  it('shows dates in Cairo time, Arabic digits in Arabic and Latin digits in English', () => {
    const iso = '2026-11-22T10:05:00Z'; // 12:05 in Cairo
    expect(formatDateTime(iso, 'en')).toBe('Sun, Nov 22, 2026, 12:05 PM');
    const ar = formatDateTime(iso, 'ar');
    expect(ar).toContain('٢٠٢٦');
    expect(ar).toContain('١٢:٠٥');
    expect(ar).not.toMatch(/[0-9]/);
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
  });
  it('shows a day in Cairo (late evening UTC is the next day there), no date as nothing, and whole pounds', () => {
    expect(formatDate('2026-11-22T23:30:00Z', 'en')).toBe('November 23, 2026');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'ar')).toBe('');
    expect(formatMoney(1500.4, 'en').replace(/\s/g, ' ')).toBe('EGP 1,500');
  });
  it('picks the language, falling back to the other one', () => {
    expect(pick({ en: 'Hi', ar: '' }, 'ar')).toBe('Hi');
    expect(pick(undefined, 'en')).toBe('');
  });
});
