import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { verdict, permissionsOfAccess, type AccessVerdict } from '../../shared/access/contract';
import { ACTIONS } from '../../shared/items/actions';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import { PERMISSIONS, ROLES } from '../../shared/access/permissions';
import { OPERATIONS_OF_SCHEMA, schema } from '../support/schemaCalls';
import { ACCOUNT_GUESSES, recordGuessFailure } from '../../server/modules/auth/accountGuesses';
import { normalizeEmail } from '../../server/modules/auth/users.repository';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql, type GraphQLResponse } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// The access contract (shared/access) walked over real HTTP, derived from the
// declarations alone: every root field of the schema is called with dummy
// arguments made from its own types, anonymously and by one user per role,
// and answers as its row in OPERATIONS says ("role × operation"): no call is
// written by hand, so a new operation is walked as soon as it has its row.
// The scopes are probed in access-scope.test.ts.

const accessOf = (name: string) => OPERATIONS[name as OperationName];

describe('the access contract covers the schema', () => {
  it('has one row per Query and Mutation field, and no row without a field', () => {
    const fields = OPERATIONS_OF_SCHEMA.map((op) => op.name);
    expect(new Set(fields).size, 'a field is both a Query and a Mutation').toBe(fields.length);
    expect(fields.filter((name) => !Object.prototype.hasOwnProperty.call(OPERATIONS, name))).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((name) => !fields.includes(name))).toEqual([]);
  });

  it('names only permissions of the matrix, in operations and in offline actions', () => {
    const known = new Set<string>(PERMISSIONS);
    const named = [
      ...Object.entries(OPERATIONS).flatMap(([name, access]) => permissionsOfAccess(access).map((p) => [name, p] as const)),
      ...Object.entries(ACTIONS).map(([type, rule]) => [`action ${type}`, rule.permission] as const),
    ];
    expect(named.filter(([, permission]) => !known.has(permission))).toEqual([]);
  });

  it('makes a schema-valid call of every operation from its types', () => {
    for (const op of OPERATIONS_OF_SCHEMA) expect(validate(schema, parse(op.query)), op.query).toEqual([]);
  });
});

/**
 * Runs `fn` over the items, `size` at a time, answers in order. Several at
 * once keep the walk quick; not all at once, so the sign-in lock (after 10
 * failures) answers the last callers of authSignIn before they hash a password.
 */
async function inPool<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}

/** UNAUTHENTICATED with no authCode: the gate's "sign in" (sign-in answers such as a wrong password carry an authCode). */
const signInAnswer = (r: GraphQLResponse<unknown>) =>
  (r.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED' && !e.extensions?.authCode);
const forbiddenAnswer = (r: GraphQLResponse<unknown>) => (r.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN');

describe('role × operation over real HTTP', () => {
  let server: TestServer;
  /**
   * Anonymous (no token), then one user per role holding only that role, and
   * an owner whose address is not verified yet: its roles are not in effect.
   */
  const callers: Array<{ name: string; roles: string[] | null; emailVerified?: false; user?: BuiltUser }> = [
    { name: 'anonymous', roles: null },
  ];
  let cells = 0;
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    // Callers without a staff token (visitors, members) are charged at the edge, six at once per address: the walk
    // sends eight at a time from this one address, and what it looks at is the gate, not the budget.
    server = await startTestServer({ seedDemo: false, visitorBudget: { burst: 1e9, perSecond: 1e9, inFlight: 100, atOnce: 100 } });
    for (const role of ROLES)
      callers.push({
        name: role,
        roles: [role],
        user: await buildUser(server, { roles: [role], email: `walk-${role.toLowerCase()}@test.example` }),
      });
    callers.push({
      name: 'owner (unverified)',
      roles: ['owner'],
      emailVerified: false,
      user: await buildUser(server, { roles: ['owner'], email: 'walk-unverified@test.example', emailVerified: false }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    console.info(
      `access walk: ${OPERATIONS_OF_SCHEMA.length} operations × ${callers.length} callers = ${cells} cells over real HTTP in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  for (const op of OPERATIONS_OF_SCHEMA) {
    it(`${op.root}.${op.name}`, async () => {
      const access = accessOf(op.name);
      // The walk asks the gate, not the password check: the dummy account's free guesses are spent first, so its
      // 32 sign-ins answer 429 before hashing, bar one (each wrong guess hashes, ~0.5 s of a core; 10+ of them at
      // once took over 30 s on a busy machine).
      if (op.name === 'authSignIn')
        for (let i = 0; i <= ACCOUNT_GUESSES.free; i++)
          await recordGuessFailure(server.database.db, normalizeEmail(String((op.variables as { email: string }).email)));
      const answers = await inPool(callers, 8, (c) => gql(server.url, op.query, op.variables, { token: c.user?.token, language: 'en' }));
      answers.forEach((response, i) => {
        const caller = callers[i] as (typeof callers)[number];
        const expected: AccessVerdict = verdict(
          access,
          caller.roles ? { roles: caller.roles, emailVerified: caller.emailVerified ?? true } : null,
        );
        const cell = `${op.name} as ${caller.name} (${expected}): ${JSON.stringify(response.errors ?? null)}`;
        cells++;
        if (expected === 'signIn') {
          expect(signInAnswer(response), cell).toBe(true);
        } else if (expected === 'forbidden') {
          expect(forbiddenAnswer(response), cell).toBe(true);
          expect(response.data ?? null, cell).toBeNull();
        } else if (expected === 'unverified') {
          expect(response.errors?.[0]?.extensions?.reason, cell).toBe('EMAIL_NOT_VERIFIED');
          expect(response.errors?.[0]?.message, cell).toBe('Email not verified yet');
          expect(response.data ?? null, cell).toBeNull();
        } else {
          expect(forbiddenAnswer(response) || signInAnswer(response), cell).toBe(false);
          // The gate let it through: whatever the resolver made of the dummy input, the errors are its own.
          for (const error of response.errors ?? []) {
            expect(error.path?.[0], cell).toBe(op.name);
            expect(error.extensions?.code, cell).not.toBe('INTERNAL_SERVER_ERROR');
          }
        }
      });
    });
  }

  it('refuses without running the resolver: a refused iamCreate creates no user', async () => {
    const viewer = callers.find((c) => c.name === 'viewer')?.user as BuiltUser;
    const response = await gql(
      server.url,
      'mutation { iamCreate(data: { emails: ["never@test.example"], roles: ["owner"] }) }',
      {},
      { token: viewer.token },
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.database.db.selectFrom('users').select('id').where('email', '=', 'never@test.example').execute()).toEqual([]);
    const denied = await server.database.db
      .selectFrom('audit_logs')
      .select('entity_id')
      .where('action', '=', 'denied')
      .where('created_by_id', '=', viewer.id)
      .execute();
    expect(denied.map((d) => d.entity_id)).toContain('iamCreate');
  });
});

// ---------------------------------------------------------------------------
// Scope: for every row whose scope is 'outlet' or 'account', one probe that
// calls the operation on the caller's own record (reached) and on another
// outlet's or account's (not reached: NOT_FOUND, absent from the list, or an
// offline action rejected). A new scoped row without its probe fails here.
