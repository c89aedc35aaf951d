import i18next from 'i18next';
import { graphqlRequest } from '../lib/graphql';
import { getAccessToken } from './accessToken';

// The GraphQL side of replication, in one place: pull by checkpoint, push actions.

export type ActionType = 'factoryExport' | 'export' | 'sell' | 'activate' | 'restore';

export interface Checkpoint {
  updatedAt: string;
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
  payload: string;
  deviceId: string;
  createdAt: string;
}

export interface ActionResult {
  id: string;
  state: 'applied' | 'rejected';
  error: string | null;
  resultAt: string;
}

function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  return graphqlRequest<T>(query, variables, { language: i18next.language || 'ar', token: getAccessToken() });
}

export async function pullItems<T>(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<T>> {
  const data = await call<{ syncPullItems: PulledPage<T> }>(
    `query Pull($checkpoint: CheckpointInput, $limit: Int!) {
      syncPullItems(checkpoint: $checkpoint, limit: $limit) {
        documents { serialNumber itemType status warrantyStatus itemName catalogId sellerId activationDate expirationDate updatedAt _deleted }
        checkpoint { updatedAt id }
      }
    }`,
    { checkpoint: checkpoint ?? null, limit },
  );
  return data.syncPullItems;
}

export async function pullSellers<T>(checkpoint: Checkpoint | undefined, limit: number): Promise<PulledPage<T>> {
  const data = await call<{ syncPullSellers: PulledPage<T> }>(
    `query Pull($checkpoint: CheckpointInput, $limit: Int!) {
      syncPullSellers(checkpoint: $checkpoint, limit: $limit) {
        documents { id name sellerType status updatedAt _deleted }
        checkpoint { updatedAt id }
      }
    }`,
    { checkpoint: checkpoint ?? null, limit },
  );
  return data.syncPullSellers;
}

/** Sends actions; the answer holds each one's stored result (applied or rejected, with the reason). */
export async function pushActions(actions: ActionInput[]): Promise<ActionResult[]> {
  const data = await call<{ syncPushActions: ActionResult[] }>(
    `mutation Push($actions: [ActionInput!]!) {
      syncPushActions(actions: $actions) { id state error resultAt }
    }`,
    { actions },
  );
  return data.syncPushActions;
}
