import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildSeller, push } from '../support/items';
import { activate, buildOutletAccount, fileComplaint, itemRow, ok, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// Warranty claims (issue 20 part 1) over HTTP: a complaint's item walks
// received → diagnosed → replaced through the offline actions' push, each
// applied once; both items' timelines and the public warranty page show the
// link; another outlet's staff is refused and nothing changes.

let server: TestServer;
let owner: BuiltUser;
let mine: string;
let other: string;
/** Complaint handlers of `mine` and of `other`. */
let staff: BuiltUser;
let stranger: BuiltUser;
let catalogId: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  mine = await buildSeller(server, owner.token, { name: 'Smouha branch' });
  other = await buildSeller(server, owner.token, { name: 'Another branch' });
  staff = await buildOutletAccount(server, owner.token, mine, ['complaintEditor', 'productViewer']);
  stranger = await buildOutletAccount(server, owner.token, other, ['complaintEditor', 'productViewer']);
  catalogId = await buildCatalogEntry(server, owner.token, { name: 'RO purifier 7 stages' });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const TIMELINE = 'query ($id: String!) { itemTimeline(id: $id) { action values } }';
const CLAIMS =
  'query ($s: String, $c: String) { warrantyClaimList(serialNumber: $s, complaintId: $c) { id status open replacementSerial complaintId steps { status notes byEmail } } }';
const WARRANTY =
  'query ($s: String!) { warrantyLookup(serialNumber: $s) { serialNumber warrantyStatus expirationDate replacedBy replaces } }';
const DASHBOARD =
  'query { dashboard { claims { total open byStatus { status count } byCatalog { catalogId claims replaced sold failureRate } } } }';

/** A sold, activated item at `outlet` and an unsold one beside it, with a complaint about the first. */
async function faultyAndSpare(outlet: string) {
  const [faulty, spare] = (await placeItems(server, owner.token, outlet, 2, catalogId)) as [string, string];
  await activate(server, owner.token, faulty, '01001112223');
  const complaintId = await fileComplaint(server, owner.token, faulty);
  return { faulty, spare, complaintId };
}

describe('a warranty claim from a complaint to a replacement', () => {
  it('walks received → diagnosed → replaced; the new item carries the rest of the old warranty; both timelines and the warranty page show the link', async () => {
    const { faulty, spare, complaintId } = await faultyAndSpare(mine);
    const oldItem = await itemRow(server, faulty);
    const receive = action('claimReceive', faulty, { complaintId, notes: 'Customer brought it in' });
    const diagnose = action('claimDiagnose', faulty, { notes: 'Pump motor burnt' });
    const resolve = action('claimResolve', faulty, { outcome: 'replaced', replacementSerial: spare, notes: 'Swapped on the counter' });

    expect((await push(server, staff.token, [receive])).results[0]).toMatchObject({ status: 'applied' });
    // The new complaint is taken up: opened.
    expect((await db().selectFrom('complaints').select('status').where('id', '=', complaintId).executeTakeFirstOrThrow()).status).toBe(
      'opened',
    );
    // Resolving before the diagnosis is refused with its reason.
    const early = await push(server, staff.token, [action('claimResolve', faulty, { outcome: 'refused' })]);
    expect(early.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.claim.notDiagnosed' });
    expect((await push(server, staff.token, [diagnose])).results[0]).toMatchObject({ status: 'applied' });
    expect((await push(server, staff.token, [resolve])).results[0]).toMatchObject({ status: 'applied' });

    const claims = await ok<{ warrantyClaimList: Array<Record<string, unknown>> }>(server, staff.token, CLAIMS, { c: complaintId });
    expect(claims.warrantyClaimList).toEqual([
      expect.objectContaining({
        status: 'replaced',
        open: false,
        replacementSerial: spare,
        complaintId,
        steps: [
          { status: 'received', notes: 'Customer brought it in', byEmail: staff.email },
          { status: 'diagnosed', notes: 'Pump motor burnt', byEmail: staff.email },
          { status: 'replaced', notes: 'Swapped on the counter', byEmail: staff.email },
        ],
      }),
    ]);

    // The rule: the new item is sold and activated to the same customer, its warranty ending when the old one would have.
    const newItem = await itemRow(server, spare);
    expect(newItem).toMatchObject({
      warranty_status: 'active',
      expiration_date: oldItem.expiration_date,
      client_name: oldItem.client_name,
      client_phone: oldItem.client_phone,
      seller_id: mine,
    });
    expect(newItem.bill_date).not.toBeNull();
    const oldAfter = await itemRow(server, faulty);
    expect(Date.parse(oldAfter.expiration_date as string)).toBeLessThanOrEqual(Date.now());

    // Both timelines, as the outlet's staff reads them.
    const timeline = async (serial: string) =>
      (
        await ok<{ itemTimeline: Array<{ action: string; values: string }> }>(server, owner.token, TIMELINE, {
          id: (await itemRow(server, serial)).id,
        })
      ).itemTimeline;
    const oldSteps = await timeline(faulty);
    expect(oldSteps.map((s) => s.action)).toEqual(expect.arrayContaining(['claimReceive', 'claimDiagnose', 'claimResolve']));
    const resolved = oldSteps.find((s) => s.action === 'claimResolve');
    expect(JSON.parse(resolved?.values ?? '{}').claim).toMatchObject({ status: 'replaced', replacedBy: spare });
    const newSteps = await timeline(spare);
    const replacing = newSteps.find((s) => s.action === 'claimReplace');
    expect(JSON.parse(replacing?.values ?? '{}').claim).toMatchObject({ replaces: faulty });

    // The public warranty page, signed out.
    const oldPage = await gql<{ warrantyLookup: Record<string, unknown> }>(server.url, WARRANTY, { s: faulty });
    expect(oldPage.data?.warrantyLookup).toMatchObject({ replacedBy: spare, replaces: null, warrantyStatus: 'expired' });
    const newPage = await gql<{ warrantyLookup: Record<string, unknown> }>(server.url, WARRANTY, { s: spare });
    expect(newPage.data?.warrantyLookup).toMatchObject({
      replacedBy: null,
      replaces: faulty,
      warrantyStatus: 'active',
      expirationDate: oldItem.expiration_date,
    });

    // The dashboard: by status and by catalog entry, the failure rate per product.
    const dash = await ok<{
      dashboard: {
        claims: {
          total: number;
          open: number;
          byStatus: Array<{ status: string; count: number }>;
          byCatalog: Array<Record<string, unknown>>;
        };
      };
    }>(server, owner.token, DASHBOARD);
    expect(dash.dashboard.claims.byStatus).toContainEqual({ status: 'replaced', count: 1 });
    expect(dash.dashboard.claims.total).toBe(1);
    expect(dash.dashboard.claims.open).toBe(0);
    // Two sold items of the entry (the faulty one and its replacement), one claimed.
    expect(dash.dashboard.claims.byCatalog).toEqual([{ catalogId, claims: 1, replaced: 1, sold: 2, failureRate: 0.5 }]);
  });

  it('applies a pushed step once: the same action twice (in one batch and again later) writes one step', async () => {
    const { faulty } = await faultyAndSpare(mine);
    const receive = action('claimReceive', faulty, { notes: 'At the counter' });
    const first = await push(server, staff.token, [receive, receive]);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const again = await push(server, staff.token, [receive]);
    expect(again.results[0]).toMatchObject({ status: 'applied', id: receive.id });
    const claims = await ok<{ warrantyClaimList: Array<{ steps: unknown[] }> }>(server, staff.token, CLAIMS, { s: faulty });
    expect(claims.warrantyClaimList).toHaveLength(1);
    expect(claims.warrantyClaimList[0]?.steps).toHaveLength(1);
    const item = await itemRow(server, faulty);
    const audits = await db()
      .selectFrom('audit_logs')
      .select('id')
      .where('entity_id', '=', item.id)
      .where('action', '=', 'claimReceive')
      .execute();
    expect(audits).toHaveLength(1);
    // A second claim while one is open is refused.
    const second = await push(server, staff.token, [action('claimReceive', faulty)]);
    expect(second.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.claim.open' });
  });

  it("refuses another outlet's staff at every step, and nothing changes", async () => {
    const { faulty, spare, complaintId } = await faultyAndSpare(mine);
    const snapshot = async () => ({
      items: await Promise.all([faulty, spare].map((s) => itemRow(server, s))),
      claims: await db().selectFrom('warranty_claims').selectAll().where('serial_number', '=', faulty).execute(),
    });
    const before = await snapshot();
    const theirs = await push(server, stranger.token, [action('claimReceive', faulty, { complaintId })]);
    expect(theirs.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.otherOutlet' });
    expect(await snapshot()).toEqual(before);

    // Opened by the right staff; the stranger can neither move it on nor read it.
    expect((await push(server, staff.token, [action('claimReceive', faulty, { complaintId })])).results[0]?.status).toBe('applied');
    const opened = await snapshot();
    const moves = await push(server, stranger.token, [
      action('claimDiagnose', faulty, { notes: 'Nothing wrong' }),
      action('claimResolve', faulty, { outcome: 'replaced', replacementSerial: spare }),
    ]);
    expect(moves.results.map((r) => r.reasonKey)).toEqual(['items.errors.otherOutlet', 'items.errors.otherOutlet']);
    expect(await snapshot()).toEqual(opened);
    const read = await ok<{ warrantyClaimList: unknown[] }>(server, stranger.token, CLAIMS, { s: faulty });
    expect(read.warrantyClaimList).toEqual([]);
    // An account without complaint rights is refused before anything is read.
    const seller = await buildOutletAccount(server, owner.token, mine, ['activationEditor']);
    const refused = await push(server, seller.token, [action('claimDiagnose', faulty, { notes: 'x' })]);
    expect(refused.results[0]).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.forbidden' });
    expect(await snapshot()).toEqual(opened);
  });

  it('refuses a replacement that is sold, elsewhere or unknown, and repairs or refuses without touching the item', async () => {
    const { faulty, spare } = await faultyAndSpare(mine);
    const [elsewhere] = (await placeItems(server, owner.token, other, 1, catalogId)) as [string];
    await push(server, staff.token, [action('claimReceive', faulty), action('claimDiagnose', faulty, { notes: 'Sensor fault' })]);
    const tries = await push(server, staff.token, [
      action('claimResolve', faulty, { outcome: 'replaced', replacementSerial: elsewhere }),
      action('claimResolve', faulty, { outcome: 'replaced', replacementSerial: 'P26999999995' }),
      action('claimResolve', faulty, { outcome: 'replaced' }),
    ]);
    expect(tries.results.map((r) => r.reasonKey)).toEqual([
      'items.errors.claim.replacementUnavailable',
      'items.errors.claim.replacementMissing',
      'items.errors.claim.replacementRequired',
    ]);
    const before = await Promise.all([faulty, spare].map((s) => itemRow(server, s)));
    const repaired = await push(server, owner.token, [action('claimResolve', faulty, { outcome: 'repaired', notes: 'New sensor' })]);
    expect(repaired.results[0]?.status).toBe('applied');
    const after = await Promise.all([faulty, spare].map((s) => itemRow(server, s)));
    expect(after.map((r) => [r.warranty_status, r.expiration_date, r.bill_date])).toEqual(
      before.map((r) => [r.warranty_status, r.expiration_date, r.bill_date]),
    );
  });
});

describe('demo claims', () => {
  it('the demo seeds a replaced, a repaired and an open claim through the claim actions', async () => {
    const demo = await startTestServer();
    try {
      const claims = await demo.database.db
        .selectFrom('warranty_claims')
        .select(['status', 'replacement_serial', 'complaint_id'])
        .execute();
      expect(claims.map((c) => c.status).sort()).toEqual(['diagnosed', 'repaired', 'replaced']);
      expect(claims.every((c) => c.complaint_id)).toBe(true);
      const replaced = claims.find((c) => c.status === 'replaced');
      const page = await gql<{ warrantyLookup: { replaces: string | null } }>(demo.url, WARRANTY, { s: replaced?.replacement_serial });
      expect(page.data?.warrantyLookup.replaces).not.toBeNull();
    } finally {
      await demo.stop();
    }
  });
});
