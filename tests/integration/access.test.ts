import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  validate,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { verdict, permissionsOfAccess, type AccessVerdict } from '../../shared/access/contract';
import { ACTIONS } from '../../shared/items/actions';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import { PERMISSIONS, ROLES } from '../../shared/access/permissions';
import { buildSchema } from '../../server/schema';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql, type GraphQLResponse } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../support/items';
import { activate, buildOutletAccount, fileComplaint, itemRow, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// The access contract (shared/access) walked over real HTTP, derived from the
// declarations alone: every root field of the schema is called with dummy
// arguments made from its own types, anonymously and by one user per role,
// and answers as its row in OPERATIONS says ("role × operation"): no call is
// written by hand, so a new operation is walked as soon as it has its row.
// Then every outlet- and account-scoped row is probed with records of the
// caller's own and of someone else's (OUTLET_PROBES, ACCOUNT_PROBES).

const schema = buildSchema();

interface SchemaOperation {
  root: 'Query' | 'Mutation';
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A type-valid value for a GraphQL input type: only required input fields, one element per list. */
function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter(isRequired)
        .map((f) => [f.name, dummyValue(f.type)]),
    );
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
      case 'ID':
        return 'x';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      // Custom scalars (ContentValues: a JSON object).
      default:
        return {};
    }
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

function isRequired(arg: Pick<GraphQLArgument, 'type' | 'defaultValue'>): boolean {
  return isNonNullType(arg.type) && arg.defaultValue === undefined;
}

/** The operation called with its required arguments only (as variables) and the smallest selection. */
function callOf(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): SchemaOperation {
  const args = field.args.filter(isRequired);
  const definitions = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${root === 'Query' ? 'query' : 'mutation'} Walk${definitions ? `(${definitions})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { root, name: field.name, query, variables: Object.fromEntries(args.map((a) => [a.name, dummyValue(a.type)])) };
}

/** Every Query field, then every Mutation field: the reads walk before anything the dummy writes may change. */
const OPERATIONS_OF_SCHEMA: SchemaOperation[] = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values((root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((field) =>
    callOf(root, field),
  ),
);

const accessOf = (name: string) => OPERATIONS[name as OperationName];

describe('the access contract covers the schema', () => {
  it('has one row per Query and Mutation field, and no row without a field', () => {
    const fields = OPERATIONS_OF_SCHEMA.map((op) => op.name);
    expect(new Set(fields).size, 'a field is both a Query and a Mutation').toBe(fields.length);
    expect(fields.filter((name) => !Object.prototype.hasOwnProperty.call(OPERATIONS, name))).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((name) => !fields.includes(name))).toEqual([]);
  });

  it('names only permissions of the matrix, in operations and in offline actions', () => {
    const known = new Set<string>(PERMISSIONS);
    const named = [
      ...Object.entries(OPERATIONS).flatMap(([name, access]) => permissionsOfAccess(access).map((p) => [name, p] as const)),
      ...Object.entries(ACTIONS).map(([type, rule]) => [`action ${type}`, rule.permission] as const),
    ];
    expect(named.filter(([, permission]) => !known.has(permission))).toEqual([]);
  });

  it('makes a schema-valid call of every operation from its types', () => {
    for (const op of OPERATIONS_OF_SCHEMA) expect(validate(schema, parse(op.query)), op.query).toEqual([]);
  });
});

/**
 * Runs `fn` over the items, `size` at a time, answers in order. Several at
 * once keep the walk quick; not all at once, so the sign-in lock (after 10
 * failures) answers the last callers of authSignIn before they hash a password.
 */
async function inPool<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}

/** UNAUTHENTICATED with no authCode: the gate's "sign in" (sign-in answers such as a wrong password carry an authCode). */
const signInAnswer = (r: GraphQLResponse<unknown>) =>
  (r.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED' && !e.extensions?.authCode);
const forbiddenAnswer = (r: GraphQLResponse<unknown>) => (r.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN');

describe('role × operation over real HTTP', () => {
  let server: TestServer;
  /** Anonymous (no token), then one user per role holding only that role. */
  const callers: Array<{ name: string; roles: string[] | null; user?: BuiltUser }> = [{ name: 'anonymous', roles: null }];
  let cells = 0;
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    server = await startTestServer({ seedDemo: false });
    for (const role of ROLES)
      callers.push({
        name: role,
        roles: [role],
        user: await buildUser(server, { roles: [role], email: `walk-${role.toLowerCase()}@test.example` }),
      });
  });
  afterAll(async () => {
    await server?.stop();
    console.info(
      `access walk: ${OPERATIONS_OF_SCHEMA.length} operations × ${callers.length} callers = ${cells} cells over real HTTP in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  for (const op of OPERATIONS_OF_SCHEMA) {
    it(`${op.root}.${op.name}`, async () => {
      const access = accessOf(op.name);
      const answers = await inPool(callers, 8, (c) => gql(server.url, op.query, op.variables, { token: c.user?.token, language: 'en' }));
      answers.forEach((response, i) => {
        const caller = callers[i] as (typeof callers)[number];
        const expected: AccessVerdict = verdict(access, caller.roles ? { roles: caller.roles } : null);
        const cell = `${op.name} as ${caller.name} (${expected}): ${JSON.stringify(response.errors ?? null)}`;
        cells++;
        if (expected === 'signIn') {
          expect(signInAnswer(response), cell).toBe(true);
        } else if (expected === 'forbidden') {
          expect(forbiddenAnswer(response), cell).toBe(true);
          expect(response.data ?? null, cell).toBeNull();
        } else {
          expect(forbiddenAnswer(response) || signInAnswer(response), cell).toBe(false);
          // The gate let it through: whatever the resolver made of the dummy input, the errors are its own.
          for (const error of response.errors ?? []) {
            expect(error.path?.[0], cell).toBe(op.name);
            expect(error.extensions?.code, cell).not.toBe('INTERNAL_SERVER_ERROR');
          }
        }
      });
    });
  }

  it('refuses without running the resolver: a refused iamCreate creates no user', async () => {
    const viewer = callers.find((c) => c.name === 'viewer')?.user as BuiltUser;
    const response = await gql(
      server.url,
      'mutation { iamCreate(data: { emails: ["never@test.example"], roles: ["owner"] }) }',
      {},
      { token: viewer.token },
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.database.db.selectFrom('users').select('id').where('email', '=', 'never@test.example').execute()).toEqual([]);
    const denied = await server.database.db
      .selectFrom('audit_logs')
      .select('entity_id')
      .where('action', '=', 'denied')
      .where('created_by_id', '=', viewer.id)
      .execute();
    expect(denied.map((d) => d.entity_id)).toContain('iamCreate');
  });
});

