import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/boot';
import { SIGN_IN_LIMIT } from '../../server/modules/auth/bruteForce';
import { buildUser, TEST_PASSWORD } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { SIGN_IN, signIn } from '../support/session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const tokenInLatestMail = async (to: string) => {
  const mail = await db()
    .selectFrom('mail_outbox')
    .select('text')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return decodeURIComponent(/token=([^\s]+)/.exec(mail.text)?.[1] ?? '');
};

describe('brute-force limit', () => {
  it('answers TOO_MANY_REQUESTS (HTTP 429) after 10 failures for one email, even with the right password, and keeps counting across a restart', async () => {
    const user = await buildUser(server, { roles: ['viewer'] });
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
      const wrong = await gql(server.url, SIGN_IN, { email: user.email, password: `wrong-${i}` }, { language: 'en' });
      expect(wrong.errors?.[0]?.message).toBe("Sorry, we don't recognize your credentials.");
    }
    const locked = await gql(server.url, SIGN_IN, { email: user.email, password: TEST_PASSWORD }, { language: 'en' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.errors?.[0]?.message).toBe('Too many sign-in attempts. Please wait and try again later.');
    const ar = await gql(server.url, SIGN_IN, { email: user.email, password: TEST_PASSWORD }, { language: 'ar' });
    expect(ar.errors?.[0]?.message).toBe('محاولات تسجيل دخول كثيرة جداً. يرجى الانتظار والمحاولة لاحقاً.');

    // Another account from the same address is not affected.
    const other = await buildUser(server, { roles: ['viewer'] });
    expect((await signIn(server.url, other.email, TEST_PASSWORD)).token).toBeTruthy();

    // Restart on the same database file: still locked.
    await server.close();
    const restarted = await startServer(server.config);
    try {
      const after = await gql(restarted.url, SIGN_IN, { email: user.email, password: TEST_PASSWORD });
      expect(after.status).toBe(429);
      // When the window has passed (and the account's own wait, sessions.test.ts), the right password works again.
      const past = new Date(Date.now() - SIGN_IN_LIMIT.windowMs - 1000).toISOString();
      await restarted.database.db.updateTable('sign_in_attempts').set({ window_started_at: past }).execute();
      await restarted.database.db.updateTable('sign_in_delays').set({ next_attempt_at: past }).execute();
      const ok = await gql<{ authSignIn: { token: string } }>(restarted.url, SIGN_IN, { email: user.email, password: TEST_PASSWORD });
      expect(ok.data?.authSignIn.token).toBeTruthy();
    } finally {
      await restarted.close();
      server = await startTestServer({ seedDemo: false });
    }
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password once, ends old sessions, and answers alike for unknown addresses', async () => {
    const user = await buildUser(server, { roles: ['viewer'] });
    const oldSession = await signIn(server.url, user.email, TEST_PASSWORD);
    const known = await gql(server.url, 'mutation ($e: String!) { authSendPasswordResetEmail(email: $e) }', {
      e: user.email.toUpperCase(),
    });
    const unknown = await gql(server.url, 'mutation { authSendPasswordResetEmail(email: "ghost@test.example") }');
    expect(known.data).toEqual({ authSendPasswordResetEmail: true });
    expect(unknown.data).toEqual(known.data);
    expect(await db().selectFrom('mail_outbox').select('id').where('to_address', '=', 'ghost@test.example').execute()).toEqual([]);

    const token = await tokenInLatestMail(user.email);
    const weak = await gql(
      server.url,
      'mutation ($t: String!) { authPasswordReset(token: $t, password: "short") }',
      { t: token },
      { language: 'en' },
    );
    expect(weak.errors?.[0]?.message).toBe('This password is too weak.');
    const reset = await gql(server.url, 'mutation ($t: String!) { authPasswordReset(token: $t, password: "brand-new-pass-1") }', {
      t: token,
    });
    expect(reset.data).toEqual({ authPasswordReset: true });
    const twice = await gql(
      server.url,
      'mutation ($t: String!) { authPasswordReset(token: $t, password: "brand-new-pass-2") }',
      { t: token },
      { language: 'en' },
    );
    expect(twice.errors?.[0]?.message).toBe('This link has expired or was already used.');
    expect((await signIn(server.url, user.email, 'brand-new-pass-1')).token).toBeTruthy();
    const refreshOld = await gql(server.url, 'mutation { authRefresh { token } }', {}, { cookie: oldSession.cookie });
    expect(refreshOld.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('email verification', () => {
  it('sign-up mails a verification link; following it verifies the address', async () => {
    const up = await gql<{ authSignUp: { token: string } }>(
      server.url,
      'mutation { authSignUp(email: "verify.me@test.example", password: "long-enough-1") { token user { emailVerified } } }',
    );
    expect(up.errors).toBeUndefined();
    const resend = await gql(server.url, 'mutation { authSendEmailAddressVerificationEmail }', {}, { token: up.data?.authSignUp.token });
    expect(resend.errors).toBeUndefined();
    expect((await db().selectFrom('mail_outbox').select('id').where('to_address', '=', 'verify.me@test.example').execute()).length).toBe(2);
    const token = await tokenInLatestMail('verify.me@test.example');
    const verified = await gql<{ authVerifyEmail: { emailVerified: boolean } }>(
      server.url,
      'mutation ($t: String!) { authVerifyEmail(token: $t) { emailVerified } }',
      { t: token },
    );
    expect(verified.data?.authVerifyEmail.emailVerified).toBe(true);
    expect(
      (await db().selectFrom('users').select('email_verified').where('email', '=', 'verify.me@test.example').executeTakeFirstOrThrow())
        .email_verified,
    ).toBe(1);
  });

  it('lists outbox mail with clickable links on /dev/mail and says mail is not configured', async () => {
    const user = await buildUser(server, { roles: [] });
    await gql(server.url, 'mutation { authSendEmailAddressVerificationEmail }', {}, { token: user.token });
    const page = await fetch(`${server.url}/dev/mail`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/(ar|en)\/auth\/verify-email\?token=/);
    const configured = await gql(server.url, '{ authIsEmailConfigured }');
    expect(configured.data).toEqual({ authIsEmailConfigured: false });
  });
});

describe('authUpdateProfile', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
  const UPDATE =
    'mutation ($p: ProfileInput!) { authUpdateProfile(profile: $p) { firstName lastName phoneNumber avatars { name publicUrl sizeInBytes } } }';

  it('updates names and phone, stores one avatar by its magic bytes under the user’s folder', async () => {
    const user = await buildUser(server, { roles: [] });
    const response = await gql<{ authUpdateProfile: { firstName: string; avatars: Array<{ publicUrl: string; sizeInBytes: number }> } }>(
      server.url,
      UPDATE,
      {
        p: { firstName: ' Lina ', lastName: 'Kamal', phoneNumber: '0123', avatars: [{ name: 'me.png', content: PNG.toString('base64') }] },
      },
      { token: user.token },
    );
    expect(response.errors).toBeUndefined();
    const avatar = response.data?.authUpdateProfile.avatars[0];
    expect(response.data?.authUpdateProfile.firstName).toBe('Lina');
    expect(avatar?.publicUrl).toMatch(new RegExp(`^/uploads/user/avatars/profile/${user.id}/[0-9a-f-]+\\.png$`));
    const file = await fetch(`${server.url}${avatar?.publicUrl}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const audit = await db()
      .selectFrom('audit_logs')
      .select('values')
      .where('entity_id', '=', user.id)
      .where('action', '=', 'updateProfile')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.values as string).after.firstName).toBe('Lina');
  });

  it('keeps a member’s id number (digits, Arabic-Indic read as Latin) and membership category; refuses others, changing nothing', async () => {
    const user = await buildUser(server, { roles: [] });
    const MEMBER = 'mutation ($p: ProfileInput!) { authUpdateProfile(profile: $p) { idNumber userCategory phoneNumber } }';
    const saved = await gql<{ authUpdateProfile: { idNumber: string; userCategory: string; phoneNumber: string } }>(
      server.url,
      MEMBER,
      { p: { idNumber: '٢٩٠٠١٠١', userCategory: 'honorary', phoneNumber: '+201012345678' } },
      { token: user.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.authUpdateProfile).toEqual({ idNumber: '2900101', userCategory: 'honorary', phoneNumber: '+201012345678' });
    for (const [p, message] of [
      [{ idNumber: '12-34' }, 'Use digits only'],
      [{ userCategory: 'gold' }, 'validation.mustBeSelected'],
    ] as const) {
      const refused = await gql(server.url, MEMBER, { p }, { token: user.token, language: 'en' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      if (message.includes(' ')) expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(
      await db().selectFrom('users').select(['id_number', 'user_category']).where('id', '=', user.id).executeTakeFirstOrThrow(),
    ).toEqual({
      id_number: '2900101',
      user_category: 'honorary',
    });
  });

  it('refuses a non-image, two avatars, and a foreign URL, changing nothing', async () => {
    const user = await buildUser(server, { roles: [], firstName: 'Same' });
    const text = await gql(
      server.url,
      UPDATE,
      { p: { firstName: 'Changed', avatars: [{ name: 'x.png', content: Buffer.from('hello, not an image').toString('base64') }] } },
      { token: user.token, language: 'en' },
    );
    expect(text.errors?.[0]?.message).toBe('You must upload an image');
    const two = await gql(
      server.url,
      UPDATE,
      {
        p: {
          avatars: [
            { name: 'a.png', content: PNG.toString('base64') },
            { name: 'b.png', content: PNG.toString('base64') },
          ],
        },
      },
      { token: user.token, language: 'en' },
    );
    expect(two.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await gql(
      server.url,
      UPDATE,
      { p: { avatars: [{ name: 'evil', publicUrl: 'https://evil.example/x.png' }] } },
      { token: user.token, language: 'en' },
    );
    expect(foreign.errors?.[0]?.message).toBe('You must upload an image');
    expect((await db().selectFrom('users').select('first_name').where('id', '=', user.id).executeTakeFirstOrThrow()).first_name).toBe(
      'Same',
    );
  });
});
