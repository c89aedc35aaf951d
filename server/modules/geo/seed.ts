import type { SeedDeps } from '../../db/seeding';
import { insertPlace } from './geo.repository';
import { DEMO_REGIONS, EGYPT } from './egypt';

/** Egypt's governorates and main cities, and districts of the biggest ones (reference data, seeded with the demo). */
export async function seedGeography({ db }: SeedDeps): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const g of EGYPT) {
      const gov = await insertPlace(trx, 'governorates', { nameEn: g.en, nameAr: g.ar, parentId: null });
      for (const [en, ar] of g.cities) {
        const city = await insertPlace(trx, 'cities', { nameEn: en, nameAr: ar, parentId: gov.id });
        for (const [regionEn, regionAr] of DEMO_REGIONS[en] ?? [])
          await insertPlace(trx, 'regions', { nameEn: regionEn, nameAr: regionAr, parentId: city.id });
      }
    }
  });
}
