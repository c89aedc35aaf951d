import { describe, expect, it } from 'vitest';
import type { LocalItem } from '../../data/device/types';
import type { PendingAction } from '../../data/device/pending';
import { precheck } from './precheck';

const NOW = new Date('2026-01-10T00:00:00.000Z');

const seller = { roles: ['activationEditor', 'exportEditor'], outletId: 'outlet-a' };
const distributor = { roles: ['activationEditor'], outletId: 'outlet-b' };

function item(status: string, sellerId: string | null, warrantyStatus = 'inactive'): LocalItem {
  return {
    id: 'i1',
    serialNumber: 'P26-0000001-3',
    itemType: 'product',
    status,
    warrantyStatus,
    itemName: 'Filter',
    catalogId: 'c1',
    sellerId,
    activationDate: null,
    expirationDate: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the device check before queueing', () => {
  it('refuses an action type the account may not queue, even for an item it does not hold', () => {
    expect(precheck('restore', {}, null, distributor)).toEqual({ verdict: 'refused', key: 'items.errors.forbidden', params: {} });
    expect(precheck('factoryExport', {}, item('inFactory', null), seller)).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.forbidden',
    });
  });

  it('refuses an item of another outlet without naming its state', () => {
    expect(precheck('restore', {}, item('exported', 'outlet-z'), seller)).toEqual({
      verdict: 'refused',
      key: 'items.errors.otherOutlet',
      params: {},
    });
    expect(precheck('export', { sellerId: 'outlet-z' }, item('inStock', null), seller)).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.ownOutletOnly',
    });
  });

  it('refuses an item in the wrong state, naming it', () => {
    expect(precheck('export', { sellerId: 'outlet-a' }, item('inFactory', null), seller)).toEqual({
      verdict: 'refused',
      key: 'items.errors.wrongState.export',
      params: { status: 'inFactory', warrantyStatus: 'inactive' },
    });
  });

  it('queues what its data allows, and leaves to the server what it cannot know', () => {
    expect(precheck('restore', {}, item('exported', 'outlet-a'), seller)).toEqual({ verdict: 'ok' });
    expect(precheck('export', { sellerId: 'outlet-a' }, item('inStock', null), seller)).toEqual({ verdict: 'ok' });
    // Not on the device: the server decides.
    expect(precheck('restore', {}, null, seller)).toEqual({ verdict: 'serverChecks' });
    // The warranty period and the sale's client are not on the device.
    expect(precheck('activate', {}, item('exported', 'outlet-a'), seller)).toEqual({ verdict: 'serverChecks' });
  });

  it('refuses a payload over the server’s byte limit instead of queueing it', () => {
    expect(precheck('activate', { clientName: 'x'.repeat(5000), clientPhone: '0100' }, item('exported', 'outlet-a'), seller)).toEqual({
      verdict: 'refused',
      key: 'items.errors.actionTooLarge',
      params: {},
    });
  });

  it('sees the actions waiting in its own outbox: a second sale, a sale of an item on its way back to stock', () => {
    const at = (type: PendingAction['type'], payload: PendingAction['payload'] = {}): PendingAction => ({
      id: `${type}-1`,
      type,
      payload,
      createdAt: '2026-01-02T00:00:00.000Z',
      appliedSeq: null,
    });
    const mona = { clientName: 'Mona', clientPhone: '0100' };
    const here = item('exported', 'outlet-a');
    expect(precheck('sell', mona, here, seller, NOW, [at('activate', mona)])).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.alreadySold',
    });
    expect(precheck('activate', mona, here, seller, NOW, [at('sell', mona)])).toEqual({ verdict: 'serverChecks' });
    expect(precheck('activate', mona, here, seller, NOW, [at('activate', mona)])).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.wrongState.activate',
    });
    expect(precheck('sell', mona, here, seller, NOW, [at('restore')])).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.otherOutlet',
    });
    // An item it does not hold: the same act already waiting is a repeat; another is the server's to judge.
    expect(precheck('sell', mona, null, seller, NOW, [at('sell', mona)])).toEqual({
      verdict: 'refused',
      key: 'scan.alreadyQueued',
      params: {},
    });
    expect(precheck('activate', mona, null, seller, NOW, [at('sell', mona)])).toEqual({ verdict: 'serverChecks' });
    // Applied a moment ago, its effect not yet in the device's copy (or the item left the device): still a repeat.
    expect(precheck('sell', mona, here, seller, NOW, [{ ...at('activate', mona), appliedSeq: 40 }])).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.alreadySold',
    });
    expect(precheck('sell', mona, null, seller, NOW, [{ ...at('sell', mona), appliedSeq: 40 }])).toEqual({
      verdict: 'refused',
      key: 'scan.alreadyDone',
      params: {},
    });
  });

  it('a restore of a sold item needs the return’s reason, showing the sale (its copy’s, or one still waiting); a replaced item is refused', () => {
    const sold = { ...item('exported', 'outlet-a', 'active'), billDate: '2026-01-01T10:00:00.000Z', clientName: 'Mona' };
    expect(precheck('restore', {}, sold, seller, NOW)).toEqual({
      verdict: 'needsReason',
      sale: { clientName: 'Mona', billDate: '2026-01-01T10:00:00.000Z', sellerId: 'outlet-a', waiting: false },
    });
    expect(precheck('restore', { returnReason: 'Leaks' }, sold, seller, NOW)).toEqual({ verdict: 'ok' });
    const waiting = precheck('restore', {}, item('exported', 'outlet-a'), seller, NOW, [
      {
        id: 'a1',
        type: 'activate',
        payload: { clientName: 'Nour', clientPhone: '0100', billDate: '2026-01-03T10:00:00.000Z' },
        createdAt: '2026-01-03T10:00:00.000Z',
        appliedSeq: null,
      },
    ]);
    expect(waiting).toMatchObject({ verdict: 'needsReason', sale: { clientName: 'Nour', waiting: true } });
    expect(precheck('restore', { returnReason: 'Leaks' }, { ...sold, replacedAt: '2026-01-05T00:00:00.000Z' }, seller, NOW)).toMatchObject({
      verdict: 'refused',
      key: 'items.errors.restoreReplaced',
    });
  });
});
