import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { ItemPull, type Checkpoint, type PulledPage } from './itemPage';
import { toItemPage } from './itemPageShape';
import { request } from './request';
import type { LocalItem, LocalSeller } from './schemas';

// The GraphQL side of replication, in one place: pull by checkpoint, push
// actions. Server operations: itemPull, sellerPull, actionPush (server/modules/sync).

const SellerPull = graphql(`
  query SellerPull($checkpoint: CheckpointInput, $limit: Int!) {
    sellerPull(checkpoint: $checkpoint, limit: $limit) {
      documents {
        id
        _deleted
        updatedAt
        seller {
          nameAr
          nameEn
          sellerType
          status
        }
      }
      checkpoint {
        updatedAt
        id
      }
    }
  }
`);

const ActionPush = graphql(`
  mutation ActionPush($rows: [ActionPushRow!]!) {
    actionPush(rows: $rows) {
      results {
        id
        status
        reason
        receivedAt
      }
    }
  }
`);

/** An outbox action as the server takes it (the schema's ActionInput). */
export type ActionInput = VariablesOf<typeof ActionPush>['rows'][number]['newDocumentState'];

/** What the server did with an action: `status` applied or rejected, `reason` in the caller's language. */
export type ActionResult = ResultOf<typeof ActionPush>['actionPush']['results'][number];

// A tombstone has no record: keep the id and fill the required fields so
// every document has the local shape; the store removes it anyway.
const EMPTY_SELLER: Omit<LocalSeller, 'id' | 'updatedAt'> = { nameAr: null, nameEn: null, sellerType: '', status: '' };

export async function pullItems(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<LocalItem>> {
  return toItemPage(await request(ItemPull, { checkpoint: checkpoint ?? null, limit }));
}

export async function pullSellers(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<LocalSeller>> {
  const { sellerPull } = await request(SellerPull, { checkpoint: checkpoint ?? null, limit });
  return {
    documents: sellerPull.documents.map(({ id, _deleted, updatedAt, seller }) => ({
      ...EMPTY_SELLER,
      ...seller,
      id,
      updatedAt: String(updatedAt),
      _deleted,
    })),
    checkpoint: sellerPull.checkpoint,
  };
}

/**
 * Sends actions; the answer holds each one's stored result (applied or
 * rejected, with the reason). The server applies an action once, keyed by its
 * id: sending it again is safe, so a network failure is retried like a read.
 */
export async function pushActions(actions: ActionInput[]): Promise<ActionResult[]> {
  const rows = actions.map((newDocumentState) => ({ newDocumentState }));
  return (await request(ActionPush, { rows }, { idempotent: true })).actionPush.results;
}
