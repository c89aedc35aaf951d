import type { ItemStatus, ItemType, WarrantyStatus } from '../../shared/items';
import type { FactoryBatchInput } from '../../shared/validation/item';
import { requestText as request } from './request';

// The items database for back-office users: server-paged lists and lookups
// over every item (the device's RxDB holds only the user's scope; see items.ts).

export interface ItemRecord {
  id: string;
  itemId: string;
  itemType: ItemType;
  catalogId: string;
  status: ItemStatus;
  /** As of the request: an active warranty past its expirationDate is expired. */
  warrantyStatus: WarrantyStatus;
  qrCode: string;
  serialNumber: string;
  sellerId: string | null;
  activationDate: string | null;
  expirationDate: string | null;
  iterationNumber: number;
  printingCountPerItem: number;
  itemName: string | null;
  brand: string | null;
  photo: string | null;
  exportedBy: string | null;
  exportedAt: string | null;
  billDate: string | null;
  clientName: string | null;
  clientPhone: string | null;
  activatedBy: string | null;
  isRestored: boolean;
  restoredBy: string | null;
  restoredAt: string | null;
  notes: string | null;
  batchId: string;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ItemFilter {
  itemType?: ItemType | null;
  status?: ItemStatus | null;
  warrantyStatus?: WarrantyStatus | null;
  sellerId?: string | null;
  catalogId?: string | null;
  serialNumber?: string | null;
  clientPhone?: string | null;
  createdAtFrom?: string | null;
  createdAtTo?: string | null;
  exportedAtFrom?: string | null;
  exportedAtTo?: string | null;
}

export interface ItemTimelineEntry {
  id: string;
  action: string;
  at: string;
  byEmail: string | null;
  sellerId: string | null;
  sellerName: string | null;
  values: string | null;
}

export interface ActivationRecord {
  id: string;
  userName: string | null;
  phoneNumber: string;
  userType: string;
  numberOfActivations: number;
  activationStatus: 'normal' | 'exceeded';
  items: string[];
  activator: string | null;
  activatedBy: string | null;
  userStatus: string;
  updatedAt: string;
}

export interface ActivationRecordPage {
  count: number;
  rows: ActivationRecord[];
  limit: number;
  exceededCount: number;
  /** "Someone has exceeded the allowed activation limit", translated, when any record is exceeded. */
  notice: string | null;
}

const ROW = 'id itemId itemType catalogId status warrantyStatus serialNumber sellerId itemName brand activationDate expirationDate exportedAt clientName clientPhone isRestored createdAt updatedAt';
const FULL = `${ROW} qrCode iterationNumber printingCountPerItem photo exportedBy billDate activatedBy restoredBy restoredAt notes batchId createdBy updatedBy`;

export type ItemRow = Pick<ItemRecord, 'id' | 'itemId' | 'itemType' | 'catalogId' | 'status' | 'warrantyStatus' | 'serialNumber' | 'sellerId' | 'itemName' | 'brand' | 'activationDate' | 'expirationDate' | 'exportedAt' | 'clientName' | 'clientPhone' | 'isRestored' | 'createdAt' | 'updatedAt'>;

export async function fetchItemList(input: { filter: ItemFilter; orderBy: string; limit: number; offset: number }, signal?: AbortSignal): Promise<{ count: number; rows: ItemRow[] }> {
  const data = await request<{ itemList: { count: number; rows: ItemRow[] } }>(
    `query ItemList($filter: ItemFilter, $orderBy: String, $limit: Int, $offset: Int) { itemList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { count rows { ${ROW} } } }`,
    { ...input },
    signal,
  );
  return data.itemList;
}

/** An item and its timeline (every transition from the audit log: who, when, where). */
export async function fetchItemWithTimeline(serialNumber: string, signal?: AbortSignal): Promise<{ item: ItemRecord; timeline: ItemTimelineEntry[] }> {
  const { itemFind: item } = await request<{ itemFind: ItemRecord }>(`query ItemFind($serial: String!) { itemFind(serialNumber: $serial) { ${FULL} } }`, { serial: serialNumber }, signal);
  const { itemTimeline: timeline } = await request<{ itemTimeline: ItemTimelineEntry[] }>(
    'query ItemTimeline($id: String!) { itemTimeline(id: $id) { id action at byEmail sellerId sellerName values } }',
    { id: item.id },
    signal,
  );
  return { item, timeline };
}

/** The factory stage: creates iterations × printingCountPerItem items, answers their serials. */
export async function createFactoryBatch(data: FactoryBatchInput): Promise<{ batchId: string; count: number; items: Array<Pick<ItemRecord, 'id' | 'serialNumber' | 'qrCode' | 'iterationNumber' | 'itemName'>> }> {
  const result = await request<{ itemFactoryCreate: Awaited<ReturnType<typeof createFactoryBatch>> }>(
    'mutation FactoryBatch($data: FactoryBatchInput!) { itemFactoryCreate(data: $data) { batchId count items { id serialNumber qrCode iterationNumber itemName } } }',
    { data },
  );
  return result.itemFactoryCreate;
}

export async function fetchActivationRecords(input: { status: 'normal' | 'exceeded' | null; phoneNumber: string | null; limit: number; offset: number }, signal?: AbortSignal): Promise<ActivationRecordPage> {
  const data = await request<{ activationRecordList: ActivationRecordPage }>(
    'query ActivationRecords($status: String, $phoneNumber: String, $limit: Int, $offset: Int) { activationRecordList(status: $status, phoneNumber: $phoneNumber, limit: $limit, offset: $offset) { count limit exceededCount notice rows { id userName phoneNumber userType numberOfActivations activationStatus items activator activatedBy userStatus updatedAt } } }',
    input,
    signal,
  );
  return data.activationRecordList;
}
