import type { DeviceItemFields, ItemPull, PulledPage } from './itemPage';
import type { ResultOf } from '../graphql';
import type { LocalItem } from '../device/types';

// An itemPull answer in the store's shape: on the page (api.ts) and in the pull's worker, which imports no
// document (itemPage.ts). An item in a pushed action's answer has the same shape (push.ts).

// A tombstone has no record: keep the id and fill the required fields so
// every document has the local shape; the store removes it anyway.
const EMPTY_ITEM: Omit<LocalItem, 'id' | 'updatedAt'> = {
  serialNumber: '',
  itemType: '',
  status: '',
  warrantyStatus: '',
  itemName: '',
  catalogId: '',
  sellerId: null,
  activationDate: null,
  expirationDate: null,
  billDate: null,
  clientName: null,
  returnedAt: null,
  replacedAt: null,
};

type PulledItem = ResultOf<typeof DeviceItemFields> | null;

/** One item of the server's as the store keeps it: its fields, its id and its change number. */
export function toLocalItem(id: string, updatedAt: number, item: PulledItem): LocalItem {
  return { ...EMPTY_ITEM, ...item, itemName: item?.itemName ?? '', id, updatedAt: String(updatedAt) };
}

/** The server's answer as the store keeps it. */
export function toItemPage({ itemPull }: ResultOf<typeof ItemPull>): PulledPage<LocalItem> {
  return {
    documents: itemPull.documents.map(({ id, _deleted, updatedAt, item }) => ({ ...toLocalItem(id, updatedAt, item), _deleted })),
    checkpoint: itemPull.checkpoint,
    total: itemPull.total,
  };
}
