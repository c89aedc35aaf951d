import { describe, expect, it } from 'vitest';
import { resolveColorMode } from './colorMode';

const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute);

describe('resolveColorMode', () => {
  it('keeps a stored choice whatever the hour', () => {
    expect(resolveColorMode('light', at(20))).toBe('light');
    expect(resolveColorMode('dark', at(8))).toBe('dark');
  });
  it('is light before noon and dark from noon with nothing stored', () => {
    expect(resolveColorMode(null, at(0))).toBe('light');
    expect(resolveColorMode(null, at(11, 59))).toBe('light');
    expect(resolveColorMode(null, at(12))).toBe('dark');
    expect(resolveColorMode(undefined, at(23, 59))).toBe('dark');
  });
  it('ignores a stored value it does not know', () => {
    expect(resolveColorMode('purple', at(9))).toBe('light');
  });
});
