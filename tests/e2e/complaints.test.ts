import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { ComplaintScreen } from './pages/ComplaintPages';
import { signInAs } from './pages/signIn';

// A complaint thread through the back-office in Arabic: staff replies, locks
// (no reply possible, "This complaint is closed" shown), unlocks and can reply again.

let server: TestServer;
let browser: Browser;
let staff: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  browser = await launchBrowser();
  staff = await buildUser(server, { roles: ['owner'] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('complaint thread', () => {
  it('staff replies, locks, sees the closed notice without a reply box, unlocks and replies again', async () => {
    await gql(server.url, 'mutation { complaintCreate(phoneNumber: "01012345678", message: "الفلتر يسرب الماء") { number } }', {});
    const complaint = await server.database.db.selectFrom('complaints').select(['id', 'status']).executeTakeFirstOrThrow();
    expect(complaint.status).toBe('pending');
    const status = async () => (await server.database.db.selectFrom('complaints').select('status').where('id', '=', complaint.id).executeTakeFirstOrThrow()).status;

    const { page, context, errors } = await openPage(browser, server.url);
    await signInAs(page, staff.email, undefined, 'ar');
    const screen = new ComplaintScreen(page);
    await screen.open('ar', complaint.id);
    await screen.thread().getByText('الفلتر يسرب الماء').waitFor();

    await screen.reply('سنرسل فنياً غداً');
    await screen.thread().getByText('سنرسل فنياً غداً').waitFor();
    expect(await status()).toBe('opened');

    await screen.lock();
    await screen.closedNotice().waitFor();
    expect(await screen.closedNotice().textContent()).toContain('هذه الشكوى مغلقة');
    expect(await screen.replyBox().count()).toBe(0);
    expect(await status()).toBe('closed');
    // The server refuses a reply to a closed complaint too, in the spec's words.
    const refused = await gql(server.url, 'mutation ($id: String!) { complaintReply(id: $id, message: "x") { id } }', { id: complaint.id }, { token: staff.token, language: 'ar' });
    expect(refused.errors?.[0]?.message).toBe('هذه الشكوى مغلقة');

    await screen.unlock();
    await screen.replyBox().waitFor();
    expect(await screen.closedNotice().count()).toBe(0);
    expect(await status()).toBe('opened');
    await screen.reply('تم الإصلاح');
    await screen.thread().getByText('تم الإصلاح').waitFor();
    const messages = await server.database.db.selectFrom('complaint_messages').select(['author', 'body']).where('complaint_id', '=', complaint.id).orderBy('created_at').execute();
    expect(messages.map((m) => m.author)).toEqual(['customer', 'staff', 'staff']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
