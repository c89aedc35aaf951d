import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../server/lib/i18n';
import { AppError } from '../../server/graphql/errors';
import { findUserById, withRoles } from '../../server/modules/auth/users.repository';
import { rolesEditor, rolesRemover, statusChanger, type IamDeps } from '../../server/modules/iam/commands';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql, type GraphQLResponse } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// Issue 14, "Owners are protected": only an owner changes an owner's roles or
// status, the last enabled owner stays enabled and an owner, and nobody
// changes their own roles or status. Every refusal is BAD_USER_INPUT with its
// own message and leaves users.disabled, user_roles and the audit log as they were.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => {
  await server?.stop();
});

const EDIT = 'mutation ($d: IamEditInput!) { iamEdit(data: $d) }';
const REMOVE = 'mutation ($e: [String!]!, $r: [String!], $all: Boolean) { iamRemove(emails: $e, roles: $r, all: $all) }';
const STATUS = 'mutation ($ids: [ID!]!, $disabled: Boolean!) { iamChangeStatus(ids: $ids, disabled: $disabled) }';

const MESSAGES = {
  ownerTarget: "Only an owner can change an owner's roles or status",
  lastOwner: 'The last enabled owner cannot be disabled or lose the owner role',
  ownRoles: "You can't change your own roles",
  ownOwner: "You can't revoke your own owner permission",
  disablingHimself: "You can't disable yourself",
  enablingHimself: "You can't enable yourself",
};

const db = () => server.database.db;
const edit = (caller: BuiltUser, id: string, roles: string[], language: 'en' | 'ar' = 'en') =>
  gql(server.url, EDIT, { d: { id, roles } }, { token: caller.token, language });
const remove = (caller: BuiltUser, emails: string[], roles: string[] | null, all?: boolean) =>
  gql(server.url, REMOVE, { e: emails, r: roles, all: all ?? null }, { token: caller.token, language: 'en' });
const status = (caller: BuiltUser, ids: string[], disabled: boolean, language: 'en' | 'ar' = 'en') =>
  gql(server.url, STATUS, { ids, disabled }, { token: caller.token, language });

/** users.disabled and user_roles of the given users, plus the audit log's size: what a refusal must leave alone. */
async function snapshot(...users: BuiltUser[]) {
  const ids = users.map((u) => u.id);
  const rows = await db().selectFrom('users').select(['id', 'disabled']).where('id', 'in', ids).orderBy('id').execute();
  const roles = await db()
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('user_id', 'in', ids)
    .orderBy('user_id')
    .orderBy('role')
    .execute();
  const audit = await db()
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, roles, audit: Number(audit.n) };
}

function expectRefused(response: GraphQLResponse<unknown>, message: string): void {
  expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]?.message).toBe(message);
  expect(response.data ?? null).toBeNull();
}

const disabledOf = async (user: BuiltUser) =>
  (await db().selectFrom('users').select('disabled').where('id', '=', user.id).executeTakeFirstOrThrow()).disabled;
const rolesOfUser = async (user: BuiltUser) =>
  (await db().selectFrom('user_roles').select('role').where('user_id', '=', user.id).orderBy('role').execute()).map((r) => r.role);
const enabledOwnerIds = async () =>
  (
    await db()
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select('users.id')
      .where('user_roles.role', '=', 'owner')
      .where('users.disabled', '=', 0)
      .execute()
  )
    .map((r) => r.id)
    .sort();

/** Leaves the given owners as the only enabled ones (other tests' owners are disabled straight in the database). */
async function onlyEnabledOwners(...owners: BuiltUser[]): Promise<void> {
  const keep = owners.map((o) => o.id);
  const others = db().selectFrom('user_roles').select('user_id').where('role', '=', 'owner').where('user_id', 'not in', keep);
  await db().updateTable('users').set({ disabled: 1 }).where('id', 'in', others).execute();
  expect(await enabledOwnerIds()).toEqual([...keep].sort());
}

