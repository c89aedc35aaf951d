import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../../shared/i18n';
import { formatNumber } from '../../shared/locales';
import { formatDateTime } from '../../pwa/components/useFormatters';
import { openPage } from '../support/browser';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push, sell } from '../support/items';
import { MemberModal } from './pages/MemberModal';
import { lastSmsCode } from '../support/sms';
import { useE2e } from './fixture';

// A member's activity on their /profile (issue 18, point 8), in Chromium
// against a real server: the warranty they registered on an item's page and
// the complaint filed under their phone, newest first, dated in Cairo time and
// linked to the warranty page; another member's records absent; an empty
// state for a member with none. Arabic at 360 px, English at 1440 px.

const e2e = useE2e();
let serials: string[];
const ITEM = { ar: 'فلتر ٧ مراحل', en: '7-stage filter' };

interface Person {
  memberId: string;
  name: { ar: string; en: string };
  local: string;
  e164: string;
}
const mona: Person = { memberId: '3001', name: { ar: 'منى سمير', en: 'Mona Samir' }, local: '01012345678', e164: '+201012345678' };
const karim: Person = { memberId: '3002', name: { ar: 'كريم فؤاد', en: 'Karim Fouad' }, local: '01198765432', e164: '+201198765432' };
const nadia: Person = { memberId: '3003', name: { ar: 'نادية حلمي', en: 'Nadia Helmy' }, local: '01555555555', e164: '+201555555555' };
let complaintNumber = 0;

const db = () => e2e.server.database.db;

