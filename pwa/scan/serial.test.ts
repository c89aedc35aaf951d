import { describe, expect, it } from 'vitest';
import { extractSerial, warrantyUrl } from './serial';

describe('extractSerial', () => {
  it('accepts a bare serial, trimmed, without control characters', () => {
    expect(extractSerial('PRD-2611-000123')).toBe('PRD-2611-000123');
    expect(extractSerial('  PRD-2611-000123\r\n')).toBe('PRD-2611-000123');
    expect(extractSerial('\u001dPRD-2611-000123')).toBe('PRD-2611-000123');
  });
  it('takes the serial out of a warranty page URL, with or without a language prefix', () => {
    expect(extractSerial('https://club.example/w/PRD-2611-000123')).toBe('PRD-2611-000123');
    expect(extractSerial('http://127.0.0.1:3000/ar/w/PRD-2611-000123')).toBe('PRD-2611-000123');
    expect(extractSerial('https://club.example/en/w/PRD-2611-000123/')).toBe('PRD-2611-000123');
    expect(extractSerial('https://club.example/en/w/PRD%2D1')).toBe('PRD-1');
  });
  it('refuses anything else', () => {
    expect(extractSerial('')).toBeNull();
    expect(extractSerial('   ')).toBeNull();
    expect(extractSerial('https://club.example/news/3')).toBeNull();
    expect(extractSerial('https://club.example/w/')).toBeNull();
    expect(extractSerial('https://club.example/w/a%ZZ')).toBeNull();
    expect(extractSerial('hello world')).toBeNull();
    expect(extractSerial('<script>')).toBeNull();
    expect(extractSerial('x'.repeat(65))).toBeNull();
  });
  it('round-trips with warrantyUrl', () => {
    expect(extractSerial(warrantyUrl('http://127.0.0.1:3000/', 'ACC-2611-000001'))).toBe('ACC-2611-000001');
  });
});
