import { describe, expect, it } from 'vitest';
import { formatSerial, isWellFormedSerial, luhnDigit, normalizeSerial, qrCodeOf, typeOfSerial } from './serial';

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
