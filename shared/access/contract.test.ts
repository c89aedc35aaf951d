import { describe, expect, it } from 'vitest';
import { outletReachOf } from './contract';

// "Every outlet" is what a back-office account is given, never what the lack of an outlet means.
describe('outletReachOf', () => {
  it('gives a linked account its outlet, whatever its type', () => {
    expect(outletReachOf({ userType: 'seller', outletId: 'o1' })).toEqual({ kind: 'outlet', outletId: 'o1' });
    expect(outletReachOf({ userType: 'admin', outletId: 'o1' })).toEqual({ kind: 'outlet', outletId: 'o1' });
  });

  it('gives an unlinked back-office account every outlet', () => {
    expect(outletReachOf({ userType: 'admin', outletId: null })).toEqual({ kind: 'every' });
  });

  it('gives an unlinked seller account or a member nothing', () => {
    expect(outletReachOf({ userType: 'seller', outletId: null })).toBeNull();
    expect(outletReachOf({ userType: 'client', outletId: null })).toBeNull();
  });
});