// ---------------------------------------------------------------------------
// Scope: for every row whose scope is 'outlet' or 'account', one probe that
// calls the operation on the caller's own record (reached) and on another
// outlet's or account's (not reached: NOT_FOUND, absent from the list, or an
// offline action rejected). A new scoped row without its probe fails here.

interface World {
  server: TestServer;
  owner: BuiltUser;
  /** An outlet account of outlet `a` (userType seller) whose role (editor) opens every outlet-scoped operation. */
  outlet: BuiltUser;
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
  /** Two ordinary accounts (account scope), each with an action of its own pushed. */
  accountA: BuiltUser;
  accountB: BuiltUser;
  actionOfA: string;
  actionOfB: string;
}

interface Probe {
  /** The caller's own record: reached. */
  own(w: World): Promise<void>;
  /** Another outlet's or account's record: not reached, and unchanged. */
  other(w: World): Promise<void>;
}

// The probes read the answers of two dozen different operations by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one type for every probe's answer
type Answer = Record<string, any>;

const call = (w: World, user: BuiltUser, query: string, variables: Record<string, unknown> = {}) =>
  gql<Answer>(w.server.url, query, variables, { token: user.token, language: 'en' });

async function reached(w: World, user: BuiltUser, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await call(w, user, query, variables);
  expect(res.errors, query).toBeUndefined();
  return res.data as Answer;
}

/** NOT_FOUND for the outlet account; the owner (a back-office account) reaches the same record when `check` is set. */
async function hidden(w: World, query: string, variables: Record<string, unknown>, check: 'ownerReaches' | 'only' = 'only'): Promise<void> {
  const res = await call(w, w.outlet, query, variables);
  expect(
    res.errors?.map((e) => e.extensions?.code),
    query,
  ).toEqual(['NOT_FOUND']);
  expect(res.data ?? null).toBeNull();
  if (check === 'ownerReaches') await reached(w, w.owner, query, variables);
}

