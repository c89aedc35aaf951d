import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../shared/items/machine';
import { formatInstant } from '../../shared/dates';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildSeller, ITEM_FIELDS, pushAnswer, seenBy, type PushedAction } from '../support/items';
import { buildOutletAccount, itemRow, placeItems } from '../support/outlets';
import { rawRequest } from '../support/rawHttp';
import { startTestServer, type TestServer } from '../support/server';

// Issue 41 point 4: time from the server. Every answer says the server's time
// (X-Server-Time), so a phone measures its clock's offset; an action may say
// which server answer the phone had last (`clockAt`) and what its own clock
// said (`deviceTime`). The act then happened between clockAt and the push:
// a device time far outside that window is corrected to its nearest end, and
// the answer says so. Old clients, sending neither, keep the rules of issue 15.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
let seller: BuiltUser;
let catalogId: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { name: 'Clock branch' });
  seller = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
  catalogId = await buildCatalogEntry(server, owner.token, { name: 'Clock filter', warrantyPeriod: 24 });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const DAY = 86_400_000;
const MONA = { clientName: 'Mona', clientPhone: '01001112223' };
const RESULT = `id status reasonKey reason receivedAt noteKey noteParams { name value } note item { ${ITEM_FIELDS} }`;

interface Answer {
  id: string;
  status: string;
  reasonKey: string | null;
  reason: string | null;
  receivedAt: string;
  noteKey: string | null;
  noteParams: Array<{ name: string; value: string }>;
  note: string | null;
  item: Record<string, unknown> | null;
}

/** The server's time of an answer, from its header. */
const serverTime = (headers: Headers | Record<string, unknown>) =>
  Number(headers instanceof Headers ? headers.get('x-server-time') : headers['x-server-time']);

/** An item at the outlet, made a week ago (older stock: the item's own date does not bound the act). */
async function olderItem(): Promise<string> {
  const [serial] = (await placeItems(server, owner.token, outlet, 1, catalogId)) as [string];
  await db()
    .updateTable('items')
    .set({ created_at: new Date(Date.now() - 7 * DAY).toISOString() })
    .where('serial_number', '=', serial)
    .execute();
  return serial;
}

/** The server time of the last answer the phone had: the clockAt of what it does next. */
async function lastAnswerTime(): Promise<string> {
  const res = await gql(server.url, '{ __typename }', {}, { token: seller.token });
  return new Date(serverTime(res.headers)).toISOString();
}

/** A sale and activation as the seller's phone queues it, its bill date the phone's time of the scan. */
async function sale(serial: string, phone: { createdAt: string; deviceTime?: string; clockAt?: string }): Promise<PushedAction> {
  return {
    ...action('activate', serial, { ...MONA, billDate: phone.createdAt }),
    ...phone,
    seen: await seenBy(server, seller.token, serial),
  };
}

describe('every answer says the server’s time', () => {
  it('sends X-Server-Time, epoch milliseconds taken as it answers, on /graphql, /healthz and a compressed answer', async () => {
    const before = Date.now();
    const graphql = await gql(server.url, '{ __typename }');
    const health = await fetch(`${server.url}/healthz`);
    const missing = await fetch(`${server.url}/graphql-nothing-here`);
    const after = Date.now();
    for (const headers of [graphql.headers, health.headers, missing.headers]) {
      expect(headers.get('x-server-time')).toMatch(/^\d+$/);
      expect(serverTime(headers)).toBeGreaterThanOrEqual(before);
      expect(serverTime(headers)).toBeLessThanOrEqual(after);
    }
    // gzip (compression) and helmet keep it.
    await placeItems(server, owner.token, null, 12, catalogId);
    const big = await rawRequest(server.url, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: `{ itemList(limit: 50) { rows { ${ITEM_FIELDS} } } }` }),
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(serverTime(big.headers)).toBeGreaterThanOrEqual(before);
  });
});

