import type { SeedDeps } from '../../db/seeding';
import { insertPlace } from './geo.repository';
import { EGYPT } from './egypt';

/** Egypt's governorates and main cities (reference data, seeded with the demo). */
export async function seedGeography({ db }: SeedDeps): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const g of EGYPT) {
      const gov = await insertPlace(trx, 'governorates', { nameEn: g.en, nameAr: g.ar, parentId: null });
      for (const [en, ar] of g.cities) await insertPlace(trx, 'cities', { nameEn: en, nameAr: ar, parentId: gov.id });
    }
  });
}
