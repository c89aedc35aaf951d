import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdict } from '../../shared/access/contract';
import { grantableRoles, mayChangeAccount } from '../../shared/access/grants';
import { ROLES, type Role } from '../../shared/access/permissions';
import { OPERATIONS, type OperationName } from '../../shared/operations';
import { replaceRoles } from '../../server/modules/auth/users.repository';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql, type GraphQLResponse } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// Issue 30, point 2: nobody grants a role carrying a right they do not hold, nobody changes (roles, status,
// outlet link) an account whose rights exceed their own, and only an owner touches an owner
// (shared/access/grants.ts). Walked over real HTTP as caller × target × role for every IAM operation: each
// caller is one user per role the operation's row lets in; each target holds one role.

let server: TestServer;
const callers = new Map<Role, BuiltUser>();
const targets = new Map<Role, BuiltUser>();
const db = () => server.database.db;
let cells = 0;
let started = 0;

/** The roles whose holder passes the operation's gate (the rest is the access walk's, access.test.ts). */
const gateRoles = (op: OperationName) =>
  ROLES.filter((role) => verdict(OPERATIONS[op], { roles: [role], emailVerified: true }) === 'allowed');

beforeAll(async () => {
  started = Date.now();
  server = await startTestServer({ seedDemo: false });
  for (const role of ROLES) {
    callers.set(role, await buildUser(server, { roles: [role], email: `caller-${role.toLowerCase()}@grants.test` }));
    targets.set(role, await buildUser(server, { roles: [role], email: `target-${role.toLowerCase()}@grants.test` }));
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
  console.info(`IAM grants walk: ${cells} caller × target × role cells over real HTTP in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

async function inPool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

const MESSAGES = new Set([
  "You can't grant a role with rights you don't hold yourself",
  "You can't change an account with rights you don't hold yourself",
  'Only an owner can grant or revoke the owner role',
  "Only an owner can change an owner's roles or status",
]);

/** Applied (no error) when `allowed`; else refused with one of the rule's messages, as BAD_USER_INPUT. */
function expectVerdict(response: GraphQLResponse<unknown>, allowed: boolean, cell: string): void {
  cells++;
  if (allowed) {
    expect(response.errors, cell).toBeUndefined();
    return;
  }
  expect(response.errors?.[0]?.extensions?.code, cell).toBe('BAD_USER_INPUT');
  expect(MESSAGES.has(response.errors?.[0]?.message ?? ''), `${cell}: ${response.errors?.[0]?.message}`).toBe(true);
  expect(response.data ?? null, cell).toBeNull();
}

/** A target back to its one role, enabled. */
async function reset(role: Role, disabled = false): Promise<void> {
  const target = targets.get(role) as BuiltUser;
  await replaceRoles(db(), target.id, [role]);
  await db()
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', target.id)
    .execute();
}

const rolesOf = async (id: string) =>
  (await db().selectFrom('user_roles').select('role').where('user_id', '=', id).orderBy('role').execute()).map((r) => r.role);
const disabledOf = async (id: string) =>
  (await db().selectFrom('users').select('disabled').where('id', '=', id).executeTakeFirstOrThrow()).disabled;
const call = (caller: Role, query: string, variables: Record<string, unknown>) =>
  gql(server.url, query, variables, { token: callers.get(caller)?.token, language: 'en' });

describe('granting: caller × role', () => {
  for (const [op, query, variablesOf] of [
    [
      'iamCreate',
      'mutation ($d: IamCreateInput!) { iamCreate(data: $d) }',
      (email: string, role: Role) => ({ d: { emails: [email], roles: [role] } }),
    ],
    [
      'iamImport',
      'mutation ($d: IamImportInput!, $h: String!) { iamImport(data: $d, importHash: $h) }',
      (email: string, role: Role) => ({ d: { email, roles: [role] }, h: `hash-${email}` }),
    ],
  ] as const)
    it(`${op}: an account is made only with roles carrying no right the caller lacks`, async () => {
      for (const caller of gateRoles(op)) {
        const grantable = grantableRoles([caller]);
        await inPool(ROLES, 8, async (role) => {
          const email = `${op.toLowerCase()}-${caller.toLowerCase()}-${role.toLowerCase()}@grants.test`;
          const allowed = grantable.includes(role);
          expectVerdict(await call(caller, query, variablesOf(email, role)), allowed, `${op} by ${caller} granting ${role}`);
          const made = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
          expect(Boolean(made), `${op} by ${caller} granting ${role}: account made`).toBe(allowed);
          if (made) expect(await rolesOf(made.id)).toEqual([role]);
        });
      }
    }, 120_000);
});

describe('changing: caller × target × role', () => {
  it('iamEdit: adds a role only to an account within the caller’s rights, and only a role within them', async () => {
    for (const caller of gateRoles('iamEdit')) {
      await inPool(ROLES, 8, async (held) => {
        const target = targets.get(held) as BuiltUser;
        await reset(held);
        const mayTouch = mayChangeAccount([caller], [held]);
        for (const role of ROLES) {
          if (role === held) continue;
          const allowed = mayTouch && grantableRoles([caller]).includes(role);
          const cell = `iamEdit by ${caller} of a ${held} adding ${role}`;
          expectVerdict(
            await call(caller, 'mutation ($d: IamEditInput!) { iamEdit(data: $d) }', { d: { id: target.id, roles: [held, role] } }),
            allowed,
            cell,
          );
          expect(await rolesOf(target.id), cell).toEqual(allowed ? [held, role].sort() : [held]);
          // A refusal changed nothing; an applied edit is undone for the next cell.
          if (allowed) await reset(held);
        }
      });
    }
  }, 300_000);

  it('iamRemove: takes a role away only from an account within the caller’s rights', async () => {
    for (const caller of gateRoles('iamRemove')) {
      await inPool(ROLES, 8, async (held) => {
        const target = targets.get(held) as BuiltUser;
        await reset(held);
        const allowed = mayChangeAccount([caller], [held]);
        const cell = `iamRemove by ${caller} of a ${held}`;
        expectVerdict(
          await call(caller, 'mutation ($e: [String!]!, $r: [String!]) { iamRemove(emails: $e, roles: $r) }', {
            e: [target.email],
            r: [held],
          }),
          allowed,
          cell,
        );
        expect(await rolesOf(target.id), cell).toEqual(allowed ? [] : [held]);
      });
    }
    await Promise.all(ROLES.map((role) => reset(role)));
  }, 120_000);

  it('iamChangeStatus: disables and enables only an account within the caller’s rights', async () => {
    const STATUS = 'mutation ($ids: [ID!]!, $disabled: Boolean!) { iamChangeStatus(ids: $ids, disabled: $disabled) }';
    for (const caller of gateRoles('iamChangeStatus')) {
      await inPool(ROLES, 8, async (held) => {
        const target = targets.get(held) as BuiltUser;
        const allowed = mayChangeAccount([caller], [held]);
        for (const disabled of [true, false]) {
          await reset(held, !disabled);
          const cell = `iamChangeStatus by ${caller} of a ${held} to ${disabled ? 'disabled' : 'enabled'}`;
          expectVerdict(await call(caller, STATUS, { ids: [target.id], disabled }), allowed, cell);
          expect(await disabledOf(target.id), cell).toBe(allowed === disabled ? 1 : 0);
        }
      });
    }
    await Promise.all(ROLES.map((role) => reset(role)));
  }, 120_000);

  it('sellerLinkUser: unlinks only an account within the caller’s rights', async () => {
    for (const caller of gateRoles('sellerLinkUser')) {
      await inPool(ROLES, 8, async (held) => {
        const target = targets.get(held) as BuiltUser;
        const allowed = mayChangeAccount([caller], [held]);
        expectVerdict(
          await call(caller, 'mutation ($u: String!) { sellerLinkUser(userId: $u, sellerId: null) }', { u: target.id }),
          allowed,
          `sellerLinkUser by ${caller} of a ${held}`,
        );
      });
    }
  }, 120_000);
});

describe('the rule, read back in plain cases (issue 30’s)', () => {
  it('an editor makes no admin, audit-log viewer or security reviewer account, so nobody it made reads the audit log', async () => {
    const editor = callers.get('editor') as BuiltUser;
    const response = await gql(
      server.url,
      'mutation { iamCreate(data: { emails: ["x@y.test"], roles: ["admin", "auditLogViewer", "iamSecurityReviewer"] }) }',
      {},
      { token: editor.token, language: 'en' },
    );
    expect(response.errors?.[0]?.message).toBe("You can't grant a role with rights you don't hold yourself");
    expect(response.errors?.[0]?.extensions?.roles).toEqual(['admin', 'auditLogViewer']);
    expect(await db().selectFrom('users').select('id').where('email', '=', 'x@y.test').execute()).toEqual([]);
    const ar = await gql(
      server.url,
      'mutation { iamCreate(data: { emails: ["x@y.test"], roles: ["auditLogViewer"] }) }',
      {},
      { token: editor.token, language: 'ar' },
    );
    expect(ar.errors?.[0]?.message).toBe('لا يمكنك منح دور يحمل صلاحيات لا تملكها أنت');
  });

  it('an editor neither demotes nor disables an admin; an admin (full access) disables an editor; owners touch both', async () => {
    const admin = targets.get('admin') as BuiltUser;
    const editor = targets.get('editor') as BuiltUser;
    await reset('admin');
    await reset('editor');
    const demote = await call('editor', 'mutation ($d: IamEditInput!) { iamEdit(data: $d) }', { d: { id: admin.id, roles: ['viewer'] } });
    expect(demote.errors?.[0]?.message).toBe("You can't change an account with rights you don't hold yourself");
    const disable = await call('editor', 'mutation ($ids: [ID!]!) { iamChangeStatus(ids: $ids, disabled: true) }', { ids: [admin.id] });
    expect(disable.errors?.[0]?.message).toBe("You can't change an account with rights you don't hold yourself");
    expect([await rolesOf(admin.id), await disabledOf(admin.id)]).toEqual([['admin'], 0]);
    const back = await call('admin', 'mutation ($ids: [ID!]!) { iamChangeStatus(ids: $ids, disabled: true) }', { ids: [editor.id] });
    expect(back.errors).toBeUndefined();
    expect(await disabledOf(editor.id)).toBe(1);
    await reset('editor');
    // An owner makes an admin; an editor still manages the roles its own rights cover, e.g. a product editor's.
    expect(
      (await call('owner', 'mutation { iamCreate(data: { emails: ["new.admin@grants.test"], roles: ["admin"] }) }', {})).errors,
    ).toBeUndefined();
    const product = targets.get('productViewer') as BuiltUser;
    expect(
      (await call('editor', 'mutation ($d: IamEditInput!) { iamEdit(data: $d) }', { d: { id: product.id, roles: ['productEditor'] } }))
        .errors,
    ).toBeUndefined();
    await reset('productViewer');
  });
});
