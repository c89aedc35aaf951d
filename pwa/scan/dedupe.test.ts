import { describe, expect, it } from 'vitest';
import { createScanDeduper } from './dedupe';

describe('createScanDeduper', () => {
  it('ignores the same code for 2 s after a read', () => {
    let t = 0;
    const accept = createScanDeduper(2000, () => t);
    expect(accept('A')).toBe(true);
    t = 500;
    expect(accept('A')).toBe(false);
    t = 1500;
    expect(accept('B')).toBe(true);
    t = 2400;
    // Still in view: every sighting restarts the window.
    expect(accept('A')).toBe(false);
    t = 4500;
    expect(accept('A')).toBe(true);
  });
});
