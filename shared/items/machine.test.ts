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
  type TransitionContext,
} from './machine';
import { ACTION_TYPES, ITEM_STATUSES, WARRANTY_STATUSES, type ActionType, type ItemStatus, type WarrantyStatus } from './states';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const OUTLET = 'seller-1';

function item(status: ItemStatus, warrantyStatus: WarrantyStatus = 'inactive', extra: Partial<ItemState> = {}): ItemState {
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

const ctx = (extra: Partial<TransitionContext> = {}): TransitionContext => ({
  now: NOW,
  actorId: 'user-1',
  actor: { roles: ['owner'], outletId: null },
  targetSeller: { id: OUTLET, status: 'confirmed' },
  warrantyPeriodMonths: 12,
  ...extra,
});

/** An outlet account with the demo seller's roles. */
const seller = (outletId: string) => ({ roles: ['activationEditor', 'exportEditor'], outletId });

const payloads: Record<ActionType, ActionInput['payload']> = {
  factoryExport: {},
  export: { sellerId: OUTLET },
  sell: { clientName: 'Mona', clientPhone: '01001234567' },
  activate: { clientName: 'Mona', clientPhone: '01001234567' },
  restore: { returnReason: 'The customer brought it back' },
  claimReceive: {},
  claimDiagnose: { notes: 'Pump motor burnt' },
  claimResolve: { outcome: 'repaired' },
};

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
    const d = decide(item('exported'), { type: 'activate', payload: payloads.activate }, ctx({ warrantyPeriodMonths: 24 }));
    expect(d.ok && d.patch).toMatchObject({
      warrantyStatus: 'active',
      activationDate: NOW.toISOString(),
      expirationDate: '2028-03-15T10:00:00.000Z',
      activatedBy: 'user-1',
    });
    const other = decide(item('exported'), { type: 'activate', payload: payloads.activate }, ctx({ actor: seller('elsewhere') }));
    expect(other.ok ? null : other.key).toBe('items.errors.otherOutlet');
    const noPeriod = decide(item('exported'), { type: 'activate', payload: payloads.activate }, ctx({ warrantyPeriodMonths: 0 }));
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

describe('offline actions: the act is dated by the device, within bounds', () => {
  const MADE = '2026-03-01T08:00:00.000Z';
  const made = (status: ItemStatus, extra: Partial<ItemState> = {}) => item(status, 'inactive', { createdAt: MADE, ...extra });
  const refusal = (d: ReturnType<typeof decide>) => (d.ok ? null : d.key);

  it('dates an activation, its expiry, the sale and an export at the device time of the scan, not the sync', () => {
    const scanned = '2026-03-10T09:30:00.000Z';
    const d = decide(made('exported'), { type: 'activate', createdAt: scanned, payload: payloads.activate }, ctx());
    expect(d.ok && d.patch).toMatchObject({ activationDate: scanned, expirationDate: '2027-03-10T09:30:00.000Z', billDate: scanned });
    const sold = decide(made('exported'), { type: 'sell', createdAt: scanned, payload: payloads.sell }, ctx());
    expect(sold.ok && sold.patch.billDate).toBe(scanned);
    const exported = decide(made('inStock'), { type: 'export', createdAt: scanned, payload: { sellerId: OUTLET } }, ctx());
    expect(exported.ok && exported.patch.exportedAt).toBe(scanned);
  });

  it('clamps a device time within the skew to [item made, now]', () => {
    const ahead = decide(made('exported'), { type: 'activate', createdAt: '2026-03-15T20:00:00.000Z', payload: payloads.activate }, ctx());
    expect(ahead.ok && ahead.patch.activationDate).toBe(NOW.toISOString());
    const early = decide(made('exported'), { type: 'activate', createdAt: '2026-02-28T12:00:00.000Z', payload: payloads.activate }, ctx());
    expect(early.ok && early.patch.activationDate).toBe(MADE);
  });

  it('refuses a device time more than a day ahead of the server or before the item was made', () => {
    expect(
      refusal(decide(made('exported'), { type: 'activate', createdAt: '2026-03-16T10:00:01.000Z', payload: payloads.activate }, ctx())),
    ).toBe('items.errors.actionInFuture');
    expect(
      refusal(decide(made('exported'), { type: 'activate', createdAt: '9999-01-01T00:00:00.000Z', payload: payloads.activate }, ctx())),
    ).toBe('items.errors.actionInFuture');
    expect(refusal(decide(made('inFactory'), { type: 'factoryExport', createdAt: '1970-01-01T00:00:00.000Z', payload: {} }, ctx()))).toBe(
      'items.errors.actionBeforeItem',
    );
  });

  it('refuses a bill date more than a day ahead or before the item was made, and takes a date without a time', () => {
    expect(refusal(decide(made('exported'), { type: 'sell', payload: { ...payloads.sell, billDate: '9999-12-31' } }, ctx()))).toBe(
      'items.errors.billDateInFuture',
    );
    expect(refusal(decide(made('exported'), { type: 'activate', payload: { ...payloads.activate, billDate: '1970-01-01' } }, ctx()))).toBe(
      'items.errors.billDateBeforeItem',
    );
    // The day the item was made, as a date: midnight UTC is before 08:00 but within the skew.
    const sameDay = decide(made('exported'), { type: 'sell', payload: { ...payloads.sell, billDate: '2026-03-01' } }, ctx());
    expect(sameDay.ok && sameDay.patch.billDate).toBe('2026-03-01');
  });
});

describe('an action that says when its device last heard the server (clockAt) is dated within what the server knows', () => {
  const made = (status: ItemStatus) => item(status, 'inactive', { createdAt: '2026-03-01T08:00:00.000Z' });
  const clockAt = '2026-03-15T09:00:00.000Z';
  const at = (d: ReturnType<typeof decide>) => (d.ok ? { actAt: d.actAt, note: d.note } : d.key);
  const activation = (createdAt: string, extra: Partial<ActionInput> = {}) =>
    decide(made('exported'), { type: 'activate', createdAt, clockAt, payload: payloads.activate, ...extra }, ctx());

  it('dates a device time far before the last answer at that answer, with a note naming both times', () => {
    const d = activation('2026-03-13T09:30:00.000Z', { deviceTime: '2026-03-13T09:29:00.000Z' });
    expect(at(d)).toEqual({
      actAt: clockAt,
      note: { key: 'items.notes.clockCorrected', params: { recorded: clockAt, device: '2026-03-13T09:29:00.000Z' } },
    });
    expect(d.ok && d.patch).toMatchObject({ activationDate: clockAt, billDate: clockAt, expirationDate: '2027-03-15T09:00:00.000Z' });
  });

  it('dates a device time ahead of the server at the push instead of refusing it', () => {
    expect(at(activation('2026-03-18T10:00:00.000Z'))).toEqual({
      actAt: NOW.toISOString(),
      note: { key: 'items.notes.clockCorrected', params: { recorded: NOW.toISOString(), device: '2026-03-18T10:00:00.000Z' } },
    });
  });

  it('keeps a device time within two minutes of the window, and judges one with a clockAt the server never sent by the old rules', () => {
    expect(at(activation('2026-03-15T08:58:30.000Z'))).toEqual({ actAt: '2026-03-15T08:58:30.000Z', note: undefined });
    expect(at(activation('2026-03-15T10:01:00.000Z'))).toEqual({ actAt: NOW.toISOString(), note: undefined });
    const future = { clockAt: '2030-01-01T00:00:00.000Z' };
    expect(at(activation('2026-03-14T09:30:00.000Z', future))).toEqual({ actAt: '2026-03-14T09:30:00.000Z', note: undefined });
    expect(at(activation('2026-03-18T10:00:00.000Z', future))).toBe('items.errors.actionInFuture');
  });

  it('never dates the act before the item was made, even with an older clockAt', () => {
    expect(at(activation('1970-01-01T00:00:00.000Z', { clockAt: '2026-01-01T00:00:00.000Z' }))).toMatchObject({
      actAt: '2026-03-01T08:00:00.000Z',
    });
  });

  it('corrects a bill date that was the device’s time of the scan, and keeps a day the seller chose', () => {
    const scan = '2026-03-13T09:30:00.000Z';
    const today = activation(scan, { payload: { ...payloads.activate, billDate: '2026-03-13T09:30:01.000Z' } });
    expect(today.ok && today.patch.billDate).toBe(clockAt);
    const chosen = activation(scan, { payload: { ...payloads.activate, billDate: '2026-03-10T10:00:00.000Z' } });
    expect(chosen.ok && chosen.patch.billDate).toBe('2026-03-10T10:00:00.000Z');
  });

  it('keeps the old rules without clockAt: refused a day ahead, dated by the device otherwise, no note', () => {
    expect(at(activation('2026-03-18T10:00:00.000Z', { clockAt: undefined }))).toBe('items.errors.actionInFuture');
    expect(at(activation('2026-03-13T09:30:00.000Z', { clockAt: null }))).toEqual({ actAt: '2026-03-13T09:30:00.000Z', note: undefined });
  });
});

describe('offline actions: refused when someone else changed the item since the device saw it', () => {
  const seen = { version: 7 };
  const refusal = (d: ReturnType<typeof decide>) => (d.ok ? null : d.key);

  it('refuses a sale, an activation or a restore after another device sold, activated, restored or moved the item', () => {
    for (const type of ['sell', 'activate', 'restore'] as const) {
      for (const since of ['sell', 'activate', 'restore', 'export'] as const) {
        const d = decide(item('exported'), { type, seen, payload: payloads[type] }, ctx({ othersSince: [since] }));
        expect(refusal(d), `${type} after ${since}`).toBe('items.errors.changedSince');
      }
    }
  });

  it('names the sale it lost to, before the state: when, and to whom only for an account of the item’s outlet', () => {
    const sold = item('exported', 'active', { billDate: '2026-03-15T08:30:00.000Z', clientName: 'Nour' });
    for (const type of ['activate', 'sell'] as const) {
      const own = decide(sold, { type, seen, payload: payloads[type] }, ctx({ actor: seller(OUTLET), othersSince: ['activate'] }));
      expect(own).toEqual({ ok: false, key: 'items.errors.soldByToClient', params: { date: '2026-03-15T08:30:00.000Z', client: 'Nour' } });
      const office = decide(sold, { type, seen, payload: payloads[type] }, ctx({ othersSince: ['sell'] }));
      expect(office).toEqual({ ok: false, key: 'items.errors.soldBy', params: { date: '2026-03-15T08:30:00.000Z' } });
    }
    // A sale only (no activation yet) is a sale too; a restore after it still says the item changed.
    const billed = item('exported', 'inactive', { billDate: '2026-03-14T10:00:00.000Z', clientName: 'Nour' });
    expect(refusal(decide(billed, { type: 'activate', seen, payload: payloads.activate }, ctx({ othersSince: ['sell'] })))).toBe(
      'items.errors.soldBy',
    );
    expect(refusal(decide(billed, { type: 'restore', seen, payload: payloads.restore }, ctx({ othersSince: ['sell'] })))).toBe(
      'items.errors.changedSince',
    );
  });

  it('lets stock moves follow the scan, and applies when nothing else happened or the device held no copy', () => {
    expect(
      decide(item('inStock'), { type: 'export', seen, payload: { sellerId: OUTLET } }, ctx({ othersSince: ['export', 'restore'] })).ok,
    ).toBe(true);
    expect(decide(item('inFactory'), { type: 'factoryExport', seen, payload: {} }, ctx({ othersSince: ['factoryExport'] })).ok).toBe(true);
    expect(decide(item('exported'), { type: 'activate', seen, payload: payloads.activate }, ctx({ othersSince: [] })).ok).toBe(true);
    expect(decide(item('exported'), { type: 'activate', seen: null, payload: payloads.activate }, ctx({ othersSince: ['sell'] })).ok).toBe(
      true,
    );
  });

  it('still refuses another outlet’s item without telling that it changed', () => {
    const d = decide(
      item('exported'),
      { type: 'activate', seen, payload: payloads.activate },
      ctx({ actor: seller('seller-2'), othersSince: ['sell'] }),
    );
    expect(d).toEqual({ ok: false, key: 'items.errors.otherOutlet', params: {} });
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
