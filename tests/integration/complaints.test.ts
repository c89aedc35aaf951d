import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../../shared/i18n';
import { buildUser, type BuiltUser } from '../support/factories';
import { action, buildItems, buildSeller, push } from '../support/items';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { awayFromWindowEdge } from '../support/windows';

let server: TestServer;
let staff: BuiltUser;
let viewer: BuiltUser;
let owner: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  staff = await buildUser(server, { roles: ['complaintEditor'] });
  viewer = await buildUser(server, { roles: ['viewer'] });
  owner = await buildUser(server, { roles: ['owner'] });
});
afterAll(async () => {
  await server?.stop();
});

const CREATE =
  'mutation($serialNumber: String, $phoneNumber: String!, $message: String!) { complaintCreate(serialNumber: $serialNumber, phoneNumber: $phoneNumber, message: $message) { number } }';
const FIND =
  'query($id: String!) { complaintFind(id: $id) { id number status closed serialNumber phoneNumber source messages { author message authorEmail } } }';
const REPLY =
  'mutation($id: String!, $message: String!, $attachments: [UploadedFileInput!]) { complaintReply(id: $id, message: $message, attachments: $attachments) { status messages { author message attachments { publicUrl } } } }';
const LOCK = 'mutation($id: String!) { complaintLock(id: $id) { status closed } }';
const UNLOCK = 'mutation($id: String!) { complaintUnlock(id: $id) { status closed } }';
const LIST =
  'query($filter: ComplaintFilter, $limit: Int, $offset: Int) { complaintList(filter: $filter, limit: $limit, offset: $offset) { count rows { id number status lastMessage messageCount } } }';

type Found = {
  complaintFind: {
    id: string;
    number: number;
    status: string;
    closed: boolean;
    messages: Array<{ author: string; message: string; authorEmail: string | null }>;
  };
};

async function createPublic(message = 'The filter leaks', serialNumber: string | null = 'SN-0001') {
  const created = await gql<{ complaintCreate: { number: number } }>(server.url, CREATE, {
    serialNumber,
    phoneNumber: '0100 123 4567',
    message,
  });
  expect(created.errors).toBeUndefined();
  const number = created.data?.complaintCreate.number as number;
  const row = await server.database.db.selectFrom('complaints').select('id').where('number', '=', number).executeTakeFirstOrThrow();
  return { number, id: row.id };
}

