import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildSeller, push, PUSH } from '../support/items';
import { activate, buildOutletAccount, itemRow, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// The outlet scope as a branch seller meets it (the demo's seller account:
// activation and export roles, linked to one outlet): another outlet's items
// are neither moved nor shown, refusals change nothing in the database, and an
// action id says nothing of what another account did with it.

let server: TestServer;
let owner: BuiltUser;
/** The seller's outlet, and another one. */
let mine: string;
let other: string;
/** Like seller@demo.test: roles ['activationEditor', 'exportEditor'], linked to `mine`. */
let seller: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  mine = await buildSeller(server, owner.token, { name: 'Smouha branch' });
  other = await buildSeller(server, owner.token, { name: 'Another branch' });
  seller = await buildOutletAccount(server, owner.token, mine, ['activationEditor', 'exportEditor']);
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const CUSTOMER = { clientName: 'Mona', clientPhone: '01001112223' };

/** What the item commands write beside the item: its audit rows. */
const itemAudits = (itemId: string) =>
  db().selectFrom('audit_logs').select(['action']).where('entity_name', '=', 'item').where('entity_id', '=', itemId).execute();

/** Pushes one action as `user`; answers its result after checking the item row and its audit trail did not change. */
async function refusedLeavesItem(user: BuiltUser, a: ReturnType<typeof action>) {
  const before = await itemRow(server, a.serialNumber);
  const audits = await itemAudits(before.id);
  const out = await push(server, user.token, [a]);
  expect(await itemRow(server, a.serialNumber)).toEqual(before);
  expect(await itemAudits(before.id)).toEqual(audits);
  return out.results[0];
}

describe('a seller does not move another outlet’s items', () => {
  it('refuses restoring an item at another outlet (and restores one at its own)', async () => {
    const [theirs] = await placeItems(server, owner.token, other, 1);
    const result = await refusedLeavesItem(seller, action('restore', theirs as string));
    expect(result).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.otherOutlet', reason: 'This item is not at your outlet.' });
    const [ours] = await placeItems(server, owner.token, mine, 1);
    expect((await push(server, seller.token, [action('restore', ours as string)])).results[0]?.status).toBe('applied');
    expect(await itemRow(server, ours as string)).toMatchObject({ status: 'inStock', seller_id: null });
  });

  it('refuses exporting from the stock into another outlet (and exports into its own)', async () => {
    const [first, second] = await placeItems(server, owner.token, null, 2);
    const result = await refusedLeavesItem(seller, action('export', first as string, { sellerId: other }));
    expect(result).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.ownOutletOnly' });
    expect(await itemRow(server, first as string)).toMatchObject({ status: 'inStock', seller_id: null });
    expect((await push(server, seller.token, [action('export', second as string, { sellerId: mine })])).results[0]?.status).toBe('applied');
  });

  it('refuses activating or selling an item at another outlet', async () => {
    const [activateIt, sellIt] = await placeItems(server, owner.token, other, 2);
    expect(await refusedLeavesItem(seller, action('activate', activateIt as string, CUSTOMER))).toMatchObject({
      status: 'rejected',
      reasonKey: 'items.errors.otherOutlet',
    });
    expect(await refusedLeavesItem(seller, action('sell', sellIt as string, CUSTOMER))).toMatchObject({
      status: 'rejected',
      reasonKey: 'items.errors.otherOutlet',
    });
    expect(await db().selectFrom('activation_records').select('id').where('phone_number', '=', CUSTOMER.clientPhone).execute()).toEqual([]);
  });

  it('refuses an export by an account without the export permission, whatever the outlet', async () => {
    const activationOnly = await buildOutletAccount(server, owner.token, mine, ['activationEditor']);
    const [stock] = await placeItems(server, owner.token, null, 1);
    const result = await refusedLeavesItem(activationOnly, action('export', stock as string, { sellerId: mine }));
    expect(result).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.forbidden', reason: 'You are not allowed to do this.' });
  });

  it('refuses the whole push of an account no action type is open to, storing nothing', async () => {
    const viewer = await buildOutletAccount(server, owner.token, mine, ['activationViewer', 'exportViewer']);
    const [ours] = await placeItems(server, owner.token, mine, 1);
    const before = await itemRow(server, ours as string);
    const a = action('activate', ours as string, CUSTOMER);
    const response = await gql(server.url, PUSH, { rows: [{ newDocumentState: a }] }, { token: viewer.token });
    expect(response.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(response.data ?? null).toBeNull();
    expect(await db().selectFrom('actions').select('id').where('id', '=', a.id).execute()).toEqual([]);
    expect(await db().selectFrom('actions').select('id').where('user_id', '=', viewer.id).execute()).toEqual([]);
    expect(await itemRow(server, ours as string)).toEqual(before);
  });
});

describe('a seller does not see another outlet’s items', () => {
  let theirs: string;
  let theirsId: string;
  let ours: string;
  const theirPhone = '01556667778';
  const ourPhone = '01223334445';

  beforeAll(async () => {
    const [t] = await placeItems(server, owner.token, other, 1);
    const [o] = await placeItems(server, owner.token, mine, 1);
    theirs = t as string;
    ours = o as string;
    await activate(server, owner.token, theirs, theirPhone);
    await activate(server, owner.token, ours, ourPhone);
    theirsId = (await itemRow(server, theirs)).id;
  });

  it('itemFind: another outlet’s item is not found (its own is)', async () => {
    const query = 'query ($s: String!) { itemFind(serialNumber: $s) { serialNumber sellerId } }';
    const res = await gql(server.url, query, { s: theirs }, { token: seller.token });
    expect(res.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['NOT_FOUND', 'This item does not exist']]);
    expect(res.data ?? null).toBeNull();
    expect((await gql(server.url, query, { s: ours }, { token: seller.token })).data).toEqual({
      itemFind: { serialNumber: ours, sellerId: mine },
    });
  });

  it('itemTimeline: another outlet’s item is not found', async () => {
    const res = await gql(
      server.url,
      'query ($id: String!) { itemTimeline(id: $id) { action } }',
      { id: theirsId },
      { token: seller.token },
    );
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(res.data ?? null).toBeNull();
    // The owner sees that same timeline.
    expect(
      (await gql(server.url, 'query ($id: String!) { itemTimeline(id: $id) { action } }', { id: theirsId }, { token: owner.token })).errors,
    ).toBeUndefined();
  });

  it('activationRecordList: omits another outlet’s customers', async () => {
    const query = 'query ($p: String) { activationRecordList(phoneNumber: $p, limit: 100) { count rows { phoneNumber items } } }';
    const all = await gql<{ activationRecordList: { count: number; rows: Array<{ phoneNumber: string; items: string[] }> } }>(
      server.url,
      query,
      {},
      { token: seller.token },
    );
    const phones = all.data?.activationRecordList.rows.map((r) => r.phoneNumber);
    expect(phones).toContain(ourPhone);
    expect(phones).not.toContain(theirPhone);
    expect(all.data?.activationRecordList.rows.flatMap((r) => r.items)).not.toContain(theirs);
    expect((await gql<typeof all.data>(server.url, query, { p: theirPhone }, { token: seller.token })).data?.activationRecordList).toEqual({
      count: 0,
      rows: [],
    });
    expect(
      (await gql<typeof all.data>(server.url, query, { p: theirPhone }, { token: owner.token })).data?.activationRecordList.count,
    ).toBe(1);
  });

  it('itemList: omits another outlet’s items, even when the filter names that outlet', async () => {
    const query = 'query ($f: ItemFilter) { itemList(filter: $f, limit: 100) { count rows { serialNumber sellerId } } }';
    type Page = { itemList: { count: number; rows: Array<{ serialNumber: string; sellerId: string | null }> } };
    const all = await gql<Page>(server.url, query, {}, { token: seller.token });
    const serials = all.data?.itemList.rows.map((r) => r.serialNumber);
    expect(serials).toContain(ours);
    expect(serials).not.toContain(theirs);
    expect(all.data?.itemList.rows.filter((r) => r.sellerId !== null && r.sellerId !== mine)).toEqual([]);
    expect((await gql<Page>(server.url, query, { f: { sellerId: other } }, { token: seller.token })).data?.itemList).toEqual({
      count: 0,
      rows: [],
    });
    expect((await gql<Page>(server.url, query, { f: { serialNumber: theirs } }, { token: seller.token })).data?.itemList).toEqual({
      count: 0,
      rows: [],
    });
  });
});

describe('an action id is its account’s', () => {
  it('another account pushing the same id learns nothing of the stored result, and changes nothing', async () => {
    const [ours, spare] = await placeItems(server, owner.token, mine, 2);
    const first = action('activate', ours as string, CUSTOMER);
    const applied = await push(server, seller.token, [first]);
    expect(applied.results[0]).toMatchObject({ id: first.id, status: 'applied' });
    const stored = await db().selectFrom('actions').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    const item = await itemRow(server, ours as string);

    const colleague = await buildOutletAccount(server, owner.token, mine, ['activationEditor', 'exportEditor']);
    // The same content and other content: both answer a reused id, echoing only what was sent.
    for (const again of [first, { ...first, serialNumber: spare as string, deviceId: 'device-2' }]) {
      const out = await push(server, colleague.token, [again]);
      expect(out.results).toEqual([
        {
          id: first.id,
          status: 'rejected',
          reasonKey: 'items.errors.actionReused',
          reason: 'This action was already sent with different content.',
          updatedAt: 0,
        },
      ]);
      const full = await gql<{ actionPush: { results: Array<Record<string, unknown>> } }>(
        server.url,
        'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id type serialNumber deviceId createdAt receivedAt status } } }',
        { rows: [{ newDocumentState: again }] },
        { token: colleague.token },
      );
      expect(full.data?.actionPush.results).toEqual([
        {
          id: again.id,
          type: again.type,
          serialNumber: again.serialNumber,
          deviceId: again.deviceId,
          createdAt: again.createdAt,
          receivedAt: null,
          status: 'rejected',
        },
      ]);
    }
    // Nothing stored for the colleague, the first account's result and item as they were.
    expect(await db().selectFrom('actions').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow()).toEqual(stored);
    expect(await itemRow(server, ours as string)).toEqual(item);
    expect(await itemRow(server, spare as string)).toMatchObject({ warranty_status: 'inactive', client_phone: null });
    // The first account still gets its own result back.
    expect((await push(server, seller.token, [first])).results[0]).toMatchObject({ id: first.id, status: 'applied' });
  });
});

describe('an outlet account stays in its outlet', () => {
  const LINK = 'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }';
  const FIND = 'query ($id: String!) { sellerFind(id: $id) { id } }';

  it('cannot unlink itself or a colleague (an account with no outlet reaches every outlet)', async () => {
    const manager = await buildOutletAccount(server, owner.token, mine, ['branchEditor']);
    const colleague = await buildOutletAccount(server, owner.token, mine, ['branchEditor']);
    for (const userId of [manager.id, colleague.id]) {
      const res = await gql(server.url, LINK, { u: userId, s: null }, { token: manager.token });
      expect(
        res.errors?.map((e) => e.extensions?.code),
        userId,
      ).toEqual(['FORBIDDEN']);
    }
    const links = await db()
      .selectFrom('user_sellers')
      .select(['user_id', 'seller_id'])
      .where('user_id', 'in', [manager.id, colleague.id])
      .orderBy('user_id')
      .execute();
    expect(links.map((l) => l.seller_id)).toEqual([mine, mine]);
    const denied = await db()
      .selectFrom('audit_logs')
      .select('entity_id')
      .where('action', '=', 'denied')
      .where('created_by_id', '=', manager.id)
      .execute();
    expect(denied.map((d) => d.entity_id)).toEqual(['sellerLinkUser', 'sellerLinkUser']);
    // Still scoped: another outlet is not found for either.
    for (const token of [manager.token, colleague.token])
      expect((await gql(server.url, FIND, { id: other }, { token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // It still links a free seller account into its own outlet, and a back-office account still unlinks.
    const newcomer = await buildUser(server, { userType: 'seller' });
    expect((await gql(server.url, LINK, { u: newcomer.id, s: mine }, { token: manager.token })).data).toEqual({ sellerLinkUser: true });
    expect((await gql(server.url, LINK, { u: newcomer.id, s: null }, { token: owner.token })).data).toEqual({ sellerLinkUser: true });
  });
});
