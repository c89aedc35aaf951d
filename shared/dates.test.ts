import { describe, expect, it } from 'vitest';
import { formatInstant, formatSettingsDate, nextDay, startOfDay } from './dates';

describe('formatSettingsDate (DD/MM/YYYY, hh:mm am/pm)', () => {
  it('formats an afternoon instant in Cairo time with a two-digit 12-hour clock', () => {
    // 13:05 UTC on 3 Feb 2026 is 15:05 in Cairo (UTC+2 in winter).
    expect(formatSettingsDate('2026-02-03T13:05:00Z')).toEqual({ date: '03/02/2026', time: '03:05 pm' });
  });

  it('shows midnight and noon as 12, with am and pm', () => {
    expect(formatSettingsDate('2026-01-09T00:07:00Z', 'UTC')).toEqual({ date: '09/01/2026', time: '12:07 am' });
    expect(formatSettingsDate('2026-01-09T12:00:00Z', 'UTC')).toEqual({ date: '09/01/2026', time: '12:00 pm' });
  });

  it('moves the date when the time zone crosses midnight', () => {
    expect(formatSettingsDate('2026-12-31T23:30:00Z')).toEqual({ date: '01/01/2027', time: '01:30 am' });
  });

  it('refuses something that is not a date', () => {
    expect(() => formatSettingsDate('yesterday')).toThrow(RangeError);
  });
});

describe("formatInstant (YYYY-MM-DD HH:mm, Cairo time, the language's digits)", () => {
  it('writes a winter and a summer instant on a 24-hour clock in Cairo time, across midnight', () => {
    expect(formatInstant('2026-02-03T13:05:59Z', 'en')).toBe('2026-02-03 15:05');
    expect(formatInstant('2026-07-15T21:30:00Z', 'en')).toBe('2026-07-16 00:30');
    expect(formatInstant(new Date('2026-12-31T22:00:00Z'), 'en')).toBe('2027-01-01 00:00');
  });

  it('writes the same form in Arabic-Indic digits in Arabic', () => {
    expect(formatInstant('2026-02-03T13:05:59Z', 'ar')).toBe('٢٠٢٦-٠٢-٠٣ ١٥:٠٥');
  });

  it('writes a day, a second or a time of day alone', () => {
    expect(formatInstant('2026-02-03T13:05:59Z', 'en', 'day')).toBe('2026-02-03');
    expect(formatInstant('2026-02-03T13:05:59Z', 'en', 'second')).toBe('2026-02-03 15:05:59');
    expect(formatInstant('2026-02-03T22:05:59Z', 'ar', 'time')).toBe('٠٠:٠٥');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatInstant('yesterday', 'en')).toThrow(RangeError);
  });
});

describe('startOfDay (calendar days in Cairo time)', () => {
  it('starts a winter day at 22:00 UTC the evening before (UTC+2)', () => {
    expect(startOfDay('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
  });

  it('starts a summer day at 21:00 UTC (UTC+3, daylight saving)', () => {
    expect(startOfDay('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });

  it('uses the given zone, and rolls to the next day across months', () => {
    expect(startOfDay('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(() => startOfDay('15/01/2026')).toThrow(RangeError);
  });
});
