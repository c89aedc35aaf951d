import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FILTER, itemFilterFromSearch, itemFilterVariables, orderTimeline, timelineDetails } from './itemFilters';

describe('items database filters', () => {
  it('sends nulls for an empty form', () => {
    expect(Object.values(itemFilterVariables(EMPTY_ITEM_FILTER)).every((v) => v === null)).toBe(true);
  });

  it('normalizes a typed serial like a scan and keeps the chosen enums', () => {
    const vars = itemFilterVariables({
      ...EMPTY_ITEM_FILTER,
      serialNumber: ' p26-0000-0421 7 ',
      itemType: 'product',
      status: 'exported',
      warrantyStatus: 'expired',
      sellerId: 's1',
    });
    expect(vars).toMatchObject({
      serialNumber: 'P26000004217',
      itemType: 'product',
      status: 'exported',
      warrantyStatus: 'expired',
      sellerId: 's1',
    });
  });

  it('puts the Cairo day range on the chosen date', () => {
    const created = itemFilterVariables({ ...EMPTY_ITEM_FILTER, from: '2026-07-01', to: '2026-07-31' });
    // Cairo is UTC+3 in July (summer time).
    expect(created).toMatchObject({
      createdAtFrom: '2026-06-30T21:00:00.000Z',
      createdAtTo: '2026-07-31T20:59:59.999Z',
      exportedAtFrom: null,
      exportedAtTo: null,
    });
    const exported = itemFilterVariables({ ...EMPTY_ITEM_FILTER, dateField: 'exportedAt', to: '2026-07-31' });
    expect(exported).toMatchObject({
      createdAtFrom: null,
      createdAtTo: null,
      exportedAtFrom: null,
      exportedAtTo: '2026-07-31T20:59:59.999Z',
    });
  });

  it('reads a link’s filter and ignores unknown values', () => {
    const form = itemFilterFromSearch(new URLSearchParams('catalogId=c1&status=inStock&itemType=bogus'));
    expect(form).toMatchObject({ catalogId: 'c1', status: 'inStock', itemType: '' });
  });
});

describe('timeline details', () => {
  it('reads the device and notes of a step, and survives bad JSON', () => {
    const none = { deviceId: null, notes: null, outcome: null, replacedBy: null, replaces: null, returnReason: null, sale: null };
    expect(timelineDetails('{"deviceId":"d1","after":{"notes":"box damaged"}}')).toEqual({ ...none, deviceId: 'd1', notes: 'box damaged' });
    expect(timelineDetails('not json')).toEqual(none);
    expect(timelineDetails(null)).toEqual(none);
    // A customer's return: its reason and the sale it ended.
    expect(timelineDetails('{"after":{"returnReason":"Leaks"},"sale":{"clientName":"Mona","billDate":"2026-01-01"}}')).toEqual({
      ...none,
      returnReason: 'Leaks',
      sale: { clientName: 'Mona', billDate: '2026-01-01' },
    });
    // A warranty claim's outcome and its replacement link, on either item.
    expect(timelineDetails('{"claim":{"status":"replaced","replacedBy":"P26000000018"}}')).toEqual({
      ...none,
      outcome: 'replaced',
      replacedBy: 'P26000000018',
    });
    expect(timelineDetails('{"claim":{"replaces":"P26000000026"}}')).toEqual({ ...none, replaces: 'P26000000026' });
  });
});

describe('timeline order', () => {
  it('is chronological, and follows the life of an item within the same instant', () => {
    const at = '2026-01-01T10:00:00.000Z';
    const entries = [
      { at, action: 'export' },
      { at: '2026-01-02T10:00:00.000Z', action: 'activate' },
      { at, action: 'create' },
      { at, action: 'factoryExport' },
    ];
    expect(orderTimeline(entries).map((e) => e.action)).toEqual(['create', 'factoryExport', 'export', 'activate']);
  });
});
