import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './index';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrationOutcome {
  /** True when the database had no migrations applied before this run. */
  fresh: boolean;
  applied: string[];
}

export async function migrateToLatest(db: Db): Promise<MigrationOutcome> {
  // Areas number their migrations in their own ranges; a database that already
  // has a later area's migrations must still accept an earlier area's new ones.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const before = await migrator.getMigrations();
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // New only if this run applied every migration: of several processes starting on one new
  // PostgreSQL database, only the one that won the migrator's lock did, so only it seeds.
  const fresh = before.every((m) => m.executedAt === undefined) && applied.length === before.length;
  return { fresh, applied };
}
