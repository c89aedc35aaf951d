import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildSeller, push } from '../support/items';
import { activate, buildOutletAccount, itemRow, ok, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// Issue 29 point 1 on the server (both engines): a restore of a sold item is the customer's return, refused without
// its reason and nothing changed; with it the item comes back to stock dated and explained, its history keeps the
// sale, the public page says "returned", and the next sale clears it. A faulty item replaced under a claim is never
// restored. The device's copy carries what its own check needs.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
let catalogId: string;
let seller: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { name: 'Smouha branch' });
  catalogId = await buildCatalogEntry(server, owner.token, { name: 'RO purifier', warrantyPeriod: 24 });
  seller = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
});
afterAll(async () => {
  await server?.stop();
});

const WARRANTY = 'query ($s: String!) { warrantyLookup(serialNumber: $s) { warrantyStatus returnedAt } }';
const PULL = 'query { itemPull(limit: 1000) { documents { item { serialNumber billDate clientName returnedAt replacedAt } } } }';

describe('a restore of a sold item is the customer’s return', () => {
  it('is refused without a reason, leaving the item as it was; with one the item is back in stock, returned, the sale kept', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1, catalogId)) as [string];
    await activate(server, owner.token, serial, '01001112223');
    const sold = await itemRow(server, serial);

    for (const payload of [{}, { returnReason: '   ' }]) {
      const refused = await push(server, seller.token, [action('restore', serial, payload)], 'ar');
      expect(refused.results[0]).toMatchObject({
        status: 'rejected',
        reasonKey: 'items.errors.returnReasonRequired',
        reason: 'هذا المنتج مُباع لعميل: إعادته إلى المخزن إرجاعٌ من العميل ويلزمه سبب.',
      });
    }
    expect(await itemRow(server, serial)).toEqual(sold);

    const applied = await push(server, seller.token, [action('restore', serial, { returnReason: 'Leaks from the filter' })]);
    expect(applied.results[0]?.status).toBe('applied');
    const returned = await itemRow(server, serial);
    expect(returned).toMatchObject({
      status: 'inStock',
      seller_id: null,
      client_name: null,
      warranty_status: 'inactive',
      return_reason: 'Leaks from the filter',
    });
    expect(returned.returned_at).toBeTruthy();
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('values')
      .where('entity_id', '=', returned.id)
      .where('action', '=', 'restore')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.values ?? '{}')).toMatchObject({
      sale: { clientName: 'Walk customer', billDate: sold.bill_date, sellerId: outlet },
      after: { returnReason: 'Leaks from the filter' },
    });
    const page = await ok<{ warrantyLookup: { warrantyStatus: string; returnedAt: string | null } }>(server, undefined, WARRANTY, {
      s: serial,
    });
    expect(page.warrantyLookup).toEqual({ warrantyStatus: 'inactive', returnedAt: returned.returned_at });

    // Out again and sold to someone else: the return is history, no longer the item's state.
    await push(server, owner.token, [action('export', serial, { sellerId: outlet })]);
    await activate(server, owner.token, serial, '01009998887');
    expect(await itemRow(server, serial)).toMatchObject({ returned_at: null, return_reason: null, warranty_status: 'active' });
    expect(
      (await ok<{ warrantyLookup: { returnedAt: string | null } }>(server, undefined, WARRANTY, { s: serial })).warrantyLookup.returnedAt,
    ).toBeNull();
  });

  it('never restores a faulty item replaced under a warranty claim; the device’s copy says so, and who bought the others', async () => {
    const [faulty, spare, plain] = (await placeItems(server, owner.token, outlet, 3, catalogId)) as [string, string, string];
    await activate(server, owner.token, faulty, '01001112223');
    for (const step of [
      action('claimReceive', faulty, { notes: 'Leaks' }),
      action('claimDiagnose', faulty, { notes: 'Pump burnt' }),
      action('claimResolve', faulty, { outcome: 'replaced', replacementSerial: spare }),
    ])
      expect((await push(server, owner.token, [step])).results[0]?.status).toBe('applied');
    const before = await itemRow(server, faulty);
    expect(before.replaced_at).toBeTruthy();
    for (const token of [seller.token, owner.token]) {
      const refused = await push(server, token, [action('restore', faulty, { returnReason: 'Faulty' })]);
      expect(refused.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.restoreReplaced' });
    }
    expect(await itemRow(server, faulty)).toEqual(before);

    const pulled = await gql<{ itemPull: { documents: Array<{ item: Record<string, unknown> | null }> } }>(
      server.url,
      PULL,
      {},
      { token: seller.token },
    );
    const bySerial = new Map(pulled.data?.itemPull.documents.map((d) => [d.item?.serialNumber, d.item]));
    expect(bySerial.get(faulty)).toMatchObject({ replacedAt: before.replaced_at, clientName: 'Walk customer' });
    expect(bySerial.get(spare)).toMatchObject({ replacedAt: null, clientName: 'Walk customer', billDate: expect.any(String) });
    expect(bySerial.get(plain)).toMatchObject({ replacedAt: null, clientName: null, billDate: null, returnedAt: null });
  });
});
