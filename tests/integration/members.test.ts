import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { lastSmsCode } from '../support/sms';

// The member sign-in modal's operations over real HTTP: lookup, code by SMS
// (the dev outbox here), verification with expiry and tries, admin-only email.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const LOOKUP = 'mutation ($memberId: String!) { memberLookup(memberId: $memberId) { id name { en ar } relation registered phoneHint } }';
const SEND =
  'mutation ($identityId: String!, $phoneNumber: String!, $registration: MemberRegistrationInput) { memberSendCode(identityId: $identityId, phoneNumber: $phoneNumber, registration: $registration) { id phoneHint expiresAt codeLength attemptsLeft } }';
const VERIFY =
  'mutation ($ticketId: String!, $code: String!) { memberVerifyCode(ticketId: $ticketId, code: $code) { token user { id email userType firstName phoneNumber roles } } }';
const EMAIL =
  'mutation ($email: String!, $password: String!) { memberEmailSignIn(email: $email, password: $password) { token user { email userType } } }';
const ME = '{ authMe { id email userType } }';

type Identity = { id: string; name: { en: string; ar: string }; relation: string; registered: boolean; phoneHint: string | null };
type Ticket = { id: string; phoneHint: string; expiresAt: string; codeLength: number; attemptsLeft: number };
type Payload = {
  token: string;
  user: { id: string; email: string; userType: string; firstName: string; phoneNumber: string; roles: string[] };
};

const registration = (email: string) => ({
  firstName: 'Mona',
  lastName: 'Adel',
  email,
  password: 'member-pass-1',
  confirmPassword: 'member-pass-1',
});

async function identities(memberId: string): Promise<Identity[]> {
  const res = await gql<{ memberLookup: Identity[] }>(server.url, LOOKUP, { memberId });
  expect(res.errors).toBeUndefined();
  return res.data!.memberLookup;
}

const lastCode = (phone: string) => lastSmsCode(server, phone);