const lastCode = (phone: string) => lastSmsCode(e2e.server, phone);

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(e2e.server.url, query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

/** A person on a membership who registered through the modal's code (their phone proven). */
async function registered(person: Person): Promise<void> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db()
    .insertInto('member_identities')
    .values({
      id,
      member_id: person.memberId,
      position: 0,
      name_en: person.name.en,
      name_ar: person.name.ar,
      relation: 'member',
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const [firstName, lastName] = person.name.en.split(' ');
  const sent = await ok<{ memberSendCode: { id: string } }>(
    'mutation ($i: String!, $p: String!, $r: MemberRegistrationInput) { memberSendCode(identityId: $i, phoneNumber: $p, registration: $r) { id } }',
    {
      i: id,
      p: person.local,
      r: { firstName, lastName, email: `${person.memberId}@member.test`, password: 'member-pass-1', confirmPassword: 'member-pass-1' },
    },
  );
  await ok('mutation ($t: String!, $c: String!) { memberVerifyCode(ticketId: $t, code: $c) { token } }', {
    t: sent.memberSendCode.id,
    c: await lastCode(person.e164),
  });
}

/** The buyer registers the item's warranty on its page: name, phone, the code. */
async function registerWarranty(serial: string, person: Person): Promise<void> {
  const started = await ok<{ warrantyRegisterStart: { ticketId: string } }>(
    'mutation ($s: String!, $n: String!, $p: String!) { warrantyRegisterStart(serialNumber: $s, customerName: $n, phoneNumber: $p) { ticketId } }',
    { s: serial, n: person.name.ar, p: person.local },
  );
  await ok('mutation ($t: String!, $c: String!) { warrantyRegisterConfirm(ticketId: $t, code: $c) { customerName } }', {
    t: started.warrantyRegisterStart.ticketId,
    c: await lastCode(person.e164),
  });
}

beforeAll(async () => {
  const outlet = await buildSeller(e2e.server, e2e.owner.token, { nameAr: 'فرع مدينة نصر' });
  const catalogId = await buildCatalogEntry(e2e.server, e2e.owner.token, { nameAr: ITEM.ar, nameEn: ITEM.en, warrantyPeriod: 12 });
  serials = await buildItems(e2e.server, e2e.owner.token, 2, catalogId);
  await push(e2e.server, e2e.owner.token, [
    ...serials.map((s) => action('factoryExport', s)),
    ...serials.map((s) => action('export', s, { sellerId: outlet })),
  ]);
  // Sold at the outlet: a buyer registers only a sold item's warranty.
  for (const serial of serials) await sell(e2e.server, e2e.owner.token, serial, { clientName: 'عميل الفرع', clientPhone: '01000000000' });
  for (const person of [mona, karim, nadia]) await registered(person);
  await registerWarranty(serials[0] as string, mona);
  await registerWarranty(serials[1] as string, karim);
  // A problem reported from the warranty page under Mona's phone, written as people write it.
  complaintNumber = (
    await ok<{ complaintCreate: { number: number } }>(
      'mutation ($s: String) { complaintCreate(serialNumber: $s, phoneNumber: "010 1234 5678", message: "The filter leaks") { number } }',
      { s: serials[0] },
    )
  ).complaintCreate.number;
}, 90_000);

/** Signs the member in through the header's modal with a code to their phone, then opens /profile. */
async function profileOf(person: Person, language: 'ar' | 'en', width: number) {
  const opened = await openPage(e2e.browser, e2e.server.url, { serviceWorkers: 'block', viewport: { width, height: 900 } });
  const modal = new MemberModal(opened.page, language);
  await opened.page.goto(`/${language}/profile`);
  await opened.page.locator('#main').getByRole('button', { name: modal.shell.signIn }).click();
  await modal.atStep('memberId');
  await modal.field('memberId').fill(person.memberId);
  await modal.submit();
  await modal.atStep('identity');
  await modal.pick(person.name[language]);
  await modal.atStep('method');
  await modal.choose(modal.text.steps.method.phone.replace('{{hint}}', `\u2066•••• ${person.e164.slice(-2)}\u2069`));
  await modal.atStep('phone');
  await modal.field('phoneNumber').fill(person.local);
  await modal.submit();
  await modal.atStep('code');
  await modal.field('code').fill(await lastCode(person.e164));
  await modal.submit();
  const text = catalogues[language].public.profile.activity;
  const section = opened.page.getByRole('region', { name: text.title });
  await section.waitFor({ timeout: 15_000 });
  return { ...opened, section, text };
}

describe("a member's activity on /profile", () => {
  for (const [language, width] of [
    ['ar', 360],
    ['en', 1440],
  ] as const) {
    it(`lists the warranty they registered and the complaint under their phone, newest first, and no one else's (${language} at ${width} px)`, async () => {
      const { page, section, text, errors } = await profileOf(mona, language, width);
      const entries = section.getByTestId('activity-entry');
      await entries.first().waitFor();
      expect(await entries.count()).toBe(2);
      expect(await section.getByText(text.count_two.replace('{{count}}', formatNumber(2, language))).count()).toBe(1);
      // Newest first: the complaint came after the registration.
      expect(
        await entries
          .nth(0)
          .getByText(text.complaintFiled.replace('{{number}}', formatNumber(complaintNumber, language)))
          .count(),
      ).toBe(1);
      expect(await entries.nth(0).getByText(text.status.pending).count()).toBe(1);
      expect(await entries.nth(1).getByText(text.warrantyRegistered.replace('{{item}}', ITEM[language])).count()).toBe(1);
      // Each dated in Cairo time as the page formats dates, and linked to the item's warranty page.
      const registration = await db()
        .selectFrom('warranty_registrations')
        .select('confirmed_at')
        .where('phone_number', '=', mona.e164)
        .executeTakeFirstOrThrow();
      expect(await entries.nth(1).locator('time').textContent()).toBe(formatDateTime(registration.confirmed_at, language));
      const link = entries.nth(1).getByRole('link', { name: text.openItem.replace('{{serial}}', serials[0] as string) });
      expect(await link.getAttribute('href')).toBe(`/${language}/w/${serials[0]}`);
      // Karim's registered item is his, not Mona's.
      expect(await section.getByText(serials[1] as string).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/member-activity-${language}-${width}.png`, fullPage: true });
      await link.click();
      await page.waitForURL(new RegExp(`/${language}/w/${serials[0]}$`));
      expect(errors).toEqual([]);
    }, 90_000);
  }

  it('says so when a member has no activity yet (ar at 360 px)', async () => {
    const { page, section, text } = await profileOf(nadia, 'ar', 360);
    await section.getByTestId('activity-empty').waitFor();
    expect(await section.getByText(text.emptyTitle).count()).toBe(1);
    // The empty state says it once: no "no entries" count beside the heading.
    expect(await section.getByText(text.count_zero, { exact: true }).count()).toBe(0);
    expect(await section.getByTestId('activity-entry').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }, 90_000);
});
