import { describe, expect, it } from 'vitest';
import {
  addMonths,
  checkScanned,
  claimPayloadRefusal,
  decide,
  effectiveWarrantyStatus,
  quantityDelta,
  recomputeQuantities,
  type ActionInput,
  type ItemState,
} from './machine';
import { ACTION_TYPES, ITEM_STATUSES, WARRANTY_STATUSES, type ActionType, type ItemStatus, type WarrantyStatus } from './states';
import { ctx, item, NOW, OUTLET, payloads, seller } from './machine.fixtures';

// The whole table: for each action, the (status, warranty) pairs it is allowed from.
const allowed: Record<ActionType, Array<[ItemStatus, WarrantyStatus]>> = {
  factoryExport: [
    ['inFactory', 'inactive'],
    ['inFactory', 'active'],
    ['inFactory', 'expired'],
  ],
  export: [
    ['inStock', 'inactive'],
    ['inStock', 'active'],
    ['inStock', 'expired'],
  ],
  sell: [
    ['exported', 'inactive'],
    ['exported', 'active'],
    ['exported', 'expired'],
  ],
  activate: [['exported', 'inactive']],
  restore: [
    ['exported', 'inactive'],
    ['exported', 'active'],
    ['exported', 'expired'],
  ],
  claimReceive: [
    ['exported', 'inactive'],
    ['exported', 'active'],
    ['exported', 'expired'],
  ],
  claimDiagnose: [
    ['exported', 'inactive'],
    ['exported', 'active'],
    ['exported', 'expired'],
  ],
  claimResolve: [
    ['exported', 'inactive'],
    ['exported', 'active'],
    ['exported', 'expired'],
  ],
};

describe('the item state machine: every (action, status, warranty) cell', () => {
  for (const type of ACTION_TYPES) {
    for (const status of ITEM_STATUSES) {
      for (const warranty of WARRANTY_STATUSES) {
        const isAllowed = allowed[type].some(([s, w]) => s === status && w === warranty);
        it(`${type} from ${status}/${warranty} is ${isAllowed ? 'allowed' : 'refused naming the state'}`, () => {
          const decision = decide(item(status, warranty), { type, payload: payloads[type] }, ctx());
          if (isAllowed) {
            expect(decision.ok).toBe(true);
          } else {
            expect(decision).toEqual({ ok: false, key: `items.errors.wrongState.${type}`, params: { status, warrantyStatus: warranty } });
          }
        });
      }
    }
  }
});

