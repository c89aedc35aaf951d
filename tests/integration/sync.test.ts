import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceRoles } from '../../server/modules/auth/users.repository';
import { expectCountersMatchItems } from '../support/counters';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push, PUSH } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await buildUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

describe('actions are applied exactly once', () => {
  it('applies the same action id pushed 50 times concurrently once', async () => {
    const [serial] = await buildItems(server, admin.token, 1);
    const a = action('factoryExport', serial as string);
    const answers = await Promise.all(Array.from({ length: 50 }, () => push(server, admin.token, [a])));
    const results = answers.map((r) => r.results[0]);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ id: a.id, status: 'applied' });
    expect(await db().selectFrom('actions').select('id').where('id', '=', a.id).execute()).toHaveLength(1);
    const audits = await db()
      .selectFrom('audit_logs')
      .select('id')
      .where('entity_name', '=', 'item')
      .where('action', '=', 'factoryExport')
      .where('values', 'like', `%${a.id}%`)
      .execute();
    expect(audits).toHaveLength(1);
    const item = await db()
      .selectFrom('items')
      .select(['status', 'catalog_id'])
      .where('serial_number', '=', serial as string)
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('inStock');
    const entry = await db().selectFrom('catalog_entries').select('quantity').where('id', '=', item.catalog_id).executeTakeFirstOrThrow();
    expect(entry.quantity).toBe(1);
  });

  it('refuses the same id with another payload and keeps the stored result', async () => {
    const serials = await buildItems(server, admin.token, 2);
    const a = action('factoryExport', serials[0] as string);
    expect((await push(server, admin.token, [a])).results[0]?.status).toBe('applied');
    const reused = await push(server, admin.token, [{ ...a, serialNumber: serials[1] as string }]);
    expect(reused.results[0]).toMatchObject({
      status: 'rejected',
      reasonKey: 'items.errors.actionReused',
      reason: 'This action was already sent with different content.',
    });
    const second = await db()
      .selectFrom('items')
      .select('status')
      .where('serial_number', '=', serials[1] as string)
      .executeTakeFirstOrThrow();
    expect(second.status).toBe('inFactory');
    expect((await push(server, admin.token, [a])).results[0]?.status).toBe('applied');
  });

  it('rejects, and audits, an action replayed after the permission was revoked', async () => {
    const [serial] = await buildItems(server, admin.token, 1);
    const stock = await buildUser(server, { roles: ['importerEditor', 'activationEditor'] });
    // Still allowed to push (activation), no longer to move factory items.
    await replaceRoles(db(), stock.id, ['importerViewer', 'activationEditor']);
    const a = action('factoryExport', serial as string);
    const out = await push(server, stock.token, [a]);
    expect(out.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.forbidden' });
    const denied = await db()
      .selectFrom('audit_logs')
      .select('values')
      .where('action', '=', 'denied')
      .where('created_by_id', '=', stock.id)
      .execute();
    expect(denied.some((d) => d.values?.includes(a.id))).toBe(true);
    // The rejection is the stored result: giving the role back does not re-apply the same id.
    await replaceRoles(db(), stock.id, ['importerEditor']);
    expect((await push(server, stock.token, [a])).results[0]?.status).toBe('rejected');
  });

  it('refuses a push from an account no action type is open to, storing nothing', async () => {
    const [serial] = await buildItems(server, admin.token, 1);
    const viewer = await buildUser(server, { roles: ['importerViewer'] });
    const a = action('factoryExport', serial as string);
    const response = await gql(server.url, PUSH, { rows: [{ newDocumentState: a }] }, { token: viewer.token });
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db().selectFrom('actions').select('id').where('id', '=', a.id).execute()).toEqual([]);
  });

  it('runs the lifecycle through pushes; refusals name the state in both languages', async () => {
    const outlet = await buildSeller(server, admin.token);
    const [serial] = await buildItems(server, admin.token, 1);
    const s = serial as string;
    const steps = await push(server, admin.token, [
      action('export', s, { sellerId: outlet }),
      action('factoryExport', s),
      action('export', s, { sellerId: 'no-such-outlet' }),
      action('export', s, { sellerId: outlet }),
      action('activate', s, { clientName: 'Mona', clientPhone: '01001112223' }),
      action('activate', s, { clientName: 'Mona', clientPhone: '01001112223' }),
      action('restore', s, { returnReason: 'Leaks' }),
      action('sell', 'P99999999999'),
      action('sell', '  '),
    ]);
    expect(steps.results.map((r) => r.reason ?? r.status)).toEqual([
      'This item cannot be exported to an outlet: its status is “In the factory”.',
      'applied',
      'The branch or distributor does not exist Please choose the correct seller outlet',
      'applied',
      'applied',
      "The warranty cannot be activated: the item's status is “Exported” and its warranty is “Active”.",
      'applied',
      'This item does not exist',
      'Please scan serial number',
    ]);
    const ar = await push(server, admin.token, [action('restore', s)], 'ar');
    expect(ar.results[0]?.reason).toBe('لا يمكن إعادة هذا المنتج: فهو في المخزن.');
    const item = await db().selectFrom('items').selectAll().where('serial_number', '=', s).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'inStock', seller_id: null, warranty_status: 'inactive', is_restored: 1 });
    // The batch's counter moves are summed and written at its end (BatchEffects): they still add up.
    await expectCountersMatchItems(db());
  });
});

