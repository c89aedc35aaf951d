import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { action, buildItems, buildSeller, ITEM_FIELDS, pulledCopy, pushAnswer, seenBy } from '../support/items';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// Issue 41 point 5: the pushing phone learns its own effect from the push's
// answer, as itemPull would hand it the item (same fields, same change number),
// and only for an item its replica holds. Point 6: the serial is normalised
// where the action enters, so a typed `p26 …` and a scanned `P26…` are one action.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
let seller: BuiltUser;
let stranger: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { name: 'Answer branch' });
  seller = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
  const elsewhere = await buildSeller(server, owner.token, { name: 'Other branch' });
  stranger = await buildOutletAccount(server, owner.token, elsewhere, ['activationEditor', 'exportEditor']);
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const MONA = { clientName: 'Mona', clientPhone: '01001112223' };
const NOUR = { clientName: 'Nour', clientPhone: '01223334445' };
const RESULT = `id status reasonKey serialNumber itemSeq item { ${ITEM_FIELDS} }`;

interface Answer {
  id: string;
  status: string;
  reasonKey: string | null;
  serialNumber: string;
  itemSeq: number | null;
  item: Record<string, unknown> | null;
}

/** The item as `token`'s next pull hands it: what the answer must carry. */
async function pulled(token: string, serial: string) {
  const copy = await pulledCopy(server, token, serial, ITEM_FIELDS);
  if (!copy) throw new Error(`${serial} not pulled`);
  return { itemSeq: copy.updatedAt, item: copy.item };
}

describe('the push answers each action with its item as the caller’s replica would pull it', () => {
  it('carries the sold item and its change number to the phone that sold it', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const [sold] = await pushAnswer<Answer>(server, seller.token, [action('sell', serial, MONA)], RESULT);
    expect(sold).toMatchObject({ status: 'applied', item: { serialNumber: serial, clientName: 'Mona', status: 'exported' } });
    expect(sold?.item?.billDate).toBeTruthy();
    expect(sold).toMatchObject(await pulled(seller.token, serial));
  });

  it('tells a refused action the item as it is now, so the phone learns the truth', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    await pushAnswer(server, owner.token, [action('sell', serial, NOUR)], 'id');
    // The phone never held the item: its sale is refused, and the answer carries the sale it lost to.
    const [refused] = await pushAnswer<Answer>(server, seller.token, [action('sell', serial, MONA)], RESULT);
    expect(refused).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.alreadySold', item: { clientName: 'Nour' } });
    expect(refused).toMatchObject(await pulled(seller.token, serial));
  });

  it('answers null for an item the caller does not pull: moved out of its scope, another outlet’s, or unknown', async () => {
    const [serial] = (await placeItems(server, owner.token, null, 1)) as [string];
    // The stock is the owner's replica: received into the stock the item is in it, sent to an outlet it leaves it.
    const [made] = (await buildItems(server, owner.token, 1)) as [string];
    const [inStock] = await pushAnswer<Answer>(server, owner.token, [action('factoryExport', made)], RESULT);
    expect(inStock).toMatchObject({ status: 'applied', item: { serialNumber: made, status: 'inStock' } });
    expect(inStock).toMatchObject(await pulled(owner.token, made));
    const [sent] = await pushAnswer<Answer>(server, owner.token, [action('export', serial, { sellerId: outlet })], RESULT);
    expect(sent).toMatchObject({ status: 'applied', item: null, itemSeq: null });

    const [foreign] = await pushAnswer<Answer>(server, stranger.token, [action('sell', serial, MONA)], RESULT);
    expect(foreign).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.otherOutlet', item: null, itemSeq: null });
    const [unknown] = await pushAnswer<Answer>(server, seller.token, [action('sell', 'P99999999999', MONA)], RESULT);
    expect(unknown).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.notFound', item: null, itemSeq: null });
  });

  it('answers every action of a batch with the item after the batch, and a replay with the item as it is now', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const seen = await seenBy(server, seller.token, serial);
    const sale = { ...action('sell', serial, MONA, undefined, 'phone-1'), seen };
    const activation = { ...action('activate', serial, {}, undefined, 'phone-1'), seen };
    const batch = await pushAnswer<Answer>(server, seller.token, [sale, activation], RESULT);
    expect(batch.map((r) => r.status)).toEqual(['applied', 'applied']);
    const now = await pulled(seller.token, serial);
    expect(now.item).toMatchObject({ clientName: 'Mona', warrantyStatus: 'active' });
    for (const r of batch) expect(r).toMatchObject(now);

    // Returned to the stock meanwhile (which this account receives from, so its phone holds the stock): a replay of
    // the sale answers its stored result with the item as it is now.
    await pushAnswer(server, owner.token, [action('restore', serial, { returnReason: 'Leaks' })], 'id');
    const [replay] = await pushAnswer<Answer>(server, seller.token, [sale], RESULT);
    expect(replay).toMatchObject({ id: sale.id, status: 'applied', item: { status: 'inStock', clientName: null, billDate: null } });
    expect(replay).toMatchObject(await pulled(seller.token, serial));
    // An account that sells only does not hold the stock: the same replay answers no item.
    const counter = await buildOutletAccount(server, owner.token, outlet, ['activationEditor']);
    const own = { ...action('sell', serial, MONA, undefined, 'phone-2') };
    await pushAnswer(server, owner.token, [action('export', serial, { sellerId: outlet })], 'id');
    expect((await pushAnswer<Answer>(server, counter.token, [own], RESULT))[0]).toMatchObject({
      status: 'applied',
      item: { clientName: 'Mona' },
    });
    await pushAnswer(server, owner.token, [action('restore', serial, { returnReason: 'Leaks again' })], 'id');
    expect((await pushAnswer<Answer>(server, counter.token, [own], RESULT))[0]).toMatchObject({
      status: 'applied',
      item: null,
      itemSeq: null,
    });
  });
});

