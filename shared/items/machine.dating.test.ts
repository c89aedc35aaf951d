import { describe, expect, it } from 'vitest';
import { decide, type ActionInput, type ItemState } from './machine';
import type { ItemStatus } from './states';
import { ctx, item, NOW, OUTLET, payloads, seller } from './machine.fixtures';

// The state machine's dating of an offline act: by the device, within bounds; corrected by the server's clock
// (clockAt); refused when someone else changed the item since the device saw it. The rest of decide(): machine.test.ts.

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
