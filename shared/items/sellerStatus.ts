import type { SellerStatus } from './states';

// Seller lifecycle (spec §4 names the states, not the order). New applicants
// wait as pending (New Distributors); confirmed outlets trade (Current); a
// renewal request (Renewal Requests) goes back to confirmed or ends; ended
// outlets (Old Distributors) may ask to renew.
export const SELLER_TRANSITIONS: Record<SellerStatus, readonly SellerStatus[]> = {
  pending: ['confirmed', 'ended'],
  confirmed: ['renewal', 'ended'],
  renewal: ['confirmed', 'ended'],
  ended: ['renewal'],
};

export function canChangeSellerStatus(from: SellerStatus, to: SellerStatus): boolean {
  return SELLER_TRANSITIONS[from].includes(to);
}

/** The seller tabs (spec §2) as status filters; join requests are applications. */
export const TAB_STATUS = { current: 'confirmed', new: 'pending', renewal: 'renewal', old: 'ended' } as const satisfies Record<
  string,
  SellerStatus
>;
