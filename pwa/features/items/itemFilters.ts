import { ITEM_STATUSES, ITEM_TYPES, normalizeSerial, type ItemStatus, type ItemType, type WarrantyStatus } from '../../../shared/items';
import { cairoDayRange, textOrNull } from '../../components/list/listQuery';
import type { ItemFilter } from '../../data/itemDatabase';

/** The items database's filter form as typed. `dateField` says which date the range applies to. */
export interface ItemFilterForm {
  itemType: ItemType | '';
  status: ItemStatus | '';
  warrantyStatus: WarrantyStatus | '';
  sellerId: string;
  catalogId: string;
  serialNumber: string;
  clientPhone: string;
  dateField: 'createdAt' | 'exportedAt';
  from: string;
  to: string;
}

export const EMPTY_ITEM_FILTER: ItemFilterForm = {
  itemType: '',
  status: '',
  warrantyStatus: '',
  sellerId: '',
  catalogId: '',
  serialNumber: '',
  clientPhone: '',
  dateField: 'createdAt',
  from: '',
  to: '',
};

/** How many filters narrow the list (the date field alone narrows nothing). */
export function appliedItemFilters(f: ItemFilterForm): number {
  return (Object.keys(f) as Array<keyof ItemFilterForm>).filter((key) => key !== 'dateField' && f[key] !== '').length;
}

/** Form → the server's ItemFilter: empty means "any"; serials normalized like a scan; days in Cairo time. */
export function itemFilterVariables(f: ItemFilterForm): ItemFilter {
  const range = cairoDayRange(f.from, f.to);
  const serial = normalizeSerial(f.serialNumber);
  return {
    itemType: f.itemType || null,
    status: f.status || null,
    warrantyStatus: f.warrantyStatus || null,
    sellerId: f.sellerId || null,
    catalogId: f.catalogId || null,
    serialNumber: serial === '' ? null : serial,
    clientPhone: textOrNull(f.clientPhone),
    createdAtFrom: f.dateField === 'createdAt' ? range.from : null,
    createdAtTo: f.dateField === 'createdAt' ? range.to : null,
    exportedAtFrom: f.dateField === 'exportedAt' ? range.from : null,
    exportedAtTo: f.dateField === 'exportedAt' ? range.to : null,
  };
}

/** The filter a link may carry (`?catalogId=…&status=…` from a catalog entry or a seller). */
export function itemFilterFromSearch(search: URLSearchParams): ItemFilterForm {
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | '' => {
    const value = search.get(key);
    return value && (allowed as readonly string[]).includes(value) ? (value as T) : '';
  };
  return {
    ...EMPTY_ITEM_FILTER,
    catalogId: search.get('catalogId') ?? '',
    sellerId: search.get('sellerId') ?? '',
    status: pick('status', ITEM_STATUSES),
    itemType: pick('itemType', ITEM_TYPES),
  };
}

/** Audit actions of an item's life, in the order they can happen; unknown ones show as they are. */
export const TIMELINE_ACTIONS = [
  'create',
  'import',
  'factoryExport',
  'export',
  'sell',
  'activate',
  'restore',
  'selfRegister',
  'claimReceive',
  'claimDiagnose',
  'claimResolve',
  'claimReplace',
] as const;

/**
 * Oldest first; steps with the same instant (a batch made and moved in one
 * go, or seeded data) follow the order of an item's life.
 */
export function orderTimeline<T extends { at: string; action: string }>(entries: readonly T[]): T[] {
  const rank = (action: string) => {
    const i = (TIMELINE_ACTIONS as readonly string[]).indexOf(action);
    return i === -1 ? TIMELINE_ACTIONS.length : i;
  };
  return [...entries].sort((a, b) => a.at.localeCompare(b.at) || rank(a.action) - rank(b.action));
}

export interface TimelineDetails {
  deviceId: string | null;
  notes: string | null;
  /** A warranty claim's resolution: repaired, replaced or refused. */
  outcome: string | null;
  /** The serial that replaced this item, or the one this item replaces (a claim's replacement). */
  replacedBy: string | null;
  replaces: string | null;
  /** A customer's return: its reason, and the sale it ended (its customer's name and bill date). */
  returnReason: string | null;
  sale: { clientName: string | null; billDate: string | null } | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** Where a step happened, from the audit values: the device that queued it, its notes, a claim's outcome and replacement link. */
export function timelineDetails(values: string | null): TimelineDetails {
  const none = { deviceId: null, notes: null, outcome: null, replacedBy: null, replaces: null, returnReason: null, sale: null };
  if (!values) return none;
  try {
    const parsed = JSON.parse(values) as {
      deviceId?: unknown;
      after?: { notes?: unknown; returnReason?: unknown };
      claim?: { status?: unknown; replacedBy?: unknown; replaces?: unknown };
      sale?: { clientName?: unknown; billDate?: unknown };
    };
    const outcome = text(parsed.claim?.status);
    return {
      deviceId: text(parsed.deviceId),
      notes: text(parsed.after?.notes),
      outcome: outcome === 'repaired' || outcome === 'replaced' || outcome === 'refused' ? outcome : null,
      replacedBy: text(parsed.claim?.replacedBy),
      replaces: text(parsed.claim?.replaces),
      returnReason: text(parsed.after?.returnReason),
      sale: parsed.sale ? { clientName: text(parsed.sale.clientName), billDate: text(parsed.sale.billDate) } : null,
    };
  } catch {
    return none;
  }
}
