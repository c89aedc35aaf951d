import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../server/boot';
import { MAX_PUSH_ROWS } from '../../server/modules/sync/schema';
import { splitLegacyName } from '../../shared/names';
import { gql } from './graphql';

// Factories for the items area: they create missing parents (catalog entry, outlet) through the real API.
// `name` in `extra` is a test's shorthand: it goes where its script says (nameAr or nameEn).

function withNames({ name, ...extra }: Record<string, unknown>, fallback: string): Record<string, unknown> {
  if ('nameAr' in extra || 'nameEn' in extra) return extra;
  return { ...splitLegacyName(typeof name === 'string' ? name : fallback), ...extra };
}

export async function buildCatalogEntry(server: RunningServer, token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await gql<{ productCreate: { id: string } }>(
    server.url,
    'mutation ($data: CatalogInput!) { productCreate(data: $data) { id } }',
    { data: { warrantyPeriod: 12, ...withNames(extra, `Product ${randomUUID().slice(0, 6)}`) } },
    { token },
  );
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
  const res = await gql<{ sellerCreate: { id: string } }>(
    server.url,
    'mutation ($data: SellerInput!) { sellerCreate(data: $data) { id } }',
    { data: { sellerType: 'branch', ...withNames(extra, `Branch ${randomUUID().slice(0, 6)}`) } },
    { token },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.sellerCreate.id;
}

export const PUSH = /* GraphQL */ `
  mutation ($rows: [ActionPushRow!]!) {
    actionPush(rows: $rows) {
      results {
        id
        status
        reasonKey
        reason
        updatedAt
      }
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

export function action(
  type: string,
  serialNumber: string,
  payload: Record<string, unknown> = {},
  id: string = randomUUID(),
  deviceId = 'device-1',
) {
  return { id, type, serialNumber, payload, deviceId, createdAt: new Date().toISOString() };
}

/** An action as pushed, with what its device saw of the item when it may matter (issue 15), and its clock (issue 41). */
export type PushedAction = ReturnType<typeof action> & {
  seen?: { version: number } | null;
  deviceTime?: string | null;
  clockAt?: string | null;
};

/**
 * Pushes the actions in order, MAX_PUSH_ROWS (100) at most per actionPush, as the server allows (a device's outbox
 * sends fewer still); answers every push's results in order. A refused push throws.
 */
export async function push(server: RunningServer, token: string, actions: PushedAction[], language: 'en' | 'ar' = 'en') {
  const out: { results: PushedResult[] } = { results: [] };
  for (let i = 0; i === 0 || i < actions.length; i += MAX_PUSH_ROWS) {
    const res = await gql<{ actionPush: { results: PushedResult[] } }>(
      server.url,
      PUSH,
      { rows: actions.slice(i, i + MAX_PUSH_ROWS).map((a) => ({ newDocumentState: a })) },
      { token, language },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    out.results.push(...res.data.actionPush.results);
  }
  return out;
}

/**
 * The outlet's sale of an item reaching the server, as its seller's phone pushes it (`token`: an account that may sell
 * there); throws unless it applied. A buyer may register the warranty only after it (docs/decisions.md).
 */
export async function sell(
  server: RunningServer,
  token: string,
  serial: string,
  client: { clientName: string; clientPhone: string },
): Promise<void> {
  const out = await push(server, token, [action('sell', serial, client)]);
  if (out.results[0]?.status !== 'applied') throw new Error(`selling ${serial}: ${JSON.stringify(out.results)}`);
}

/** Items made, moved to stock and to `outlet`, then activated for one client: the set-up of the activation-limit tests. */
export async function buildActivatedItems(
  server: RunningServer,
  token: string,
  props: { count: number; outlet: string; clientName: string; clientPhone: string },
): Promise<{ serials: string[]; statuses: string[] }> {
  const serials = await buildItems(server, token, props.count);
  await push(
    server,
    token,
    serials.flatMap((s) => [action('factoryExport', s), action('export', s, { sellerId: props.outlet })]),
  );
  const activated = await push(
    server,
    token,
    serials.map((s) => action('activate', s, { clientName: props.clientName, clientPhone: props.clientPhone })),
  );
  return { serials, statuses: activated.results.map((r) => r.status) };
}

/**
 * What a device holding the item saw (ActionInput.seen): the item's change
 * number as itemPull hands it to `token`'s replica (its documents' updatedAt).
 */
export async function seenBy(server: RunningServer, token: string, serial: string): Promise<{ version: number }> {
  const copy = await pulledCopy(server, token, serial);
  if (!copy) throw new Error(`${serial} is not in this account's replica`);
  return { version: copy.updatedAt };
}

/** The item's fields a test compares between itemPull and a push's answer. */
export const ITEM_FIELDS = 'id serialNumber status warrantyStatus sellerId billDate clientName activationDate expirationDate updatedAt';

/** The item as `token`'s replica gets it from itemPull (its latest document, with `fields`), or undefined outside its scope. */
export async function pulledCopy(
  server: RunningServer,
  token: string,
  serial: string,
  fields = 'serialNumber',
): Promise<{ updatedAt: number; item: Record<string, unknown> } | undefined> {
  const query = `query ($cp: CheckpointInput) { itemPull(checkpoint: $cp, limit: 1000) { documents { id updatedAt item { serialNumber ${fields} } } checkpoint { updatedAt id } } }`;
  let found: { id: string; updatedAt: number; item: Record<string, unknown> } | undefined;
  for (let cp = null as { updatedAt: number; id: string } | null; ;) {
    const res = await gql<{
      itemPull: {
        documents: Array<{ id: string; updatedAt: number; item: (Record<string, unknown> & { serialNumber: string }) | null }>;
        checkpoint: { updatedAt: number; id: string };
      };
    }>(server.url, query, { cp }, { token });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    for (const d of res.data.itemPull.documents) {
      if (d.item?.serialNumber === serial) found = { id: d.id, updatedAt: d.updatedAt, item: d.item };
      // A tombstone: the item left the replica.
      else if (!d.item && d.id === found?.id) found = undefined;
    }
    if (!res.data.itemPull.documents.length) break;
    cp = res.data.itemPull.checkpoint;
  }
  return found && { updatedAt: found.updatedAt, item: found.item };
}

/** The push's answer with the result fields a test names, in `language`; a refused push throws. */
export async function pushAnswer<T = Record<string, unknown>>(
  server: RunningServer,
  token: string,
  actions: PushedAction[],
  fields: string,
  language: 'en' | 'ar' = 'en',
): Promise<T[]> {
  const res = await gql<{ actionPush: { results: T[] } }>(
    server.url,
    `mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { ${fields} } } }`,
    { rows: actions.map((a) => ({ newDocumentState: a })) },
    { token, language },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.actionPush.results;
}
