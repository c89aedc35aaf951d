import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startStubProvider, type StubIdentity, type StubProvider } from '../support/oidcProvider';
import { startTestServer, type TestServer } from '../support/server';
import { refreshCookieOf } from '../support/session';

// Social sign-in over HTTP, as a browser walks it: /oidc/google/start → the
// provider's page → approve → /oidc/google/callback → the sign-in screen,
// against a stub OpenID provider on 127.0.0.1.

let stub: StubProvider;
let server: TestServer;
beforeAll(async () => {
  stub = await startStubProvider();
  server = await startTestServer({
    seedDemo: false,
    env: { OIDC_GOOGLE_CLIENT_ID: stub.clientId, OIDC_GOOGLE_CLIENT_SECRET: stub.clientSecret, OIDC_GOOGLE_ISSUER: stub.issuer },
  });
});
afterAll(async () => {
  await server?.stop();
  await stub?.stop();
});

const db = () => server.database.db;
const PROVIDERS = /* GraphQL */ `
  query {
    authSocialProviders
  }
`;
const ME = /* GraphQL */ `
  mutation {
    authRefresh {
      user {
        email
        firstName
        lastName
        emailVerified
        roles
      }
    }
  }
`;

/** Walks the flow as `identity`; answers where the server sent the browser back to, and the refresh cookie it set, if any. */
async function signInWith(identity: StubIdentity, query = 'lang=en'): Promise<{ back: URL; cookie: string | undefined }> {
  stub.identity = identity;
  const start = await fetch(`${server.url}/oidc/google/start?${query}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const flowCookie =
    start.headers
      .getSetCookie()
      .find((c) => c.startsWith('oidc_flow='))
      ?.split(';')[0] ?? '';
  const authorize = await fetch(start.headers.get('location') ?? '');
  const ticket = /name="ticket" value="([^"]+)"/.exec(await authorize.text())?.[1];
  const approve = await fetch(`${stub.issuer}/approve?ticket=${ticket}`, { redirect: 'manual' });
  const callback = await fetch(approve.headers.get('location') ?? '', { redirect: 'manual', headers: { cookie: flowCookie } });
  expect(callback.status).toBe(302);
  return { back: new URL(callback.headers.get('location') ?? '', server.url), cookie: refreshCookieOf(callback.headers) };
}

const identitiesOf = (email: string) => db().selectFrom('user_identities').selectAll().where('email', '=', email).execute();

describe('social sign-in', () => {
  it('names the configured providers only; an unconfigured one is not found', async () => {
    expect((await gql(server.url, PROVIDERS)).data).toEqual({ authSocialProviders: ['google'] });
    const facebook = await fetch(`${server.url}/oidc/facebook/start?lang=en`, { redirect: 'manual' });
    expect(facebook.status).toBe(404);
  });

  it('creates a pending account from a verified Google address, and signs the same person in again without a second account', async () => {
    const person = { sub: 'g-100', email: 'new.social@test.example', emailVerified: true, givenName: 'Nour', familyName: 'Hassan' };
    const first = await signInWith(person, 'lang=ar&redirect=%2Fadmin%2Faudit-logs');
    expect(first.back.pathname).toBe('/ar/auth/signin');
    expect(first.back.searchParams.get('redirect')).toBe('/admin/audit-logs');
    expect(first.back.searchParams.get('error')).toBeNull();
    const me = await gql<{ authRefresh: { user: Record<string, unknown> } }>(server.url, ME, {}, { cookie: first.cookie });
    expect(me.data?.authRefresh.user).toEqual({
      email: person.email,
      firstName: 'Nour',
      lastName: 'Hassan',
      emailVerified: true,
      roles: [],
    });
    const again = await signInWith(person);
    expect(again.cookie).toBeTruthy();
    expect(await db().selectFrom('users').select('id').where('email', '=', person.email).execute()).toHaveLength(1);
    expect(await identitiesOf(person.email)).toMatchObject([{ provider: 'google', subject: 'g-100' }]);
  });

  it('mails a verification link to an address the provider does not vouch for', async () => {
    const person = { sub: 'g-200', email: 'unvouched@test.example', emailVerified: false };
    const { cookie } = await signInWith(person);
    const user = await db().selectFrom('users').select(['email_verified']).where('email', '=', person.email).executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(0);
    expect(cookie).toBeTruthy();
    const mail = await db().selectFrom('mail_outbox').select('text').where('to_address', '=', person.email).executeTakeFirst();
    expect(mail?.text).toContain('/auth/verify-email?token=');
  });

  it('links an existing account only when the provider vouches for its address', async () => {
    const owner = await buildUser(server, { roles: ['owner'], email: 'owner.social@test.example', emailVerified: false });
    const refused = await signInWith({ sub: 'g-300', email: owner.email, emailVerified: false });
    expect(refused.back.searchParams.get('error')).toBe('auth/account-exists-with-different-credential');
    expect(refused.cookie).toBeUndefined();
    expect(await identitiesOf(owner.email)).toEqual([]);

    const linked = await signInWith({ sub: 'g-301', email: owner.email, emailVerified: true });
    expect(linked.back.searchParams.get('error')).toBeNull();
    const me = await gql<{ authRefresh: { user: { roles: string[]; emailVerified: boolean } } }>(
      server.url,
      ME,
      {},
      { cookie: linked.cookie },
    );
    // The provider's word verifies the address, as the mailed link would have.
    expect(me.data?.authRefresh.user).toMatchObject({ roles: ['owner'], emailVerified: true });
    expect(await identitiesOf(owner.email)).toMatchObject([{ subject: 'g-301' }]);
  });

  it('refuses a disabled account without linking it', async () => {
    const disabled = await buildUser(server, { roles: ['viewer'], email: 'disabled.social@test.example', disabled: true });
    const refused = await signInWith({ sub: 'g-400', email: disabled.email, emailVerified: true });
    expect(refused.back.searchParams.get('error')).toBe('auth/user-disabled');
    expect(refused.cookie).toBeUndefined();
    expect(await identitiesOf(disabled.email)).toEqual([]);
  });

  it('refuses a callback without the flow that started it (forged or replayed), and says so on the sign-in screen', async () => {
    const forged = await fetch(`${server.url}/oidc/google/callback?code=x&state=y`, { redirect: 'manual' });
    expect(forged.status).toBe(302);
    expect(new URL(forged.headers.get('location') ?? '', server.url).searchParams.get('error')).toBe('auth/social-failed');
    expect(refreshCookieOf(forged.headers)).toBeUndefined();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('sends the person back with auth/provider-unavailable when the provider cannot be reached', async () => {
    const lonely = await startTestServer({
      seedDemo: false,
      env: { OIDC_GOOGLE_CLIENT_ID: 'x', OIDC_GOOGLE_CLIENT_SECRET: 'y', OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/' },
    });
    try {
      const start = await fetch(`${lonely.url}/oidc/google/start?lang=ar`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      const back = new URL(start.headers.get('location') ?? '', lonely.url);
      expect(back.pathname).toBe('/ar/auth/signin');
      expect(back.searchParams.get('error')).toBe('auth/provider-unavailable');
    } finally {
      await lonely.stop();
    }
  });
});
