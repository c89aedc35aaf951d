import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { action, buildSeller, push } from '../support/items';
import { buildOutletAccount, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// Issue 33.1: two outlets activating items for the same phone at the same
// moment. Each push is its own transaction (PostgreSQL: concurrent, on the
// pool's connections; SQLite: one writer), so the phone's activation count
// must be one atomic increment per activation: no lost increment, and no push
// failing on the phone's unique index when both outlets are the phone's first.

const PER_OUTLET = 12;

let server: TestServer;
let owner: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
});
afterAll(async () => {
  await server?.stop();
});

/** Two outlets, each with its own account and PER_OUTLET items there. */
async function twoOutlets() {
  return Promise.all(
    [0, 1].map(async () => {
      const outlet = await buildSeller(server, owner.token);
      const account = await buildOutletAccount(server, owner.token, outlet, ['activationEditor']);
      const serials = await placeItems(server, owner.token, outlet, PER_OUTLET);
      return { account, serials };
    }),
  );
}

/** Every activation pushed alone, both outlets' pushes at once: PER_OUTLET × 2 concurrent transactions. */
async function activateAllAtOnce(outlets: Awaited<ReturnType<typeof twoOutlets>>, phone: string) {
  const pushes = outlets.flatMap(({ account, serials }) =>
    serials.map((serial, i) =>
      push(server, account.token, [action('activate', serial, { clientName: 'Shared phone', clientPhone: phone }, undefined, `d-${i}`)]),
    ),
  );
  return (await Promise.allSettled(pushes)).map((p) => (p.status === 'fulfilled' ? (p.value.results[0]?.status ?? 'none') : 'failed'));
}

const recordOf = (phone: string) =>
  server.database.db
    .selectFrom('activation_records')
    .select(['number_of_activations', 'activation_status'])
    .where('phone_number', '=', phone)
    .execute();

describe('activation counts under concurrent pushes', () => {
  it('counts every activation for a phone first seen by two outlets at once: no push fails, no increment is lost', async () => {
    const outlets = await twoOutlets();
    const phone = '01012340001';
    const statuses = await activateAllAtOnce(outlets, phone);
    expect(statuses).toEqual(Array(PER_OUTLET * 2).fill('applied'));
    expect(await recordOf(phone)).toEqual([{ number_of_activations: PER_OUTLET * 2, activation_status: 'exceeded' }]);
  }, 120_000);

  it('counts every activation for a phone that already has a record', async () => {
    const outlets = await twoOutlets();
    const phone = '01012340002';
    // One activation first, so the record exists and every concurrent one is an update.
    const firstOutlet = outlets[0] as (typeof outlets)[number];
    const [first, ...rest] = firstOutlet.serials;
    await push(server, firstOutlet.account.token, [
      action('activate', first as string, { clientName: 'Shared phone', clientPhone: phone }),
    ]);
    firstOutlet.serials = rest;
    const statuses = await activateAllAtOnce(outlets, phone);
    expect(statuses).toEqual(Array(PER_OUTLET * 2 - 1).fill('applied'));
    expect(await recordOf(phone)).toEqual([{ number_of_activations: PER_OUTLET * 2, activation_status: 'exceeded' }]);
  }, 120_000);
});
