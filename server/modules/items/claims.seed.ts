import { randomUUID } from 'node:crypto';
import type { ActionType } from '../../../shared/items';
import type { SeedDeps } from '../../db/seeding';
import { itemActionApplier } from './actionApplier';
import { complaintCreator } from '../complaints/commands';

// Demo warranty claims, through the real claim actions: one replaced (so both
// items' pages show the link), one repaired, one still open after its diagnosis.
const CLAIMS: Array<{ message: string; diagnosis: string; outcome: 'replaced' | 'repaired' | null }> = [
  { message: 'الجهاز توقف عن العمل تماماً بعد أسبوع.', diagnosis: 'احترق موتور المضخة.', outcome: 'replaced' },
  { message: 'صوت عالٍ من المضخة عند التشغيل.', diagnosis: 'صمام الدخول عالق.', outcome: 'repaired' },
  { message: 'The tank does not fill up any more.', diagnosis: 'Pressure switch to be replaced; part ordered.', outcome: null },
];

export async function seedClaims({ db }: SeedDeps): Promise<void> {
  const owner = await db.selectFrom('users').select(['id', 'email']).where('email', '=', 'owner@demo.test').executeTakeFirst();
  const actor = { id: owner?.id ?? 'seed', email: owner?.email ?? 'seed@demo.test' };
  const user = { ...(owner ?? {}), ...actor, roles: ['owner'], outletId: null } as Parameters<typeof itemActionApplier>[1]['user'];
  const faulty = await db
    .selectFrom('items')
    .select(['serial_number', 'seller_id', 'client_phone'])
    .where('warranty_status', '=', 'active')
    .where('seller_id', 'is not', null)
    .where('item_type', '=', 'product')
    .orderBy('serial_number')
    .limit(CLAIMS.length)
    .execute();
  for (const [i, claim] of CLAIMS.entries()) {
    const item = faulty[i];
    if (!item?.seller_id) return;
    const complaintId = await complaintCreator(db, {
      input: { serialNumber: item.serial_number, phoneNumber: item.client_phone ?? '01000000000', message: claim.message },
      actor: null,
    });
    const spare =
      claim.outcome === 'replaced'
        ? await db
            .selectFrom('items')
            .select('serial_number')
            .where('seller_id', '=', item.seller_id)
            .where('status', '=', 'exported')
            .where('bill_date', 'is', null)
            .where('warranty_status', '=', 'inactive')
            .where('item_type', '=', 'product')
            .orderBy('serial_number')
            .executeTakeFirst()
        : undefined;
    await db.transaction().execute(async (trx) => {
      const apply = (type: ActionType, payload: Record<string, unknown>) =>
        itemActionApplier(trx, {
          actionId: randomUUID(),
          type,
          serialNumber: item.serial_number,
          payload,
          deviceId: 'seed',
          user,
          now: new Date(),
        });
      await apply('claimReceive', { complaintId });
      await apply('claimDiagnose', { notes: claim.diagnosis });
      if (claim.outcome === 'repaired') await apply('claimResolve', { outcome: 'repaired' });
      if (claim.outcome === 'replaced' && spare)
        await apply('claimResolve', { outcome: 'replaced', replacementSerial: spare.serial_number });
    });
  }
}
