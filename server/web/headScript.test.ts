import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveColorMode } from '../../pwa/lib/colorMode';
import { HEAD_SCRIPT, HEAD_SCRIPT_CSP } from './headScript';

// The head script repeats resolveColorMode in plain JavaScript: it must agree.
function runHeadScript(stored: string | null, hour: number): string[] {
  const classes = new Set<string>();
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor() {
      super(2026, 0, 1, hour, 30);
    }
  }
  vm.runInNewContext(HEAD_SCRIPT, {
    localStorage: { getItem: () => stored },
    document: { documentElement: { classList: { add: (c: string) => classes.add(c) }, style: {} } },
    Date: FixedDate,
  });
  return [...classes];
}

describe('the colour-mode head script', () => {
  for (const stored of [null, 'dark', 'light', 'junk']) {
    for (const hour of [0, 11, 12, 23]) {
      it(`matches resolveColorMode for stored ${stored} at ${hour}:30`, () => {
        expect(runHeadScript(stored, hour)).toEqual([resolveColorMode(stored, new Date(2026, 0, 1, hour, 30))]);
      });
    }
  }

  it('is allowed by its hash only', () => {
    expect(HEAD_SCRIPT_CSP).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
