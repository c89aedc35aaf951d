import { describe, expect, it } from 'vitest';
import { cardState, deviceItem, openPhone, scan, sellerIn, counterWith, customerIn } from './pages/phone';
import { useE2e } from './fixture';

// The phone's sync engine (issue 41), as a seller at a 360 px counter in Arabic meets it: a sale goes out when the
// network comes back, however the app was started and without a reload or a tap (point 1); another phone on the
// outlet learns of it from the server's poke, and the selling phone from the push's own answer (point 5); a serial
// typed in lower case and the same one scanned are one item (point 6); the phone that lost a race is told who sold
// it and when (point 3).

const e2e = useE2e({ serviceWorker: true });
const serverUrl = () => e2e.server.url;

/** The sale (activation) of `serial` as the server holds it: each stored action, applied or refused. */
const sales = (serial: string) =>
  e2e.server.database.db
    .selectFrom('actions')
    .select(['status', 'serial_number'])
    .where('serial_number', '=', serial)
    .where('type', '=', 'activate')
    .execute();

describe('a sale goes out when the network is back (point 1)', () => {
  for (const [name, down] of [
    ['Wi-Fi without internet', 'wifiNoInternet'],
    ['a network that refuses every connection', 'wifiRefused'],
  ] as const) {
    it(`after the app was opened on ${name}: sent with no reload, no tap and no online event`, async () => {
      const { counter, serials } = await counterWith(e2e, 1);
      const [serial] = serials as [string];
      const phone = await openPhone(e2e.browser, serverUrl);
      await sellerIn(phone, counter.seller, serials);
      await phone.network(down);
      // The usual morning: the app opened (reloaded) with no way to the server.
      await phone.page.reload();
      await customerIn(phone.page);
      await scan(phone.page, serial);
      await expect.poll(() => cardState(phone.page, serial)).toBe('queued');
      expect(await sales(serial)).toEqual([]);
      // The network comes back. The browser never thought it was gone: no `online` event.
      await phone.proxy.setMode('pass');
      await expect.poll(() => sales(serial)).toEqual([{ status: 'applied', serial_number: serial }]);
      await expect.poll(() => cardState(phone.page, serial)).toBe('applied');
    });
  }
});

describe('the outlet’s phones see a sale (point 5)', () => {
  it('the other phone pulls it from the poke; the selling phone has it from the answer and refuses a second scan', async () => {
    const { counter, serials } = await counterWith(e2e, 2);
    const [serial] = serials as [string];
    const selling = await openPhone(e2e.browser, serverUrl);
    const other = await openPhone(e2e.browser, serverUrl);
    await sellerIn(selling, counter.seller, serials);
    await sellerIn(other, counter.seller, serials);
    expect((await deviceItem(other.page, counter.seller.id, serial))?.warrantyStatus).toBe('inactive');

    await customerIn(selling.page);
    await scan(selling.page, serial);
    await expect.poll(() => cardState(selling.page, serial)).toBe('applied');
    // The answer brought the item's new state: on the selling phone as soon as it says "applied".
    expect((await deviceItem(selling.page, counter.seller.id, serial))?.warrantyStatus).toBe('active');
    // Scanned again for another customer at once: refused on the phone, nothing queued.
    await selling.page.locator('button', { hasText: 'عميل جديد' }).click();
    await customerIn(selling.page, { name: 'كريم', phone: '01009876543' });
    await scan(selling.page, serial);
    await expect.poll(() => cardState(selling.page, serial)).toBe('refused');
    // The other phone, open on another screen, was poked and pulled it: no reload, no focus, no minute's poll.
    await expect.poll(() => deviceItem(other.page, counter.seller.id, serial).then((i) => i?.warrantyStatus)).toBe('active');
    expect(await sales(serial)).toEqual([{ status: 'applied', serial_number: serial }]);
  });
});

describe('a serial is one serial however it came in (point 6)', () => {
  it('typed in lower case with spaces and scanned in capitals: one row, one sale, stored as printed', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    const phone = await openPhone(e2e.browser, serverUrl);
    await sellerIn(phone, counter.seller, serials);
    await phone.network('offline');
    await customerIn(phone.page);
    const typed = `${serial.slice(0, 3).toLowerCase()} ${serial.slice(3, 7)} ${serial.slice(7)}`;
    await scan(phone.page, typed);
    await expect.poll(() => cardState(phone.page, serial)).toBe('queued');
    await scan(phone.page, serial);
    // Read again, not a second row or a second sale.
    await expect.poll(() => phone.page.locator(`[data-card-serial="${serial}"]`).getAttribute('data-reread')).toBe('1');
    expect(await phone.page.locator('[data-card-serial]').count()).toBe(1);
    await phone.network('online');
    await expect.poll(() => sales(serial)).toEqual([{ status: 'applied', serial_number: serial }]);
  });
});

describe('the phone that lost a race is told what happened (point 3)', () => {
  it('names the sale that got there first: when, and to whom, on the same outlet', async () => {
    const { counter, serials } = await counterWith(e2e, 1);
    const [serial] = serials as [string];
    const late = await openPhone(e2e.browser, serverUrl);
    const first = await openPhone(e2e.browser, serverUrl);
    await sellerIn(late, counter.seller, serials);
    await sellerIn(first, counter.seller, serials);
    await late.network('offline');
    await customerIn(late.page, { name: 'كريم عادل', phone: '01009876543' });
    await scan(late.page, serial);
    await expect.poll(() => cardState(late.page, serial)).toBe('queued');
    await customerIn(first.page, { name: 'منى حسن', phone: '01001234567' });
    await scan(first.page, serial);
    await expect.poll(() => cardState(first.page, serial)).toBe('applied');

    await late.network('online');
    await expect.poll(() => cardState(late.page, serial)).toBe('rejected');
    const reason = (await late.page.locator(`[data-card-serial="${serial}"]`).getByTestId('row-error').textContent()) ?? '';
    expect(reason).toContain('منى حسن');
    expect(reason).toContain('فرع سموحة');
    expect(reason).not.toContain('جهاز آخر');
  });
});
