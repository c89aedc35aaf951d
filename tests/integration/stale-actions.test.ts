import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '../../shared/dates';
import { addMonths } from '../../shared/items/machine';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push, seenBy, type PushedAction } from '../support/items';
import { buildOutletAccount, itemRow, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// Offline actions meet what happened while they waited (issue 15): each
// carries the item's change number its device saw (`seen`), and a sale,
// activation or restore is refused when another device or account changed
// the item since; the act is dated by the device's clock, within a day of the
// server's and not before the item was made.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
/** Two accounts of one outlet, each on its own device. */
let sellerA: BuiltUser;
let sellerB: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { name: 'Stale branch' });
  sellerA = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
  sellerB = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const MONA = { clientName: 'Mona', clientPhone: '01001112223' };
const NOUR = { clientName: 'Nour', clientPhone: '01223334445' };
const RETURN = { returnReason: 'The customer brought it back' };

/** An action as queued on `device` when the device held the item at `seen`. */
const queued = (
  type: string,
  serial: string,
  payload: Record<string, unknown>,
  device: string,
  seen: { version: number } | null,
): PushedAction => ({ ...action(type, serial, payload, undefined, device), seen });

describe('an action queued offline is refused when someone else changed the item since', () => {
  it('refuses an activation queued before another account’s sale of the item, keeping the newer customer', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    // Device A holds the item and queues an activation while offline.
    const offline = queued('activate', serial, MONA, 'device-A', await seenBy(server, sellerA.token, serial));
    // Meanwhile device B sells it.
    expect(
      (await push(server, sellerB.token, [queued('sell', serial, NOUR, 'device-B', await seenBy(server, sellerB.token, serial))]))
        .results[0]?.status,
    ).toBe('applied');
    const sold = await itemRow(server, serial);

    // Refused with the sale it lost to (issue 41 point 3: race-loser.test.ts), not applied over it.
    const out = await push(server, sellerA.token, [offline]);
    const date = formatInstant(sold.bill_date as string, 'en');
    const dateAr = formatInstant(sold.bill_date as string, 'ar');
    expect(out.results[0]).toMatchObject({
      status: 'rejected',
      reasonKey: 'items.errors.soldByToClient',
      reason: `This item was already sold on ${date} to Nour by Stale branch.`,
    });
    expect(await itemRow(server, serial)).toEqual(sold);
    expect(sold).toMatchObject({ client_name: 'Nour', warranty_status: 'inactive' });
    // The same refusal in Arabic, and the same answer on a replay.
    const ar = await push(server, sellerA.token, [queued('activate', serial, MONA, 'device-A', offline.seen ?? null)], 'ar');
    expect(ar.results[0]?.reason).toBe(`سبق بيع هذا المنتج بتاريخ ${dateAr} للعميل Nour في Stale branch.`);
    expect((await push(server, sellerA.token, [offline])).results).toEqual([out.results[0]]);

    // Scanned again after a sync, the activation goes through for the sale's customer.
    const again = await push(server, sellerA.token, [
      queued('activate', serial, NOUR, 'device-A', await seenBy(server, sellerA.token, serial)),
    ]);
    expect(again.results[0]?.status).toBe('applied');
    expect(await itemRow(server, serial)).toMatchObject({ client_name: 'Nour', warranty_status: 'active' });
  });

  it('names the sale rather than the state after another device’s activation, and counts the same account on another device', async () => {
    const [first, second] = (await placeItems(server, owner.token, outlet, 2)) as [string, string];
    const seenFirst = await seenBy(server, sellerA.token, first);
    await push(server, sellerB.token, [queued('activate', first, NOUR, 'device-B', seenFirst)]);
    expect((await push(server, sellerA.token, [queued('activate', first, MONA, 'device-A', seenFirst)])).results[0]?.reasonKey).toBe(
      'items.errors.soldByToClient',
    );

    // One account, two devices: the other device's sale is someone else's change.
    const seenSecond = await seenBy(server, sellerA.token, second);
    await push(server, sellerA.token, [queued('sell', second, NOUR, 'device-A2', seenSecond)]);
    expect((await push(server, sellerA.token, [queued('restore', second, {}, 'device-A', seenSecond)])).results[0]?.reasonKey).toBe(
      'items.errors.changedSince',
    );
    expect(await itemRow(server, second)).toMatchObject({ status: 'exported', client_name: 'Nour' });
  });

  it('lets a device’s own earlier actions through, in one push and across pushes', async () => {
    const serials = (await placeItems(server, owner.token, null, 2)) as [string, string];
    const [one, two] = serials;
    // The owner's device holds the stock; its copies do not move until it pulls.
    const seenOne = await seenBy(server, owner.token, one);
    const seenTwo = await seenBy(server, owner.token, two);
    const batch = await push(server, owner.token, [
      queued('export', one, { sellerId: outlet }, 'office', seenOne),
      queued('activate', one, MONA, 'office', seenOne),
      queued('restore', one, RETURN, 'office', seenOne),
    ]);
    expect(batch.results.map((r) => r.reasonKey ?? r.status)).toEqual(['applied', 'applied', 'applied']);
    expect((await push(server, owner.token, [queued('export', two, { sellerId: outlet }, 'office', seenTwo)])).results[0]?.status).toBe(
      'applied',
    );
    expect((await push(server, owner.token, [queued('activate', two, MONA, 'office', seenTwo)])).results[0]?.status).toBe('applied');
    expect((await push(server, owner.token, [queued('restore', two, RETURN, 'office', seenTwo)])).results[0]?.status).toBe('applied');
  });

  it('lets stock moves follow the scan whatever happened since', async () => {
    const [serial] = (await placeItems(server, owner.token, null, 1)) as [string];
    const seen = await seenBy(server, owner.token, serial);
    // Another device sends it out and back meanwhile.
    await push(server, owner.token, [
      queued('export', serial, { sellerId: outlet }, 'office-2', seen),
      queued('restore', serial, {}, 'office-2', seen),
    ]);
    expect((await push(server, owner.token, [queued('export', serial, { sellerId: outlet }, 'office', seen)])).results[0]?.status).toBe(
      'applied',
    );
  });

  it('checks nothing for a device that did not hold the item, and keeps what it saw out of the fingerprint', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const seen = await seenBy(server, sellerA.token, serial);
    await push(server, sellerB.token, [queued('sell', serial, NOUR, 'device-B', seen)]);
    // A serial the device had not pulled: no seen state, decided on the item as it is.
    const blind = queued('activate', serial, NOUR, 'device-A', null);
    expect((await push(server, sellerA.token, [blind])).results[0]?.status).toBe('applied');
    // The same id with another `seen` is a replay of the stored result, not another action.
    const replay = await push(server, sellerA.token, [{ ...blind, seen }]);
    expect(replay.results[0]).toMatchObject({ id: blind.id, status: 'applied' });
  });

  it('reads results stored before item_seq existed by their own change number', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const seen = await seenBy(server, sellerA.token, serial);
    const sale = queued('sell', serial, NOUR, 'device-B', seen);
    await push(server, sellerB.token, [sale]);
    await db().updateTable('actions').set({ item_seq: null }).where('id', '=', sale.id).execute();
    // Seen as a change since: refused with the sale (an activation of the sold item would apply otherwise).
    expect((await push(server, sellerA.token, [queued('activate', serial, MONA, 'device-A', seen)])).results[0]?.reasonKey).toBe(
      'items.errors.soldByToClient',
    );
  });
});