describe('memberLookup (step 1)', () => {
  it('lists the people on a seeded membership, in order, none registered', async () => {
    const rows = await identities('1001');
    expect(rows.map((r) => [r.name.en, r.relation, r.registered])).toEqual([
      ['Ahmed Hassan', 'member', false],
      ['Mona Adel', 'spouse', false],
      ['Omar Ahmed', 'child', false],
    ]);
    expect(rows[0]!.name.ar).toBe('أحمد حسن');
  });

  it('accepts Arabic-Indic digits', async () => {
    expect((await identities('١٠٠٢')).length).toBe(2);
  });

  it('answers the spec messages in the caller language: required, digits only, unknown member', async () => {
    const empty = await gql(server.url, LOOKUP, { memberId: ' ' }, { language: 'en' });
    expect(empty.errors?.[0]?.message).toBe('This field is required');
    const letters = await gql(server.url, LOOKUP, { memberId: '10a1' }, { language: 'ar' });
    expect(letters.errors?.[0]?.message).toBe('استخدم الأرقام فقط');
    const unknown = await gql(server.url, LOOKUP, { memberId: '999999' }, { language: 'en' });
    expect(unknown.errors?.[0]?.message).toBe('We found no member with this number.');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('registration by phone code (steps 4–6)', () => {
  it('validates the form and the phone before sending anything', async () => {
    const [mona] = (await identities('1001')).filter((r) => r.relation === 'spouse');
    const before = await server.database.db
      .selectFrom('member_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const mismatch = await gql(
      server.url,
      SEND,
      { identityId: mona!.id, phoneNumber: '101234567', registration: { ...registration('m@x.test'), confirmPassword: 'other-pass-1' } },
      { language: 'en' },
    );
    expect(mismatch.errors?.[0]?.message).toBe('Confirm Password does not matched');
    const missing = await gql(
      server.url,
      SEND,
      { identityId: mona!.id, phoneNumber: '101234567', registration: { ...registration('m@x.test'), firstName: '' } },
      { language: 'en' },
    );
    expect(missing.errors?.[0]?.message).toBe('This field is required');
    const shortPhone = await gql(
      server.url,
      SEND,
      { identityId: mona!.id, phoneNumber: '1012345', registration: registration('m@x.test') },
      { language: 'en' },
    );
    expect(shortPhone.errors?.[0]?.message).toBe('The phone number must be 9 digits');
    const arPhone = await gql(
      server.url,
      SEND,
      { identityId: mona!.id, phoneNumber: '12', registration: registration('m@x.test') },
      { language: 'ar' },
    );
    expect(arPhone.errors?.[0]?.message).toBe('يجب أن يتكون رقم الهاتف من 9 أرقام');
    const noForm = await gql(server.url, SEND, { identityId: mona!.id, phoneNumber: '101234567' }, { language: 'en' });
    expect(noForm.errors?.[0]?.message).toBe('There is no user record corresponding to this identifier. The user may have been deleted.');
    expect(noForm.errors?.[0]?.extensions?.authCode).toBe('auth/user-not-found');
    const taken = await gql(
      server.url,
      SEND,
      { identityId: mona!.id, phoneNumber: '101234567', registration: registration('admin@demo.test') },
      { language: 'en' },
    );
    expect(taken.errors?.[0]?.message).toBe('Email is already in use.');
    const after = await server.database.db
      .selectFrom('member_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('sends a code to the outbox, refuses a wrong or badly shaped one, then makes a client account and a session', async () => {
    const [mona] = (await identities('1001')).filter((r) => r.relation === 'spouse');
    // The local form 010 1234 5678 is the same phone as its 9 digits.
    const sent = await gql<{ memberSendCode: Ticket }>(server.url, SEND, {
      identityId: mona!.id,
      phoneNumber: '010 1234 5678',
      registration: registration('mona@member.test'),
    });
    expect(sent.errors).toBeUndefined();
    const ticket = sent.data!.memberSendCode;
    expect(ticket).toMatchObject({ phoneHint: '•••• 78', codeLength: 6, attemptsLeft: 5 });
    const code = await lastCode('+201012345678');
    const devPage = await (await fetch(`${server.url}/dev/mail`)).text();
    expect(devPage).toContain(code);

    const five = await gql(server.url, VERIFY, { ticketId: ticket.id, code: '12345' }, { language: 'en' });
    expect(five.errors?.[0]?.message).toBe('The verification code must be exactly 6 digits');
    const wrong = await gql(server.url, VERIFY, { ticketId: ticket.id, code: code === '000000' ? '111111' : '000000' }, { language: 'en' });
    expect(wrong.errors?.[0]?.message).toBe('Invalid verification code. Tries left: 4.');
    expect(
      await server.database.db.selectFrom('users').select('id').where('email', '=', 'mona@member.test').executeTakeFirst(),
    ).toBeUndefined();

    const ok = await gql<{ memberVerifyCode: Payload }>(server.url, VERIFY, { ticketId: ticket.id, code });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.memberVerifyCode.user).toMatchObject({
      email: 'mona@member.test',
      userType: 'client',
      firstName: 'Mona',
      phoneNumber: '+201012345678',
      roles: [],
    });
    expect(ok.headers.get('set-cookie')).toContain('aqua_rt=');
    const me = await gql<{ authMe: { email: string } }>(server.url, ME, {}, { token: ok.data!.memberVerifyCode.token });
    expect(me.data?.authMe.email).toBe('mona@member.test');

    const again = await gql(server.url, VERIFY, { ticketId: ticket.id, code }, { language: 'en' });
    expect(again.errors?.[0]?.message).toBe('This code has expired or was replaced. Ask for a new code.');
    const [monaNow] = (await identities('1001')).filter((r) => r.relation === 'spouse');
    expect(monaNow).toMatchObject({ registered: true, phoneHint: '•••• 78' });
    const user = await server.database.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'mona@member.test')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeTruthy();
    expect(user.password_hash).not.toContain('member-pass-1');
  });

  it('signs a registered member in again with a code to the phone of the account, and only that phone', async () => {
    const [mona] = (await identities('1001')).filter((r) => r.relation === 'spouse');
    const otherPhone = await gql(server.url, SEND, { identityId: mona!.id, phoneNumber: '109999999' }, { language: 'en' });
    expect(otherPhone.errors?.[0]?.message).toBe("This is not the phone number of this member's account.");
    const sent = await gql<{ memberSendCode: Ticket }>(
      server.url,
      SEND,
      { identityId: mona!.id, phoneNumber: '012345678' },
      { language: 'en' },
    );
    expect(sent.errors).toBeUndefined();
    const ok = await gql<{ memberVerifyCode: Payload }>(server.url, VERIFY, {
      ticketId: sent.data!.memberSendCode.id,
      code: await lastCode('+201012345678'),
    });
    expect(ok.data?.memberVerifyCode.user.email).toBe('mona@member.test');
    const users = await server.database.db.selectFrom('users').select('id').where('phone_number', '=', '+201012345678').execute();
    expect(users.length).toBe(1);
  });

  it('kills a code after five wrong tries, and an expired or replaced code asks for a new one', async () => {
    const [omar] = (await identities('1001')).filter((r) => r.relation === 'child');
    const send = () =>
      gql<{ memberSendCode: Ticket }>(server.url, SEND, {
        identityId: omar!.id,
        phoneNumber: '111111111',
        registration: registration('omar@member.test'),
      });
    const first = (await send()).data!.memberSendCode;
    const firstCode = await lastCode('+201111111111');
    const bad = firstCode === '000000' ? '999999' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await gql(server.url, VERIFY, { ticketId: first.id, code: bad }, { language: 'en' })).errors?.[0]?.message ?? '');
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `Invalid verification code. Tries left: ${n}.`));
    expect(answers[4]).toBe('Too many wrong codes. Ask for a new code.');
    expect(answers[5]).toBe('Too many wrong codes. Ask for a new code.');
    const late = await gql(server.url, VERIFY, { ticketId: first.id, code: firstCode }, { language: 'en' });
    expect(late.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    const second = (await send()).data!.memberSendCode;
    const secondCode = await lastCode('+201111111111');
    const third = (await send()).data!.memberSendCode;
    const replaced = await gql(server.url, VERIFY, { ticketId: second.id, code: secondCode }, { language: 'en' });
    expect(replaced.errors?.[0]?.message).toBe('This code has expired or was replaced. Ask for a new code.');
    await server.database.db
      .updateTable('member_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', third.id)
      .execute();
    const expired = await gql(server.url, VERIFY, { ticketId: third.id, code: await lastCode('+201111111111') }, { language: 'ar' });
    expect(expired.errors?.[0]?.message).toBe('انتهت صلاحية هذا الرمز أو تم استبداله. اطلب رمزاً جديداً.');
    expect(
      await server.database.db.selectFrom('users').select('id').where('email', '=', 'omar@member.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('sends at most five codes an hour for one person', async () => {
    const [salma] = (await identities('1002')).filter((r) => r.relation === 'child');
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 6; i++) {
      const res = await gql(
        server.url,
        SEND,
        { identityId: salma!.id, phoneNumber: '122222222', registration: registration('salma@member.test') },
        { language: 'en' },
      );
      answers.push(res.errors?.[0]?.extensions?.code as string | undefined);
    }
    expect(answers).toEqual([undefined, undefined, undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
  });
});

describe('memberEmailSignIn (spec §4: administrators only)', () => {
  it('signs in an admin-type account', async () => {
    const res = await gql<{ memberEmailSignIn: Payload }>(server.url, EMAIL, { email: 'admin@demo.test', password: 'demo12345' });
    expect(res.data?.memberEmailSignIn.user).toMatchObject({ email: 'admin@demo.test', userType: 'admin' });
  });

  it('answers user-not-found for a seller, a client, a wrong password and an unknown email', async () => {
    const client = await buildUser(server, { userType: 'client' });
    const expected = 'There is no user record corresponding to this identifier. The user may have been deleted.';
    for (const [email, password] of [
      ['seller@demo.test', 'demo12345'],
      [client.email, TEST_PASSWORD],
      ['admin@demo.test', 'wrong-password'],
      ['nobody@demo.test', 'demo12345'],
    ] as const) {
      const res = await gql(server.url, EMAIL, { email, password }, { language: 'en' });
      expect(res.errors?.[0]?.message, email).toBe(expected);
      expect(res.errors?.[0]?.extensions?.authCode).toBe('auth/user-not-found');
    }
    const required = await gql(server.url, EMAIL, { email: '', password: '' }, { language: 'en' });
    expect(required.errors?.[0]?.message).toBe('This field is required');
  });
});

describe('with an SMS gateway (SMS_URL)', () => {
  it('posts the code to the gateway with the token, and keeps it out of the outbox', async () => {
    const received: Array<{ auth: string | undefined; body: { to: string; text: string } }> = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) as { to: string; text: string } });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const withSms = await startTestServer({ smsUrl: `http://127.0.0.1:${port}/send`, smsToken: 'sms-secret', env: { SEED_DEMO: '0' } });
    try {
      const now = new Date().toISOString();
      const id = randomUUID();
      await withSms.database.db
        .insertInto('member_identities')
        .values({
          id,
          member_id: '42',
          position: 0,
          name_en: 'Test',
          name_ar: 'تجربة',
          relation: 'member',
          user_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const sent = await gql<{ memberSendCode: Ticket }>(
        withSms.url,
        SEND,
        { identityId: id, phoneNumber: '155555555', registration: registration('gw@member.test') },
        { language: 'ar' },
      );
      expect(sent.errors).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]!.auth).toBe('Bearer sms-secret');
      expect(received[0]!.body.to).toBe('+201155555555');
      const code = /(\d{6})/.exec(received[0]!.body.text)![1]!;
      expect(received[0]!.body.text).toContain('رمز التحقق');
      expect(await withSms.database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
      const ok = await gql<{ memberVerifyCode: Payload }>(withSms.url, VERIFY, { ticketId: sent.data!.memberSendCode.id, code });
      expect(ok.data?.memberVerifyCode.user.email).toBe('gw@member.test');
    } finally {
      await withSms.stop();
      gateway.close();
    }
  });
});
