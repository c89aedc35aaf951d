import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdict } from '../../shared/access/contract';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { buildUser } from '../support/factories';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { activate, buildOutletAccount, fileComplaint, linkToOutlet, placeItems } from '../support/outlets';
import { startTestServer } from '../support/server';
import { ACCOUNT_PROBES } from '../support/accountProbes';
import { OUTLET_PROBES } from '../support/outletProbes';
import { gql } from '../support/graphql';
import { call, db, reached, type World } from '../support/scope';
import { OPERATIONS_OF_SCHEMA } from '../support/schemaCalls';

// Every outlet- and account-scoped row of the access contract (shared/operations.ts) probed over real
// HTTP with records of the caller's own and of someone else's: derived from the declarations, so a new
// scoped operation fails here until it has its probe. Every outlet-scoped row is also called by an
// outlet account whose link was removed after it signed in (refused by the gate: no outlet is not every
// outlet), and each probe shows a back-office account with the same role reaching the other outlet.

const accessOf = (name: string) => OPERATIONS[name as OperationName];
const SELLER_FIND = 'query ($id: String!) { sellerFind(id: $id) { id } }';

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
    const backOffice = await buildUser(server, { roles: ['editor'], email: 'scope-back-office@test.example' });
    // Signed in while linked, and reaching its outlet; then unlinked by the owner, its token kept.
    const unlinked = await buildOutletAccount(server, owner.token, a, ['editor']);
    expect((await gql(server.url, SELLER_FIND, { id: a }, { token: unlinked.token })).data).toEqual({ sellerFind: { id: a } });
    await linkToOutlet(server, owner.token, unlinked.id, null);
    const accountA = await buildUser(server, { roles: ['importerEditor'], email: 'scope-account-a@test.example' });
    const accountB = await buildUser(server, { roles: ['importerEditor'], email: 'scope-account-b@test.example' });
    w = {
      server,
      owner,
      outlet,
      backOffice,
      unlinked,
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
    expect(scoped('outlet').filter((name) => verdict(accessOf(name), { roles: ['editor'], emailVerified: true }) !== 'allowed')).toEqual(
      [],
    );
  });

  for (const name of scoped('outlet')) {
    it(`outlet scope: ${name} refuses an account whose outlet link was removed mid-session`, async () => {
      const op = OPERATIONS_OF_SCHEMA.find((o) => o.name === name);
      expect(op, `${name} is not in the schema`).toBeDefined();
      const res = await call(w, w.unlinked, op?.query ?? '', op?.variables);
      expect(res.errors?.map((e) => [e.extensions?.code, e.extensions?.reason, e.message])).toEqual([
        ['FORBIDDEN', 'NO_OUTLET', 'This account is not linked to an outlet. Ask your administrator to link it.'],
      ]);
      expect(res.data ?? null).toBeNull();
      const denied = await db(w)
        .selectFrom('audit_logs')
        .select('entity_id')
        .where('action', '=', 'denied')
        .where('created_by_id', '=', w.unlinked.id)
        .where('entity_id', '=', name)
        .execute();
      expect(denied).toHaveLength(1);
      // The same call passes the gate for the back-office account holding the same role.
      const office = await call(w, w.backOffice, op?.query ?? '', op?.variables);
      expect(office.errors?.filter((e) => e.extensions?.code === 'FORBIDDEN') ?? []).toEqual([]);
    });
  }

  it('says why in Arabic too, and the account reaches its outlet again once linked back', async () => {
    const res = await gql(w.server.url, SELLER_FIND, { id: w.a }, { token: w.unlinked.token, language: 'ar' });
    expect(res.errors?.[0]?.message).toBe('هذا الحساب غير مرتبط بأي منفذ. اطلب من المسؤول ربطه بمنفذه.');
    await linkToOutlet(w.server, w.owner.token, w.unlinked.id, w.a);
    expect((await reached(w, w.unlinked, SELLER_FIND, { id: w.a })).sellerFind).toEqual({ id: w.a });
    await linkToOutlet(w.server, w.owner.token, w.unlinked.id, null);
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