describe('an action’s dates are bounded, and the act is dated by the device', () => {
  it('refuses a device time of 1970 or 9999 and a bill date of 9999 or 1970, each with its message', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const at = (createdAt: string, a: PushedAction) => ({ ...a, createdAt });
    const out = await push(server, owner.token, [
      at('1970-01-01T00:00:00.000Z', action('restore', serial)),
      at('9999-12-31T00:00:00.000Z', action('restore', serial)),
      action('sell', serial, { ...NOUR, billDate: '9999-01-01' }),
      action('sell', serial, { ...NOUR, billDate: '1970-01-01' }),
    ]);
    expect(out.results.map((r) => r.reason)).toEqual([
      "This action is dated before the item was made. Check the device's date and time.",
      "This action is dated more than a day ahead. Check the device's date and time.",
      'The bill date is more than a day in the future.',
      'The bill date is before the item was made.',
    ]);
    expect(await itemRow(server, serial)).toMatchObject({ status: 'exported', bill_date: null });
    // A device time is a date, not any text: over 40 characters it is not even stored.
    const long = at(`2026-01-01T00:00:00.000Z${' '.repeat(40)}`, action('restore', serial));
    expect((await push(server, owner.token, [long])).results[0]).toMatchObject({
      status: 'rejected',
      reasonKey: 'validation.maxChars',
      updatedAt: 0,
    });
  });

  it('dates an offline activation and its expiry at the scan, and records the sync time beside it', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    // An item made last week, activated offline three hours ago, synced now.
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
    await db().updateTable('items').set({ created_at: week }).where('serial_number', '=', serial).execute();
    const scanned = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const a = { ...action('activate', serial, MONA), createdAt: scanned, seen: await seenBy(server, sellerA.token, serial) };
    const before = Date.now();
    const send = () =>
      gql<{ actionPush: { results: Array<{ status: string; createdAt: string; receivedAt: string }> } }>(
        server.url,
        'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { status createdAt receivedAt } } }',
        { rows: [{ newDocumentState: a }] },
        { token: sellerA.token },
      );
    const res = await send();
    const result = res.data?.actionPush.results[0];
    expect(result).toMatchObject({ status: 'applied', createdAt: scanned });
    expect(Date.parse(result?.receivedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(await itemRow(server, serial)).toMatchObject({
      activation_date: scanned,
      bill_date: scanned,
      expiration_date: addMonths(new Date(scanned), 12).toISOString(),
    });
    // Stored with both times, and answered with both on a replay.
    expect(await db().selectFrom('actions').select(['created_at', 'received_at']).where('id', '=', a.id).executeTakeFirstOrThrow()).toEqual(
      { created_at: scanned, received_at: result?.receivedAt },
    );
    expect((await send()).data?.actionPush.results).toEqual([{ status: 'applied', createdAt: scanned, receivedAt: result?.receivedAt }]);
  });

  it('dates a scan ahead of the server’s clock (within a day) at the sync, never in the future', async () => {
    const [serial] = (await buildItems(server, owner.token, 1)) as [string];
    const ahead = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const out = await push(server, owner.token, [
      { ...action('factoryExport', serial), createdAt: ahead },
      { ...action('export', serial, { sellerId: outlet }), createdAt: ahead },
    ]);
    expect(out.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const exportedAt = Date.parse((await itemRow(server, serial)).exported_at as string);
    expect(exportedAt).toBeLessThanOrEqual(Date.now());
  });
});
