import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import type { BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { buildCatalogEntry, buildSeller } from '../support/items';
import { goOffline, goOnline } from '../support/network';
import { activate, buildOutletAccount, fileComplaint, itemRow, placeItems } from '../support/outlets';
import { ComplaintScreen } from './pages/ComplaintPages';
import { openInApp } from './pages/inApp';
import { signInOnto } from './pages/signIn';
import { useE2e } from './fixture';

// Issue 20 part 1, end to end in Arabic at 360 px: an outlet's staff takes a
// customer's complaint to a warranty claim, receives it online, diagnoses and
// replaces it offline (queued in the outbox), and once online each step is
// applied once; both serials' timelines and public warranty pages show the link.

const e2e = useE2e({ serviceWorker: true });
let staff: BuiltUser;
let outlet: string;
let catalogId: string;

beforeAll(async () => {
  outlet = await buildSeller(e2e.server, e2e.owner.token, { name: 'فرع سموحة' });
  catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { name: 'فلتر سبع مراحل', warrantyPeriod: 24 });
  staff = await buildOutletAccount(e2e.server, e2e.owner.token, outlet, ['complaintEditor', 'activationEditor', 'exportEditor']);
});

/** A sold item with a customer's complaint, and a spare in the same outlet: new for each attempt, so a retry starts clean. */
async function complaintOnSoldItem() {
  const [faulty, spare] = (await placeItems(e2e.server, e2e.owner.token, outlet, 2, catalogId)) as [string, string];
  await activate(e2e.server, e2e.owner.token, faulty, '01001112223');
  return { faulty, spare, complaintId: await fileComplaint(e2e.server, e2e.owner.token, faulty) };
}

const db = () => e2e.server.database.db;
const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a warranty claim from a complaint to a replacement', () => {
  it('staff receive it, diagnose and replace it offline, and both items show the link once synced (ar, 360 px)', async () => {
    const { faulty, spare, complaintId } = await complaintOnSoldItem();
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { viewport: { width: 360, height: 780 } });
    const screen = new ComplaintScreen(page);
    await signInOnto(page, staff.email, () => screen.open('ar', complaintId));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // now controlled by the service worker
    await page.getByRole('heading', { name: 'مطالبة الضمان' }).waitFor();
    await page.getByText('لا توجد مطالبة ضمان لهذا المنتج بعد.').waitFor();

    // Received, online.
    await page.getByRole('textbox', { name: 'ملاحظات' }).fill('أحضره العميل إلى الفرع');
    await page.getByRole('button', { name: 'فتح مطالبة ضمان' }).click();
    await expect.poll(() => page.getByTestId('claim-status').textContent()).toBe('مستلمة');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Diagnosed and replaced offline: both queued on the device, nothing reaches the server.
    await goOffline(e2e.server, page, context);
    await page.getByRole('textbox', { name: 'التشخيص' }).fill('احترق موتور المضخة');
    await page.getByRole('button', { name: 'تسجيل التشخيص' }).click();
    await expect.poll(() => page.getByTestId('claim-queued-step').count()).toBe(1);
    await page.getByRole('combobox', { name: 'النتيجة' }).selectOption({ label: 'استُبدل' });
    await page.getByRole('textbox', { name: 'الرقم التسلسلي للبديل' }).fill(spare);
    await page.getByRole('textbox', { name: 'ملاحظات' }).fill('سُلّم البديل في الفرع');
    await page.getByRole('button', { name: 'إنهاء المطالبة' }).click();
    await expect.poll(() => page.getByTestId('claim-queued-step').count()).toBe(2);
    expect(await page.getByTestId('claim-queued-step').first().textContent()).toContain('في انتظار المزامنة');
    // The resolution waiting to sync ends the claim: no further step is offered meanwhile.
    expect(await page.getByRole('button', { name: 'فتح مطالبة ضمان' }).count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await db().selectFrom('actions').select('id').where('type', 'in', ['claimDiagnose', 'claimResolve']).execute()).toEqual([]);

    // Online again: the outbox sends both, each applied once, and the panel reads the resolved claim.
    await goOnline(e2e.server, context);
    await expect.poll(() => page.getByTestId('claim-status').textContent(), { timeout: 60_000 }).toBe('استُبدل');
    await expect.poll(() => page.getByTestId('claim-queued-step').count()).toBe(0);
    expect(await page.getByTestId('claim-replacement').textContent()).toContain(spare);
    // The faulty item is out of service: no new claim is offered on it.
    expect(await page.getByRole('button', { name: 'فتح مطالبة ضمان' }).count()).toBe(0);
    const applied = await db()
      .selectFrom('actions')
      .select(['type', 'status'])
      .where('serial_number', '=', faulty)
      .where('type', 'like', 'claim%')
      .execute();
    expect(applied.map((a) => `${a.type}:${a.status}`).sort()).toEqual([
      'claimDiagnose:applied',
      'claimReceive:applied',
      'claimResolve:applied',
    ]);
    const steps = await db().selectFrom('warranty_claim_steps').select('status').execute();
    expect(steps.map((s) => s.status).sort()).toEqual(['diagnosed', 'received', 'replaced']);

    // The new item carries the rest of the old warranty.
    const [oldRow, newRow] = await Promise.all([itemRow(e2e.server, faulty), itemRow(e2e.server, spare)]);
    expect(newRow).toMatchObject({ warranty_status: 'active', client_phone: oldRow.client_phone });
    expect(newRow.expiration_date).not.toBeNull();

    // Both timelines name the other serial.
    const timeline = async (id: string) =>
      (
        await gql<{ itemTimeline: Array<{ action: string; values: string | null }> }>(
          e2e.server.url,
          'query ($id: String!) { itemTimeline(id: $id) { action values } }',
          { id },
          { token: e2e.owner.token },
        )
      ).data?.itemTimeline ?? [];
    expect((await timeline(oldRow.id)).find((e) => e.action === 'claimResolve')?.values).toContain(spare);
    expect((await timeline(newRow.id)).find((e) => e.action === 'claimReplace')?.values).toContain(faulty);

    // Both timelines in the back-office, as the outlet's staff reads them.
    await openInApp(page, `/ar/admin/items/${faulty}`);
    await page.getByTestId('timeline-replaced-by').waitFor();
    expect(await page.getByTestId('timeline-replaced-by').textContent()).toContain(spare);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await openInApp(page, `/ar/admin/items/${spare}`);
    await page.getByTestId('timeline-replaces').waitFor();
    expect(await page.getByTestId('timeline-replaces').textContent()).toContain(faulty);

    // The public warranty pages, in Arabic at 360 px: each leads to the other.
    await openInApp(page, `/ar/w/${faulty}`);
    await page.getByTestId('warranty-replaced-by').waitFor();
    expect(await page.getByTestId('warranty-replaced-by').textContent()).toContain(spare);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'عرض المنتج البديل' }).click();
    await page.getByTestId('warranty-replaces').waitFor();
    expect(await page.getByTestId('warranty-replaces').textContent()).toContain(faulty);
    expect(await page.getByTestId('warranty-status').textContent()).toBe('ساري');
    await context.close();
  }, 180_000);
});
