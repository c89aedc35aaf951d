import { describe, expect, it } from 'vitest';
import type { LocalItem } from '../../data/schemas';
import { precheck } from './precheck';

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
});
