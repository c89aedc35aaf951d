import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push, sell } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';
import { lastSmsCode } from '../support/sms';

// A member's activity on their /profile (issue 18, point 8): the warranties
// they registered and the complaints they filed, newest first, and nobody
// else's: a phone typed into a profile shows nothing until a code proves it.

let server: TestServer;
let owner: BuiltUser;
let serials: string[];

const ACTIVITY = `query ($limit: Int) { memberActivity(limit: $limit) {
  phoneHint entries { id kind at serialNumber itemName complaintNumber complaintStatus } } }`;
const START = `mutation ($s: String!, $n: String!, $p: String!) {
  warrantyRegisterStart(serialNumber: $s, customerName: $n, phoneNumber: $p) { ticketId } }`;
const CONFIRM = 'mutation ($t: String!, $c: String!) { warrantyRegisterConfirm(ticketId: $t, code: $c) { customerName } }';
const COMPLAIN = `mutation ($s: String, $p: String!) {
  complaintCreate(serialNumber: $s, phoneNumber: $p, message: "The tap drips") { number } }`;

type Entry = {
  id: string;
  kind: string;
  at: string;
  serialNumber: string | null;
  itemName: string | null;
  complaintNumber: number | null;
  complaintStatus: string | null;
};
type Activity = { phoneHint: string | null; entries: Entry[] };

const db = () => server.database.db;

const lastCode = (phone: string) => lastSmsCode(server, phone);

async function ok<T>(query: string, variables: Record<string, unknown>, token?: string, language: 'ar' | 'en' = 'en'): Promise<T> {
  const res = await gql<T>(server.url, query, variables, { token, language });
  expect(res.errors, query).toBeUndefined();
  return res.data as T;
}

/** A member who registers through the modal's code (so the code proves the phone); answers a token. */
const identityOf: Record<string, string> = {};