describe('public complaint creation (warranty page)', () => {
  it('needs no sign-in, numbers complaints in sequence, starts pending with the customer message, audited', async () => {
    const a = await createPublic();
    const b = await createPublic('Second one', null);
    expect(b.number).toBe(a.number + 1);
    const found = await gql<Found>(server.url, FIND, { id: a.id }, { token: staff.token });
    expect(found.data?.complaintFind).toMatchObject({
      status: 'pending',
      closed: false,
      serialNumber: 'SN-0001',
      phoneNumber: '0100 123 4567',
      source: 'public',
    });
    expect(found.data?.complaintFind.messages).toEqual([{ author: 'customer', message: 'The filter leaks', authorEmail: null }]);
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select(['action', 'created_by_id'])
      .where('entity_id', '=', a.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', created_by_id: null }]);
  });

  it('validates the phone number and the message, in the caller’s language, and stores nothing', async () => {
    const before = await server.database.db.selectFrom('complaints').select('id').execute();
    const noMessage = await gql(server.url, CREATE, { phoneNumber: '0100', message: '   ' }, { language: 'en' });
    expect(noMessage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(noMessage.errors?.[0]?.message).toBe('This field is required');
    const badPhone = await gql(server.url, CREATE, { phoneNumber: 'call me', message: 'hello' }, { language: 'ar' });
    expect(badPhone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await server.database.db.selectFrom('complaints').select('id').execute()).toEqual(before);
  });
});

describe('complaint thread', () => {
  it('staff reply opens a new complaint; lock refuses replies with "This complaint is closed"; unlock reopens', async () => {
    const { id } = await createPublic('No water pressure');
    const image = { id: 'f1', name: 'photo.jpg', sizeInBytes: 1200, publicUrl: '/uploads/complaint/images/f1.jpg' };
    const replied = await gql<{
      complaintReply: { status: string; messages: Array<{ author: string; attachments: Array<{ publicUrl: string }> }> };
    }>(server.url, REPLY, { id, message: 'A technician will call you', attachments: [image] }, { token: staff.token });
    expect(replied.errors).toBeUndefined();
    expect(replied.data?.complaintReply.status).toBe('opened');
    expect(replied.data?.complaintReply.messages.map((m) => m.author)).toEqual(['customer', 'staff']);
    expect(replied.data?.complaintReply.messages[1]?.attachments).toEqual([{ publicUrl: image.publicUrl }]);

    const locked = await gql<{ complaintLock: { status: string; closed: boolean } }>(server.url, LOCK, { id }, { token: staff.token });
    expect(locked.data?.complaintLock).toEqual({ status: 'closed', closed: true });

    const refused = await gql(server.url, REPLY, { id, message: 'one more thing' }, { token: staff.token, language: 'en' });
    expect(refused.errors?.[0]?.message).toBe('This complaint is closed');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refusedAr = await gql(server.url, REPLY, { id, message: 'one more thing' }, { token: staff.token, language: 'ar' });
    expect(refusedAr.errors?.[0]?.message).toBe('هذه الشكوى مغلقة');
    const thread = await gql<Found>(server.url, FIND, { id }, { token: staff.token });
    expect(thread.data?.complaintFind.messages).toHaveLength(2);

    const unlocked = await gql<{ complaintUnlock: { status: string } }>(server.url, UNLOCK, { id }, { token: staff.token });
    expect(unlocked.data?.complaintUnlock.status).toBe('opened');
    const again = await gql(server.url, REPLY, { id, message: 'Fixed?' }, { token: staff.token });
    expect(again.errors).toBeUndefined();

    // One audit row per change (sorted: requests may share a millisecond).
    const actions = await server.database.db.selectFrom('audit_logs').select('action').where('entity_id', '=', id).execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'lock', 'reply', 'reply', 'unlock']);
    // Locking what is locked changes nothing and writes nothing.
    await gql(server.url, UNLOCK, { id }, { token: staff.token });
    expect(await server.database.db.selectFrom('audit_logs').select('action').where('entity_id', '=', id).execute()).toHaveLength(5);
  });

  it('refuses attachments outside complaint/images', async () => {
    const { id } = await createPublic();
    const bad = await gql(
      server.url,
      REPLY,
      { id, message: 'see', attachments: [{ id: 'x', name: 'x.png', sizeInBytes: 10, publicUrl: 'javascript:alert(1)' }] },
      { token: staff.token },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const thread = await gql<Found>(server.url, FIND, { id }, { token: staff.token });
    expect(thread.data?.complaintFind.messages).toHaveLength(1);
  });

  it('lets a viewer read but not reply, lock or unlock', async () => {
    const { id } = await createPublic();
    expect((await gql(server.url, FIND, { id }, { token: viewer.token })).errors).toBeUndefined();
    for (const [query, vars] of [
      [REPLY, { id, message: 'hi' }],
      [LOCK, { id }],
      [UNLOCK, { id }],
    ] as const) {
      const res = await gql(server.url, query, vars, { token: viewer.token });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(server.url, FIND, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('complaint list', () => {
  it('filters by status, date range and seller, with server paging', async () => {
    const all = await gql<{ complaintList: { count: number; rows: Array<{ number: number; status: string }> } }>(
      server.url,
      LIST,
      { limit: 2, offset: 0 },
      { token: staff.token },
    );
    const total = await server.database.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.data?.complaintList.count).toBe(Number(total.n));
    expect(all.data?.complaintList.rows).toHaveLength(2);
    const numbers = all.data?.complaintList.rows.map((r) => r.number) ?? [];
    expect(numbers[0]).toBeGreaterThan(numbers[1] ?? Infinity);
    const page2 = await gql<{ complaintList: { rows: Array<{ number: number }> } }>(
      server.url,
      LIST,
      { limit: 2, offset: 2 },
      { token: staff.token },
    );
    expect(page2.data?.complaintList.rows.map((r) => r.number)).not.toContain(numbers[0]);

    const closed = await gql<{ complaintList: { count: number; rows: Array<{ status: string }> } }>(
      server.url,
      LIST,
      { filter: { status: 'pending' } },
      { token: staff.token },
    );
    expect(closed.data?.complaintList.rows.every((r) => r.status === 'pending')).toBe(true);
    expect(closed.data?.complaintList.count).toBeLessThan(Number(total.n));

    const { id } = await createPublic('old one');
    // 23:30 UTC on 9 March is 01:30 on 10 March in Cairo: the day people see.
    await server.database.db
      .updateTable('complaints')
      .set({ created_at: '2024-03-09T23:30:00.000Z', seller_id: 'seller-7' })
      .where('id', '=', id)
      .execute();
    const ranged = await gql<{ complaintList: { count: number; rows: Array<{ id: string; lastMessage: string; messageCount: number }> } }>(
      server.url,
      LIST,
      { filter: { createdAtRange: ['2024-03-10', '2024-03-10'] } },
      { token: staff.token },
    );
    expect(ranged.data?.complaintList.rows).toEqual([
      { id, number: expect.any(Number), status: 'pending', lastMessage: 'old one', messageCount: 1 },
    ]);
    const dayBefore = await gql<{ complaintList: { count: number } }>(
      server.url,
      LIST,
      { filter: { createdAtRange: [null, '2024-03-09'] } },
      { token: staff.token },
    );
    expect(dayBefore.data?.complaintList.count).toBe(0);
    const asNew = await gql<{ complaintList: { count: number } }>(server.url, LIST, { filter: { status: 'new' } }, { token: staff.token });
    expect(asNew.data?.complaintList.count).toBe((closed.data?.complaintList.count as number) + 1);
    const bySeller = await gql<{ complaintList: { count: number } }>(
      server.url,
      LIST,
      { filter: { sellerId: 'seller-7' } },
      { token: staff.token },
    );
    expect(bySeller.data?.complaintList.count).toBe(1);
    // A complaint about a serial at an outlet is filed under that outlet (typed loosely, as customers do).
    const [serial] = await buildItems(server, owner.token, 1);
    const outlet = await buildSeller(server, owner.token);
    await push(server, owner.token, [action('factoryExport', serial as string), action('export', serial as string, { sellerId: outlet })]);
    const filed = await createPublic('at the outlet', ` ${(serial as string).toLowerCase()} `);
    expect(
      (await server.database.db.selectFrom('complaints').select('seller_id').where('id', '=', filed.id).executeTakeFirstOrThrow())
        .seller_id,
    ).toBe(outlet);
    const atOutlet = await gql<{ complaintList: { rows: Array<{ id: string }> } }>(
      server.url,
      LIST,
      { filter: { sellerId: outlet } },
      { token: staff.token },
    );
    expect(atOutlet.data?.complaintList.rows.map((r) => r.id)).toEqual([filed.id]);
    const badStatus = await gql(server.url, LIST, { filter: { status: 'archived' } }, { token: staff.token });
    expect(badStatus.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('pin-coded deletion', () => {
  const DESTROY = 'mutation($id: String!, $pinCode: String) { complaintDestroy(id: $id, pinCode: $pinCode) }';
  it('refuses a wrong pin code with "Pin code is not correct" and deletes with the right one', async () => {
    const saved = await gql(
      server.url,
      'mutation { settingsSave(settings: { theme: "red", pinCode: "2468", deletionNeedsPinCode: true }) { theme } }',
      {},
      { token: owner.token },
    );
    expect(saved.errors).toBeUndefined();
    const { id } = await createPublic();
    const wrong = await gql(server.url, DESTROY, { id, pinCode: '1111' }, { token: owner.token, language: 'en' });
    expect(wrong.errors?.[0]?.message).toBe('Pin code is not correct');
    const missing = await gql(server.url, DESTROY, { id }, { token: owner.token, language: 'ar' });
    expect(missing.errors?.[0]?.message).toBe('الرمز السري غير صحيح');
    expect(await server.database.db.selectFrom('complaints').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();

    const right = await gql<{ complaintDestroy: boolean }>(server.url, DESTROY, { id, pinCode: '2468' }, { token: owner.token });
    expect(right.data?.complaintDestroy).toBe(true);
    expect(await server.database.db.selectFrom('complaint_messages').select('id').where('complaint_id', '=', id).execute()).toEqual([]);
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entity_id', '=', id)
      .where('action', '=', 'delete')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('pin guesses', () => {
  const DESTROY = 'mutation($id: String!, $pinCode: String) { complaintDestroy(id: $id, pinCode: $pinCode) }';
  it('after five wrong pins refuses every try, the right pin too, in the caller’s language until the wait ends; each wrong try is audited', async () => {
    const guesser = await buildUser(server, { roles: ['owner'] });
    const saved = await gql(
      server.url,
      'mutation { settingsSave(settings: { theme: "red", pinCode: "2468", deletionNeedsPinCode: true }) { theme } }',
      {},
      { token: owner.token },
    );
    expect(saved.errors).toBeUndefined();
    const { id } = await createPublic();
    for (let i = 0; i < 5; i++) {
      const wrong = await gql(server.url, DESTROY, { id, pinCode: `100${i}` }, { token: guesser.token, language: 'en' });
      expect(wrong.errors?.[0]?.message).toBe('Pin code is not correct');
    }
    const held = await gql(server.url, DESTROY, { id, pinCode: '2468' }, { token: guesser.token, language: 'en' });
    expect(held.status).toBe(429);
    expect(held.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(held.errors?.[0]?.message).toBe('Too many wrong pin codes. Try again in 1 min.');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(50);
    const heldAr = await gql(server.url, DESTROY, { id, pinCode: '2468' }, { token: guesser.token, language: 'ar' });
    expect(heldAr.errors?.[0]?.message).toBe('أُدخل رمز سري خاطئ مرات كثيرة. حاول مرة أخرى بعد ١ دقيقة.');
    // Another account's tries are its own.
    const other = await gql<{ complaintDestroy: boolean }>(
      server.url,
      DESTROY,
      { id: (await createPublic()).id, pinCode: '2468' },
      { token: owner.token },
    );
    expect(other.data?.complaintDestroy).toBe(true);
    expect(await server.database.db.selectFrom('complaints').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select(['action', 'created_by_email'])
      .where('created_by_id', '=', guesser.id)
      .where('action', '=', 'pinCodeFailed')
      .execute();
    expect(audit).toHaveLength(5);
    expect(audit.every((a) => a.created_by_email === guesser.email)).toBe(true);

    // As if the wait had passed: the right pin deletes.
    const passed = new Date(Date.now() - 1000).toISOString();
    await server.database.db
      .updateTable('sign_in_delays')
      .set({ next_attempt_at: passed })
      .where('email', '=', `PIN:${guesser.id}`)
      .execute();
    const right = await gql<{ complaintDestroy: boolean }>(server.url, DESTROY, { id, pinCode: '2468' }, { token: guesser.token });
    expect(right.data?.complaintDestroy).toBe(true);
  });
});

describe('public filing limit', () => {
  it('refuses the eleventh public complaint from one address within ten minutes, in the caller’s language, and stores nothing for it', async () => {
    const own = await startTestServer({ seedDemo: false });
    try {
      const file = (language: 'en' | 'ar') =>
        gql(own.url, CREATE, { serialNumber: null, phoneNumber: '01012345678', message: 'limit' }, { language });
      await awayFromWindowEdge(10 * 60_000);
      for (let i = 0; i < 10; i++) expect((await file('en')).errors).toBeUndefined();
      const refused = await file('ar');
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.errors?.[0]?.message).toBe(catalogues.ar.errors.tooManyRequests);
      const stored = await own.database.db
        .selectFrom('complaints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(10);
      // Staff recording a complaint are not bound by it.
      const clerk = await buildUser(own, { roles: ['complaintEditor'] });
      expect(
        (await gql(own.url, CREATE, { serialNumber: null, phoneNumber: '01012345678', message: 'by phone' }, { token: clerk.token }))
          .errors,
      ).toBeUndefined();
      // A signed-in member is a visitor here: bound like one, and the complaint is a public one.
      const member = await buildUser(own, { roles: [], userType: 'client' });
      const byMember = await gql(
        own.url,
        CREATE,
        { serialNumber: null, phoneNumber: '01012345678', message: 'member' },
        { token: member.token },
      );
      expect(byMember.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      const sources = await own.database.db.selectFrom('complaints').select('source').execute();
      expect(sources.filter((row) => row.source === 'backoffice')).toHaveLength(1);
    } finally {
      await own.stop();
    }
  });
});