describe('what each allowed transition writes', () => {
  it('factory export moves inFactory → inStock', () => {
    const d = decide(item('inFactory'), { type: 'factoryExport', payload: {} }, ctx());
    expect(d.ok && d.next.status).toBe('inStock');
  });

  it('export records the outlet, who and when', () => {
    const d = decide(item('inStock'), { type: 'export', payload: { sellerId: OUTLET } }, ctx());
    expect(d.ok && d.patch).toEqual({ status: 'exported', sellerId: OUTLET, exportedBy: 'user-1', exportedAt: NOW.toISOString() });
  });

  it('export refuses a missing or unconfirmed outlet with the spec message', () => {
    for (const targetSeller of [
      undefined,
      { id: OUTLET, status: 'pending' },
      { id: OUTLET, status: 'ended' },
      { id: 'other', status: 'confirmed' },
    ]) {
      const d = decide(item('inStock'), { type: 'export', payload: { sellerId: OUTLET } }, ctx({ targetSeller }));
      expect(d.ok ? null : d.key).toBe('items.errors.sellerMissing');
    }
  });

  it('sell records the bill date and client; refused at another outlet, twice, or without a client', () => {
    const d = decide(item('exported'), { type: 'sell', payload: payloads.sell }, ctx({ actor: seller(OUTLET) }));
    expect(d.ok && d.patch).toMatchObject({ billDate: NOW.toISOString(), clientName: 'Mona', clientPhone: '01001234567' });
    const other = decide(item('exported'), { type: 'sell', payload: payloads.sell }, ctx({ actor: seller('seller-2') }));
    expect(other.ok ? null : other.key).toBe('items.errors.otherOutlet');
    const twice = decide(
      item('exported', 'inactive', { billDate: '2026-01-01T00:00:00.000Z' }),
      { type: 'sell', payload: payloads.sell },
      ctx(),
    );
    expect(twice.ok ? null : twice.key).toBe('items.errors.alreadySold');
    const noClient = decide(item('exported'), { type: 'sell', payload: {} }, ctx());
    expect(noClient.ok ? null : noClient.key).toBe('items.errors.clientRequired');
  });

  it('activate sets the dates: expiration = activation + warranty period months', () => {
    const d = decide(item('exported'), { type: 'activate', payload: payloads.activate }, ctx({ warrantyPeriod: 24 }));
    expect(d.ok && d.patch).toMatchObject({
      warrantyStatus: 'active',
      activationDate: NOW.toISOString(),
      expirationDate: '2028-03-15T10:00:00.000Z',
      activatedBy: 'user-1',
    });
    const other = decide(item('exported'), { type: 'activate', payload: payloads.activate }, ctx({ actor: seller('elsewhere') }));
    expect(other.ok ? null : other.key).toBe('items.errors.otherOutlet');
    const noPeriod = decide(item('exported'), { type: 'activate', payload: payloads.activate }, ctx({ warrantyPeriod: 0 }));
    expect(noPeriod.ok ? null : noPeriod.key).toBe('items.errors.noWarrantyPeriod');
    const sold = item('exported', 'inactive', { clientName: 'Ali', clientPhone: '0100', billDate: '2026-02-01T00:00:00.000Z' });
    const fromSale = decide(sold, { type: 'activate', payload: {} }, ctx());
    expect(fromSale.ok && fromSale.patch).toMatchObject({ clientName: 'Ali', clientPhone: '0100', billDate: '2026-02-01T00:00:00.000Z' });
  });

  it('restore returns an unsold item to stock and clears the outlet; an expired warranty stays history', () => {
    const d = decide(item('exported'), { type: 'restore', payload: {} }, ctx());
    expect(d.ok && d.next).toMatchObject({ status: 'inStock', sellerId: null, isRestored: true, warrantyStatus: 'inactive' });
    expect(d.ok && d.patch.returnedAt).toBeUndefined();
    const expired = decide(item('exported', 'expired'), { type: 'restore', payload: {} }, ctx());
    expect(expired.ok && expired.next.warrantyStatus).toBe('expired');
  });

  it('a restore of a sold item is the customer’s return: refused without a reason, dated and explained with one', () => {
    const sold = item('exported', 'active', { billDate: '2026-02-01T00:00:00.000Z', clientName: 'Mona', clientPhone: '0100' });
    const saleOnly = item('exported', 'inactive', { billDate: '2026-02-01T00:00:00.000Z', clientName: 'Mona', clientPhone: '0100' });
    for (const state of [sold, saleOnly]) {
      expect(decide(state, { type: 'restore', payload: {} }, ctx())).toMatchObject({ ok: false, key: 'items.errors.returnReasonRequired' });
      expect(decide(state, { type: 'restore', payload: { returnReason: '   ' } }, ctx())).toMatchObject({ ok: false });
    }
    const d = decide(sold, { type: 'restore', payload: { returnReason: ' Leaks ' } }, ctx());
    expect(d.ok && d.patch).toMatchObject({ returnedAt: NOW.toISOString(), returnReason: 'Leaks', clientName: null, billDate: null });
    expect(d.ok && d.next).toMatchObject({
      status: 'inStock',
      warrantyStatus: 'inactive',
      expirationDate: null,
      returnedAt: NOW.toISOString(),
    });
    // Sold again: the return is history.
    const back = { ...(d.ok ? d.next : sold), status: 'exported' as const, sellerId: OUTLET };
    const resold = decide(back, { type: 'activate', payload: payloads.activate }, ctx());
    expect(resold.ok && resold.patch).toMatchObject({ returnedAt: null, returnReason: null });
  });

  it('a faulty item a warranty claim replaced never goes back to the stock', () => {
    const faulty = item('exported', 'active', { billDate: '2026-02-01T00:00:00.000Z', clientName: 'Mona', clientPhone: '0100' });
    const spare = item('exported');
    const replaced = decide(
      { ...faulty, claimStatus: 'diagnosed' },
      { type: 'claimResolve', payload: { outcome: 'replaced', replacementSerial: 'P26000000017' } },
      ctx({ replacement: spare }),
    );
    expect(replaced.ok && replaced.next.replacedAt).toBe(NOW.toISOString());
    const after = replaced.ok ? replaced.next : faulty;
    for (const payload of [{}, { returnReason: 'Faulty' }])
      expect(decide(after, { type: 'restore', payload }, ctx())).toMatchObject({ ok: false, key: 'items.errors.restoreReplaced' });
  });

  it('unknown serial and empty scan give the spec messages', () => {
    expect(decide(undefined, { type: 'sell', payload: {} }, ctx())).toEqual({ ok: false, key: 'items.errors.notFound', params: {} });
    expect(checkScanned('  ')?.key).toBe('items.errors.scanRequired');
    expect(checkScanned('P1')).toBeNull();
  });
});

