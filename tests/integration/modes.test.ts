import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/lib/config';
import { createOwner, CreateOwnerError, hasEnabledOwner } from '../../server/modules/auth/firstOwner';
import { DEMO_ACCOUNTS } from '../../server/modules/auth/demoAccounts';
import { CONTENT_TABLES } from '../../server/db/tables/content';
import { devMailAvailable } from '../../server/modules/mail/devPage';
import { isLoopbackAddress } from '../../server/lib/loopback';
import { runCli, type CliRun } from '../support/cli';
import { externalAddress } from '../support/network';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { rawRequest } from '../support/rawHttp';
import { SIGN_IN } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

// Demo and production are two modes (issue 15, README "Demo and production").

/** Runs `npm run create-owner -- …` as an operator would, with the server's database. */
function createOwnerCli(server: TestServer, args: string[]): Promise<CliRun> {
  return runCli('scripts/create-owner.ts', args, {
    NODE_ENV: 'production',
    DATABASE_FILE: server.config.databaseFile,
    DATABASE_URL: server.config.databaseUrl ?? '',
  });
}

const count = async (server: TestServer, table: string) =>
  Number(
    (
      await server.database.db
        .selectFrom(table as 'users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const appMode = async (server: TestServer) =>
  (await gql<{ appInfo: { mode: string } }>(server.url, '{ appInfo { mode } }')).data?.appInfo.mode;

describe('production mode (NODE_ENV=production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // SEED_DEMO=1 and seedDemo forced on: production seeds no demo data whatever it says.
    server = await startTestServer({ env: { NODE_ENV: 'production', SEED_DEMO: '1', PUBLIC_URL: 'http://127.0.0.1' }, seedDemo: true });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('reads SEED_DEMO as off and tells clients it is production', async () => {
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(false);
    expect(server.config.production).toBe(true);
    expect(server.seeded).toBe(false);
    expect(await appMode(server)).toBe('production');
  });

  it('seeds no demo account and no demo data on a new database (reference geography only)', async () => {
    expect(await count(server, 'users')).toBe(0);
    const demo = await server.database.db
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        DEMO_ACCOUNTS.map((a) => a.email),
      )
      .execute();
    expect(demo).toEqual([]);
    const signIn = await gql(server.url, SIGN_IN, { email: 'owner@demo.test', password: server.config.demoPassword });
    expect(signIn.data?.authSignIn ?? null).toBeNull();
    // The refusal a wrong password gets: no such account here (a 500 would carry another code).
    expect(signIn.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    for (const table of [
      ...CONTENT_TABLES,
      'catalog_entries',
      'sellers',
      'items',
      'complaints',
      'offers',
      'member_identities',
      'settings',
      'activation_records',
      'mail_outbox',
    ]) {
      expect(await count(server, table), table).toBe(0);
    }
    const news = await gql<{ newsList: { count: number } }>(server.url, '{ newsList { count } }');
    expect(news.data?.newsList.count).toBe(0);
    // Egypt's governorates and cities are reference data a real install needs too.
    expect(await count(server, 'governorates')).toBeGreaterThan(20);
  });

  it('answers no introspection of its schema, and still names types (__typename)', async () => {
    for (const probe of ['{ __schema { types { name } } }', '{ __type(name: "WarrantyInfo") { fields { name } } }']) {
      const answer = await gql(server.url, probe);
      expect(answer.data ?? null).toBeNull();
      // A validation refusal, as every invalid document gets in production (BAD_USER_INPUT, no detail).
      expect(new Set(answer.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
      expect(answer.errors?.[0]?.message).toBe('The request is not valid');
    }
    const named = await gql<{ appInfo: { __typename: string } }>(server.url, '{ appInfo { __typename } }');
    expect(named.data?.appInfo.__typename).toBe('AppInfo');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('serves no dev mail outbox', async () => {
    const response = await fetch(`${server.url}/dev/mail`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/Mail outbox/);
  });

  it('makes the first owner with create-owner: a one-time link sets the password, then the owner signs in', async () => {
    expect(await hasEnabledOwner(server.database.db)).toBe(false);
    const run = await createOwnerCli(server, [
      '--email',
      'Boss@Club.example',
      '--url',
      server.url,
      '--language',
      'en',
      '--first-name',
      'Mona',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Owner account created: boss@club.example');
    const link = /(http\S+\/en\/auth\/password-reset\?token=(\S+))/.exec(run.stdout);
    expect(link?.[1]?.startsWith(`${server.url}/en/auth/password-reset?token=`)).toBe(true);
    const token = decodeURIComponent(link?.[2] ?? '');

    // No password yet: nobody signs in as the owner before the link is followed.
    const early = await gql(server.url, SIGN_IN, { email: 'boss@club.example', password: 'owner-password-1' });
    expect(early.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const RESET = 'mutation($token: String!, $password: String!) { authPasswordReset(token: $token, password: $password) }';
    const reset = await gql<{ authPasswordReset: boolean }>(server.url, RESET, { token, password: 'owner-password-1' });
    expect(reset.errors).toBeUndefined();
    expect(reset.data?.authPasswordReset).toBe(true);
    expect((await gql(server.url, RESET, { token, password: 'another-password-2' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const signIn = await gql<{ authSignIn: { token: string; user: { email: string; roles: string[] } } }>(server.url, SIGN_IN, {
      email: 'boss@club.example',
      password: 'owner-password-1',
    });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data?.authSignIn.user).toMatchObject({ email: 'boss@club.example', roles: ['owner'] });
    expect(await hasEnabledOwner(server.database.db)).toBe(true);
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_name', '=', 'user')
      .where('created_by_id', 'is', null)
      .execute();
    expect(audit.map((a) => a.action)).toContain('create');
  });

  it('create-owner: an owner’s address gets a new link (the old one stops working); another account or a bad address is refused', async () => {
    const { db } = server.database;
    const first = await createOwner(db, { email: 'second@club.example', origin: server.url, language: 'ar' });
    const again = await createOwner(db, { email: 'second@club.example', origin: server.url, language: 'ar' });
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.userId).toBe(first.userId);
    const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
    const RESET = 'mutation($token: String!, $password: String!) { authPasswordReset(token: $token, password: $password) }';
    expect((await gql(server.url, RESET, { token: tokenOf(first.link), password: 'owner-password-1' })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await gql(server.url, RESET, { token: tokenOf(again.link), password: 'owner-password-1' })).errors).toBeUndefined();

    const viewer = await buildUser(server, { roles: ['viewer'] });
    await expect(createOwner(db, { email: viewer.email, origin: server.url, language: 'en' })).rejects.toBeInstanceOf(CreateOwnerError);
    await expect(createOwner(db, { email: 'not an address', origin: server.url, language: 'en' })).rejects.toBeInstanceOf(CreateOwnerError);
    expect((await db.selectFrom('user_roles').select('role').where('user_id', '=', viewer.id).execute()).map((r) => r.role)).toEqual([
      'viewer',
    ]);

    const usage = await createOwnerCli(server, []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run create-owner');
  });
});

describe('demo mode (npm start)', () => {
  let server: TestServer;
  const external = externalAddress;

  beforeAll(async () => {
    // Listening on every interface, so that the outbox can be asked from a non-loopback address too.
    server = await startTestServer({ seedDemo: false, host: '0.0.0.0' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const port = () => new URL(server.url).port;

  it('lets the schema be explored (introspection), as a developer does', async () => {
    const answer = await gql<{ __schema: { types: Array<{ name: string }> } }>(server.url, '{ __schema { types { name } } }');
    expect(answer.data?.__schema.types.map((t) => t.name)).toContain('WarrantyInfo');
  });

  it('tells clients it is the demo', async () => {
    expect(server.config.production).toBe(false);
    expect(
      await gql<{ appInfo: { mode: string } }>(`http://127.0.0.1:${port()}`, '{ appInfo { mode } }').then((r) => r.data?.appInfo.mode),
    ).toBe('demo');
  });

  it('serves the dev outbox to this machine only', async () => {
    const local = await fetch(`http://127.0.0.1:${port()}/dev/mail`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('Mail outbox');
    // A request relayed by a proxy (which would connect from loopback) is refused; so is a claimed X-Forwarded-For.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await fetch(`http://127.0.0.1:${port()}/dev/mail`, {
        headers: { [header]: header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' },
      });
      expect(relayed.status, header).toBe(403);
    }
  });

  it('refuses the dev outbox to a page reached by another name (DNS rebinding: evil.example resolving to 127.0.0.1)', async () => {
    for (const host of ['evil.example', `evil.example:${port()}`, 'localhost.evil.example', '127.0.0.1.nip.io']) {
      const rebound = await rawRequest(`http://127.0.0.1:${port()}`, { path: '/dev/mail', headers: { host } });
      expect(rebound.status, host).toBe(403);
      expect(rebound.text, host).not.toMatch(/Mail outbox/);
    }
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`, 'LOCALHOST']) {
      const local = await rawRequest(`http://127.0.0.1:${port()}`, { path: '/dev/mail', headers: { host } });
      expect(local.status, host).toBe(200);
    }
  });

  it.skipIf(!external)('refuses the dev outbox to a connection from a non-loopback address', async () => {
    const remote = await fetch(`http://${external}:${port()}/dev/mail`);
    expect(remote.status).toBe(403);
    expect(await remote.text()).not.toMatch(/Mail outbox/);
  });

  it('has no dev outbox when SMTP_URL is set', async () => {
    const withSmtp = await startTestServer({ seedDemo: false, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect(await appMode(withSmtp)).toBe('demo');
      expect((await fetch(`${withSmtp.url}/dev/mail`)).status).toBe(404);
    } finally {
      await withSmtp.stop();
    }
  });

  it('the guard: loopback means 127.0.0.0/8 or ::1 (also IPv4-mapped); the outbox needs demo mode without SMTP_URL', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, '', '192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '1270.0.0.1', '128.0.0.1', '::2'])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    expect(devMailAvailable({ production: false, smtpUrl: undefined })).toBe(true);
    expect(devMailAvailable({ production: true, smtpUrl: undefined })).toBe(false);
    expect(devMailAvailable({ production: false, smtpUrl: 'smtp://mail.example' })).toBe(false);
  });
});
