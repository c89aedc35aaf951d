// The items and contexts the state machine's tests start from (machine.test.ts, machine.dating.test.ts).
import type { ActionInput, ItemState, TransitionContext } from './machine';
import type { ActionType, ItemStatus, WarrantyStatus } from './states';

export const NOW = new Date('2026-03-15T10:00:00.000Z');
export const OUTLET = 'seller-1';

export function item(status: ItemStatus, warrantyStatus: WarrantyStatus = 'inactive', extra: Partial<ItemState> = {}): ItemState {
  const exported = status === 'exported';
  return {
    status,
    warrantyStatus,
    sellerId: exported ? OUTLET : null,
    billDate: null,
    clientName: null,
    clientPhone: null,
    activationDate: warrantyStatus === 'inactive' ? null : '2025-01-01T00:00:00.000Z',
    // An "expired" stored status and an active one past its date both read as expired.
    expirationDate:
      warrantyStatus === 'active' ? '2027-01-01T00:00:00.000Z' : warrantyStatus === 'expired' ? '2026-01-01T00:00:00.000Z' : null,
    isRestored: false,
    ...extra,
  };
}

export const ctx = (extra: Partial<TransitionContext> = {}): TransitionContext => ({
  now: NOW,
  actorId: 'user-1',
  actor: { roles: ['owner'], outletId: null },
  targetSeller: { id: OUTLET, status: 'confirmed' },
  warrantyPeriod: 12,
  ...extra,
});

/** An outlet account with the demo seller's roles. */
export const seller = (outletId: string) => ({ roles: ['activationEditor', 'exportEditor'], outletId });

export const payloads: Record<ActionType, ActionInput['payload']> = {
  factoryExport: {},
  export: { sellerId: OUTLET },
  sell: { clientName: 'Mona', clientPhone: '01001234567' },
  activate: { clientName: 'Mona', clientPhone: '01001234567' },
  restore: { returnReason: 'The customer brought it back' },
  claimReceive: {},
  claimDiagnose: { notes: 'Pump motor burnt' },
  claimResolve: { outcome: 'repaired' },
};
