import { graphql, type ResultOf } from './graphql';
import type { LocalItem } from './schemas';

// One page of the items pull: its document and its mapping to the store's shape. Apart from syncApi.ts (and its
// request(), i18next and the session's token) so that the pull's worker (itemPull.worker.ts) loads only this.

export const ItemPull = graphql(`
  query ItemPull($checkpoint: CheckpointInput, $limit: Int!) {
    itemPull(checkpoint: $checkpoint, limit: $limit) {
      documents {
        id
        _deleted
        updatedAt
        item {
          serialNumber
          itemType
          status
          warrantyStatus
          itemName
          catalogId
          sellerId
          activationDate
          expirationDate
          billDate
          clientName
          returnedAt
          replacedAt
        }
      }
      checkpoint {
        updatedAt
        id
      }
      total
    }
  }
`);

/** The server's change counter and the last id seen: a position in its change log. */
export type Checkpoint = ResultOf<typeof ItemPull>['itemPull']['checkpoint'];

export interface PulledPage<T> {
  documents: Array<T & { _deleted: boolean }>;
  checkpoint: Checkpoint | undefined;
  /** On a pull from the start: how many live documents the whole pull holds (a first sync's progress). */
  total?: number | null;
}

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

/** The server's answer as the store keeps it. */
export function toItemPage({ itemPull }: ResultOf<typeof ItemPull>): PulledPage<LocalItem> {
  return {
    documents: itemPull.documents.map(({ id, _deleted, updatedAt, item }) => ({
      ...EMPTY_ITEM,
      ...item,
      itemName: item?.itemName ?? '',
      id,
      updatedAt: String(updatedAt),
      _deleted,
    })),
    checkpoint: itemPull.checkpoint,
    total: itemPull.total,
  };
}
