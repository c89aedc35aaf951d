import type { Config } from '../../config';
import { seedDemoUsers } from '../../modules/auth/seed';
import { seedSettings } from '../../modules/settings/seed';
import { seedCatalog } from '../../modules/catalog/seed';
import { seedGeography } from '../../modules/geo/seed';
import { seedItems } from '../../modules/items/seed';
import { seedSellers } from '../../modules/sellers/seed';
import { seedContent } from '../../modules/content/seed';
import { seedMembers } from '../../modules/members/seed';
import { seedComplaints } from '../../modules/complaints/seed';
import { seedOffers } from '../../modules/offers/seed';
import type { Logger } from '../../lib/logger';
import type { Db } from '../index';

export interface SeedDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

// Each area adds its demo data as one step here; steps run in order, once,
// on a new database only.
type SeedStep = (deps: SeedDeps) => Promise<void>;
const steps: SeedStep[] = [
  seedDemoUsers,
  seedSettings,
  seedGeography,
  seedCatalog,
  seedSellers,
  seedItems,
  seedComplaints,
  seedOffers,
  seedContent,
  seedMembers,
];

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  for (const step of steps) await step(deps);
  deps.logger.info({ steps: steps.length }, 'demo data seeded');
}
