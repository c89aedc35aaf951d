import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push, sell } from '../support/items';
import { buildOutletAccount } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';
import { lastSmsCode } from '../support/sms';

// Issue 20, part 3: the buyer of an item registers its warranty on the public
// warranty page with name and phone, confirmed by an SMS code (the outbox
// here). Once an item; throttled; the outlet sees it in its activation records.
// Issue 41 point 8: only an item whose outlet's sale has reached the server.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
let atOutlet: string[];
let inStock: string;
let raced: string;
let catalogId: string;

const START = `mutation ($s: String!, $n: String!, $p: String!) {
  warrantyRegisterStart(serialNumber: $s, customerName: $n, phoneNumber: $p) { ticketId phone } }`;
const CONFIRM = `mutation ($t: String!, $c: String!) {
  warrantyRegisterConfirm(ticketId: $t, code: $c) { customerName info { serialNumber warrantyStatus activationDate registered } } }`;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { nameAr: 'فرع المنصورة' });
  catalogId = await buildCatalogEntry(server, owner.token, { nameAr: 'فلتر ٥ مراحل', warrantyPeriod: 12 });
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
  // The outlet's sales have reached the server: their buyers may register them.
  await sell(server, owner.token, atOutlet[0] as string, { clientName: 'منى حسن', clientPhone: '01012345678' });
  await sell(server, owner.token, atOutlet[1] as string, { clientName: 'Someone', clientPhone: '01000000001' });
  await sell(server, owner.token, raced, { clientName: 'Twin', clientPhone: '01055550001' });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

/** The refusal of an item whose outlet's sale has not reached the server (issue 41 point 8). */
const NOT_SOLD = {
  ar: 'لم يصلنا بيع هذا المنتج بعد. إذا كنت اشتريته للتو، فحاول مرة أخرى بعد بضع دقائق، أو اطلب من المتجر الذي اشتريته منه تأكيد البيع.',
  en: "This item's sale has not reached us yet. If you just bought it, try again in a few minutes, or ask the shop where you bought it to confirm the sale.",
};

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
    expect(stock.errors?.[0]?.message).toBe(NOT_SOLD.en);
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

