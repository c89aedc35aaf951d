import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { Db } from './index';

/** What each area's demo or reference seed step gets (the steps are listed in server/seed.ts). */
export interface SeedDeps {
  db: Db;
  config: Config;
  logger: Logger;
}
