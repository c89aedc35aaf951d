import type { TadaDocumentNode } from 'gql.tada';
import { graphql, type ResultOf, type VariablesOf } from '../graphql';
import { DeviceItemFields, type Checkpoint, type PulledPage } from './itemPage';
import type { LocalSeller } from '../device/types';

// The GraphQL side of sync, in one place: pull by checkpoint, push actions. Server operations: itemPull (itemPage.ts),
// sellerPull, actionPush (server/modules/sync). Each call goes through a `Send` the caller gives: the page's request()
// (its token and refresh), or the service worker's own.

/** Sends a typed document with its variables; answers its data or throws the transport's GraphQLRequestError. */
export type Send = <Result, Variables>(document: TadaDocumentNode<Result, Variables>, variables: Variables) => Promise<Result>;

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

export const ActionPush = graphql(
  `
    mutation ActionPush($rows: [ActionPushRow!]!) {
      actionPush(rows: $rows) {
        results {
          id
          status
          reasonKey
          reasonParams {
            name
            value
          }
          noteKey
          noteParams {
            name
            value
          }
          receivedAt
          itemSeq
          item {
            id
            ...DeviceItemFields
          }
        }
      }
    }
  `,
  [DeviceItemFields],
);

/** An outbox action as the server takes it (the schema's ActionInput). */
export type ActionInput = VariablesOf<typeof ActionPush>['rows'][number]['newDocumentState'];

/** What the server did with an action: `status` applied or rejected, the reason's and the note's keys and values, the item after it. */
export type ActionResult = ResultOf<typeof ActionPush>['actionPush']['results'][number];

// A tombstone has no record: keep the id and fill the required fields so
// every document has the local shape; the store removes it anyway.
const EMPTY_SELLER: Omit<LocalSeller, 'id' | 'updatedAt'> = { nameAr: null, nameEn: null, sellerType: '', status: '' };

export async function pullSellers(send: Send, checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<LocalSeller>> {
  const { sellerPull } = await send(SellerPull, { checkpoint: checkpoint ?? null, limit });
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
 * Sends actions; the answer holds each one's stored result (applied or refused, with the reason, and the item as it
 * now is). The server applies an action once, keyed by its id: sending it again is safe.
 */
export async function pushActions(send: Send, actions: ActionInput[]): Promise<ActionResult[]> {
  const rows = actions.map((newDocumentState) => ({ newDocumentState }));
  return (await send(ActionPush, { rows })).actionPush.results;
}
