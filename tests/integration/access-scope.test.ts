import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdict } from '../../shared/access/contract';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { buildUser } from '../support/factories';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { activate, buildOutletAccount, fileComplaint, placeItems } from '../support/outlets';
import { startTestServer } from '../support/server';
import { ACCOUNT_PROBES } from '../support/accountProbes';
import { OUTLET_PROBES } from '../support/outletProbes';
import { db, type World } from '../support/scope';

// Every outlet- and account-scoped row of the access contract (shared/operations.ts) probed over real
// HTTP with records of the caller's own and of someone else's: derived from the declarations, so a new
// scoped operation fails here until it has its probe.

const accessOf = (name: string) => OPERATIONS[name as OperationName];

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
