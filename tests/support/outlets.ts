import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../server/boot';
import { buildUser, type BuiltUser } from './factories';
import { gql } from './graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from './items';

// Records at outlets, made by a back-office account through the real API: the
// outlet scope's tests (access.test.ts, outlet-scope.test.ts) act on them as an
// outlet account and look for what it must not reach.

/** The data of a call that must succeed; throws with the errors otherwise. */
export async function ok<T = Record<string, unknown>>(
  server: RunningServer,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await gql<T>(server.url, query, variables, { token });
  if (!res.data || res.errors) throw new Error(`${query}\n${JSON.stringify(res.errors)}`);
  return res.data;
}

/** Makes `count` items and moves them to the outlet (exported) or, with null, to the stock (inStock). */
export async function placeItems(
  server: RunningServer,
  token: string,
  outletId: string | null,
  count: number,
  catalogId?: string,
): Promise<string[]> {
  const serials = await buildItems(server, token, count, catalogId);
  const moves = serials.flatMap((s) => [action('factoryExport', s), ...(outletId ? [action('export', s, { sellerId: outletId })] : [])]);
  const out = await push(server, token, moves);
  const refused = out.results.filter((r) => r.status !== 'applied');
  if (refused.length) throw new Error(`placing items: ${JSON.stringify(refused)}`);
  return serials;
}

/** Activates an item at its outlet for a customer (phone), as a back-office account. */
export async function activate(server: RunningServer, token: string, serial: string, clientPhone: string): Promise<void> {
  const out = await push(server, token, [action('activate', serial, { clientName: 'Walk customer', clientPhone })]);
  if (out.results[0]?.status !== 'applied') throw new Error(`activating ${serial}: ${JSON.stringify(out.results)}`);
}

/** Links an account to an outlet (null: to none), as a back-office account. */
export async function linkToOutlet(server: RunningServer, token: string, userId: string, outletId: string | null): Promise<void> {
  await ok(server, token, 'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }', { u: userId, s: outletId });
}

/** An outlet account: userType seller with these roles, linked to the outlet. */
export async function buildOutletAccount(server: RunningServer, ownerToken: string, outletId: string, roles: string[]): Promise<BuiltUser> {
  const user = await buildUser(server, { userType: 'seller', roles, email: `outlet-${randomUUID().slice(0, 8)}@test.example` });
  await linkToOutlet(server, ownerToken, user.id, outletId);
  return user;
}

/** An outlet, a catalog entry it sells (a 24-month warranty) and its seller's account (activations and exports). */
export interface Counter {
  outlet: string;
  catalogId: string;
  seller: BuiltUser;
}

export async function buildCounter(
  server: RunningServer,
  ownerToken: string,
  names: { outlet: string; catalog: string },
): Promise<Counter> {
  const outlet = await buildSeller(server, ownerToken, { name: names.outlet });
  const catalogId = await buildCatalogEntry(server, ownerToken, { name: names.catalog, warrantyPeriod: 24 });
  const seller = await buildOutletAccount(server, ownerToken, outlet, ['activationEditor', 'exportEditor']);
  return { outlet, catalogId, seller };
}

/** A complaint about an item, filed by staff: it lands at the item's outlet. Answers its id. */
export async function fileComplaint(server: RunningServer, token: string, serial: string): Promise<string> {
  const made = await ok<{ complaintCreate: { number: number } }>(
    server,
    token,
    'mutation ($s: String) { complaintCreate(serialNumber: $s, phoneNumber: "0100 123 4567", message: "It leaks") { number } }',
    { s: serial },
  );
  const found = await ok<{ complaintList: { rows: Array<{ id: string }> } }>(
    server,
    token,
    'query ($n: Int) { complaintList(filter: { number: $n }) { rows { id } } }',
    { n: made.complaintCreate.number },
  );
  const id = found.complaintList.rows[0]?.id;
  if (!id) throw new Error(`complaint #${made.complaintCreate.number} not listed`);
  return id;
}

/** An item's row as stored, to compare before and after a refused action. */
export function itemRow(server: RunningServer, serial: string) {
  return server.database.db.selectFrom('items').selectAll().where('serial_number', '=', serial).executeTakeFirstOrThrow();
}