const db = (w: World) => w.server.database.db;
const complaintRow = (w: World, id: string) => db(w).selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
const sellerRow = (w: World, id: string) => db(w).selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirst();
const countAt = async (w: World, outletId: string) =>
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
const itemIdOf = async (w: World, serial: string) => (await itemRow(w.server, serial)).id;

async function pullAll(
  w: World,
  user: BuiltUser,
  op: 'itemPull' | 'sellerPull' | 'actionResultPull',
  docField: string,
): Promise<Array<Answer>> {
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

const COMPLAINT_FIND = 'query ($id: String!) { complaintFind(id: $id) { id sellerId status messages { id } } }';
const complaintMutation = (op: string) => `mutation ($id: String!) { ${op}(id: $id) { id status } }`;
const SELLER_UPDATE = 'mutation ($id: String!, $d: SellerInput!) { sellerUpdate(id: $id, data: $d) { id name } }';
const SELLER_STATUS = 'mutation ($id: String!, $s: String!) { sellerChangeStatus(id: $id, status: $s) { id status } }';
const LINK = 'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }';
const ITEM_LIST = 'query ($f: ItemFilter) { itemList(filter: $f, limit: 100) { count rows { serialNumber sellerId } } }';
const DASHBOARD = 'query ($f: TotalsFilter) { dashboard(filter: $f) { totals { exported } bySeller { sellerId counts { exported } } } }';
const EXPORTATION = 'query ($f: TotalsFilter) { totalExportation(filter: $f) { total bySeller { sellerId count } } }';
const INVENTORY = 'query ($f: TotalsFilter) { totalInventory(filter: $f) { total { exported } } }';
const WAREHOUSE = 'query ($f: TotalsFilter) { totalWarehouse(filter: $f) { total rows { catalogId inStock } } }';
const ACTIVATIONS = 'query ($p: String) { activationRecordList(phoneNumber: $p) { count rows { phoneNumber items } } }';

/** A complaint made for one probe at the outlet of the item, optionally locked by the owner. */
async function freshComplaint(w: World, serial: string, locked = false): Promise<string> {
  const id = await fileComplaint(w.server, w.owner.token, serial);
  if (locked) await reached(w, w.owner, complaintMutation('complaintLock'), { id });
  return id;
}

/** A mutation on another outlet's complaint: NOT_FOUND, and the complaint and its thread unchanged. */
async function complaintUntouched(
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
}

/** Pushes actions as the outlet account and answers each one's status or reason key. */
async function pushAsOutlet(w: World, actions: Array<ReturnType<typeof action>>): Promise<string[]> {
  const out = await push(w.server, w.outlet.token, actions);
  return out.results.map((r) => r.reasonKey ?? r.status);
}

const OUTLET_PROBES: Record<string, Probe> = {
  complaintList: {
    async own(w) {
      const data = await reached(w, w.outlet, 'query { complaintList(limit: 100) { rows { id sellerId } } }');
      expect(data.complaintList.rows.map((r: { id: string }) => r.id)).toContain(w.complaintA);
      expect(new Set(data.complaintList.rows.map((r: { sellerId: string }) => r.sellerId))).toEqual(new Set([w.a]));
    },
    async other(w) {
      const all = await reached(w, w.outlet, 'query { complaintList(limit: 100) { rows { id } } }');
      expect(all.complaintList.rows.map((r: { id: string }) => r.id)).not.toContain(w.complaintB);
      const asked = await reached(w, w.outlet, 'query ($s: String) { complaintList(filter: { sellerId: $s }) { count } }', { s: w.b });
      expect(asked.complaintList.count).toBe(0);
      expect(
        (await reached(w, w.owner, 'query ($s: String) { complaintList(filter: { sellerId: $s }) { count } }', { s: w.b })).complaintList
          .count,
      ).toBeGreaterThan(0);
    },
  },
  complaintFind: {
    async own(w) {
      expect((await reached(w, w.outlet, COMPLAINT_FIND, { id: w.complaintA })).complaintFind).toMatchObject({
        id: w.complaintA,
        sellerId: w.a,
      });
    },
    other: (w) => hidden(w, COMPLAINT_FIND, { id: w.complaintB }, 'ownerReaches'),
  },
  complaintReply: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string);
      const data = await reached(
        w,
        w.outlet,
        'mutation ($id: String!) { complaintReply(id: $id, message: "On our way") { id status messages { id } } }',
        { id },
      );
      expect(data.complaintReply).toMatchObject({ id, status: 'opened' });
      expect(data.complaintReply.messages).toHaveLength(2);
    },
    other: async (w) =>
      complaintUntouched(
        w,
        'complaintReply',
        await freshComplaint(w, w.atB[0] as string),
        {},
        'mutation ($id: String!) { complaintReply(id: $id, message: "Not yours") { id } }',
      ),
  },
  complaintLock: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string);
      expect((await reached(w, w.outlet, complaintMutation('complaintLock'), { id })).complaintLock).toMatchObject({
        id,
        status: 'closed',
      });
    },
    other: async (w) => complaintUntouched(w, 'complaintLock', await freshComplaint(w, w.atB[0] as string)),
  },
  complaintUnlock: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string, true);
      expect((await reached(w, w.outlet, complaintMutation('complaintUnlock'), { id })).complaintUnlock).toMatchObject({
        id,
        status: 'opened',
      });
    },
    other: async (w) => complaintUntouched(w, 'complaintUnlock', await freshComplaint(w, w.atB[0] as string, true)),
  },
  complaintDestroy: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string);
      expect((await reached(w, w.outlet, 'mutation ($id: String!) { complaintDestroy(id: $id) }', { id })).complaintDestroy).toBe(true);
      expect(await complaintRow(w, id)).toBeUndefined();
    },
    other: async (w) =>
      complaintUntouched(
        w,
        'complaintDestroy',
        await freshComplaint(w, w.atB[0] as string),
        {},
        'mutation ($id: String!) { complaintDestroy(id: $id) }',
      ),
  },

  sellerList: {
    async own(w) {
      const data = await reached(w, w.outlet, 'query { sellerList(filter: { tab: "all" }, limit: 100) { count rows { id } } }');
      expect(data.sellerList).toEqual({ count: 1, rows: [{ id: w.a }] });
    },
    async other(w) {
      const name = (await sellerRow(w, w.b))?.name;
      const data = await reached(w, w.outlet, 'query ($n: String) { sellerList(filter: { tab: "all", name: $n }) { count rows { id } } }', {
        n: name,
      });
      expect(data.sellerList).toEqual({ count: 0, rows: [] });
      expect(
        (await reached(w, w.owner, 'query ($n: String) { sellerList(filter: { tab: "all", name: $n }) { count } }', { n: name })).sellerList
          .count,
      ).toBe(1);
    },
  },
  sellerFind: {
    async own(w) {
      expect((await reached(w, w.outlet, 'query ($id: String!) { sellerFind(id: $id) { id } }', { id: w.a })).sellerFind).toEqual({
        id: w.a,
      });
    },
    other: (w) => hidden(w, 'query ($id: String!) { sellerFind(id: $id) { id } }', { id: w.b }, 'ownerReaches'),
  },
  sellerUpdate: {
    async own(w) {
      const data = await reached(w, w.outlet, SELLER_UPDATE, {
        id: w.a,
        d: { sellerType: 'branch', name: 'Outlet A (renamed by its account)' },
      });
      expect(data.sellerUpdate).toEqual({ id: w.a, name: 'Outlet A (renamed by its account)' });
    },
    async other(w) {
      const before = await sellerRow(w, w.b);
      await hidden(w, SELLER_UPDATE, { id: w.b, d: { sellerType: 'branch', name: 'Taken over' } });
      expect(await sellerRow(w, w.b)).toEqual(before);
    },
  },
  sellerChangeStatus: {
    async own(w) {
      // There and back: the outlet stays confirmed for the probes after this one.
      expect((await reached(w, w.outlet, SELLER_STATUS, { id: w.a, s: 'renewal' })).sellerChangeStatus).toEqual({
        id: w.a,
        status: 'renewal',
      });
      expect((await reached(w, w.outlet, SELLER_STATUS, { id: w.a, s: 'confirmed' })).sellerChangeStatus).toEqual({
        id: w.a,
        status: 'confirmed',
      });
    },
    async other(w) {
      const before = await sellerRow(w, w.b);
      await hidden(w, SELLER_STATUS, { id: w.b, s: 'renewal' });
      expect(await sellerRow(w, w.b)).toEqual(before);
    },
  },
  sellerDestroy: {
    // Its own outlet is reached, but never deletable: it holds items and the account itself.
    async own(w) {
      const res = await call(w, w.outlet, 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', { ids: [w.a] });
      expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(res.errors?.[0]?.message).toBe('This seller can not be deleted');
      expect(await sellerRow(w, w.a)).toBeDefined();
    },
    // An empty outlet the owner could delete: hidden from the outlet account, and still there.
    async other(w) {
      const empty = await buildSeller(w.server, w.owner.token, { name: 'Empty outlet' });
      await hidden(w, 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', { ids: [empty] });
      expect(await sellerRow(w, empty)).toBeDefined();
    },
  },
  sellerLinkUser: {
    async own(w) {
      const newcomer = await buildUser(w.server, { userType: 'seller' });
      expect((await reached(w, w.outlet, LINK, { u: newcomer.id, s: w.a })).sellerLinkUser).toBe(true);
      expect(await sellerOfUser(db(w), newcomer.id)).toBe(w.a);
    },
    async other(w) {
      // Into another outlet; and another outlet's account moved to its own or unlinked: all not found, nothing changed.
      const newcomer = await buildUser(w.server, { userType: 'seller' });
      await hidden(w, LINK, { u: newcomer.id, s: w.b });
      expect(await sellerOfUser(db(w), newcomer.id)).toBeNull();
      const theirs = await buildOutletAccount(w.server, w.owner.token, w.b, ['activationEditor']);
      await hidden(w, LINK, { u: theirs.id, s: w.a });
      await hidden(w, LINK, { u: theirs.id, s: null });
      expect(await sellerOfUser(db(w), theirs.id)).toBe(w.b);
    },
  },

  itemList: {
    async own(w) {
      const data = await reached(w, w.outlet, ITEM_LIST, { f: { serialNumber: w.atA[0] } });
      expect(data.itemList).toEqual({ count: 1, rows: [{ serialNumber: w.atA[0], sellerId: w.a }] });
    },
    async other(w) {
      expect((await reached(w, w.outlet, ITEM_LIST, { f: { serialNumber: w.atB[0] } })).itemList).toEqual({ count: 0, rows: [] });
      expect((await reached(w, w.outlet, ITEM_LIST, { f: { sellerId: w.b } })).itemList).toEqual({ count: 0, rows: [] });
      expect((await reached(w, w.owner, ITEM_LIST, { f: { serialNumber: w.atB[0] } })).itemList.count).toBe(1);
      const everything = await reached(w, w.outlet, ITEM_LIST, {});
      expect(everything.itemList.rows.filter((r: { sellerId: string | null }) => r.sellerId && r.sellerId !== w.a)).toEqual([]);
    },
  },
  itemFind: {
    async own(w) {
      expect(
        (await reached(w, w.outlet, 'query ($s: String!) { itemFind(serialNumber: $s) { serialNumber sellerId } }', { s: w.atA[0] }))
          .itemFind,
      ).toEqual({ serialNumber: w.atA[0], sellerId: w.a });
    },
    other: (w) => hidden(w, 'query ($s: String!) { itemFind(serialNumber: $s) { serialNumber } }', { s: w.atB[0] }, 'ownerReaches'),
  },
  itemTimeline: {
    async own(w) {
      const data = await reached(w, w.outlet, 'query ($id: String!) { itemTimeline(id: $id) { action sellerId } }', {
        id: await itemIdOf(w, w.activatedA.serial),
      });
      expect(data.itemTimeline.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['export', 'activate']));
    },
    other: async (w) =>
      hidden(
        w,
        'query ($id: String!) { itemTimeline(id: $id) { action } }',
        { id: await itemIdOf(w, w.activatedB.serial) },
        'ownerReaches',
      ),
  },
  activationRecordList: {
    async own(w) {
      const data = await reached(w, w.outlet, ACTIVATIONS, { p: w.activatedA.phone });
      expect(data.activationRecordList).toEqual({ count: 1, rows: [{ phoneNumber: w.activatedA.phone, items: [w.activatedA.serial] }] });
    },
    async other(w) {
      expect((await reached(w, w.outlet, ACTIVATIONS, { p: w.activatedB.phone })).activationRecordList).toEqual({ count: 0, rows: [] });
      const all = await reached(w, w.outlet, ACTIVATIONS, {});
      expect(all.activationRecordList.rows.map((r: { phoneNumber: string }) => r.phoneNumber)).not.toContain(w.activatedB.phone);
      expect((await reached(w, w.owner, ACTIVATIONS, { p: w.activatedB.phone })).activationRecordList.count).toBe(1);
    },
  },
  itemPull: {
    async own(w) {
      const serials = (await pullAll(w, w.outlet, 'itemPull', 'item { serialNumber }')).map((d) => d.item?.serialNumber);
      expect(serials).toEqual(expect.arrayContaining([...w.atA, ...w.stock]));
    },
    async other(w) {
      const docs = await pullAll(w, w.outlet, 'itemPull', 'item { serialNumber sellerId }');
      expect(docs.filter((d) => d.item?.sellerId && d.item.sellerId !== w.a)).toEqual([]);
      for (const serial of w.atB) expect(docs.map((d) => d.item?.serialNumber)).not.toContain(serial);
    },
  },
  sellerPull: {
    async own(w) {
      expect((await pullAll(w, w.outlet, 'sellerPull', 'seller { id }')).map((d) => d.seller?.id)).toEqual([w.a]);
    },
    async other(w) {
      expect((await pullAll(w, w.outlet, 'sellerPull', 'seller { id }')).map((d) => d.seller?.id)).not.toContain(w.b);
      expect((await pullAll(w, w.owner, 'sellerPull', 'seller { id }')).map((d) => d.seller?.id)).toContain(w.b);
    },
  },
  actionPush: {
    async own(w) {
      const [sell, activateIt, restore] = w.atA.slice(1, 4) as [string, string, string];
      const stock = w.stock[0] as string;
      expect(
        await pushAsOutlet(w, [
          action('sell', sell, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('activate', activateIt, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('restore', restore),
          action('export', stock, { sellerId: w.a }),
        ]),
      ).toEqual(['applied', 'applied', 'applied', 'applied']);
    },
    async other(w) {
      const [sell, activateIt, restore] = w.atB.slice(1, 4) as [string, string, string];
      const stock = w.stock[1] as string;
      const before = await Promise.all([sell, activateIt, restore, stock].map((s) => itemRow(w.server, s)));
      expect(
        await pushAsOutlet(w, [
          action('sell', sell, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('activate', activateIt, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('restore', restore),
          action('export', stock, { sellerId: w.b }),
        ]),
      ).toEqual(['items.errors.otherOutlet', 'items.errors.otherOutlet', 'items.errors.otherOutlet', 'items.errors.ownOutletOnly']);
      expect(await Promise.all([sell, activateIt, restore, stock].map((s) => itemRow(w.server, s)))).toEqual(before);
    },
  },

  // Figures: an outlet account's are its outlet's, whatever outlet the filter names.
  dashboard: {
    async own(w) {
      const data = await reached(w, w.outlet, DASHBOARD, {});
      expect(data.dashboard.bySeller.map((s: { sellerId: string }) => s.sellerId)).toEqual([w.a]);
      expect(data.dashboard.totals.exported).toBe(await countAt(w, w.a));
    },
    async other(w) {
      const data = await reached(w, w.outlet, DASHBOARD, { f: { sellerId: w.b } });
      expect(data.dashboard.bySeller.map((s: { sellerId: string }) => s.sellerId)).not.toContain(w.b);
      expect(data.dashboard.totals.exported).toBe(await countAt(w, w.a));
    },
  },
  totalWarehouse: {
    // The warehouse is no outlet's: the account reaches the stock (it may export from it), and no outlet's items count.
    async own(w) {
      const rows = (await reached(w, w.outlet, WAREHOUSE, {})).totalWarehouse.rows;
      expect(rows).toContainEqual({
        catalogId: w.stockCatalog,
        inStock: (
          await db(w).selectFrom('items').select('id').where('catalog_id', '=', w.stockCatalog).where('status', '=', 'inStock').execute()
        ).length,
      });
    },
    async other(w) {
      const rows = (await reached(w, w.outlet, WAREHOUSE, { f: { sellerId: w.b } })).totalWarehouse.rows;
      expect(rows.map((r: { catalogId: string }) => r.catalogId)).not.toContain(w.catalogOfB);
    },
  },
  totalInventory: {
    async own(w) {
      expect((await reached(w, w.outlet, INVENTORY, {})).totalInventory.total.exported).toBe(await countAt(w, w.a));
    },
    async other(w) {
      expect((await reached(w, w.outlet, INVENTORY, { f: { sellerId: w.b } })).totalInventory.total.exported).toBe(await countAt(w, w.a));
      expect((await reached(w, w.owner, INVENTORY, { f: { sellerId: w.b } })).totalInventory.total.exported).toBe(await countAt(w, w.b));
    },
  },
  totalExportation: {
    async own(w) {
      const data = await reached(w, w.outlet, EXPORTATION, {});
      expect(data.totalExportation.bySeller).toEqual([{ sellerId: w.a, count: await countAt(w, w.a) }]);
    },
    async other(w) {
      const data = await reached(w, w.outlet, EXPORTATION, { f: { sellerId: w.b } });
      expect(data.totalExportation.bySeller.map((s: { sellerId: string }) => s.sellerId)).toEqual([w.a]);
      expect(
        (await reached(w, w.owner, EXPORTATION, { f: { sellerId: w.b } })).totalExportation.bySeller.map(
          (s: { sellerId: string }) => s.sellerId,
        ),
      ).toEqual([w.b]);
    },
  },
};

const mailsTo = async (w: World, email: string) =>
  (await db(w).selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;

const ACCOUNT_PROBES: Record<string, Probe> = {
  authUpdateProfile: {
    async own(w) {
      const data = await reached(w, w.accountA, 'mutation { authUpdateProfile(profile: { firstName: "Alia" }) { id firstName } }');
      expect(data.authUpdateProfile).toEqual({ id: w.accountA.id, firstName: 'Alia' });
    },
    // Nothing in its input names an account; the other account's row is left as it was.
    async other(w) {
      const input = schema.getType('ProfileInput');
      expect(isInputObjectType(input) && Object.keys(input.getFields()).filter((f) => /id|email/i.test(f))).toEqual([]);
      const before = await db(w).selectFrom('users').selectAll().where('id', '=', w.accountB.id).executeTakeFirstOrThrow();
      await reached(w, w.accountA, 'mutation { authUpdateProfile(profile: { firstName: "Bashir", lastName: "Other" }) { id } }');
      expect(await db(w).selectFrom('users').selectAll().where('id', '=', w.accountB.id).executeTakeFirstOrThrow()).toEqual(before);
    },
  },
  authSendEmailAddressVerificationEmail: {
    async own(w) {
      const before = await mailsTo(w, w.accountA.email);
      expect(
        (await reached(w, w.accountA, 'mutation { authSendEmailAddressVerificationEmail }')).authSendEmailAddressVerificationEmail,
      ).toBe(true);
      expect(await mailsTo(w, w.accountA.email)).toBe(before + 1);
    },
    async other(w) {
      const before = await mailsTo(w, w.accountB.email);
      await reached(w, w.accountA, 'mutation { authSendEmailAddressVerificationEmail }');
      expect(await mailsTo(w, w.accountB.email)).toBe(before);
    },
  },
  actionResultPull: {
    async own(w) {
      expect((await pullAll(w, w.accountA, 'actionResultPull', 'status')).map((d) => d.id)).toContain(w.actionOfA);
    },
    async other(w) {
      const ids = (await pullAll(w, w.accountA, 'actionResultPull', 'status')).map((d) => d.id);
      expect(ids).not.toContain(w.actionOfB);
      expect((await pullAll(w, w.accountB, 'actionResultPull', 'status')).map((d) => d.id)).toContain(w.actionOfB);
    },
  },
};

const scoped = (scope: 'outlet' | 'account') =>
  Object.entries(OPERATIONS)
    .filter(([, access]) => access.scope === scope)
    .map(([name]) => name);

describe('scope over real HTTP, derived from the declarations', () => {
  let w: World;
  let probes = 0;

  beforeAll(async () => {
    const server = await startTestServer({ seedDemo: false });
    const owner = await buildUser(server, { roles: ['owner'], email: 'scope-owner@test.example' });
    const a = await buildSeller(server, owner.token, { name: 'Outlet A' });
    const b = await buildSeller(server, owner.token, { name: 'Outlet B' });
    const stockCatalog = await buildCatalogEntry(server, owner.token, { name: 'Stock product' });
    const catalogOfB = await buildCatalogEntry(server, owner.token, { name: 'Outlet B product' });
    const atA = await placeItems(server, owner.token, a, 5, stockCatalog);
    const atB = await placeItems(server, owner.token, b, 5, catalogOfB);
    const stock = await placeItems(server, owner.token, null, 3, stockCatalog);
    const activatedA = { serial: atA[4] as string, phone: '01223334445' };
    const activatedB = { serial: atB[4] as string, phone: '01556667778' };
    await activate(server, owner.token, activatedA.serial, activatedA.phone);
    await activate(server, owner.token, activatedB.serial, activatedB.phone);
    const outlet = await buildOutletAccount(server, owner.token, a, ['editor']);
    const accountA = await buildUser(server, { roles: ['importerEditor'], email: 'scope-account-a@test.example' });
    const accountB = await buildUser(server, { roles: ['importerEditor'], email: 'scope-account-b@test.example' });
    const [ownA, ownB] = await buildItems(server, owner.token, 2);
    const actionOfA = action('factoryExport', ownA as string);
    const actionOfB = action('factoryExport', ownB as string);
    await push(server, accountA.token, [actionOfA]);
    await push(server, accountB.token, [actionOfB]);
    w = {
      server,
      owner,
      outlet,
      a,
      b,
      atA,
      atB,
      activatedA,
      activatedB,
      stockCatalog,
      catalogOfB,
      stock,
      complaintA: await fileComplaint(server, owner.token, atA[0] as string),
      complaintB: await fileComplaint(server, owner.token, atB[0] as string),
      accountA,
      accountB,
      actionOfA: actionOfA.id,
      actionOfB: actionOfB.id,
    };
  });
  afterAll(async () => {
    await w?.server.stop();
    console.info(
      `scope walk: ${probes} scoped operations probed on their own and on another's records (${scoped('outlet').length} outlet, ${scoped('account').length} account)`,
    );
  });

  it('has a probe for every scoped operation, and none for an operation that is not scoped', () => {
    expect(
      scoped('outlet').filter((name) => !OUTLET_PROBES[name]),
      'outlet-scoped operations without a probe in OUTLET_PROBES',
    ).toEqual([]);
    expect(
      scoped('account').filter((name) => !ACCOUNT_PROBES[name]),
      'account-scoped operations without a probe in ACCOUNT_PROBES',
    ).toEqual([]);
    expect(Object.keys(OUTLET_PROBES).filter((name) => !scoped('outlet').includes(name))).toEqual([]);
    expect(Object.keys(ACCOUNT_PROBES).filter((name) => !scoped('account').includes(name))).toEqual([]);
  });

  it('the outlet account is one: linked to outlet a, and its role opens every outlet-scoped operation', async () => {
    expect(await sellerOfUser(db(w), w.outlet.id)).toBe(w.a);
    expect(scoped('outlet').filter((name) => verdict(accessOf(name), { roles: ['editor'] }) !== 'allowed')).toEqual([]);
  });

  for (const [scope, table] of [
    ['outlet', OUTLET_PROBES],
    ['account', ACCOUNT_PROBES],
  ] as const) {
    for (const name of scoped(scope)) {
      it(`${scope} scope: ${name} reaches the caller's own, not another's`, async () => {
        const probe = table[name];
        expect(probe, `${name} is ${scope}-scoped: add its probe`).toBeDefined();
        await probe?.own(w);
        await probe?.other(w);
        probes++;
      });
    }
  }
});
