import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let serials: { inactive: string; active: string; expired: string };
const CLIENT = { clientName: 'Mona Hassan', clientPhone: '01001234567' };

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  const owner = await buildUser(server, { roles: ['owner'] });
  const outlet = await buildSeller(server, owner.token);
  const [inactive, active, expired] = (await buildItems(server, owner.token, 3)) as [string, string, string];
  await push(
    server,
    owner.token,
    [inactive, active, expired].flatMap((s) => [action('factoryExport', s), action('export', s, { sellerId: outlet })]),
  );
  const results = await push(server, owner.token, [action('activate', active, CLIENT), action('activate', expired, CLIENT)]);
  expect(results.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  // Two years on: the second warranty has run out (expiry is computed on read).
  await server.database.db
    .updateTable('items')
    .set({ activation_date: '2023-01-01T00:00:00.000Z', expiration_date: '2024-01-01T00:00:00.000Z' })
    .where('serial_number', '=', expired)
    .execute();
  serials = { inactive, active, expired };
});
afterAll(async () => {
  await server?.stop();
});

const LOOKUP =
  'query ($s: String!) { warrantyLookup(serialNumber: $s) { serialNumber name warrantyStatus activationDate expirationDate outletName } }';

describe('warrantyLookup (public)', () => {
  it('answers without sign-in with the status as of now and the dates', async () => {
    for (const [status, serial] of Object.entries(serials)) {
      const res = await gql<{ warrantyLookup: { warrantyStatus: string; activationDate: string | null; expirationDate: string | null } }>(
        server.url,
        LOOKUP,
        { s: serial },
      );
      expect(res.data?.warrantyLookup.warrantyStatus, serial).toBe(status);
      if (status === 'inactive') expect(res.data?.warrantyLookup.activationDate).toBeNull();
      else expect(res.data?.warrantyLookup.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('reveals no client name or phone', async () => {
    const res = await gql(server.url, LOOKUP.replace('outletName }', 'outletName model photoUrl }'), { s: serials.active });
    const text = JSON.stringify(res);
    expect(text).not.toContain(CLIENT.clientName);
    expect(text).not.toContain(CLIENT.clientPhone);
    const introspection = await gql<{ __type: { fields: Array<{ name: string }> } }>(
      server.url,
      '{ __type(name: "WarrantyInfo") { fields { name } } }',
    );
    expect(introspection.data?.__type.fields.map((f) => f.name)).not.toEqual(expect.arrayContaining(['clientName']));
  });

  it('answers null for an unknown serial', async () => {
    const res = await gql<{ warrantyLookup: unknown }>(server.url, LOOKUP, { s: 'NOPE-0000-000000' });
    expect(res.data?.warrantyLookup).toBeNull();
  });
});
