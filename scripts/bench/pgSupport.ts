import { isPostgresUrl } from '../../server/db/postgres';
import { findPostgresBin, startCluster } from '../postgres/cluster.mjs';
import { copyTemplate, createTemplate, dropDatabase } from '../../tests/support/postgres';
import { skip } from './support';

const givenUrl = () => [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find(isPostgresUrl);

/** Neither a PostgreSQL URL to bench on nor the binaries to start one: the only case a bench may skip its lines. */
export const postgresAbsent = (): boolean => !givenUrl() && !findPostgresBin();

/**
 * A PostgreSQL server for a benchmark: BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * when set, else a throwaway cluster with the default durability (fsync on).
 * Without either, prints a skip line for each name and answers undefined.
 */
export async function benchPostgres(
  names: readonly string[],
  settings: Record<string, string | number> = {},
): Promise<{ url: string; newDatabase(): Promise<{ url: string; drop(): Promise<void> }>; stop(): Promise<void> } | undefined> {
  const given = givenUrl();
  if (postgresAbsent()) {
    for (const name of names) skip(name, 'PostgreSQL not available: install postgresql or set BENCH_DATABASE_URL');
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
