import { expect } from 'vitest';
import { type BuiltUser } from './factories';
import { gql } from './graphql';
import { action, push } from './items';
import { fileComplaint, itemRow } from './outlets';
import { type TestServer } from './server';

// The records and calls of the scope probes (tests/integration/access-scope.test.ts): two outlets
// with items, complaints and activations, an outlet account of the first, a back-office account with
// the same role, an outlet account whose link was removed mid-session, and two ordinary accounts.

export interface World {
  server: TestServer;
  owner: BuiltUser;
  /** An outlet account of outlet `a` (userType seller) whose role (editor) opens every outlet-scoped operation. */
  outlet: BuiltUser;
  /** A back-office account (userType admin, no outlet) holding the outlet account's role: it reaches every outlet. */
  backOffice: BuiltUser;
  /** An outlet account of `a` with the same role, signed in, then unlinked by the owner: its token reaches no outlet. */
  unlinked: BuiltUser;
  a: string;
  b: string;
  /** Items exported to each outlet (never activated), and one activated at each for a customer. */
  atA: string[];
  atB: string[];
  activatedA: { serial: string; phone: string };
  activatedB: { serial: string; phone: string };
  /** Catalog entries: the stock's (items in the warehouse), and one whose items are all at outlet b. */
  stockCatalog: string;
  catalogOfB: string;
  stock: string[];
  complaintA: string;
  complaintB: string;
  /** Two ordinary accounts (account scope). */
  accountA: BuiltUser;
  accountB: BuiltUser;
}

export interface Probe {
  /** The caller's own record: reached. */
  own(w: World): Promise<void>;
  /** Another outlet's or account's record: not reached, and unchanged. */
  other(w: World): Promise<void>;
}

// The probes read the answers of two dozen different operations by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one type for every probe's answer
export type Answer = Record<string, any>;

export const call = (w: World, user: BuiltUser, query: string, variables: Record<string, unknown> = {}) =>
  gql<Answer>(w.server.url, query, variables, { token: user.token, language: 'en' });

export async function reached(w: World, user: BuiltUser, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await call(w, user, query, variables);
  expect(res.errors, query).toBeUndefined();
  return res.data as Answer;
}

/** NOT_FOUND for the outlet account; the back-office account reaches the same record when `check` is set. */
export async function hidden(
  w: World,
  query: string,
  variables: Record<string, unknown>,
  check: 'backOfficeReaches' | 'only' = 'only',
): Promise<void> {
  const res = await call(w, w.outlet, query, variables);
  expect(
    res.errors?.map((e) => e.extensions?.code),
    query,
  ).toEqual(['NOT_FOUND']);
  expect(res.data ?? null).toBeNull();
  if (check === 'backOfficeReaches') await reached(w, w.backOffice, query, variables);
}

export const db = (w: World) => w.server.database.db;
export const complaintRow = (w: World, id: string) => db(w).selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
export const sellerRow = (w: World, id: string) => db(w).selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirst();
export const countAt = async (w: World, outletId: string) =>
  Number(
    (
      await db(w)
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seller_id', '=', outletId)
        .where('status', '=', 'exported')
        .executeTakeFirstOrThrow()
    ).n,
  );
export const itemIdOf = async (w: World, serial: string) => (await itemRow(w.server, serial)).id;

export async function pullAll(w: World, user: BuiltUser, op: 'itemPull' | 'sellerPull', docField: string): Promise<Array<Answer>> {
  const docs: Array<Answer> = [];
  let checkpoint: unknown = null;
  for (;;) {
    const data = await reached(
      w,
      user,
      `query ($cp: CheckpointInput) { ${op}(checkpoint: $cp, limit: 1000) { documents { id _deleted ${docField} } checkpoint { updatedAt id } } }`,
      { cp: checkpoint },
    );
    docs.push(...data[op].documents);
    checkpoint = data[op].checkpoint;
    if (!data[op].documents.length) return docs;
  }
}

export const COMPLAINT_FIND = 'query ($id: String!) { complaintFind(id: $id) { id sellerId status messages { id } } }';
export const complaintMutation = (op: string) => `mutation ($id: String!) { ${op}(id: $id) { id status } }`;
export const SELLER_UPDATE = 'mutation ($id: String!, $d: SellerInput!) { sellerUpdate(id: $id, data: $d) { id name } }';
export const SELLER_STATUS = 'mutation ($id: String!, $s: String!) { sellerChangeStatus(id: $id, status: $s) { id status } }';
export const LINK = 'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }';
export const ITEM_LIST = 'query ($f: ItemFilter) { itemList(filter: $f, limit: 100) { count rows { serialNumber sellerId } } }';
export const DASHBOARD =
  'query ($f: TotalsFilter) { dashboard(filter: $f) { totals { exported } bySeller { sellerId counts { exported } } } }';
export const EXPORTATION = 'query ($f: TotalsFilter) { totalExportation(filter: $f) { total bySeller { sellerId count } } }';
export const INVENTORY = 'query ($f: TotalsFilter) { totalInventory(filter: $f) { total { exported } } }';
export const WAREHOUSE = 'query ($f: TotalsFilter) { totalWarehouse(filter: $f) { total rows { catalogId inStock } } }';
export const ACTIVATIONS = 'query ($p: String) { activationRecordList(phoneNumber: $p) { count rows { phoneNumber items } } }';

/** A complaint made for one probe at the outlet of the item, optionally locked by the owner. */
export async function freshComplaint(w: World, serial: string, locked = false): Promise<string> {
  const id = await fileComplaint(w.server, w.owner.token, serial);
  if (locked) await reached(w, w.owner, complaintMutation('complaintLock'), { id });
  return id;
}

/** A mutation on another outlet's complaint: NOT_FOUND, and the complaint and its thread unchanged; then made by the back-office account. */
export async function complaintUntouched(
  w: World,
  op: string,
  id: string,
  variables: Record<string, unknown> = {},
  query = complaintMutation(op),
): Promise<void> {
  const before = await complaintRow(w, id);
  const messages = await db(w).selectFrom('complaint_messages').select('id').where('complaint_id', '=', id).execute();
  expect(before).toBeDefined();
  await hidden(w, query, { id, ...variables });
  expect(await complaintRow(w, id)).toEqual(before);
  expect(await db(w).selectFrom('complaint_messages').select('id').where('complaint_id', '=', id).execute()).toEqual(messages);
  await reached(w, w.backOffice, query, { id, ...variables });
}

/** Pushes actions as the outlet account and answers each one's status or reason key. */
export async function pushAsOutlet(w: World, actions: Array<ReturnType<typeof action>>): Promise<string[]> {
  const out = await push(w.server, w.outlet.token, actions);
  return out.results.map((r) => r.reasonKey ?? r.status);
}
