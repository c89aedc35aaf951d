import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, pick } from './format';

describe('public formatting', () => {
  it('shows dates in Cairo time, Arabic digits in Arabic and Latin digits in English', () => {
    const iso = '2026-11-22T10:05:00Z'; // 12:05 in Cairo
    expect(formatDateTime(iso, 'en')).toBe('Sun, Nov 22, 2026, 12:05 PM');
    const ar = formatDateTime(iso, 'ar');
    expect(ar).toContain('٢٠٢٦');
    expect(ar).toContain('١٢:٠٥');
    expect(ar).not.toMatch(/[0-9]/);
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
  });
  it('picks the language, falling back to the other one', () => {
    expect(pick({ en: 'Hi', ar: '' }, 'ar')).toBe('Hi');
    expect(pick(undefined, 'en')).toBe('');
  });
});
