import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

// pg hands int8 (count(*), sum of integers) and numeric back as strings so no
// precision is lost; every count and sum here fits a double, and callers were
// written against SQLite's numbers. Set once per process, for every pool.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface PostgresOptions {
  /** Connections per process (default 10). */
  max?: number;
}

export function openPostgresPool(url: string, options: PostgresOptions = {}): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its server (a restart, a killed backend) must not crash the process.
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/**
 * The health check's own connection: /healthz must not wait in the application's pool behind the queries of a
 * flood of reads (up to 3 s at load 10, tests/integration/anonymous-reads.test.ts), or a load balancer would take a
 * server that is answering out of rotation. Opened on its first check.
 */
export function openHealthPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  return pool;
}

/** True for a postgres:// or postgresql:// URL. */
export function isPostgresUrl(value: string | undefined): value is string {
  return !!value && /^postgres(ql)?:\/\//i.test(value);
}
