import type { FactoryBatchInput } from '../../shared/validation/item';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';

// The items database for back-office users: server-paged lists and lookups
// over every item (the device's items replica holds only the user's scope; see items.ts).

/** What a row of the items list shows. */
const ItemRowFields = graphql(`
  fragment ItemRowFields on Item @_unmask {
    id
    itemId
    itemType
    catalogId
    status
    warrantyStatus
    serialNumber
    sellerId
    itemName
    brand
    activationDate
    expirationDate
    exportedAt
    clientName
    clientPhone
    isRestored
    createdAt
    updatedAt
  }
`);

/** Every field of an item, for its own page. */
const ItemFields = graphql(
  `
    fragment ItemFields on Item @_unmask {
      ...ItemRowFields
      qrCode
      iterationNumber
      printingCountPerItem
      photo
      exportedBy
      billDate
      activatedBy
      restoredBy
      restoredAt
      notes
      batchId
      createdBy
      updatedBy
    }
  `,
  [ItemRowFields],
);

const ItemList = graphql(
  `
    query ItemList($filter: ItemFilter, $orderBy: ItemSort, $limit: Int, $offset: Int) {
      itemList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...ItemRowFields
        }
      }
    }
  `,
  [ItemRowFields],
);

const ItemFind = graphql(
  `
    query ItemFind($serial: String!) {
      itemFind(serialNumber: $serial) {
        ...ItemFields
        catalogName
      }
    }
  `,
  [ItemFields],
);

const ItemTimeline = graphql(`
  query ItemTimeline($id: String!) {
    itemTimeline(id: $id) {
      id
      action
      at
      byEmail
      sellerId
      sellerName
      values
    }
  }
`);

const FactoryBatch = graphql(`
  mutation FactoryBatch($data: FactoryBatchInput!) {
    itemFactoryCreate(data: $data) {
      batchId
      count
      items {
        id
        serialNumber
        qrCode
        iterationNumber
        itemName
      }
    }
  }
`);

const ActivationRecords = graphql(`
  query ActivationRecords($status: String, $phoneNumber: String, $limit: Int, $offset: Int) {
    activationRecordList(status: $status, phoneNumber: $phoneNumber, limit: $limit, offset: $offset) {
      count
      limit
      exceededCount
      notice
      rows {
        id
        userName
        phoneNumber
        userType
        numberOfActivations
        activationStatus
        items
        activator
        activatedBy
        userStatus
        updatedAt
      }
    }
  }
`);

export type ItemRow = ResultOf<typeof ItemRowFields>;
export type ItemTimelineEntry = ResultOf<typeof ItemTimeline>['itemTimeline'][number];
export type ItemListInput = VariablesOf<typeof ItemList>;
export type ItemFilter = NonNullable<ItemListInput['filter']>;
export type FactoryBatchResult = ResultOf<typeof FactoryBatch>['itemFactoryCreate'];

export async function fetchItemList(input: ItemListInput, signal?: AbortSignal) {
  return (await request(ItemList, input, { signal })).itemList;
}

/** An item and its timeline (every transition from the audit log: who, when, where). */
export async function fetchItemWithTimeline(serialNumber: string, signal?: AbortSignal) {
  const { itemFind: item } = await request(ItemFind, { serial: serialNumber }, { signal });
  const { itemTimeline: timeline } = await request(ItemTimeline, { id: item.id }, { signal });
  return { item, timeline };
}

/** The factory stage: creates one item per iteration (printingCountPerItem is its number of labels), answers their serials. */
export async function createFactoryBatch(data: FactoryBatchInput): Promise<FactoryBatchResult> {
  return (await request(FactoryBatch, { data })).itemFactoryCreate;
}

/** Activations per client phone; `notice` ("someone has exceeded the allowed activation limit", translated) when any record is exceeded. */
export type ActivationRecord = ResultOf<typeof ActivationRecords>['activationRecordList']['rows'][number];

export async function fetchActivationRecords(input: VariablesOf<typeof ActivationRecords>, signal?: AbortSignal) {
  return (await request(ActivationRecords, input, { signal })).activationRecordList;
}
