import { requestText as call } from './request';
import type { LocalItem, LocalSeller } from './schemas';

// The GraphQL side of replication, in one place: pull by checkpoint, push
// actions. Server operations: itemPull, sellerPull, actionPush (server/modules/sync).

export type ActionType = 'factoryExport' | 'export' | 'sell' | 'activate' | 'restore';

/** The server's change counter and the last id seen: a position in its change log. */
export interface Checkpoint {
  updatedAt: number;
  id: string;
}

export interface PulledPage<T> {
  documents: Array<T & { _deleted: boolean }>;
  checkpoint: Checkpoint | undefined;
}

export interface ActionInput {
  id: string;
  type: ActionType;
  serialNumber: string;
  payload: Record<string, unknown>;
  deviceId: string;
  createdAt: string;
  /** The item's change number the device saw (null: the device did not hold it). */
  seen: { version: number } | null;
}

export interface ActionResult {
  id: string;
  status: 'applied' | 'rejected';
  reason: string | null;
  receivedAt: string | null;
}

/** One change from the server: the record under its own key (`item`, `seller`), null for a deletion. */
interface Change {
  id: string;
  _deleted: boolean;
  updatedAt: number;
  [record: string]: unknown;
}

// A tombstone has no record: keep the id and fill the required fields so the
// local schema accepts it; RxDB removes it anyway.
function toDocs<T extends { id: string; updatedAt: string }>(changes: Change[], key: string, empty: Omit<T, 'id' | 'updatedAt'>) {
  return changes.map((change) => {
    const record = change[key] as Omit<T, 'id' | 'updatedAt'> | null;
    return { ...empty, ...(record ?? {}), id: change.id, updatedAt: String(change.updatedAt), _deleted: change._deleted } as T & { _deleted: boolean };
  });
}

const EMPTY_ITEM: Omit<LocalItem, 'id' | 'updatedAt'> = { serialNumber: '', itemType: '', status: '', warrantyStatus: '', itemName: '', catalogId: '', sellerId: null, activationDate: null, expirationDate: null };
const EMPTY_SELLER: Omit<LocalSeller, 'id' | 'updatedAt'> = { name: '', sellerType: '', status: '' };

export async function pullItems(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<LocalItem>> {
  const data = await call<{ itemPull: { documents: Change[]; checkpoint: Checkpoint } }>(
    `query Pull($checkpoint: CheckpointInput, $limit: Int!) {
      itemPull(checkpoint: $checkpoint, limit: $limit) {
        documents { id _deleted updatedAt item { serialNumber itemType status warrantyStatus itemName catalogId sellerId activationDate expirationDate } }
        checkpoint { updatedAt id }
      }
    }`,
    { checkpoint: checkpoint ?? null, limit },
  );
  const documents = toDocs(data.itemPull.documents, 'item', EMPTY_ITEM).map((d) => ({ ...d, itemName: d.itemName ?? '' }));
  return { documents, checkpoint: data.itemPull.checkpoint };
}

export async function pullSellers(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<LocalSeller>> {
  const data = await call<{ sellerPull: { documents: Change[]; checkpoint: Checkpoint } }>(
    `query Pull($checkpoint: CheckpointInput, $limit: Int!) {
      sellerPull(checkpoint: $checkpoint, limit: $limit) {
        documents { id _deleted updatedAt seller { name sellerType status } }
        checkpoint { updatedAt id }
      }
    }`,
    { checkpoint: checkpoint ?? null, limit },
  );
  return { documents: toDocs(data.sellerPull.documents, 'seller', EMPTY_SELLER), checkpoint: data.sellerPull.checkpoint };
}

/** Sends actions; the answer holds each one's stored result (applied or rejected, with the reason). */
export async function pushActions(actions: ActionInput[]): Promise<ActionResult[]> {
  const data = await call<{ actionPush: { results: ActionResult[] } }>(
    `mutation Push($rows: [ActionPushRow!]!) {
      actionPush(rows: $rows) { results { id status reason receivedAt } }
    }`,
    { rows: actions.map((newDocumentState) => ({ newDocumentState })) },
  );
  return data.actionPush.results;
}