describe('the serial is normalised where an action enters', () => {
  it('stores and answers a typed lower-case serial with spaces as the scanned one, and replays either as one action', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const typed = `${serial.slice(0, 3).toLowerCase()} ${serial.slice(3, 7)} ${serial.slice(7)}`;
    const sale = action('sell', typed, MONA);
    const [first] = await pushAnswer<Answer>(server, seller.token, [sale], RESULT);
    expect(first).toMatchObject({ status: 'applied', serialNumber: serial });
    const [again] = await pushAnswer<Answer>(server, seller.token, [{ ...sale, serialNumber: serial }], RESULT);
    expect(again).toMatchObject({ id: sale.id, status: 'applied', serialNumber: serial });
    const rows = await db().selectFrom('actions').select(['serial_number']).where('id', '=', sale.id).execute();
    expect(rows).toEqual([{ serial_number: serial }]);
    const sales = await db()
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'sell')
      .where('values', 'like', `%${sale.id}%`)
      .execute();
    expect(sales).toHaveLength(1);
  });

  it('still answers a replay of a row stored before, with the raw serial and its fingerprint', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const typed = serial.toLowerCase();
    const sale = action('sell', typed, NOUR);
    await pushAnswer(server, seller.token, [sale], 'id');
    // As the server stored it before: the serial as typed, the fingerprint over it.
    const canonical = JSON.stringify(['sell', typed, { clientName: 'Nour', clientPhone: NOUR.clientPhone }]);
    await db()
      .updateTable('actions')
      .set({ serial_number: typed, fingerprint: createHash('sha256').update(canonical).digest('hex') })
      .where('id', '=', sale.id)
      .execute();
    for (const sent of [sale, { ...sale, serialNumber: serial }]) {
      const [replay] = await pushAnswer<Answer>(server, seller.token, [sent], RESULT);
      expect(replay).toMatchObject({ id: sale.id, status: 'applied', reasonKey: null });
    }
  });
});
