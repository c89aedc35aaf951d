import type { SeedDeps } from '../../db/seeding';
import { catalogCreator } from './commands';

const ACTOR = { id: 'seed', email: 'seed@demo.test' };
const base = { itemName: null, description: null, photos: [], features: [], productParts: [] as string[] };

/** Demo catalog: water-treatment products, their spare parts and accessories, named as an Egyptian shop names them (model codes stay codes). */
export async function seedCatalog({ db }: SeedDeps): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const parts = [];
    for (const [nameAr, nameEn, barcode, price] of [
      ['ممبرين تناضح عكسي ٧٥ جالون يوميًا', 'RO membrane, 75 gallons a day', '6221000000011', 650],
      ['شمعة ترسيب ١٠ بوصة', '10-inch sediment cartridge', '6221000000028', 90],
      ['شمعة كربون بلوك', 'Carbon block cartridge', '6221000000035', 120],
    ] as const) {
      parts.push(
        await catalogCreator(trx, {
          kind: 'sparePart',
          data: { ...base, nameAr, nameEn, barcode, unitPrice: price, brand: 'Aqua', warrantyPeriod: 6 },
          actor: ACTOR,
        }),
      );
    }
    for (const [nameAr, nameEn, barcode, price] of [
      ['حنفية كروم للفلتر', 'Chrome filter faucet', '6221000000042', 250],
      ['خزان ضغط ٣٫٢ جالون', '3.2-gallon pressure tank', '6221000000059', 900],
    ] as const) {
      await catalogCreator(trx, {
        kind: 'accessory',
        data: { ...base, nameAr, nameEn, barcode, unitPrice: price, brand: 'Aqua', warrantyPeriod: 12 },
        actor: ACTOR,
      });
    }
    await catalogCreator(trx, {
      kind: 'product',
      data: {
        ...base,
        nameAr: 'جهاز تنقية تناضح عكسي ٧ مراحل',
        nameEn: '7-stage reverse-osmosis purifier',
        itemName: 'Aqua RO-7',
        barcode: '6221000000066',
        unitPrice: 5400,
        brand: 'Aqua',
        warrantyPeriod: 24,
        features: ['سبع مراحل تنقية', 'شمعة معادن', 'حنفية كروم'],
        productParts: parts.map((p) => p.id),
      },
      actor: ACTOR,
    });
    await catalogCreator(trx, {
      kind: 'product',
      data: {
        ...base,
        nameAr: 'فلتر المنزل الكامل',
        nameEn: 'Whole-house filter',
        itemName: 'Aqua WH-1',
        barcode: '6221000000073',
        unitPrice: 3200,
        brand: 'Aqua',
        warrantyPeriod: 12,
      },
      actor: ACTOR,
    });
  });
}
