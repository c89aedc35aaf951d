import { isPostgresUrl } from '../../server/db/postgres';
import { findPostgresBin, startCluster } from '../postgres/cluster.mjs';
import { copyTemplate, createTemplate, dropDatabase } from '../../tests/support/postgres';

/**
 * A PostgreSQL server for a benchmark: BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * when set, else a throwaway cluster with the default durability (fsync on).
 * Without either, prints a skip line and answers undefined.
 */
export async function benchPostgres(
  names: string[],
  settings: Record<string, string | number> = {},
): Promise<{ url: string; newDatabase(): Promise<{ url: string; drop(): Promise<void> }>; stop(): Promise<void> } | undefined> {
  const given = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find(isPostgresUrl);
  if (!given && !findPostgresBin()) {
    for (const name of names) console.log(`skip: ${name} (PostgreSQL not available: install postgresql or set BENCH_DATABASE_URL)`);
    return undefined;
  }
  const cluster = given ? undefined : await startCluster({ durable: true, settings });
  const url = (cluster?.url ?? given) as string;
  const template = await createTemplate(url);
  return {
    url,
    async newDatabase() {
      const copy = await copyTemplate(url, template);
      return { url: copy.url, drop: () => dropDatabase(url, copy.name) };
    },
    async stop() {
      await dropDatabase(url, template);
      cluster?.stop();
    },
  };
}
