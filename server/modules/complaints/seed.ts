import type { SeedDeps } from '../../db/seeding';
import { complaintCreator, complaintLocker, complaintReplier } from './commands';

const STAFF = { id: 'seed', email: 'support@demo.test' };

// Customers write in either language (most in Arabic); one thread of each status.
const THREADS: Array<{ message: string; reply?: string; close?: boolean; phone: string }> = [
  {
    message: 'الفلتر يسرّب ماء من الوصلة السفلية منذ يومين.',
    reply: 'شكراً لتواصلك، سيزورك الفني غداً بين ١٠ و١٢ ظهراً.',
    phone: '01012345678',
  },
  {
    message: 'The purifier beeps every few minutes after the cartridge change.',
    reply: 'Please hold the reset button for five seconds; if it still beeps we will replace the sensor.',
    close: true,
    phone: '01198765432',
  },
  { message: 'طعم المياه تغيّر بعد تغيير الشمعة الثالثة.', phone: '01234567890' },
  { message: 'لم أستلم كارت الضمان مع قطعة الغيار.', phone: '01055512345' },
];

/** A few complaint threads about items at outlets, so the list, its seller filter and a thread show something. */
export async function seedComplaints({ db }: SeedDeps): Promise<void> {
  const atOutlets = await db
    .selectFrom('items')
    .select('serial_number')
    .where('seller_id', 'is not', null)
    .orderBy('serial_number')
    .limit(THREADS.length)
    .execute();
  for (const [i, thread] of THREADS.entries()) {
    const serialNumber = atOutlets[i]?.serial_number ?? null;
    const id = await complaintCreator(db, { input: { serialNumber, phoneNumber: thread.phone, message: thread.message }, actor: null });
    if (thread.reply)
      await complaintReplier(db, { input: { id, message: thread.reply, attachments: [] }, actor: STAFF, reach: { kind: 'every' } });
    if (thread.close) await complaintLocker(db, { id, locked: true, actor: STAFF, reach: { kind: 'every' } });
  }
}