describe('an action that says when the phone last heard the server is dated within what the server knows', () => {
  it('corrects a phone two days behind to the last server answer it had, says so in both languages, and replays the note', async () => {
    const serial = await olderItem();
    const clockAt = await lastAnswerTime();
    const phone = new Date(Date.parse(clockAt) + 30_000 - 2 * DAY).toISOString();
    const a = await sale(serial, { createdAt: phone, deviceTime: phone, clockAt });
    const [en] = await pushAnswer<Answer>(server, seller.token, [a], RESULT);
    const note = { recorded: formatInstant(clockAt, 'en'), device: formatInstant(phone, 'en') };
    expect(en).toMatchObject({
      status: 'applied',
      noteKey: 'items.notes.clockCorrected',
      // The values too, for the phone to word the note in whatever language it shows later (issue 45 point 5).
      noteParams: [
        { name: 'recorded', value: clockAt },
        { name: 'device', value: phone },
      ],
      note: `The phone's clock was off: this was recorded at ${note.recorded} (the phone said ${note.device}). Check the phone's date and time.`,
      item: { billDate: clockAt, activationDate: clockAt },
    });
    expect(await itemRow(server, serial)).toMatchObject({
      bill_date: clockAt,
      activation_date: clockAt,
      expiration_date: addMonths(new Date(clockAt), 24).toISOString(),
    });
    // The same answer on a replay, in the caller's language.
    const [ar] = await pushAnswer<Answer>(server, seller.token, [a], RESULT, 'ar');
    expect(ar).toMatchObject({
      status: 'applied',
      noteKey: 'items.notes.clockCorrected',
      note: `ساعة الهاتف غير مضبوطة: سُجّلت هذه العملية في ${formatInstant(clockAt, 'ar')} (وكان الهاتف يشير إلى ${formatInstant(phone, 'ar')}). تحقق من تاريخ الهاتف ووقته.`,
    });
    expect(
      await db().selectFrom('actions').select(['created_at', 'note_key', 'note_params']).where('id', '=', a.id).executeTakeFirstOrThrow(),
    ).toEqual({
      created_at: phone,
      note_key: 'items.notes.clockCorrected',
      note_params: JSON.stringify({ recorded: clockAt, device: phone }),
    });
    // The item's history keeps the phone's own time, the time it sent, and the time the act was given.
    const audit = await db()
      .selectFrom('audit_logs')
      .select('values')
      .where('action', '=', 'activate')
      .where('values', 'like', `%${a.id}%`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.values as string)).toMatchObject({ clock: { deviceTime: phone, createdAt: phone, clockAt, actAt: clockAt } });
  });

  it('dates a phone three days ahead at the push instead of refusing it, with the note', async () => {
    const serial = await olderItem();
    const clockAt = await lastAnswerTime();
    const phone = new Date(Date.now() + 3 * DAY).toISOString();
    const [out] = await pushAnswer<Answer>(server, seller.token, [await sale(serial, { createdAt: phone, clockAt })], RESULT);
    expect(out).toMatchObject({ status: 'applied', noteKey: 'items.notes.clockCorrected' });
    expect(out?.note).toContain(`the phone said ${formatInstant(phone, 'en')}`);
    expect(await itemRow(server, serial)).toMatchObject({ activation_date: out?.receivedAt, bill_date: out?.receivedAt });
  });

  it('keeps a time within two minutes of the window as the phone sent it, with no note', async () => {
    const serial = await olderItem();
    const clockAt = await lastAnswerTime();
    const phone = new Date(Date.parse(clockAt) - 60_000).toISOString();
    const [out] = await pushAnswer<Answer>(
      server,
      seller.token,
      [await sale(serial, { createdAt: phone, deviceTime: phone, clockAt })],
      RESULT,
    );
    expect(out).toMatchObject({ status: 'applied', noteKey: null, note: null });
    expect(await itemRow(server, serial)).toMatchObject({ activation_date: phone, bill_date: phone });
  });

  it('refuses a clock or device time that is not a date', async () => {
    const serial = await olderItem();
    const now = new Date().toISOString();
    const out = await pushAnswer<Answer>(
      server,
      seller.token,
      [
        { ...action('sell', serial, MONA), clockAt: 'yesterday' },
        { ...action('sell', serial, MONA), deviceTime: `${now}${' '.repeat(40)}` },
      ],
      RESULT,
    );
    expect(out.map((r) => [r.status, r.reasonKey])).toEqual([
      ['rejected', 'validation.invalid'],
      ['rejected', 'validation.maxChars'],
    ]);
  });
});

describe('an old client (no clockAt) keeps the rules it had', () => {
  it('dates a phone two days behind by its clock, and refuses one three days ahead, with no note', async () => {
    const behind = await olderItem();
    const phone = new Date(Date.now() - 2 * DAY).toISOString();
    const [dated] = await pushAnswer<Answer>(server, seller.token, [await sale(behind, { createdAt: phone })], RESULT);
    expect(dated).toMatchObject({ status: 'applied', noteKey: null, note: null });
    expect(await itemRow(server, behind)).toMatchObject({ activation_date: phone, bill_date: phone });

    const ahead = await olderItem();
    const [refused] = await pushAnswer<Answer>(
      server,
      seller.token,
      [await sale(ahead, { createdAt: new Date(Date.now() + 3 * DAY).toISOString() })],
      RESULT,
    );
    expect(refused).toMatchObject({ status: 'rejected', reasonKey: 'items.errors.actionInFuture', noteKey: null });
  });
});
