import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push } from '../support/items';
import { ComplaintScreen } from './pages/ComplaintPages';
import { signInAt, signInOnto } from './pages/signIn';
import { Picker } from './pages/Picker';
import { useE2e } from './fixture';

// A complaint thread through the back-office in Arabic: staff replies, locks
// (no reply possible, "This complaint is closed" shown), unlocks and can reply again.

const e2e = useE2e();

describe('complaint thread', () => {
  it('staff replies, locks, sees the closed notice without a reply box, unlocks and replies again', async () => {
    await gql(e2e.server.url, 'mutation { complaintCreate(phoneNumber: "01012345678", message: "الفلتر يسرب الماء") { number } }', {});
    const complaint = await e2e.server.database.db.selectFrom('complaints').select(['id', 'status']).executeTakeFirstOrThrow();
    expect(complaint.status).toBe('pending');
    const status = async () =>
      (await e2e.server.database.db.selectFrom('complaints').select('status').where('id', '=', complaint.id).executeTakeFirstOrThrow())
        .status;

    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    const screen = new ComplaintScreen(page);
    await signInOnto(page, e2e.owner.email, () => screen.open('ar', complaint.id));
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
    const refused = await gql(
      e2e.server.url,
      'mutation ($id: String!) { complaintReply(id: $id, message: "x") { id } }',
      { id: complaint.id },
      { token: e2e.owner.token, language: 'ar' },
    );
    expect(refused.errors?.[0]?.message).toBe('هذه الشكوى مغلقة');

    await screen.unlock();
    await screen.replyBox().waitFor();
    expect(await screen.closedNotice().count()).toBe(0);
    expect(await status()).toBe('opened');
    await screen.reply('تم الإصلاح');
    await screen.thread().getByText('تم الإصلاح').waitFor();
    const messages = await e2e.server.database.db
      .selectFrom('complaint_messages')
      .select(['author', 'body'])
      .where('complaint_id', '=', complaint.id)
      .orderBy('created_at')
      .execute();
    expect(messages.map((m) => m.author)).toEqual(['customer', 'staff', 'staff']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('complaint list', () => {
  it('files a complaint under the outlet of its serial; the seller and status filters live in the address and survive a reload', async () => {
    const [serial] = await buildItems(e2e.server, e2e.owner.token, 1);
    const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Miami outlet' });
    await push(e2e.server, e2e.owner.token, [
      action('factoryExport', serial as string),
      action('export', serial as string, { sellerId: outlet }),
    ]);
    await gql(
      e2e.server.url,
      'mutation ($s: String) { complaintCreate(serialNumber: $s, phoneNumber: "01098765432", message: "Leaks at the outlet") { number } }',
      { s: serial },
    );
    await gql(e2e.server.url, 'mutation { complaintCreate(phoneNumber: "01011112222", message: "No serial given") { number } }', {});

    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/en/admin/complaints');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => rows.filter({ hasText: 'Leaks at the outlet' }).filter({ hasText: 'Miami outlet' }).count(), { timeout: 10_000 })
      .toBe(1);

    const search = page.getByRole('search');
    await Picker.labelled(page, 'Seller', search).pick('Miami', 'Miami outlet');
    await search.getByLabel('Status').selectOption({ label: 'New' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('Leaks at the outlet');
    expect(new URL(page.url()).searchParams.get('f.sellerId')).toBe(outlet);

    await page.reload();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    // The outlet chosen in the address is shown by its name once the outlets have loaded.
    await expect.poll(() => Picker.labelled(page, 'Seller', page.getByRole('search')).value()).toBe('Miami outlet');
    expect(await page.getByText('1 complaint', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('records a walk-in customer’s complaint in Arabic: a scanner’s Enter does not send it, a wrong serial is refused, then it opens the thread', async () => {
    const [serial] = await buildItems(e2e.server, e2e.owner.token, 1);
    const outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'Walk-in outlet' });
    await push(e2e.server, e2e.owner.token, [
      action('factoryExport', serial as string),
      action('export', serial as string, { sellerId: outlet }),
    ]);
    const count = async () => (await e2e.server.database.db.selectFrom('complaints').select('id').execute()).length;
    const before = await count();

    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await signInAt(page, e2e.owner.email, '/ar/admin/complaints');
    await page.getByRole('link', { name: 'تسجيل شكوى' }).click();
    const serialField = page.getByLabel('الرقم التسلسلي');
    // A keyboard-wedge scanner types the serial, then Enter: the cursor moves on, nothing is sent.
    await serialField.pressSequentially('P00000000000', { delay: 5 });
    await serialField.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('maxlength'))).toBe('120');
    expect(await count()).toBe(before);
    await page.getByLabel('اسم العميل').fill('سعاد محمود');
    await page.getByLabel('رقم الهاتف').fill('01055556666');
    await page.getByLabel('الرسالة').fill('الجهاز لا يعمل منذ أسبوع');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('الرقم التسلسلي أو رمز QR غير صحيح').first().waitFor();
    expect(await count()).toBe(before);

    await serialField.fill(serial as string);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('الجهاز لا يعمل منذ أسبوع').waitFor();
    await page.getByText('اسم العميل: سعاد محمود').waitFor();
    const row = await e2e.server.database.db
      .selectFrom('complaints')
      .select(['customer_name', 'customer_phone', 'seller_id', 'source', 'serial_number'])
      .where('customer_name', '=', 'سعاد محمود')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      customer_name: 'سعاد محمود',
      customer_phone: '01055556666',
      seller_id: outlet,
      source: 'backoffice',
      serial_number: serial,
    });
    expect(errors.filter((e) => !/graphql|Failed to load resource/i.test(e))).toEqual([]);
    await context.close();
  });
});