async function member(name: string, phone: string): Promise<BuiltUser> {
  const identityId = randomUUID();
  identityOf[name] = identityId;
  const now = new Date().toISOString();
  await db()
    .insertInto('member_identities')
    .values({
      id: identityId,
      member_id: String(Math.floor(Math.random() * 1e8)),
      position: 0,
      name_en: name,
      name_ar: name,
      relation: 'member',
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const email = `${name.toLowerCase()}@member.test`;
  const sent = await ok<{ memberSendCode: { id: string } }>(
    'mutation ($i: String!, $p: String!, $r: MemberRegistrationInput) { memberSendCode(identityId: $i, phoneNumber: $p, registration: $r) { id } }',
    {
      i: identityId,
      p: phone,
      r: { firstName: name, lastName: 'Test', email, password: 'member-pass-1', confirmPassword: 'member-pass-1' },
    },
  );
  const verified = await ok<{ memberVerifyCode: { token: string; user: { id: string } } }>(
    'mutation ($t: String!, $c: String!) { memberVerifyCode(ticketId: $t, code: $c) { token user { id } } }',
    { t: sent.memberSendCode.id, c: await lastCode(`+20${phone.slice(1)}`) },
  );
  return { id: verified.memberVerifyCode.user.id, email, token: verified.memberVerifyCode.token };
}

async function registerWarranty(serial: string, name: string, phone: string, e164: string): Promise<void> {
  const started = await ok<{ warrantyRegisterStart: { ticketId: string } }>(START, { s: serial, n: name, p: phone });
  await ok(CONFIRM, { t: started.warrantyRegisterStart.ticketId, c: await lastCode(e164) });
}

const complain = async (phone: string, serial: string | null, token?: string) =>
  (await ok<{ complaintCreate: { number: number } }>(COMPLAIN, { s: serial, p: phone }, token)).complaintCreate.number;

const activityOf = async (user: BuiltUser, language: 'ar' | 'en' = 'en', limit?: number) =>
  (await ok<{ memberActivity: Activity }>(ACTIVITY, limit ? { limit } : {}, user.token, language)).memberActivity;

let mona: BuiltUser;
let karim: BuiltUser;
const MONA = '+201012345678';
const KARIM = '+201198765432';
const numbers: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  const outlet = await buildSeller(server, owner.token, { nameAr: 'فرع المعادي' });
  const catalogId = await buildCatalogEntry(server, owner.token, { nameAr: 'فلتر ٧ مراحل', nameEn: '7-stage filter', warrantyPeriod: 12 });
  serials = await buildItems(server, owner.token, 4, catalogId);
  await push(server, owner.token, [
    ...serials.map((s) => action('factoryExport', s)),
    ...serials.map((s) => action('export', s, { sellerId: outlet })),
  ]);
  // Sold at the outlet: a buyer registers only a sold item's warranty.
  for (const serial of serials.slice(0, 3))
    await sell(server, owner.token, serial, { clientName: 'Shop customer', clientPhone: '01000000000' });

  mona = await member('Mona', '01012345678');
  karim = await member('Karim', '01198765432');
  // In time order: Mona's warranty, Karim's, a complaint under Mona's phone written another way, one under Karim's,
  // one Mona files signed in giving another phone, and a staff record for a walk-in customer.
  await registerWarranty(serials[0] as string, 'منى', '010 1234 5678', MONA);
  await registerWarranty(serials[1] as string, 'كريم', '01198765432', KARIM);
  // A ticket for Mona's phone never confirmed: nobody proved it, so it is nobody's activity.
  await ok(START, { s: serials[2], n: 'Someone', p: '01012345678' });
  numbers.monaByPhone = await complain('0101-234-5678', serials[0] as string);
  numbers.karimByPhone = await complain('+20 119 876 5432', null);
  numbers.monaSignedIn = await complain('01500000000', serials[3] as string, mona.token);
  numbers.walkIn = (
    await ok<{ complaintRecord: { number: number } }>(
      'mutation { complaintRecord(customerName: "Walk-in", phoneNumber: "01222222222", message: "Noisy pump") { number } }',
      {},
      owner.token,
    )
  ).complaintRecord.number;
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('memberActivity', () => {
  it('lists the member’s own warranty registration and complaints, newest first, each dated and linked by serial', async () => {
    const activity = await activityOf(mona);
    expect(activity.phoneHint).toBe('•••• 78');
    expect(activity.entries.map((e) => [e.kind, e.serialNumber, e.itemName, e.complaintNumber, e.complaintStatus])).toEqual([
      ['complaintFiled', serials[3], null, numbers.monaSignedIn, 'pending'],
      ['complaintFiled', serials[0], null, numbers.monaByPhone, 'pending'],
      ['warrantyRegistered', serials[0], '7-stage filter', null, null],
    ]);
    const times = activity.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    // The item's name in the caller's language.
    expect((await activityOf(mona, 'ar')).entries.at(-1)?.itemName).toBe('فلتر ٧ مراحل');
    expect((await activityOf(mona, 'en', 1)).entries.map((e) => e.complaintNumber)).toEqual([numbers.monaSignedIn]);
  });

  it('shows another member only their own records, never Mona’s', async () => {
    const activity = await activityOf(karim);
    expect(activity.entries.map((e) => [e.kind, e.serialNumber ?? e.complaintNumber])).toEqual([
      ['complaintFiled', numbers.karimByPhone],
      ['warrantyRegistered', serials[1]],
    ]);
  });

  it('a phone typed into a profile reaches nothing: only a phone proven by a code does', async () => {
    await ok('mutation ($p: String) { authUpdateProfile(profile: { phoneNumber: $p }) { phoneNumber } }', { p: MONA }, karim.token);
    const activity = await activityOf(karim);
    expect(activity.phoneHint).toBe('•••• 32');
    expect(activity.entries.map((e) => e.serialNumber ?? e.complaintNumber)).toEqual([numbers.karimByPhone, serials[1]]);
    // The phone the code proved is still the one his activity reads.
    const user = await db().selectFrom('users').select('verified_phone').where('id', '=', karim.id).executeTakeFirstOrThrow();
    expect(user.verified_phone).toBe(KARIM);
  });

  it('a sign-in code to the profile’s new phone proves it: the activity follows the new phone from then on', async () => {
    const NEW = '+201155555555';
    await ok('mutation ($p: String) { authUpdateProfile(profile: { phoneNumber: $p }) { phoneNumber } }', { p: NEW }, karim.token);
    const sent = await ok<{ memberSendCode: { id: string } }>(
      'mutation ($i: String!, $p: String!) { memberSendCode(identityId: $i, phoneNumber: $p) { id } }',
      { i: identityOf.Karim, p: '01155555555' },
    );
    const signedIn = await ok<{ memberVerifyCode: { token: string } }>(
      'mutation ($t: String!, $c: String!) { memberVerifyCode(ticketId: $t, code: $c) { token } }',
      { t: sent.memberSendCode.id, c: await lastCode(NEW) },
    );
    const filed = await complain('011 5555 5555', null);
    const activity = await activityOf({ ...karim, token: signedIn.memberVerifyCode.token });
    expect(activity.phoneHint).toBe('•••• 55');
    expect(activity.entries.map((e) => e.complaintNumber)).toEqual([filed]);
    const audit = await db()
      .selectFrom('audit_logs')
      .select('values')
      .where('entity_id', '=', karim.id)
      .where('action', '=', 'memberSignIn')
      .orderBy('timestamp', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.values as string)).toMatchObject({ verifiedPhone: '•••• 55' });
  });

  it('an account with no proven phone sees only what it filed signed in; staff records for walk-ins are the customer’s, not the staff’s', async () => {
    const plain = await buildUser(server, { userType: 'client' });
    expect(await activityOf(plain)).toEqual({ phoneHint: null, entries: [] });
    const filed = await complain(MONA, null, plain.token);
    expect((await activityOf(plain)).entries.map((e) => e.complaintNumber)).toEqual([filed]);
    expect((await activityOf(owner)).entries.map((e) => e.complaintNumber)).not.toContain(numbers.walkIn);
  });

  it('needs a signed-in caller and a bounded page', async () => {
    const anonymous = await gql(server.url, ACTIVITY, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const tooMany = await gql(server.url, ACTIVITY, { limit: 51 }, { token: mona.token });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
