import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads a cookie by name, percent-decoded, quotes removed', () => {
    expect(readCookie('a=1; aqua_rt=x%2By; b=2', 'aqua_rt')).toBe('x+y');
    expect(readCookie('aqua_rt="abc"', 'aqua_rt')).toBe('abc');
    expect(readCookie('aqua_rt=a=b', 'aqua_rt')).toBe('a=b');
  });

  it('answers undefined for an absent or malformed cookie instead of throwing', () => {
    expect(readCookie(undefined, 'aqua_rt')).toBeUndefined();
    expect(readCookie('other=1', 'aqua_rt')).toBeUndefined();
    expect(readCookie('aqua_rt=%E0%A4%A', 'aqua_rt')).toBeUndefined();
    expect(readCookie('aqua_rt=%', 'aqua_rt')).toBeUndefined();
    expect(readCookie(';;=;aqua_rt', 'aqua_rt')).toBeUndefined();
  });
});
