import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../server/boot';
import { gql } from './graphql';

// Factories for the items area: they create missing parents (catalog entry, outlet) through the real API.

export async function buildCatalogEntry(server: RunningServer, token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await gql<{ productCreate: { id: string } }>(server.url, 'mutation ($data: CatalogInput!) { productCreate(data: $data) { id } }', { data: { name: `Product ${randomUUID().slice(0, 6)}`, warrantyPeriod: 12, ...extra } }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.productCreate.id;
}

export async function buildItems(server: RunningServer, token: string, count: number, catalogId?: string): Promise<string[]> {
  const id = catalogId ?? (await buildCatalogEntry(server, token));
  const res = await gql<{ itemFactoryCreate: { items: Array<{ serialNumber: string }> } }>(
    server.url,
    'mutation ($data: FactoryBatchInput!) { itemFactoryCreate(data: $data) { items { serialNumber } } }',
    { data: { catalogId: id, iterations: count, printingCountPerItem: 1 } },
    { token },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.itemFactoryCreate.items.map((i) => i.serialNumber);
}

export async function buildSeller(server: RunningServer, token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await gql<{ sellerCreate: { id: string } }>(server.url, 'mutation ($data: SellerInput!) { sellerCreate(data: $data) { id } }', { data: { sellerType: 'branch', name: `Branch ${randomUUID().slice(0, 6)}`, ...extra } }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.sellerCreate.id;
}

export const PUSH = /* GraphQL */ `
  mutation ($rows: [ActionPushRow!]!) {
    actionPush(rows: $rows) {
      results { id status reasonKey reason updatedAt }
      conflicts { id status }
    }
  }
`;

export interface PushedResult {
  id: string;
  status: string;
  reasonKey: string | null;
  reason: string | null;
  updatedAt: number;
}

export function action(type: string, serialNumber: string, payload: Record<string, unknown> = {}, id: string = randomUUID(), deviceId = 'device-1') {
  return { id, type, serialNumber, payload, deviceId, createdAt: new Date().toISOString() };
}

export async function push(server: RunningServer, token: string, actions: Array<ReturnType<typeof action>>, language: 'en' | 'ar' = 'en') {
  const res = await gql<{ actionPush: { results: PushedResult[]; conflicts: Array<{ id: string }> } }>(server.url, PUSH, { rows: actions.map((a) => ({ newDocumentState: a })) }, { token, language });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.actionPush;
}
