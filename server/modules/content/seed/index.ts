import type { SeedDeps } from '../../../db/seeding';
import { fileStoreFor } from '../../../lib/files/fileStore';
import { seedBranches, seedBranchServices } from './branches';
import {
  seedActivities,
  seedAds,
  seedAlbums,
  seedAssemblies,
  seedAuctions,
  seedBoard,
  seedCulturalEvents,
  seedLiveStream,
  seedSocialMedia,
  seedSponsors,
  seedSports,
} from './club';
import { SeedFiles } from './files';
import { seedArticles, seedNews } from './news';
import { ContentSeeder } from './seeder';

/**
 * Demo content for every public section, in Arabic and English (new database only). One step per content type, in
 * this order: each record is an hour after the one before (ContentSeeder), so every list has a stable order.
 */
export async function seedContent({ db, config }: SeedDeps): Promise<void> {
  const files = new SeedFiles(fileStoreFor(config));
  const s = new ContentSeeder(db, files);
  const branches = await seedBranches(s);
  await seedNews(s);
  await seedArticles(s);
  await seedAuctions(s, branches);
  await seedBranchServices(s, branches.all);
  await seedActivities(s, branches);
  await seedAlbums(s);
  await seedCulturalEvents(s);
  await seedBoard(s);
  await seedLiveStream(s);
  await seedAssemblies(s);
  await seedSponsors(s);
  await seedAds(s);
  await seedSocialMedia(s);
  await seedSports(s);
  await files.flush();
}
