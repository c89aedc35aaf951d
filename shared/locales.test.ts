import { describe, expect, it } from 'vitest';
import { formatNumber, formatWholeNumber } from './locales';

describe('whole numbers without Intl (boot.ts’s countdowns)', () => {
  it('writes them as the app’s formatter does, in both languages', () => {
    const values = [0, 1, 9, 10, 42, 59, 99, 100, 365, 999, 1000, 1234, 10_000, 123_456, 1_234_567];
    for (const language of ['ar', 'en'])
      expect(values.map((value) => formatWholeNumber(value, language))).toEqual(values.map((value) => formatNumber(value, language)));
  });
});