describe('expiry is computed on read', () => {
  it('an active warranty past its expiration date reads as expired, on the exact instant', () => {
    const active = { warrantyStatus: 'active' as const, expirationDate: NOW.toISOString() };
    expect(effectiveWarrantyStatus(active, new Date(NOW.getTime() - 1))).toBe('active');
    expect(effectiveWarrantyStatus(active, NOW)).toBe('expired');
    expect(effectiveWarrantyStatus({ warrantyStatus: 'inactive', expirationDate: null }, NOW)).toBe('inactive');
  });

  it('adds months clamped to the end of the month', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-05-15T00:00:00Z'), 12).toISOString()).toBe('2027-05-15T00:00:00.000Z');
  });
});

describe('quantity = items inStock', () => {
  it('moves by one exactly when an item enters or leaves stock', () => {
    expect(quantityDelta('inFactory', 'inStock')).toBe(1);
    expect(quantityDelta('inStock', 'exported')).toBe(-1);
    expect(quantityDelta('exported', 'inStock')).toBe(1);
    expect(quantityDelta('inStock', 'inStock')).toBe(0);
    expect(quantityDelta('inFactory', 'exported')).toBe(0);
  });

  it('recomputes per catalog entry, zero for entries with no stock', () => {
    const q = recomputeQuantities([
      { catalogId: 'a', status: 'inStock' },
      { catalogId: 'a', status: 'inStock' },
      { catalogId: 'a', status: 'exported' },
      { catalogId: 'b', status: 'inFactory' },
    ]);
    expect(Object.fromEntries(q)).toEqual({ a: 2, b: 0 });
  });

  it('agrees with the deltas over a run of transitions', () => {
    let state = item('inFactory');
    let quantity = 0;
    for (const type of ['factoryExport', 'export', 'restore', 'export'] as const) {
      const d = decide(state, { type, payload: payloads[type] }, ctx());
      if (!d.ok) throw new Error(d.key);
      quantity += quantityDelta(state.status, d.next.status);
      state = d.next;
      expect(quantity).toBe(recomputeQuantities([{ catalogId: 'x', status: state.status }]).get('x'));
    }
  });
});

