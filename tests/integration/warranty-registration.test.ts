import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';
import { lastSmsCode } from '../support/sms';

// Issue 20, part 3: the buyer of an item registers its warranty on the public
// warranty page with name and phone, confirmed by an SMS code (the outbox
// here). Once an item; throttled; the outlet sees it in its activation records.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
let atOutlet: string[];
let inStock: string;
let raced: string;

const START = `mutation ($s: String!, $n: String!, $p: String!) {
  warrantyRegisterStart(serialNumber: $s, customerName: $n, phoneNumber: $p) { ticketId phone } }`;
const CONFIRM = `mutation ($t: String!, $c: String!) {
  warrantyRegisterConfirm(ticketId: $t, code: $c) { customerName info { serialNumber warrantyStatus activationDate registered } } }`;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { nameAr: 'فرع المنصورة' });
  const catalogId = await buildCatalogEntry(server, owner.token, { nameAr: 'فلتر ٥ مراحل', warrantyPeriod: 12 });
  const serials = await buildItems(server, owner.token, 5, catalogId);
  atOutlet = serials.slice(0, 3);
  inStock = serials[3] as string;
  raced = serials[4] as string;
  await push(server, owner.token, [
    ...serials.map((s) => action('factoryExport', s)),
    ...[...atOutlet, raced].map((s) => action('export', s, { sellerId: outlet })),
    // The seller already activated the third one, for a customer of their own.
    action('activate', atOutlet[2] as string, { clientName: 'عميل الفرع', clientPhone: '01000000009' }),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

const lastCode = (phone: string) => lastSmsCode(server, phone);

const item = (serial: string) =>
  db()
    .selectFrom('items')
    .select(['warranty_status', 'client_name', 'client_phone', 'activation_date'])
    .where('serial_number', '=', serial)
    .executeTakeFirstOrThrow();

describe('a buyer registers the warranty', () => {
  it('activates an item at its outlet with the customer’s name and phone once the SMS code is right; a wrong code changes nothing', async () => {
    const serial = atOutlet[0] as string;
    const started = await gql<{ warrantyRegisterStart: { ticketId: string; phone: string } }>(
      server.url,
      START,
      { s: serial, n: 'منى حسن', p: '010 1234 5678' },
      { language: 'ar' },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.warrantyRegisterStart.phone).toBe('•••• 78');
    const ticketId = started.data?.warrantyRegisterStart.ticketId as string;
    const code = await lastCode('+201012345678');
    expect(
      (await db().selectFrom('mail_outbox').select('text').where('to_address', '=', 'sms:+201012345678').executeTakeFirstOrThrow()).text,
    ).toContain(serial);

    const wrong = await gql(server.url, CONFIRM, { t: ticketId, c: code === '000000' ? '111111' : '000000' }, { language: 'ar' });
    expect(wrong.errors?.[0]?.message).toBe('الرمز غير صحيح. بقيت ٤ محاولات');
    expect((await item(serial)).warranty_status).toBe('inactive');

    const done = await gql<{ warrantyRegisterConfirm: { customerName: string; info: { warrantyStatus: string; registered: boolean } } }>(
      server.url,
      CONFIRM,
      { t: ticketId, c: code },
      { language: 'ar' },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.warrantyRegisterConfirm).toMatchObject({
      customerName: 'منى حسن',
      info: { warrantyStatus: 'active', registered: true },
    });
    expect(await item(serial)).toMatchObject({ warranty_status: 'active', client_name: 'منى حسن', client_phone: '01012345678' });
    expect(await db().selectFrom('activation_records').select('user_name').where('phone_number', '=', '01012345678').execute()).toEqual([
      { user_name: 'منى حسن' },
    ]);

    // The code is spent: confirming again answers that it is, and changes nothing.
    const again = await gql(server.url, CONFIRM, { t: ticketId, c: code }, { language: 'en' });
    expect(again.errors?.[0]?.message).toBe('This code has expired or was already used. Ask for a new one.');
  });

  it('refuses a second registration of the same item, in the caller’s language, sending no code and changing nothing', async () => {
    const serial = atOutlet[0] as string;
    const sent = await db().selectFrom('mail_outbox').select('id').execute();
    const second = await gql(server.url, START, { s: serial, n: 'Someone else', p: '01098765432' }, { language: 'en' });
    expect(second.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(second.errors?.[0]?.message).toBe("This item's warranty is already registered. Nothing was changed.");
    expect(await db().selectFrom('mail_outbox').select('id').execute()).toHaveLength(sent.length);
    expect(await item(serial)).toMatchObject({ client_name: 'منى حسن', client_phone: '01012345678' });
  });

  it('attaches the customer where the seller activated already, keeping the seller’s record', async () => {
    const serial = atOutlet[2] as string;
    const before = await item(serial);
    const started = await gql<{ warrantyRegisterStart: { ticketId: string } }>(server.url, START, {
      s: serial,
      n: 'Karim Adel',
      p: '01122223333',
    });
    const done = await gql(server.url, CONFIRM, { t: started.data?.warrantyRegisterStart.ticketId, c: await lastCode('+201122223333') });
    expect(done.errors).toBeUndefined();
    expect(await item(serial)).toEqual(before);
    const audit = await db().selectFrom('audit_logs').select(['action', 'created_by_email']).where('action', '=', 'selfRegister').execute();
    expect(audit).toEqual([{ action: 'selfRegister', created_by_email: 'customer' }]);
  });

  it('refuses an item not at an outlet, and a phone that is not an Egyptian mobile, with the spec’s messages', async () => {
    const stock = await gql(server.url, START, { s: inStock, n: 'Mona', p: '01012345678' }, { language: 'en' });
    expect(stock.errors?.[0]?.message).toMatch(/has not been sold by a branch or distributor yet/);
    const badPhone = await gql(server.url, START, { s: atOutlet[1], n: 'Mona', p: '12345' }, { language: 'en' });
    expect(badPhone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await db().selectFrom('warranty_registrations').select('id').where('customer_name', '=', 'Mona').execute()).toEqual([]);
  });

  it('shows the self-activation in the outlet account’s activation records', async () => {
    const seller = await buildUser(server, { roles: ['activationEditor'], userType: 'seller' });
    const linked = await gql(
      server.url,
      'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }',
      { u: seller.id, s: outlet },
      { token: owner.token },
    );
    expect(linked.errors).toBeUndefined();
    const records = await gql<{ activationRecordList: { rows: Array<{ phoneNumber: string; userName: string }> } }>(
      server.url,
      '{ activationRecordList { rows { phoneNumber userName } } }',
      {},
      { token: seller.token },
    );
    expect(records.data?.activationRecordList.rows).toContainEqual({ phoneNumber: '01012345678', userName: 'منى حسن' });
  });

  it('lets one of two codes confirmed at the same moment register the item; the other is told it is registered', async () => {
    const phones = ['+201055550001', '+201055550002'];
    const tickets: string[] = [];
    for (const phone of phones) {
      const started = await gql<{ warrantyRegisterStart: { ticketId: string } }>(server.url, START, { s: raced, n: 'Twin', p: phone });
      tickets.push(started.data?.warrantyRegisterStart.ticketId as string);
    }
    const codes = await Promise.all(phones.map(lastCode));
    const answers = await Promise.all(tickets.map((t, i) => gql(server.url, CONFIRM, { t, c: codes[i] }, { language: 'en' })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    const refused = answers.find((a) => a.errors);
    expect(refused?.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused?.errors?.[0]?.message).toBe("This item's warranty is already registered. Nothing was changed.");
    const rows = await db()
      .selectFrom('warranty_registrations')
      .select('id')
      .where('registered_item_id', 'is not', null)
      .where('customer_name', '=', 'Twin')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await item(raced)).warranty_status).toBe('active');
  });

  it('throttles requests from one address (429) and keeps answering', async () => {
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++)
      status = (await gql(server.url, START, { s: atOutlet[1], n: 'Flood', p: `0101111${String(1000 + i)}` })).status;
    expect(status).toBe(429);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
