import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_GUESSES, recordGuessFailure } from '../../server/modules/auth/accountGuesses';
import { buildUser, TEST_PASSWORD, type BuiltUser } from '../support/factories';
import { gql, type GraphQLResponse } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { refreshCookieOf, SIGN_IN, signIn } from '../support/session';

// Issue 30, point 3: signing out ends that session at once (its access tokens are refused on their next
// request, not 15 minutes later), and password guesses are capped per account across addresses with a wait
// that grows, which the account's own known device does not meet.

let server: TestServer;
beforeAll(async () => {
  // A proxy in front names the client (X-Forwarded-For): the tests speak from many addresses.
  server = await startTestServer({ seedDemo: false, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const ME = '{ authMe { id } }';
const USERS = '{ iamListUsers(limit: 1) { count } }';
const REFRESH = 'mutation { authRefresh { token } }';
const SIGN_OUT = 'mutation { authSignOut }';
const codeOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.code;

describe('sign-out', () => {
  it('refuses the session’s access tokens at once, also one minted by a refresh; another session of the account goes on', async () => {
    const user = await buildUser(server, { roles: ['viewer'] });
    const session = await signIn(server.url, user.email, TEST_PASSWORD);
    const other = await signIn(server.url, user.email, TEST_PASSWORD);
    const refreshed = await gql<{ authRefresh: { token: string } }>(server.url, REFRESH, {}, { cookie: session.cookie });
    const rotated = refreshed.data?.authRefresh.token as string;
    const cookie = refreshCookieOf(refreshed.headers) as string;
    for (const token of [session.token, rotated]) {
      expect((await gql<{ authMe: { id: string } }>(server.url, ME, {}, { token })).data?.authMe.id).toBe(user.id);
      expect(codeOf(await gql(server.url, USERS, {}, { token }))).toBeUndefined();
    }

    expect((await gql(server.url, SIGN_OUT, {}, { cookie })).errors).toBeUndefined();

    for (const token of [session.token, rotated]) {
      // authMe sees no one (as for an expired token), a signed-in operation answers UNAUTHENTICATED.
      const me = await gql<{ authMe: unknown }>(server.url, ME, {}, { token });
      expect(me.data?.authMe).toBeNull();
      expect(codeOf(await gql(server.url, USERS, {}, { token }))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await gql(server.url, REFRESH, {}, { cookie }))).toBe('UNAUTHENTICATED');
    // The account's session on another device is not this one.
    expect((await gql<{ authMe: { id: string } }>(server.url, ME, {}, { token: other.token })).data?.authMe.id).toBe(user.id);
    expect(codeOf(await gql(server.url, REFRESH, {}, { cookie: other.cookie }))).toBeUndefined();
  });
  it('ends the session with the access token alone (no refresh cookie, as an API client sends it)', async () => {
    const user = await buildUser(server, { roles: ['viewer'] });
    const session = await signIn(server.url, user.email, TEST_PASSWORD);
    const other = await signIn(server.url, user.email, TEST_PASSWORD);
    expect((await gql<{ authMe: { id: string } }>(server.url, ME, {}, { token: session.token })).data?.authMe.id).toBe(user.id);

    const out = await gql<{ authSignOut: boolean }>(server.url, SIGN_OUT, {}, { token: session.token });
    expect(out.data?.authSignOut).toBe(true);

    expect((await gql<{ authMe: unknown }>(server.url, ME, {}, { token: session.token })).data?.authMe).toBeNull();
    expect(codeOf(await gql(server.url, USERS, {}, { token: session.token }))).toBe('UNAUTHENTICATED');
    // The session's refresh cookie, had the browser kept it, ends with it.
    expect(codeOf(await gql(server.url, REFRESH, {}, { cookie: session.cookie }))).toBe('UNAUTHENTICATED');
    expect(
      await db().selectFrom('audit_logs').select('action').where('entity_id', '=', user.id).where('action', '=', 'signOut').execute(),
    ).toHaveLength(1);
    // Another session of the account goes on.
    expect((await gql<{ authMe: { id: string } }>(server.url, ME, {}, { token: other.token })).data?.authMe.id).toBe(user.id);
  });
});

/** One password sign-in from `address`, with the cookies given (a known device's). */
async function attempt(email: string, password: string, address: string, cookie?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query: SIGN_IN, variables: { email, password } }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<{ authSignIn: { token: string } }>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

const deviceCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('aqua_dev='))
    ?.split(';')[0];

/** 20 addresses × 10 wrong passwords, the addresses at once. */
async function guess(user: BuiltUser, prefix: string) {
  const answers = await Promise.all(
    Array.from({ length: 20 }, async (_, a) => {
      const out = [];
      for (let i = 0; i < 10; i++) out.push(await attempt(user.email, `wrong-${a}-${i}`, `${prefix}.${a}`));
      return out;
    }),
  );
  return answers.flat();
}

/**
 * An account's free guesses spent: all but the last written as failures, the last a real wrong sign-in, which must be
 * counted for the next attempt to wait. (Ten real ones hash ten passwords, ~0.5 s of a core each: over 30 s on a
 * busy machine; the 200-guess test above counts real ones.)
 */
async function spendFreeGuesses(email: string, network: string): Promise<void> {
  for (let i = 1; i < ACCOUNT_GUESSES.free; i++) await recordGuessFailure(db(), email);
  expect(codeOf(await attempt(email, 'wrong-last', `${network}.1`))).toBe('UNAUTHENTICATED');
}

describe('password guesses per account', () => {
  it('after 200 guesses from 20 addresses the right password waits, except on the account’s known device', async () => {
    const owner = await buildUser(server, { roles: ['owner'] });
    // The owner signed in at home before: this browser is a known device of the account.
    const home = await attempt(owner.email, TEST_PASSWORD, '10.9.9.9');
    expect(home.errors).toBeUndefined();
    const device = deviceCookieOf(home.headers);
    expect(device).toBeDefined();

    const answers = await guess(owner, '10.1.0');
    const refused = answers.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
    // The wait refuses most guesses before any password is hashed.
    expect(refused.length).toBeGreaterThan(150);
    expect(answers.every((a) => codeOf(a) === 'TOO_MANY_REQUESTS' || a.errors?.[0]?.extensions?.authCode === 'auth/wrong-password')).toBe(
      true,
    );

    // The right password from a 21st address is not let in at once.
    const right = await attempt(owner.email, TEST_PASSWORD, '10.2.0.1');
    expect(right.status).toBe(429);
    expect(codeOf(right)).toBe('TOO_MANY_REQUESTS');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.errors?.[0]?.message).toBe('Too many sign-in attempts. Please wait and try again later.');
    expect(right.data?.authSignIn ?? null).toBeNull();

    // The owner, from the known device (on any network), signs in now.
    const fromHome = await attempt(owner.email, TEST_PASSWORD, '10.3.0.1', device);
    expect(fromHome.errors).toBeUndefined();
    expect(fromHome.data?.authSignIn.token).toBeTruthy();
  }, 240_000);

  it('when the wait is over one attempt goes through, and only one of several at once; then the right password works', async () => {
    const user = await buildUser(server, { roles: ['viewer'] });
    await spendFreeGuesses(user.email, '10.4.0');
    expect(codeOf(await attempt(user.email, TEST_PASSWORD, '10.4.1.1'))).toBe('TOO_MANY_REQUESTS');
    // As if the wait had passed.
    const passed = new Date(Date.now() - 1000).toISOString();
    await db().updateTable('sign_in_delays').set({ next_attempt_at: passed }).where('email', '=', user.email).execute();
    const together = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(user.email, `wrong-again-${i}`, `10.5.0.${i}`)));
    expect(together.filter((a) => codeOf(a) === 'UNAUTHENTICATED').length).toBe(1);
    expect(together.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS').length).toBe(7);
    await db().updateTable('sign_in_delays').set({ next_attempt_at: passed }).where('email', '=', user.email).execute();
    const right = await attempt(user.email, TEST_PASSWORD, '10.6.0.1');
    expect(right.errors).toBeUndefined();
    // A right password starts the count again.
    expect(await db().selectFrom('sign_in_delays').select('email').where('email', '=', user.email).execute()).toEqual([]);
  });

  it('counts an unknown address alike, so the wait tells nothing about who has an account', async () => {
    const email = 'nobody-here@test.example';
    await spendFreeGuesses(email, '10.7.0');
    expect(codeOf(await attempt(email, 'another', '10.7.1.1'))).toBe('TOO_MANY_REQUESTS');
  });
});