describe('an item its outlet has not sold yet (issue 41 point 8)', () => {
  const row = (serial: string) =>
    db()
      .selectFrom('items')
      .select(['status', 'warranty_status', 'activation_date', 'expiration_date', 'bill_date', 'client_name', 'client_phone', 'sync_seq'])
      .where('serial_number', '=', serial)
      .executeTakeFirstOrThrow();
  const textsTo = (phone: string) => db().selectFrom('mail_outbox').select('id').where('to_address', '=', `sms:${phone}`).execute();
  const ticketsFor = async (serial: string) =>
    db()
      .selectFrom('warranty_registrations')
      .innerJoin('items', 'items.id', 'warranty_registrations.item_id')
      .select('warranty_registrations.id')
      .where('items.serial_number', '=', serial)
      .execute();
  const soldOnPage = async (serial: string) =>
    (
      await gql<{ warrantyLookup: { sold: boolean } }>(server.url, 'query ($s: String!) { warrantyLookup(serialNumber: $s) { sold } }', {
        s: serial,
      })
    ).data?.warrantyLookup.sold;
  let shelf: string[];
  let seller: BuiltUser;

  beforeAll(async () => {
    // The first describe's throttle test used this address's hour.
    await db().deleteFrom('rate_limits').execute();
    shelf = await buildItems(server, owner.token, 3, catalogId);
    await push(server, owner.token, [
      ...shelf.map((s) => action('factoryExport', s)),
      ...shelf.map((s) => action('export', s, { sellerId: outlet })),
    ]);
    seller = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
  });

  it('is refused in the caller’s language, sends no code and writes nothing; the seller’s sale then applies with its customer, and registers as before', async () => {
    const serial = shelf[0] as string;
    const before = await row(serial);
    expect(before).toMatchObject({ status: 'exported', warranty_status: 'inactive', bill_date: null, client_name: null });
    for (const [language, phone] of [
      ['ar', '+201033334444'],
      ['en', '+201033335555'],
    ] as const) {
      const early = await gql(server.url, START, { s: serial, n: 'زائر المتجر', p: phone }, { language });
      expect(early.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(early.errors?.[0]?.message).toBe(NOT_SOLD[language]);
      expect(await textsTo(phone)).toEqual([]);
    }
    expect(await row(serial)).toEqual(before);
    expect(await ticketsFor(serial)).toEqual([]);
    // The page reads the same: not sold, so it offers no form.
    expect(await soldOnPage(serial)).toBe(false);
    expect(
      await db().selectFrom('activation_records').select('id').where('phone_number', 'in', ['01033334444', '01033335555']).execute(),
    ).toEqual([]);

    // The shop's sale arrives from its seller's phone: applied, with the customer the seller named.
    const sale = await push(server, seller.token, [action('sell', serial, { clientName: 'سعاد علي', clientPhone: '01033334444' })]);
    expect(sale.results[0]).toMatchObject({ status: 'applied' });
    const sold = await row(serial);
    expect(sold).toMatchObject({ status: 'exported', warranty_status: 'inactive', client_name: 'سعاد علي', client_phone: '01033334444' });
    expect(sold.bill_date).toBeTruthy();
    expect(await soldOnPage(serial)).toBe(true);

    // Now it registers as before (here by her husband, on his phone): the warranty runs from today, and the item
    // keeps the sale's own customer and bill date; the registrant's name is on the certificate.
    const started = await gql<{ warrantyRegisterStart: { ticketId: string } }>(
      server.url,
      START,
      { s: serial, n: 'كريم علي', p: '01033330000' },
      { language: 'ar' },
    );
    expect(started.errors).toBeUndefined();
    const done = await gql<{ warrantyRegisterConfirm: { customerName: string; info: { warrantyStatus: string; registered: boolean } } }>(
      server.url,
      CONFIRM,
      { t: started.data?.warrantyRegisterStart.ticketId, c: await lastCode('+201033330000') },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.warrantyRegisterConfirm).toMatchObject({
      customerName: 'كريم علي',
      info: { warrantyStatus: 'active', registered: true },
    });
    expect(await row(serial)).toMatchObject({
      warranty_status: 'active',
      bill_date: sold.bill_date,
      client_name: 'سعاد علي',
      client_phone: '01033334444',
    });
  });

  it('refuses an item still at the factory with the same message', async () => {
    const [made] = (await buildItems(server, owner.token, 1, catalogId)) as [string];
    const early = await gql(server.url, START, { s: made, n: 'Early', p: '01033336666' }, { language: 'en' });
    expect(early.errors?.[0]?.message).toBe(NOT_SOLD.en);
    expect(await textsTo('+201033336666')).toEqual([]);
  });

  it('refuses a code confirmed after the sale was undone: the item is back on the shelf unsold, and stays so', async () => {
    const serial = shelf[1] as string;
    await sell(server, seller.token, serial, { clientName: 'Hany', clientPhone: '01033337777' });
    const started = await gql<{ warrantyRegisterStart: { ticketId: string } }>(server.url, START, {
      s: serial,
      n: 'Hany',
      p: '01033337777',
    });
    expect(started.errors).toBeUndefined();
    // The customer brought it back, and it went out to the shelf again before the code was typed.
    const moves = await push(server, owner.token, [
      action('restore', serial, { returnReason: 'غيّر رأيه' }),
      action('export', serial, { sellerId: outlet }),
    ]);
    expect(moves.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const before = await row(serial);
    const late = await gql(
      server.url,
      CONFIRM,
      { t: started.data?.warrantyRegisterStart.ticketId, c: await lastCode('+201033337777') },
      { language: 'ar' },
    );
    expect(late.errors?.[0]?.message).toBe(NOT_SOLD.ar);
    expect(await row(serial)).toEqual(before);
    expect(before).toMatchObject({ status: 'exported', bill_date: null, warranty_status: 'inactive' });
  });

  it('refuses an item whose warranty has ended, changing nothing', async () => {
    const serial = shelf[2] as string;
    await push(server, owner.token, [action('activate', serial, { clientName: 'Old buyer', clientPhone: '01033338888' })]);
    await db()
      .updateTable('items')
      .set({ activation_date: '2022-01-01T00:00:00.000Z', expiration_date: '2023-01-01T00:00:00.000Z' })
      .where('serial_number', '=', serial)
      .execute();
    const before = await row(serial);
    const late = await gql(server.url, START, { s: serial, n: 'Late', p: '01033339999' }, { language: 'en' });
    expect(late.errors?.[0]?.message).toBe("This item's warranty has ended: it can no longer be registered.");
    expect(await textsTo('+201033339999')).toEqual([]);
    expect(await row(serial)).toEqual(before);
  });
});