describe('only an owner changes an owner', () => {
  it('an admin (who holds iamChangeStatus) cannot disable an owner, in English or Arabic, alone or in a batch', async () => {
    const owner = await buildUser(server, { roles: ['owner'] });
    const admin = await buildUser(server, { roles: ['admin'] });
    // A product viewer: within an admin's rights (a viewer is not: it reads the audit log, shared/access/grants.ts).
    const viewer = await buildUser(server, { roles: ['productViewer'] });
    const before = await snapshot(owner, admin, viewer);

    expectRefused(await status(admin, [owner.id], true), MESSAGES.ownerTarget);
    expectRefused(await status(admin, [owner.id], true, 'ar'), 'لا يمكن تغيير أدوار المالك أو حالته إلا من قبل مالك');
    expectRefused(await status(admin, [viewer.id, owner.id], true), MESSAGES.ownerTarget);
    expect(await snapshot(owner, admin, viewer)).toEqual(before);

    // The admin still disables a non-owner.
    expect((await status(admin, [viewer.id], true)).errors).toBeUndefined();
    expect(await disabledOf(viewer)).toBe(1);
  });

  it('an editor can neither disable nor enable an owner, nor change an owner’s roles', async () => {
    const owner = await buildUser(server, { roles: ['owner', 'viewer'] });
    const disabledOwner = await buildUser(server, { roles: ['owner'], disabled: true });
    const editor = await buildUser(server, { roles: ['editor'] });
    const before = await snapshot(owner, disabledOwner, editor);

    expectRefused(await status(editor, [owner.id], true), MESSAGES.ownerTarget);
    expectRefused(await status(editor, [disabledOwner.id], false), MESSAGES.ownerTarget);
    // Adding a role or taking a non-owner role away is still a change of an owner's roles.
    expectRefused(await edit(editor, owner.id, ['owner', 'viewer', 'auditLogViewer']), MESSAGES.ownerTarget);
    expectRefused(await remove(editor, [owner.email], ['viewer']), MESSAGES.ownerTarget);
    expectRefused(await remove(editor, [owner.email], null, true), MESSAGES.ownerTarget);
    expect(await snapshot(owner, disabledOwner, editor)).toEqual(before);

    // An owner may do all of it.
    const boss = await buildUser(server, { roles: ['owner'] });
    expect((await edit(boss, owner.id, ['owner', 'viewer', 'auditLogViewer'])).errors).toBeUndefined();
    expect(await rolesOfUser(owner)).toEqual(['auditLogViewer', 'owner', 'viewer']);
    expect((await status(boss, [disabledOwner.id], false)).errors).toBeUndefined();
    expect(await disabledOf(disabledOwner)).toBe(0);
  });
});

