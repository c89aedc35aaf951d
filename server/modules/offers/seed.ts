import { OFFER_IMAGE_FOLDER } from '../../../shared/validation/offers';
import type { SeedDeps } from '../../db/seeding';
import { fileStoreFor } from '../../lib/files/fileStore';
import { SeedFiles } from '../content/seed/files';
import { offerCreator } from './commands';

const ACTOR = { id: 'seed', email: 'seed@demo.test' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Three offers with pictures, so the list, its pictures and the edit form show something. */
export async function seedOffers({ db, config }: SeedDeps): Promise<void> {
  const files = new SeedFiles(fileStoreFor(config));
  const offers = [
    {
      title: 'خصم ٢٠٪ على فلاتر المطبخ',
      titleEn: '20% off kitchen filters',
      description: 'لمدة أسبوعين في كل الفروع.',
      descriptionEn: 'For two weeks at every branch.',
      hue: 200,
      date: day(14),
    },
    {
      title: 'تركيب مجاني مع كل جهاز تحلية',
      titleEn: 'Free installation with every purifier',
      description: 'يشمل الزيارة الأولى للصيانة.',
      descriptionEn: 'Includes the first maintenance visit.',
      hue: 150,
      date: day(30),
    },
    {
      title: 'شمعة رابعة هدية',
      titleEn: 'A fourth cartridge free',
      description: 'عند شراء ثلاث شمعات.',
      descriptionEn: 'When you buy three cartridges.',
      hue: 30,
      date: day(7),
    },
  ];
  for (const [i, { hue, ...input }] of offers.entries()) {
    const image = await files.rasterFile(OFFER_IMAGE_FOLDER, `offer-${i + 1}`, input.titleEn, hue, 960, 540);
    await offerCreator(db, {
      input: {
        ...input,
        image: { id: image.id, name: image.name, sizeInBytes: image.sizeInBytes, publicUrl: image.publicUrl, privateUrl: image.privateUrl },
      },
      actor: ACTOR,
    });
  }
}
