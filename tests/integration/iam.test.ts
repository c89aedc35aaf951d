import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from '../support/session';

let server: TestServer;
let owner: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'], email: 'boss@test.example' });
});
afterAll(async () => {
  await server?.stop();
});

const CREATE = 'mutation ($d: IamCreateInput!) { iamCreate(data: $d) }';
const LIST =
  'query ($f: IamListUsersFilter, $o: UserSort, $l: Int, $off: Int) { iamListUsers(filter: $f, orderBy: $o, limit: $l, offset: $off) { count rows { email roles disabled fullName userType } } }';
const db = () => server.database.db;
const auditCount = async () =>
  Number(
    (
      await db()
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('iamCreate', () => {
  it('invites one user with names and roles, audits it and mails a set-password link', async () => {
    const response = await gql(
      server.url,
      CREATE,
      {
        d: {
          emails: ['Invitee@Test.example'],
          firstName: ' Nadia ',
          lastName: 'Nour',
          phoneNumber: '0100 123',
          roles: ['viewer', 'auditLogViewer'],
        },
      },
      { token: owner.token },
    );
    expect(response.errors).toBeUndefined();
    const user = await db().selectFrom('users').selectAll().where('email', '=', 'invitee@test.example').executeTakeFirstOrThrow();
    expect([user.first_name, user.last_name, user.phone_number, user.password_hash]).toEqual(['Nadia', 'Nour', '0100 123', null]);
    const audit = await db()
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity_id', '=', user.id)
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    expect(audit.created_by_email).toBe('boss@test.example');
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'invitee@test.example')
      .executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/\/auth\/password-reset\?token=/);
  });

  it('invites several addresses at once and refuses the whole call when one exists, in the spec’s words', async () => {
    const ok = await gql(
      server.url,
      CREATE,
      { d: { emails: ['a1@test.example', 'a2@test.example'], roles: ['editor'] } },
      { token: owner.token },
    );
    expect(ok.errors).toBeUndefined();
    const before = await auditCount();
    const dup = await gql(
      server.url,
      CREATE,
      { d: { emails: ['a3@test.example', 'a1@test.example'], roles: ['editor'] } },
      { token: owner.token, language: 'en' },
    );
    expect(dup.errors?.[0]?.message).toBe('User with this email already exists');
    const ar = await gql(
      server.url,
      CREATE,
      { d: { emails: ['a1@test.example'], roles: ['editor'] } },
      { token: owner.token, language: 'ar' },
    );
    expect(ar.errors?.[0]?.message).toBe('يوجد مستخدم بهذا البريد الإلكتروني بالفعل');
    expect(await db().selectFrom('users').select('id').where('email', '=', 'a3@test.example').execute()).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('names the invalid address and requires a role', async () => {
    const bad = await gql(
      server.url,
      CREATE,
      { d: { emails: ['ok@test.example', 'not-an-email'], roles: ['viewer'] } },
      { token: owner.token, language: 'en' },
    );
    expect(bad.errors?.[0]?.message).toBe('Email not-an-email is invalid');
    const noRole = await gql(server.url, CREATE, { d: { emails: ['ok@test.example'], roles: [] } }, { token: owner.token, language: 'en' });
    expect(noRole.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await gql(
      server.url,
      CREATE,
      { d: { emails: ['ok@test.example'], firstName: 'x'.repeat(81), roles: ['viewer'] } },
      { token: owner.token, language: 'en' },
    );
    expect(tooLong.errors?.[0]?.message).toBe('Please use maximum 80 characters');
  });

  it('lets the invitee set a password from the mailed link and sign in', async () => {
    await gql(server.url, CREATE, { d: { emails: ['newbie@test.example'], roles: ['viewer'] } }, { token: owner.token });
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', 'newbie@test.example')
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)?.[1] ?? '');
    const reset = await gql(server.url, 'mutation ($t: String!) { authPasswordReset(token: $t, password: "a-new-password-9") }', {
      t: token,
    });
    expect(reset.data).toEqual({ authPasswordReset: true });
    const session = await signIn(server.url, 'newbie@test.example', 'a-new-password-9');
    expect(session.token).toBeTruthy();
  });
});

describe('iamListUsers', () => {
  it('filters by email, name, role, status and type, sorts and pages (10 by default)', async () => {
    for (let i = 0; i < 12; i++)
      await buildUser(server, {
        roles: ['productViewer'],
        email: `page-${String(i).padStart(2, '0')}@test.example`,
        firstName: `Pager${i}`,
      });
    const first = await gql<{ iamListUsers: { count: number; rows: Array<{ email: string }> } }>(
      server.url,
      LIST,
      { f: { role: 'productViewer' }, o: 'email_ASC' },
      { token: owner.token },
    );
    expect(first.data?.iamListUsers.count).toBe(12);
    expect(first.data?.iamListUsers.rows.map((r) => r.email)).toHaveLength(10);
    expect(first.data?.iamListUsers.rows[0]?.email).toBe('page-00@test.example');
    const second = await gql<{ iamListUsers: { rows: Array<{ email: string }> } }>(
      server.url,
      LIST,
      { f: { role: 'productViewer' }, o: 'email_DESC', l: 10, off: 10 },
      { token: owner.token },
    );
    expect(second.data?.iamListUsers.rows.map((r) => r.email)).toEqual(['page-01@test.example', 'page-00@test.example']);
    const byName = await gql<{ iamListUsers: { count: number } }>(server.url, LIST, { f: { fullName: 'pager1' } }, { token: owner.token });
    expect(byName.data?.iamListUsers.count).toBe(3); // Pager1, Pager10, Pager11
    const byEmail = await gql<{ iamListUsers: { count: number } }>(server.url, LIST, { f: { email: 'PAGE-05' } }, { token: owner.token });
    expect(byEmail.data?.iamListUsers.count).toBe(1);
    const clients = await gql<{ iamListUsers: { count: number } }>(server.url, LIST, { f: { userType: 'client' } }, { token: owner.token });
    expect(clients.data?.iamListUsers.count).toBe(0);
    const badSort = await gql(server.url, LIST, { o: 'password_ASC' }, { token: owner.token });
    expect(badSort.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('iamChangeStatus', () => {
  it('disables several users at once, ends their sessions, and refuses disabling yourself', async () => {
    // Accounts within an admin's rights (shared/access/grants.ts): a viewer reads the audit log, an admin does not.
    const a = await buildUser(server, { roles: ['productViewer'] });
    const b = await buildUser(server, { roles: ['productViewer'] });
    const admin = await buildUser(server, { roles: ['admin'] });
    const self = await gql(
      server.url,
      'mutation ($ids: [ID!]!) { iamChangeStatus(ids: $ids, disabled: true) }',
      { ids: [a.id, admin.id] },
      { token: admin.token, language: 'en' },
    );
    expect(self.errors?.[0]?.message).toBe("You can't disable yourself");
    expect((await db().selectFrom('users').select('disabled').where('id', '=', a.id).executeTakeFirstOrThrow()).disabled).toBe(0);

    const ok = await gql(
      server.url,
      'mutation ($ids: [ID!]!) { iamChangeStatus(ids: $ids, disabled: true) }',
      { ids: [a.id, b.id] },
      { token: admin.token },
    );
    expect(ok.errors).toBeUndefined();
    const rows = await db().selectFrom('users').select('disabled').where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((r) => r.disabled)).toEqual([1, 1]);
    const me = await gql<{ authMe: unknown }>(server.url, '{ authMe { id } }', {}, { token: a.token });
    expect(me.data?.authMe).toBeNull();
    const audits = await db().selectFrom('audit_logs').select('entity_id').where('action', '=', 'disable').execute();
    expect(audits.map((r) => r.entity_id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('iamEdit and iamRemove', () => {
  it('replaces roles with before/after in the audit, and refuses revoking your own owner role', async () => {
    const target = await buildUser(server, { roles: ['viewer'] });
    const edit = await gql(
      server.url,
      'mutation ($d: IamEditInput!) { iamEdit(data: $d) }',
      { d: { id: target.id, roles: ['editor', 'auditLogViewer'] } },
      { token: owner.token },
    );
    expect(edit.errors).toBeUndefined();
    const audit = await db()
      .selectFrom('audit_logs')
      .select('values')
      .where('entity_id', '=', target.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.values as string)).toEqual({ before: { roles: ['viewer'] }, after: { roles: ['auditLogViewer', 'editor'] } });

    const self = await gql(
      server.url,
      'mutation ($d: IamEditInput!) { iamEdit(data: $d) }',
      { d: { id: owner.id, roles: ['editor'] } },
      { token: owner.token, language: 'en' },
    );
    expect(self.errors?.[0]?.message).toBe("You can't revoke your own owner permission");
    const removeSelf = await gql(
      server.url,
      'mutation { iamRemove(emails: ["boss@test.example"], all: true) }',
      {},
      { token: owner.token, language: 'en' },
    );
    expect(removeSelf.errors?.[0]?.message).toBe("You can't revoke your own owner permission");
    expect((await db().selectFrom('user_roles').select('role').where('user_id', '=', owner.id).execute()).map((r) => r.role)).toEqual([
      'owner',
    ]);

    const remove = await gql(
      server.url,
      'mutation ($e: [String!]!) { iamRemove(emails: $e, roles: ["editor"]) }',
      { e: [target.email] },
      { token: owner.token },
    );
    expect(remove.errors).toBeUndefined();
    expect((await db().selectFrom('user_roles').select('role').where('user_id', '=', target.id).execute()).map((r) => r.role)).toEqual([
      'auditLogViewer',
    ]);
    const missing = await gql(
      server.url,
      'mutation { iamFind(id: "nope") { id } }'.replace('mutation', 'query'),
      {},
      { token: owner.token, language: 'en' },
    );
    expect(missing.errors?.[0]?.message).toBe('User not found');
  });
});

describe('iamImport', () => {
  const IMPORT = 'mutation ($d: IamImportInput!, $h: String!) { iamImport(data: $d, importHash: $h) }';
  it('imports a row once, refuses the same hash again, and validates every row on the server', async () => {
    const row = { email: 'imported@test.example', firstName: 'Imp', roles: ['viewer', 'editor'], avatars: ['https://example.com/a.png'] };
    const first = await gql(server.url, IMPORT, { d: row, h: 'hash-1' }, { token: owner.token });
    expect(first.errors).toBeUndefined();
    const again = await gql(
      server.url,
      IMPORT,
      { d: { ...row, email: 'other@test.example' }, h: 'hash-1' },
      { token: owner.token, language: 'en' },
    );
    expect(again.errors?.[0]?.message).toBe('Data has already been imported');
    const bad = await gql(
      server.url,
      IMPORT,
      { d: { email: 'bad-row', roles: ['viewer'] }, h: 'hash-2' },
      { token: owner.token, language: 'en' },
    );
    expect(bad.errors?.[0]?.message).toBe('Please provide a valid email.');
    const badRole = await gql(
      server.url,
      IMPORT,
      { d: { email: 'r@test.example', roles: ['superuser'] }, h: 'hash-3' },
      { token: owner.token },
    );
    expect(badRole.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await db().selectFrom('import_hashes').select('hash').execute()).toEqual([{ hash: 'hash-1' }]);
    const noHash = await gql(
      server.url,
      IMPORT,
      { d: { email: 'h@test.example', roles: ['viewer'] }, h: ' ' },
      { token: owner.token, language: 'en' },
    );
    expect(noHash.errors?.[0]?.message).toBe('Import hash is required');
  });
});

describe('iamListRoles, iamUserAutocomplete, auditLogList', () => {
  it('lists roles with their users, finds users by text, and filters the audit log', async () => {
    const roles = await gql<{ iamListRoles: Array<{ role: string; users: Array<{ email: string }> }> }>(
      server.url,
      '{ iamListRoles { role users { email } } }',
      {},
      { token: owner.token },
    );
    expect(roles.data?.iamListRoles.find((r) => r.role === 'owner')?.users.map((u) => u.email)).toEqual(['boss@test.example']);
    const options = await gql<{ iamUserAutocomplete: Array<{ label: string }> }>(
      server.url,
      '{ iamUserAutocomplete(query: "BOSS", limit: 5) { id label } }',
      {},
      { token: owner.token },
    );
    expect(options.data?.iamUserAutocomplete.map((o) => o.label)).toEqual(['Test User <boss@test.example>']);
    const logs = await gql<{ auditLogList: { count: number; rows: Array<{ action: string; createdByEmail: string }> } }>(
      server.url,
      'query ($f: AuditLogFilter) { auditLogList(filter: $f, orderBy: timestamp_ASC) { count rows { action createdByEmail entityName } } }',
      { f: { entityNames: ['user'], action: 'create', createdByEmail: 'BOSS@', timestampRange: ['2000-01-01', null] } },
      { token: owner.token },
    );
    expect(logs.data?.auditLogList.count).toBeGreaterThanOrEqual(4);
    expect(new Set(logs.data?.auditLogList.rows.map((r) => r.createdByEmail))).toEqual(new Set(['boss@test.example']));
    const future = await gql<{ auditLogList: { count: number } }>(
      server.url,
      '{ auditLogList(filter: { timestampRange: ["2999-01-01", null] }) { count } }',
      {},
      { token: owner.token },
    );
    expect(future.data?.auditLogList.count).toBe(0);
  });
});

describe('the owner role', () => {
  it('passes only between owners: an editor can neither grant it (even to itself) nor take it away', async () => {
    const editor = await buildUser(server, { roles: ['editor'] });
    const self = await gql(
      server.url,
      'mutation ($d: IamEditInput!) { iamEdit(data: $d) }',
      { d: { id: editor.id, roles: ['editor', 'owner'] } },
      { token: editor.token, language: 'en' },
    );
    expect(self.errors?.[0]?.message).toBe('Only an owner can grant or revoke the owner role');
    const invite = await gql(server.url, CREATE, { d: { emails: ['new-owner@test.example'], roles: ['owner'] } }, { token: editor.token });
    expect(invite.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const revoke = await gql(
      server.url,
      'mutation { iamRemove(emails: ["boss@test.example"], roles: ["owner"]) }',
      {},
      { token: editor.token },
    );
    expect(revoke.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await db().selectFrom('user_roles').select('role').where('user_id', '=', editor.id).execute()).map((r) => r.role)).toEqual([
      'editor',
    ]);
    const byOwner = await gql(
      server.url,
      'mutation ($d: IamEditInput!) { iamEdit(data: $d) }',
      { d: { id: editor.id, roles: ['editor', 'owner'] } },
      { token: owner.token },
    );
    expect(byOwner.errors).toBeUndefined();
  });
});