describe('the access contract inside decide() (shared/items/actions.ts)', () => {
  it('refuses a type the roles do not open, before looking at the item', () => {
    const d = decide(undefined, { type: 'restore', payload: {} }, ctx({ actor: { roles: ['activationEditor'], outletId: OUTLET } }));
    expect(d.ok ? null : d.key).toBe('items.errors.forbidden');
    const factory = decide(item('inFactory'), { type: 'factoryExport', payload: {} }, ctx({ actor: seller(OUTLET) }));
    expect(factory.ok ? null : factory.key).toBe('items.errors.forbidden');
  });

  it('keeps an outlet account to its own outlet for restore, sell and activate, without telling the state', () => {
    for (const type of ['restore', 'sell', 'activate'] as const) {
      const mine = decide(item('exported'), { type, payload: payloads[type] }, ctx({ actor: seller(OUTLET) }));
      expect(mine.ok, type).toBe(true);
      const other = decide(item('exported'), { type, payload: payloads[type] }, ctx({ actor: seller('seller-2') }));
      expect(other.ok ? null : other, type).toEqual({ ok: false, key: 'items.errors.otherOutlet', params: {} });
      // An item in the stock is not the outlet's either.
      const stock = decide(item('inStock'), { type, payload: payloads[type] }, ctx({ actor: seller(OUTLET) }));
      expect(stock.ok ? null : stock.key, type).toBe('items.errors.otherOutlet');
    }
  });

  it('lets an outlet account receive stock only into its own outlet', () => {
    const mine = decide(item('inStock'), { type: 'export', payload: { sellerId: OUTLET } }, ctx({ actor: seller(OUTLET) }));
    expect(mine.ok).toBe(true);
    const other = decide(
      item('inStock'),
      { type: 'export', payload: { sellerId: 'seller-2' } },
      ctx({ actor: seller(OUTLET), targetSeller: { id: 'seller-2', status: 'confirmed' } }),
    );
    expect(other.ok ? null : other.key).toBe('items.errors.ownOutletOnly');
  });

  it('lets a back-office account act on any outlet', () => {
    const d = decide(item('exported', 'inactive', { sellerId: 'seller-9' }), { type: 'restore', payload: {} }, ctx());
    expect(d.ok).toBe(true);
  });
});

