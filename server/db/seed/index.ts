import type { Config } from '../../config';
import { seedContent } from '../../modules/content/seed';
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
const steps: SeedStep[] = [seedContent];

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  for (const step of steps) await step(deps);
  deps.logger.info({ steps: steps.length }, 'demo data seeded');
}
