import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('is off unless set', () => {
    for (const v of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(v)).toBe(false);
  });

  it('takes a hop count, true, or addresses and names as Express reads them', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('loopback')).toBe('loopback');
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
