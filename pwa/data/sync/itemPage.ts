import { graphql, type ResultOf } from '../graphql';

// The items pull's document and its answer's types, apart from api.ts (its request(), i18next, the session's
// token). The pull's worker (itemPull.worker.ts) imports only types from here, and gets the document's text from the
// page with each order: this file's graphql() parses at load, and its parser is not worth a place in the worker.

/** An item as the device keeps it: the same fields from a pull and from a pushed action's answer. */
export const DeviceItemFields = graphql(`
  fragment DeviceItemFields on Item @_unmask {
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
`);

export const ItemPull = graphql(
  `
    query ItemPull($checkpoint: CheckpointInput, $limit: Int!) {
      itemPull(checkpoint: $checkpoint, limit: $limit) {
        documents {
          id
          _deleted
          updatedAt
          item {
            ...DeviceItemFields
          }
        }
        checkpoint {
          updatedAt
          id
        }
        total
      }
    }
  `,
  [DeviceItemFields],
);

/** The server's change counter and the last id seen: a position in its change log. */
export type Checkpoint = ResultOf<typeof ItemPull>['itemPull']['checkpoint'];

export interface PulledPage<T> {
  documents: Array<T & { _deleted: boolean }>;
  checkpoint: Checkpoint | undefined;
  /** On a pull from the start: how many live documents the whole pull holds (a first sync's progress). */
  total?: number | null;
}
