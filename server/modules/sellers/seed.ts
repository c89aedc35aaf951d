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
        nameAr: 'فرع سموحة',
        nameEn: 'Smouha branch',
        branchName: 'فرع سموحة',
        telephone: '034240000',
        address: '١٤ شارع فيكتور عمانويل، سموحة',
        managerName: 'هاني فوزي',
        ...smouha,
      },
      actor: ACTOR,
    });
    const alex = await sellerCreator(trx, {
      data: {
        ...blank,
        sellerType: 'distributor',
        distributorType: 'wholesaler',
        nameAr: 'شركة الإسكندرية للمياه',
        nameEn: 'Alexandria Water Company',
        distributorName: 'شركة الإسكندرية للمياه',
        companyName: 'شركة الإسكندرية للمياه',
        telephone: '035500000',
        area: ['الإسكندرية', 'البحيرة'],
        ...miami,
      },
      actor: ACTOR,
    });
    await sellerStatusChanger(trx, { id: alex.id, status: 'confirmed', actor: ACTOR });
    await sellerCreator(trx, {
      data: {
        ...blank,
        sellerType: 'distributor',
        distributorType: 'retailer',
        nameAr: 'فلاتر مدينة نصر',
        nameEn: 'Nasr City Filters',
        ...nasr,
      },
      actor: ACTOR,
    });
    const renewing = await sellerCreator(trx, {
      data: {
        ...blank,
        sellerType: 'distributor',
        distributorType: 'retailer',
        nameAr: 'الدقي للمياه النقية',
        nameEn: 'Dokki Pure Water',
        ...giza,
      },
      actor: ACTOR,
    });
    await sellerStatusChanger(trx, { id: renewing.id, status: 'confirmed', actor: ACTOR });
    await sellerStatusChanger(trx, { id: renewing.id, status: 'renewal', actor: ACTOR });
    const old = await sellerCreator(trx, {
      data: { ...blank, sellerType: 'distributor', distributorType: 'wholesaler', nameAr: 'تجار الدلتا', nameEn: null },
      actor: ACTOR,
    });
    await sellerStatusChanger(trx, { id: old.id, status: 'ended', actor: ACTOR });
    await applicationCreator(trx, {
      data: {
        name: 'محل أكوا المنصورة',
        email: 'mansoura@example.com',
        phoneNumber: '01001234567',
        city: 'المنصورة',
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
