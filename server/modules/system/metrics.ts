import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { Request, RequestHandler } from 'express';
import { sql } from 'kysely';
import client from 'prom-client';
import type { Db } from '../../db';
import { isPostgresUrl } from '../../db/postgres';
import type { Config } from '../../lib/config';
import { fromThisMachine } from '../../lib/loopback';
import { buildInfo, metricsRegistry } from '../../lib/metrics';
import { APP_VERSION } from '../../lib/version';

/** The gauges read at each scrape for this server's database: its size, and on SQLite its WAL's. */
function databaseGauges(db: Db, config: Pick<Config, 'databaseFile' | 'databaseUrl'>): client.Registry {
  const own = new client.Registry();
  const postgres = isPostgresUrl(config.databaseUrl);
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  new client.Gauge({
    name: 'aqua_database_size_bytes',
    help: "The database's size: the SQLite file, or PostgreSQL's pg_database_size",
    registers: [own],
    async collect() {
      if (!postgres) return this.set(size(config.databaseFile));
      const row = await sql<{ n: number }>`select pg_database_size(current_database()) as n`.execute(db);
      this.set(Number(row.rows[0]?.n ?? 0));
    },
  });
  if (!postgres)
    new client.Gauge({
      name: 'aqua_database_wal_size_bytes',
      help: "The SQLite write-ahead log's size (it is checkpointed into the file; one that keeps growing is a reader held open)",
      registers: [own],
      collect() {
        this.set(size(`${config.databaseFile}-wal`));
      },
    });
  new client.Gauge({
    name: 'aqua_schema_version',
    help: "The database's schema version (migrations applied)",
    registers: [own],
    async collect() {
      const row = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db);
      this.set(Number(row.rows[0]?.n ?? 0));
    },
  });
  return own;
}

function bearerMatches(req: Request, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics: with METRICS_TOKEN set, for a request bearing it (from anywhere: a Prometheus elsewhere); unset, for
 * this machine only (a loopback connection that did not come through a proxy). Never to the public.
 */
export function metricsHandler(
  db: Db,
  config: Pick<Config, 'databaseFile' | 'databaseUrl' | 'metricsToken'>,
  commit: string,
): RequestHandler {
  const merged = client.Registry.merge([metricsRegistry, databaseGauges(db, config)]);
  buildInfo.set({ version: APP_VERSION, commit }, 1);
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (config.metricsToken ? !bearerMatches(req, config.metricsToken) : !fromThisMachine(req)) {
      if (config.metricsToken) res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      res
        .status(config.metricsToken ? 401 : 403)
        .json({ error: { code: config.metricsToken ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: 'Metrics are not public' } });
      return;
    }
    res.type(merged.contentType).send(await merged.metrics());
  };
}