describe('warranty claims: received → diagnosed → repaired, replaced or refused', () => {
  const sold = (extra: Partial<ItemState> = {}) =>
    item('exported', 'active', { billDate: '2025-01-01T00:00:00.000Z', clientName: 'Mona', clientPhone: '01001234567', ...extra });
  const fresh = (extra: Partial<ItemState> = {}) => item('exported', 'inactive', { claimStatus: null, ...extra });
  const resolve = (payload: ActionInput['payload']): ActionInput => ({ type: 'claimResolve', payload });
  const staff = (outletId: string) => ({ roles: ['complaintEditor'], outletId });

  it('follows the claim order the server holds, and leaves it to the server on the device (no claimStatus)', () => {
    const receive = { type: 'claimReceive', payload: {} } as const;
    const diagnose = { type: 'claimDiagnose', payload: { notes: 'Leaking seal' } } as const;
    expect(decide(sold({ claimStatus: null }), receive, ctx()).ok).toBe(true);
    const again = decide(sold({ claimStatus: 'received' }), receive, ctx());
    expect(again.ok ? null : again.key).toBe('items.errors.claim.open');
    const next = decide(sold({ claimStatus: 'received' }), diagnose, ctx());
    expect(next.ok && next.next.claimStatus).toBe('diagnosed');
    const early = decide(sold({ claimStatus: null }), diagnose, ctx());
    expect(early.ok ? null : early.key).toBe('items.errors.claim.notReceived');
    const notYet = decide(sold({ claimStatus: 'received' }), resolve({ outcome: 'refused' }), ctx());
    expect(notYet.ok ? null : notYet.key).toBe('items.errors.claim.notDiagnosed');
    const done = decide(sold({ claimStatus: 'diagnosed' }), resolve({ outcome: 'repaired' }), ctx());
    expect(done.ok && done.patch).toEqual({});
    expect(done.ok && done.next.claimStatus).toBeNull();
    expect(decide(sold(), diagnose, ctx()).ok).toBe(true);
    const noNotes = decide(sold(), { type: 'claimDiagnose', payload: {} }, ctx());
    expect(noNotes.ok ? null : noNotes.key).toBe('items.errors.claim.notesRequired');
  });

  it('lets only the outlet that holds the item, or a back-office account, act on its claim', () => {
    const mine = decide(sold({ claimStatus: null }), { type: 'claimReceive', payload: {} }, ctx({ actor: staff(OUTLET) }));
    expect(mine.ok).toBe(true);
    const theirs = decide(sold({ claimStatus: 'diagnosed' }), resolve({ outcome: 'refused' }), ctx({ actor: staff('seller-2') }));
    expect(theirs).toEqual({ ok: false, key: 'items.errors.otherOutlet', params: {} });
    const seller = decide(sold(), { type: 'claimReceive', payload: {} }, ctx({ actor: { roles: ['activationEditor'], outletId: OUTLET } }));
    expect(seller.ok ? null : seller.key).toBe('items.errors.forbidden');
  });

  it('replaces with an unsold item of the same outlet, which carries the rest of the old warranty', () => {
    const old = sold({ claimStatus: 'diagnosed', expirationDate: '2027-01-01T00:00:00.000Z' });
    const d = decide(old, resolve({ outcome: 'replaced', replacementSerial: 'P26000000018' }), ctx({ replacement: fresh() }));
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.patch).toEqual({ expirationDate: NOW.toISOString(), replacedAt: NOW.toISOString() });
    expect(d.replacement?.patch).toEqual({
      billDate: NOW.toISOString(),
      clientName: 'Mona',
      clientPhone: '01001234567',
      warrantyStatus: 'active',
      activationDate: NOW.toISOString(),
      expirationDate: '2027-01-01T00:00:00.000Z',
      activatedBy: 'user-1',
    });
    expect(effectiveWarrantyStatus(d.next, NOW)).toBe('expired');
    expect(d.replacement && effectiveWarrantyStatus(d.replacement.next, NOW)).toBe('active');
  });

  it('refuses a replacement without a serial, an unknown one, one sold, active, elsewhere, or for a warranty not running', () => {
    const old = sold({ claimStatus: 'diagnosed' });
    const key = (d: ReturnType<typeof decide>) => (d.ok ? null : d.key);
    const replaced = { outcome: 'replaced' as const, replacementSerial: 'P26000000018' };
    expect(key(decide(old, resolve({ outcome: 'replaced' }), ctx({ replacement: fresh() })))).toBe(
      'items.errors.claim.replacementRequired',
    );
    expect(key(decide(old, resolve(replaced), ctx({ replacement: null })))).toBe('items.errors.claim.replacementMissing');
    for (const other of [
      fresh({ billDate: '2026-01-01T00:00:00.000Z' }),
      fresh({ warrantyStatus: 'active' }),
      fresh({ sellerId: 'seller-2' }),
      fresh({ status: 'inStock', sellerId: null }),
      fresh({ claimStatus: 'received' }),
    ])
      expect(key(decide(old, resolve(replaced), ctx({ replacement: other })))).toBe('items.errors.claim.replacementUnavailable');
    const lapsed = sold({ claimStatus: 'diagnosed', expirationDate: '2026-01-01T00:00:00.000Z' });
    expect(key(decide(lapsed, resolve(replaced), ctx({ replacement: fresh() })))).toBe('items.errors.claim.noWarranty');
    // On the device (no replacement looked up) the replacement's checks are the server's.
    expect(decide(old, resolve(replaced), ctx()).ok).toBe(true);
  });

  it('names what a step lacks from its payload alone, for the device that does not hold the item', () => {
    expect(claimPayloadRefusal('claimReceive', {})).toBeNull();
    expect(claimPayloadRefusal('claimDiagnose', {})).toBe('items.errors.claim.notesRequired');
    expect(claimPayloadRefusal('claimResolve', {})).toBe('items.errors.claim.outcomeRequired');
    expect(claimPayloadRefusal('claimResolve', { outcome: 'replaced' })).toBe('items.errors.claim.replacementRequired');
    expect(claimPayloadRefusal('claimResolve', { outcome: 'refused' })).toBeNull();
  });
});
