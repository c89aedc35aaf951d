// Global setup of the integration-pg project: a PostgreSQL server (the one
// TEST_DATABASE_URL or DATABASE_URL names, else a throwaway cluster) and a migrated template.
import { isPostgresUrl } from '../../server/db/postgres';
import { startCluster } from '../../scripts/postgres/cluster.mjs';
import { PG_TEMPLATE_ENV, PG_URL_ENV, createTemplate, dropDatabase } from './postgres';

export default async function setup(): Promise<() => Promise<void>> {
  const given = isPostgresUrl(process.env.TEST_DATABASE_URL) ? process.env.TEST_DATABASE_URL : process.env.DATABASE_URL;
  const cluster = isPostgresUrl(given) ? undefined : await startCluster();
  const url = cluster?.url ?? (given as string);
  const template = await createTemplate(url);
  // Forked test workers inherit these.
  process.env[PG_URL_ENV] = url;
  process.env[PG_TEMPLATE_ENV] = template;
  return async () => {
    if (cluster) cluster.stop();
    else await dropDatabase(url, template);
  };
}
