import { describe, expect, it } from 'vitest';
import { formatSerial, isWellFormedSerial, luhnDigit, normalizeSerial, qrCodeOf, readSerial, typeOfSerial } from './serial';

describe('serial numbers', () => {
  it('formats type letter, year, sequence and a Luhn digit that validates', () => {
    const serial = formatSerial('product', 2026, 421);
    expect(serial).toMatch(/^P2600000421\d$/);
    expect(isWellFormedSerial(serial)).toBe(true);
    expect(typeOfSerial(serial)).toBe('product');
    expect(typeOfSerial(formatSerial('sparePart', 2026, 1))).toBe('sparePart');
    expect(luhnDigit('7992739871')).toBe(3);
    expect(qrCodeOf(serial)).toBe(`/w/${serial}`);
  });

  it('catches a mistyped digit and normalizes what a scanner sends', () => {
    const serial = formatSerial('accessory', 2026, 12345);
    const typo = serial.slice(0, 5) + ((Number(serial[5]) + 1) % 10) + serial.slice(6);
    expect(isWellFormedSerial(typo)).toBe(false);
    expect(normalizeSerial(` ${serial.toLowerCase().slice(0, 4)}-${serial.slice(4)} `)).toBe(serial);
    expect(() => formatSerial('product', 2026, 0)).toThrow();
  });
});

describe('readSerial (where a serial enters: scanner, camera, paste, address)', () => {
  it('normalizes a bare serial: trimmed, upper case, no spaces, dashes or control characters', () => {
    expect(readSerial('p26000004217')).toBe('P26000004217');
    expect(readSerial('  P26-0000-04217\r\n')).toBe('P26000004217');
    expect(readSerial('\u001dp26 0000 04217')).toBe('P26000004217');
  });
  it('takes the serial out of a warranty page address, with or without a language prefix', () => {
    expect(readSerial('https://club.example/w/P26000004217')).toBe('P26000004217');
    expect(readSerial('http://127.0.0.1:3000/ar/w/p26000004217')).toBe('P26000004217');
    expect(readSerial('https://club.example/en/w/P26000004217/')).toBe('P26000004217');
    expect(readSerial('https://club.example/en/w/P26%2D000004217')).toBe('P26000004217');
    expect(readSerial(`https://club.example${qrCodeOf('A26000000015')}`)).toBe('A26000000015');
  });
  it('keeps a mistyped serial (the screen refuses it with its reason) and refuses anything else', () => {
    expect(readSerial('P26000004218')).toBe('P26000004218');
    expect(readSerial('')).toBeNull();
    expect(readSerial('   ')).toBeNull();
    expect(readSerial('https://club.example/news/3')).toBeNull();
    expect(readSerial('https://club.example/w/')).toBeNull();
    expect(readSerial('https://club.example/w/a%ZZ')).toBeNull();
    expect(readSerial('hello world!')).toBeNull();
    expect(readSerial('<script>')).toBeNull();
    expect(readSerial('x'.repeat(65))).toBeNull();
  });
});