describe('pull by checkpoint', () => {
  const ITEM_PULL =
    'query ($cp: CheckpointInput, $limit: Int!) { itemPull(checkpoint: $cp, limit: $limit) { documents { id _deleted updatedAt item { serialNumber status } } checkpoint { updatedAt id } } }';

  /** An outlet account, and `count` items made, sent out of the factory and exported to its outlet. */
  async function outletSellerWith(count: number) {
    const outlet = await buildSeller(server, admin.token);
    const seller = await buildUser(server, { roles: ['activationEditor'], userType: 'seller' });
    const link = await gql(
      server.url,
      'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }',
      { u: seller.id, s: outlet },
      { token: admin.token },
    );
    expect(link.errors).toBeUndefined();
    const serials = await buildItems(server, admin.token, count);
    await push(
      server,
      admin.token,
      serials.flatMap((s) => [action('factoryExport', s), action('export', s, { sellerId: outlet })]),
    );
    return { seller, serials };
  }

  async function pullAll(token: string, cp?: { updatedAt: number; id: string }) {
    const docs: Array<{ id: string; _deleted: boolean; item: { serialNumber: string; status: string } | null }> = [];
    let checkpoint = cp;
    for (;;) {
      const res = await gql<{ itemPull: { documents: typeof docs; checkpoint: { updatedAt: number; id: string } } }>(
        server.url,
        ITEM_PULL,
        { cp: checkpoint ?? null, limit: 3 },
        { token },
      );
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      docs.push(...res.data.itemPull.documents);
      checkpoint = res.data.itemPull.checkpoint;
      if (!res.data.itemPull.documents.length) return { docs, checkpoint };
    }
  }

  it('gives a seller their outlet’s items, and a tombstone when one is restored', async () => {
    const { seller, serials } = await outletSellerWith(5);
    const first = await pullAll(seller.token);
    expect(first.docs.map((d) => d.item?.serialNumber).sort()).toEqual([...serials].sort());
    await push(server, admin.token, [action('restore', serials[0] as string)]);
    const next = await pullAll(seller.token, first.checkpoint);
    expect(next.docs).toEqual([{ id: expect.any(String), _deleted: true, updatedAt: expect.any(Number), item: null }]);
    // A user with no scope sees nothing.
    const nobody = await buildUser(server, { roles: ['viewer'] });
    expect((await pullAll(nobody.token)).docs).toEqual([]);
  });

  it('tells the total of a first sync on the first page only: the outlet’s items, not the stock of others', async () => {
    const { seller } = await outletSellerWith(4);
    const query =
      'query ($cp: CheckpointInput) { itemPull(checkpoint: $cp, limit: 3) { documents { id } checkpoint { updatedAt id } total } }';
    type Page = { itemPull: { documents: Array<{ id: string }>; checkpoint: { updatedAt: number; id: string }; total: number | null } };
    const first = await gql<Page>(server.url, query, { cp: null }, { token: seller.token });
    expect(first.data?.itemPull.total).toBe(4);
    expect(first.data?.itemPull.documents).toHaveLength(3);
    const second = await gql<Page>(server.url, query, { cp: first.data?.itemPull.checkpoint }, { token: seller.token });
    expect(second.data?.itemPull).toMatchObject({ documents: [{ id: expect.any(String) }], total: null });
    const nobody = await buildUser(server, { roles: ['viewer'] });
    expect((await gql<Page>(server.url, query, { cp: null }, { token: nobody.token })).data?.itemPull.total).toBe(0);
  });

  it('refuses an invalid action row as a result, not an error', async () => {
    const out = await push(server, admin.token, [
      { ...action('factoryExport', 'P1'), id: 'not-a-uuid' },
      action('fly', 'P1', {}, randomUUID()),
    ]);
    expect(out.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('outlet accounts', () => {
  it('activates at its own outlet with the right expiration date, and is refused at another outlet', async () => {
    const mine = await buildSeller(server, admin.token);
    const other = await buildSeller(server, admin.token);
    const seller = await buildUser(server, { roles: ['activationEditor'], userType: 'seller' });
    await gql(
      server.url,
      'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }',
      { u: seller.id, s: mine },
      { token: admin.token },
    );
    const [here, there] = await buildItems(server, admin.token, 2);
    await push(server, admin.token, [
      action('factoryExport', here as string),
      action('export', here as string, { sellerId: mine }),
      action('factoryExport', there as string),
      action('export', there as string, { sellerId: other }),
    ]);
    const before = Date.now();
    const out = await push(server, seller.token, [
      action('activate', here as string, { clientName: 'Nour', clientPhone: '01223334445' }),
      action('activate', there as string, { clientName: 'Nour', clientPhone: '01223334445' }),
      action('export', here as string, { sellerId: mine }),
    ]);
    expect(out.results.map((r) => r.reason ?? r.status)).toEqual([
      'applied',
      'This item is not at your outlet.',
      'You are not allowed to do this.',
    ]);
    const item = await db()
      .selectFrom('items')
      .select(['activation_date', 'expiration_date', 'warranty_status'])
      .where('serial_number', '=', here as string)
      .executeTakeFirstOrThrow();
    const activated = new Date(item.activation_date as string);
    expect(activated.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const expected = new Date(activated);
    expected.setUTCMonth(expected.getUTCMonth() + 12); // the factory's catalog entry has a 12-month warranty
    expect(item).toMatchObject({ warranty_status: 'active', expiration_date: expected.toISOString() });
  });
});