describe('nobody changes their own roles or status', () => {
  it('an editor cannot grant itself auditLogViewer (iamEdit), drop its own roles (iamRemove), or enable or disable itself', async () => {
    const editor = await buildUser(server, { roles: ['editor'] });
    const before = await snapshot(editor);

    expectRefused(await edit(editor, editor.id, ['editor', 'auditLogViewer']), MESSAGES.ownRoles);
    expectRefused(await edit(editor, editor.id, ['editor', 'auditLogViewer'], 'ar'), 'لا يمكنك تغيير أدوارك');
    expectRefused(await remove(editor, [editor.email], ['editor']), MESSAGES.ownRoles);
    expectRefused(await remove(editor, [editor.email.toUpperCase()], null, true), MESSAGES.ownRoles);
    expectRefused(await status(editor, [editor.id], true), MESSAGES.disablingHimself);
    expectRefused(await status(editor, [editor.id], false), MESSAGES.enablingHimself);
    expect(await snapshot(editor)).toEqual(before);
    const audit = await gql(server.url, '{ auditLogList { count } }', {}, { token: editor.token });
    expect(audit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('an owner cannot change its own roles either, and a batch naming oneself changes nobody', async () => {
    const owner = await buildUser(server, { roles: ['owner'] });
    const other = await buildUser(server, { roles: ['viewer'] });
    const before = await snapshot(owner, other);

    expectRefused(await edit(owner, owner.id, ['owner', 'auditLogViewer']), MESSAGES.ownRoles);
    expectRefused(await edit(owner, owner.id, ['viewer']), MESSAGES.ownOwner);
    expectRefused(await remove(owner, [other.email, owner.email], ['viewer']), MESSAGES.ownRoles);
    expectRefused(await remove(owner, [owner.email], ['owner']), MESSAGES.ownOwner);
    expectRefused(await status(owner, [other.id, owner.id], false), MESSAGES.enablingHimself);
    expect(await snapshot(owner, other)).toEqual(before);
  });
});

describe('the last enabled owner stays', () => {
  it('the last enabled owner disabling itself is refused as disabling yourself', async () => {
    const owner = await buildUser(server, { roles: ['owner'] });
    await onlyEnabledOwners(owner);
    const before = await snapshot(owner);
    expectRefused(await status(owner, [owner.id], true), MESSAGES.disablingHimself);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('a second owner may disable the first while it stays enabled; the last enabled owner then keeps the owner role', async () => {
    const first = await buildUser(server, { roles: ['owner'] });
    const second = await buildUser(server, { roles: ['owner'] });
    const editor = await buildUser(server, { roles: ['editor'] });
    await onlyEnabledOwners(first, second);

    expect((await status(second, [first.id], true)).errors).toBeUndefined();
    expect(await disabledOf(first)).toBe(1);
    expect(await enabledOwnerIds()).toEqual([second.id]);

    const before = await snapshot(first, second, editor);
    expectRefused(await remove(second, [second.email], ['owner']), MESSAGES.ownOwner);
    expectRefused(await edit(second, second.id, ['editor']), MESSAGES.ownOwner);
    expectRefused(await remove(editor, [second.email], ['owner']), MESSAGES.ownerTarget);
    expectRefused(await edit(editor, second.id, ['editor']), MESSAGES.ownerTarget);
    expect(await snapshot(first, second, editor)).toEqual(before);

    // A disabled owner is not an enabled one: taking its owner role away leaves `second` enabled and is allowed.
    expect((await remove(second, [first.email], ['owner'])).errors).toBeUndefined();
    expect(await rolesOfUser(first)).toEqual([]);
    expect(await enabledOwnerIds()).toEqual([second.id]);
  });

  it('counts the enabled owners inside the transaction: a caller authorized as an owner just before it was disabled cannot demote or disable the last one', async () => {
    // What two owners demoting or disabling each other at the same moment come to: the
    // caller was an enabled owner when its request was authorized, then lost that.
    const last = await buildUser(server, { roles: ['owner'] });
    const stale = await buildUser(server, { roles: ['owner'] });
    await onlyEnabledOwners(last, stale);
    const actor = await withRoles(db(), (await findUserById(db(), stale.id))!);
    await db().updateTable('users').set({ disabled: 1 }).where('id', '=', stale.id).execute();
    const before = await snapshot(last, stale);
    const deps = { db: db() } as unknown as IamDeps;

    const refusals = [
      await rolesEditor(deps, actor, { id: last.id, roles: ['viewer'] }).catch((e: unknown) => e),
      await rolesRemover(deps, actor, { emails: [last.email], roles: ['owner'] }).catch((e: unknown) => e),
      await statusChanger(deps, actor, { ids: [last.id], disabled: true }).catch((e: unknown) => e),
    ];
    for (const error of refusals) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('BAD_USER_INPUT');
      expect(translator('en')((error as AppError).messageKey)).toBe(MESSAGES.lastOwner);
      expect(translator('ar')((error as AppError).messageKey)).toBe('لا يمكن تعطيل آخر مالك مفعّل ولا سحب دور المالك منه');
    }
    expect(await snapshot(last, stale)).toEqual(before);
    expect(await enabledOwnerIds()).toEqual([last.id]);
  });

  it('two owners demoting, then disabling, each other at once over HTTP: one wins, one enabled owner remains', async () => {
    const a = await buildUser(server, { roles: ['owner', 'viewer'] });
    const b = await buildUser(server, { roles: ['owner', 'viewer'] });
    await onlyEnabledOwners(a, b);
    const demotions = await Promise.all([remove(a, [b.email], ['owner']), remove(b, [a.email], ['owner'])]);
    expect(demotions.filter((r) => !r.errors)).toHaveLength(1);
    expect(await enabledOwnerIds()).toHaveLength(1);

    const c = await buildUser(server, { roles: ['owner'] });
    const d = await buildUser(server, { roles: ['owner'] });
    await onlyEnabledOwners(c, d);
    const disables = await Promise.all([status(c, [d.id], true), status(d, [c.id], true)]);
    expect(disables.filter((r) => !r.errors)).toHaveLength(1);
    expect(await enabledOwnerIds()).toHaveLength(1);
  });
});
