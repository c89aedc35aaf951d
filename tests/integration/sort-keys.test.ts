import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListSort } from '../../shared/validation/common';
import { AUDIT_SORT } from '../../shared/validation/audit';
import { CATALOG_SORT } from '../../shared/validation/catalog';
import { CONTENT_ADMIN_SORT } from '../../shared/validation/contentAdmin';
import { ROLE_SORT, USER_SORT } from '../../shared/validation/iam';
import { ITEM_SORT } from '../../shared/validation/item';
import { SELLER_SORT } from '../../shared/validation/seller';
import { gql } from '../support/graphql';
import { signIn, type Session } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

// A list's sort keys are a GraphQL enum made from its shared list (issue 33.3):
// every key of the list answers, and GraphQL's validation refuses any other
// value before a resolver runs, whether sent as a variable or in the document.

let server: TestServer;
let owner: Session;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url, 'owner@demo.test', 'demo12345');
});
afterAll(async () => {
  await server?.stop();
});

/** The list's field with `$o` as its orderBy, the enum its variable is declared with, and the shared list. */
const LISTS: Array<[field: string, call: string, sortEnum: string, sort: ListSort]> = [
  ['itemList', 'itemList(orderBy: $o, limit: 2) { count }', 'ItemSort', ITEM_SORT],
  ['productList', 'productList(orderBy: $o, limit: 2) { count }', 'CatalogSort', CATALOG_SORT],
  ['accessoryList', 'accessoryList(orderBy: $o, limit: 2) { count }', 'CatalogSort', CATALOG_SORT],
  ['sellerList', 'sellerList(orderBy: $o, limit: 2) { count }', 'SellerSort', SELLER_SORT],
  ['iamListUsers', 'iamListUsers(orderBy: $o, limit: 2) { count }', 'UserSort', USER_SORT],
  ['iamListRoles', 'iamListRoles(orderBy: $o) { role }', 'RoleSort', ROLE_SORT],
  ['auditLogList', 'auditLogList(orderBy: $o, limit: 2) { count }', 'AuditLogSort', AUDIT_SORT],
  ['contentAdminList', 'contentAdminList(type: news, orderBy: $o, limit: 2) { count }', 'ContentAdminSort', CONTENT_ADMIN_SORT],
];

describe('sort keys as GraphQL enums', () => {
  it.each(LISTS)('%s answers every key of its shared list and refuses any other in validation', async (field, call, sortEnum, sort) => {
    const auth = { token: owner.token };
    for (const key of sort.keys) {
      const answer = await gql(server.url, `query ($o: ${sortEnum}) { ${call} }`, { o: key }, auth);
      expect(answer.errors, `${field} ${key}`).toBeUndefined();
      expect(answer.data?.[field], `${field} ${key}`).toBeTruthy();
    }
    const first = sort.keys[0] as string;
    // Values the enum does not hold, as its variable: refused while the variables are coerced, before any resolver
    // runs (graphql-http answers that with 200 and no data).
    for (const other of ['password_ASC', sort.keys.includes('timestamp_DESC') ? 'createdAt_DESC' : 'timestamp_DESC']) {
      const refused = await gql(server.url, `query ($o: ${sortEnum}) { ${call} }`, { o: other }, auth);
      expect(refused.data, other).toBeUndefined();
      expect(refused.errors?.[0]?.extensions?.code, other).toBe('BAD_USER_INPUT');
      expect(String(refused.errors?.[0]?.extensions?.detail), other).toContain(`"${other}" does not exist in "${sortEnum}"`);
    }
    // A String variable (as documents were written before) and a quoted string in the document: the document does
    // not validate (400).
    for (const query of [`query ($o: String) { ${call} }`, `{ ${call.replace('$o', JSON.stringify(first))} }`]) {
      const refused = await gql(server.url, query, { o: first }, auth);
      expect(refused.status, query).toBe(400);
      expect(refused.data, query).toBeUndefined();
      expect(refused.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
      expect(String(refused.errors?.[0]?.extensions?.detail), query).toContain(sortEnum);
    }
    const enumLiteral = await gql(server.url, `{ ${call.replace('$o', first)} }`, {}, auth);
    expect(enumLiteral.errors).toBeUndefined();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
