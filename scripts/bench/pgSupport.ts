import fs from 'node:fs';
import path from 'node:path';
import { isPostgresUrl } from '../../server/db/postgres';
import { treeCpuSeconds } from '../soak/processCpu';
import { findPostgresBin, startCluster } from '../postgres/cluster.mjs';
import { copyTemplate, createTemplate, dropDatabase } from '../../tests/support/postgres';
import { skip } from './support';

const givenUrl = () => [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find(isPostgresUrl);

/** The bench starts a cluster of its own (no URL given): its processes' CPU can be read. */
export const ownCluster = (): boolean => !givenUrl();

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
): Promise<
  | {
      url: string;
      newDatabase(): Promise<{ url: string; drop(): Promise<void> }>;
      /** The cluster's CPU seconds so far (its postmaster and every backend); undefined on a given URL. */
      cpuSeconds: (() => number) | undefined;
      stop(): Promise<void>;
    }
  | undefined
> {
  const given = givenUrl();
  if (postgresAbsent()) {
    for (const name of names) skip(name, 'PostgreSQL not available: install postgresql or set BENCH_DATABASE_URL');
    return undefined;
  }
  const cluster = given ? undefined : await startCluster({ durable: true, settings });
  const url = (cluster?.url ?? given) as string;
  const template = await createTemplate(url);
  const postmaster = cluster ? Number(fs.readFileSync(path.join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]) : 0;
  return {
    url,
    cpuSeconds: postmaster ? () => treeCpuSeconds(postmaster) : undefined,
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
