import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '../../shared/dates';
import { buildUser, type BuiltUser } from '../support/factories';
import { action, buildSeller, pushAnswer, seenBy, type PushedAction } from '../support/items';
import { buildOutletAccount, itemRow, placeItems } from '../support/outlets';
import { startTestServer, type TestServer } from '../support/server';

// Issue 41 point 3: two phones of one outlet sell the same serial; the one
// whose sale arrives second is told that the item was sold, when, to whom and
// where, not only that it "changed on another device". The customer's name
// goes only to an account of the outlet that holds the item.

let server: TestServer;
let owner: BuiltUser;
let outlet: string;
let phoneA: BuiltUser;
let phoneB: BuiltUser;
let stranger: BuiltUser;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  owner = await buildUser(server, { roles: ['owner'] });
  outlet = await buildSeller(server, owner.token, { nameAr: 'فرع سموحة', nameEn: 'Smouha branch' });
  phoneA = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
  phoneB = await buildOutletAccount(server, owner.token, outlet, ['activationEditor', 'exportEditor']);
  const elsewhere = await buildSeller(server, owner.token, { name: 'Other branch' });
  stranger = await buildOutletAccount(server, owner.token, elsewhere, ['activationEditor', 'exportEditor']);
});
afterAll(async () => {
  await server?.stop();
});

const MONA = { clientName: 'Mona', clientPhone: '01001112223' };
const NOUR = { clientName: 'Nour', clientPhone: '01223334445' };
const RESULT = 'status reasonKey reasonParams { name value } reason';
const OUTLET_NAMES = [
  { name: 'outletAr', value: 'فرع سموحة' },
  { name: 'outletEn', value: 'Smouha branch' },
];

/** A sale queued on a phone that held the item (its replica's copy). */
async function queued(type: 'sell' | 'activate', serial: string, payload: Record<string, unknown>, phone: BuiltUser, device: string) {
  return { ...action(type, serial, payload, undefined, device), seen: await seenBy(server, phone.token, serial) } as PushedAction;
}

describe('the phone that loses a race for one serial is told of the sale it lost to', () => {
  it('names the sale’s date, customer and outlet to a phone of the same outlet, in English and Arabic', async () => {
    for (const type of ['activate', 'sell'] as const) {
      const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
      const lost = await queued(type, serial, MONA, phoneA, 'phone-A');
      const won = await queued(type, serial, NOUR, phoneB, 'phone-B');
      expect((await pushAnswer(server, phoneB.token, [won], RESULT))[0]).toMatchObject({ status: 'applied' });
      const sold = (await itemRow(server, serial)).bill_date as string;
      const date = formatInstant(sold, 'en');

      const [en] = await pushAnswer(server, phoneA.token, [lost], RESULT);
      expect(en, type).toEqual({
        status: 'rejected',
        reasonKey: 'items.errors.soldByToClient',
        // The key's values, for a phone to word it in the language it shows later (issue 45 point 5).
        reasonParams: [{ name: 'date', value: sold }, { name: 'client', value: 'Nour' }, ...OUTLET_NAMES],
        reason: `This item was already sold on ${date} to Nour by Smouha branch.`,
      });
      const [ar] = await pushAnswer(server, phoneA.token, [lost], RESULT, 'ar');
      expect(ar?.reason).toBe(`سبق بيع هذا المنتج بتاريخ ${formatInstant(sold, 'ar')} للعميل Nour في فرع سموحة.`);
      expect(await itemRow(server, serial)).toMatchObject({ client_name: 'Nour' });
    }
  });

  it('names no customer to an account of no outlet, and tells another outlet’s phone nothing of the sale', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    // The office's device held the item's copy at the same change number as the phones (its version is the item's).
    const office = { ...action('activate', serial, MONA, undefined, 'office'), seen: await seenBy(server, phoneA.token, serial) };
    await pushAnswer(server, phoneB.token, [await queued('activate', serial, NOUR, phoneB, 'phone-B')], RESULT);
    const sold = (await itemRow(server, serial)).bill_date as string;
    const date = formatInstant(sold, 'en');
    const [lost] = await pushAnswer(server, owner.token, [office], RESULT);
    expect(lost).toEqual({
      status: 'rejected',
      reasonKey: 'items.errors.soldBy',
      reasonParams: [{ name: 'date', value: sold }, ...OUTLET_NAMES],
      reason: `This item was already sold on ${date} by Smouha branch.`,
    });
    const [ar] = await pushAnswer(server, owner.token, [office], RESULT, 'ar');
    expect(ar?.reason).toBe(`سبق بيع هذا المنتج بتاريخ ${formatInstant(sold, 'ar')} في فرع سموحة.`);

    const [foreign] = await pushAnswer(server, stranger.token, [action('activate', serial, MONA)], RESULT);
    expect(foreign).toEqual({
      status: 'rejected',
      reasonKey: 'items.errors.otherOutlet',
      reasonParams: [],
      reason: 'This item is not at your outlet.',
    });
  });

  it('still says "changed on another device" when the change was not a sale, in English and Arabic', async () => {
    const [serial] = (await placeItems(server, owner.token, outlet, 1)) as [string];
    const lost = await queued('activate', serial, MONA, phoneA, 'phone-A');
    // Returned to the stock and sent back: the item is unsold, but not the copy phone A saw.
    await pushAnswer(server, owner.token, [action('restore', serial), action('export', serial, { sellerId: outlet })], RESULT);
    expect((await pushAnswer(server, phoneA.token, [lost], RESULT))[0]).toEqual({
      status: 'rejected',
      reasonKey: 'items.errors.changedSince',
      reasonParams: [
        { name: 'status', value: 'exported' },
        { name: 'warrantyStatus', value: 'inactive' },
      ],
      reason:
        'This item was changed on another device after it was scanned here (sold, activated or moved). Scan it again to see its current state.',
    });
    expect((await pushAnswer(server, phoneA.token, [lost], RESULT, 'ar'))[0]?.reason).toBe(
      'تغيّر هذا المنتج على جهاز آخر بعد مسحه هنا (بيع أو تفعيل أو نقل). امسحه مرة أخرى لمعرفة حالته الحالية.',
    );
  });
});
