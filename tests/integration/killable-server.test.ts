import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { startFaultProxy, type FaultProxy } from '../support/faultProxy';
import { gql } from '../support/graphql';
import { startKillableServer, type KillableServer } from '../support/killableServer';
import { onPostgres } from '../support/server';

// The fault model's server (issue 41): kill -9 and a restart on the same database keep what was committed, and a
// phone's proxy follows the server to its new port, so the phone's address never changes. SQLite only: a crash
// there is the file's own recovery (its WAL), while PostgreSQL keeps its data whatever the server process does, and two
// child starts cost the PostgreSQL pass half a minute for nothing more.

let server: KillableServer;
let proxy: FaultProxy;
let token = '';

beforeAll(async () => {
  if (onPostgres) return;
  server = await startKillableServer({
    seed: async (seeding) => {
      token = (await buildUser(seeding, { roles: ['owner'] })).token;
    },
  });
  proxy = await startFaultProxy(() => server.url);
});
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

const CREATE = 'mutation ($data: CatalogInput!) { productCreate(data: $data) { id } }';
const FIND = 'query ($id: String!) { productFind(id: $id) { id nameEn } }';

async function createProduct(nameEn: string): Promise<string> {
  const made = await gql<{ productCreate: { id: string } }>(
    proxy.url,
    CREATE,
    { data: { nameAr: 'منتج', nameEn, warrantyPeriod: 12 } },
    { token },
  );
  if (!made.data) throw new Error(JSON.stringify(made.errors));
  return made.data.productCreate.id;
}

describe.skipIf(onPostgres)('a server killed with kill -9', () => {
  it('serves the same database after a restart on a new port, reached through the same proxy address', async () => {
    const id = await createProduct('Written before the kill');
    const firstPort = server.port;

    await server.kill();
    expect(server.running).toBe(false);
    // Nothing listens: the phone's request fails at once, as from a server that died.
    await expect(fetch(`${proxy.url}/healthz`)).rejects.toThrow();

    await server.restart({ newPort: true });
    expect(server.port).not.toBe(firstPort);
    const found = await gql<{ productFind: { id: string; nameEn: string } }>(proxy.url, FIND, { id }, { token });
    expect(found.data?.productFind).toEqual({ id, nameEn: 'Written before the kill' });
  });

  it('restarts on its own port by default, and a write made just before the kill is kept', async () => {
    const port = server.port;
    const id = await createProduct('Written just before the kill');
    await server.restart();
    expect(server.port).toBe(port);
    const found = await gql<{ productFind: { nameEn: string } }>(server.url, FIND, { id }, { token });
    expect(found.data?.productFind.nameEn).toBe('Written just before the kill');
  });
});
