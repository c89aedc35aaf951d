import { describe, expect, it } from 'vitest';
import { canChangeSellerStatus, SELLER_TRANSITIONS } from './sellerStatus';
import { SELLER_STATUSES } from './states';

describe('seller statuses', () => {
  it('allows exactly the table', () => {
    const allowed = SELLER_STATUSES.flatMap((from) =>
      SELLER_STATUSES.filter((to) => canChangeSellerStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→confirmed',
      'pending→ended',
      'confirmed→renewal',
      'confirmed→ended',
      'renewal→confirmed',
      'renewal→ended',
      'ended→renewal',
    ]);
    expect(Object.keys(SELLER_TRANSITIONS)).toEqual([...SELLER_STATUSES]);
  });
});
