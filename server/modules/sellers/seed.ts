import type { SeedDeps } from '../../db/seeding';
import { sellerCreator, sellerStatusChanger, applicationCreator } from './commands';
import { linkUserToSeller } from './sellers.repository';
import { NO_SELLER_DETAILS as blank } from '../../../shared/validation/seller';

const ACTOR = { id: 'seed', email: 'seed@demo.test' };

async function place(deps: SeedDeps, governorate: string, city: string) {
  const gov = await deps.db.selectFrom('governorates').select('id').where('name_en', '=', governorate).executeTakeFirst();
  const c = gov
    ? await deps.db.selectFrom('cities').select('id').where('parent_id', '=', gov.id).where('name_en', '=', city).executeTakeFirst()
    : undefined;
  return { countryId: gov?.id ?? null, cityId: c?.id ?? null };
}

/** Demo outlets in every status; seller@demo.test works at the Smouha branch, distributor@demo.test for the Alexandria distributor. */
export async function seedSellers(deps: SeedDeps): Promise<void> {
  const { db } = deps;
  const smouha = await place(deps, 'Alexandria', 'Smouha');
  const miami = await place(deps, 'Alexandria', 'Miami');
  const nasr = await place(deps, 'Cairo', 'Nasr City');
  const giza = await place(deps, 'Giza', 'Dokki');
  await db.transaction().execute(async (trx) => {
    const branch = await sellerCreator(trx, {
      data: {
        ...blank,
        sellerType: 'branch',
        name: 'Smouha branch',
        branchName: 'فرع سموحة',
        telephone: '034240000',
        address: '14 Victor Emmanuel St, Smouha',
        managerName: 'Hany Fawzy',
        ...smouha,
      },
      actor: ACTOR,
    });
    const alex = await sellerCreator(trx, {
      data: {
        ...blank,
        sellerType: 'distributor',
        distributorType: 'wholesaler',
        name: 'Alexandria Water Co.',
        distributorName: 'Alexandria Water Co.',
        companyName: 'Alexandria Water Co.',
        telephone: '035500000',
        area: ['Alexandria', 'Beheira'],
        ...miami,
      },
      actor: ACTOR,
    });
    await sellerStatusChanger(trx, { id: alex.id, status: 'confirmed', actor: ACTOR });
    await sellerCreator(trx, {
      data: { ...blank, sellerType: 'distributor', distributorType: 'retailer', name: 'Nasr City Filters', ...nasr },
      actor: ACTOR,
    });
    const renewing = await sellerCreator(trx, {
      data: { ...blank, sellerType: 'distributor', distributorType: 'retailer', name: 'Dokki Pure Water', ...giza },
      actor: ACTOR,
    });
    await sellerStatusChanger(trx, { id: renewing.id, status: 'confirmed', actor: ACTOR });
    await sellerStatusChanger(trx, { id: renewing.id, status: 'renewal', actor: ACTOR });
    const old = await sellerCreator(trx, {
      data: { ...blank, sellerType: 'distributor', distributorType: 'wholesaler', name: 'Delta Old Traders' },
      actor: ACTOR,
    });
    await sellerStatusChanger(trx, { id: old.id, status: 'ended', actor: ACTOR });
    await applicationCreator(trx, {
      data: {
        name: 'Mansoura Aqua Shop',
        email: 'mansoura@example.com',
        phoneNumber: '01001234567',
        city: 'Mansoura',
        distributorType: 'retailer',
      },
    });

    for (const [email, sellerId] of [
      ['seller@demo.test', branch.id],
      ['distributor@demo.test', alex.id],
    ] as const) {
      const user = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (user) await linkUserToSeller(trx, user.id, sellerId);
    }
  });
}
