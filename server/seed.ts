import type { SeedDeps } from './db/seeding';
import { seedDemoUsers } from './modules/auth/seed';
import { seedSettings } from './modules/settings/seed';
import { seedCatalog } from './modules/catalog/seed';
import { seedGeography } from './modules/geo/seed';
import { seedItems } from './modules/items/seed';
import { seedSellers } from './modules/sellers/seed';
import { seedContent } from './modules/content/seed';
import { seedMembers } from './modules/members/seed';
import { seedComplaints } from './modules/complaints/seed';
import { seedOffers } from './modules/offers/seed';
import { seedClaims } from './modules/items/claims.seed';

// Each area adds its demo data as one step here; steps run in order, once,
// on a new database only, and in demo mode only (README "Demo and production").
type SeedStep = (deps: SeedDeps) => Promise<void>;

/**
 * Reference data a real installation needs too (Egypt's governorates and
 * cities): a new database in production mode gets only this; the demo seeds
 * it among its steps. No accounts, no records.
 */
const referenceSteps: SeedStep[] = [seedGeography];
const steps: SeedStep[] = [
  seedDemoUsers,
  seedSettings,
  seedGeography,
  seedCatalog,
  seedSellers,
  seedItems,
  seedComplaints,
  seedClaims,
  seedOffers,
  seedContent,
  seedMembers,
];

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  for (const step of steps) await step(deps);
  deps.logger.info({ steps: steps.length }, 'demo data seeded');
}

/**
 * What a new database gets: in production, reference data only, whatever
 * SEED_DEMO says (no demo account, no sample record); in demo mode, the demo
 * data unless SEED_DEMO=0. Answers whether demo data was seeded.
 */
export async function seedNewDatabase(deps: SeedDeps): Promise<boolean> {
  if (deps.config.production) {
    for (const step of referenceSteps) await step(deps);
    deps.logger.info({ steps: referenceSteps.length }, 'reference data seeded (production: no demo accounts or data)');
    return false;
  }
  if (!deps.config.seedDemo) return false;
  await seedDemoData(deps);
  return true;
}
