import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// authSendWelcomeEmail(email, name) over HTTP (spec §7): an account that may invite people mails a welcome, in the
// language the call asks for, caught by the outbox (/dev/mail); bad input is refused and mails nothing.

let server: TestServer;
let inviter: BuiltUser;
let viewer: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  inviter = await buildUser(server, { roles: ['editor'], email: 'inviter@test.example' });
  viewer = await buildUser(server, { roles: ['viewer'], email: 'onlooker@test.example' });
});
afterAll(async () => {
  await server?.stop();
});

const WELCOME = 'mutation ($email: String!, $name: String) { authSendWelcomeEmail(email: $email, name: $name) }';
const mailsTo = (to: string) =>
  server.database.db.selectFrom('mail_outbox').select(['subject', 'text', 'html']).where('to_address', '=', to).execute();

describe('authSendWelcomeEmail', () => {
  it('mails a welcome with the name and the sign-in link, in Arabic then English, and /dev/mail lists it', async () => {
    const ar = await gql(
      server.url,
      WELCOME,
      { email: ' Sara.Welcome@Test.example ', name: 'سارة' },
      { token: inviter.token, language: 'ar' },
    );
    expect(ar.errors).toBeUndefined();
    expect(ar.data).toEqual({ authSendWelcomeEmail: true });
    const en = await gql(
      server.url,
      WELCOME,
      { email: 'omar.welcome@test.example', name: 'Omar' },
      { token: inviter.token, language: 'en' },
    );
    expect(en.data).toEqual({ authSendWelcomeEmail: true });

    const [arabic] = await mailsTo('sara.welcome@test.example');
    expect(arabic?.subject).toMatch(/^مرحباً بك في /);
    expect(arabic?.text).toContain('سارة');
    expect(arabic?.text).toContain('حسابك جاهز.');
    expect(arabic?.text).toMatch(/تسجيل الدخول: http:\/\/127\.0\.0\.1:\d+\/ar\/auth\/signin$/);
    const [english] = await mailsTo('omar.welcome@test.example');
    expect(english?.subject).toMatch(/^Welcome to /);
    expect(english?.text).toContain('Omar');
    expect(english?.text).toMatch(/Sign in: http:\/\/127\.0\.0\.1:\d+\/en\/auth\/signin$/);

    const outbox = await (await fetch(`${server.url}/dev/mail`)).text();
    expect(outbox).toContain('sara.welcome@test.example');
    expect(outbox).toContain('omar.welcome@test.example');
  });

  it('refuses an address that is none, a name longer than a full name, and a caller who may not invite; none mails', async () => {
    const notAnEmail = await gql(server.url, WELCOME, { email: 'not-an-email', name: 'X' }, { token: inviter.token, language: 'en' });
    expect(notAnEmail.errors?.[0]).toMatchObject({ message: 'Please provide a valid email.', extensions: { code: 'BAD_USER_INPUT' } });
    const arabic = await gql(server.url, WELCOME, { email: 'not-an-email' }, { token: inviter.token, language: 'ar' });
    expect(arabic.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(arabic.errors?.[0]?.message).not.toBe('Please provide a valid email.');

    const longName = await gql(server.url, WELCOME, { email: 'long.name@test.example', name: 'ن'.repeat(257) }, { token: inviter.token });
    expect(longName.errors?.[0]).toMatchObject({ message: 'Please use maximum 256 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const fullName = await gql(server.url, WELCOME, { email: 'full.name@test.example', name: 'ن'.repeat(256) }, { token: inviter.token });
    expect(fullName.data).toEqual({ authSendWelcomeEmail: true });

    const forbidden = await gql(server.url, WELCOME, { email: 'someone@test.example' }, { token: viewer.token });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect(await mailsTo('not-an-email')).toEqual([]);
    expect(await mailsTo('long.name@test.example')).toEqual([]);
    expect(await mailsTo('someone@test.example')).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
