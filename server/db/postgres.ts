import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import { StartupError } from '../lib/startup';

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

/** How long the start waits for PostgreSQL to answer a connection: a host that drops packets would hold it for good. */
export const START_CONNECT_TIMEOUT_MS = 10_000;

/**
 * One connection made and closed before the start migrates: a server that does not answer in time is a fault the start
 * names (asPostgresStartupError, exit 69, so the unit tries again), not a start that hangs. The pools themselves have
 * no such timeout: under load a query may wait for a connection longer than this, and must not fail for it.
 */
export async function checkPostgresAnswers(url: string, timeoutMs = START_CONNECT_TIMEOUT_MS): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
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

// Network faults: the server is not there (yet), or cannot be reached. SQLSTATE 57P03: it is starting or stopping;
// 53300: no connection slot free. A restart may mend these.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03',
  '53300',
]);
// SQLSTATE 28P01 invalid_password, 28000 invalid_authorization_specification (no such role, refused by pg_hba.conf).
const REFUSED_SIGN_IN = new Set(['28P01', '28000']);

/**
 * A PostgreSQL fault met while starting, in plain words naming it (never the password), as a StartupError: the
 * server cannot be reached (exit 69, which a supervisor retries: it may be starting too), it refused the account, or
 * the database does not exist (exit 65: a restart will not mend them). Anything else is returned as it is.
 */
export function asPostgresStartupError(err: unknown, databaseUrl: string): unknown {
  if (err instanceof StartupError || !(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  const said = err.message.replace(/\s+/g, ' '); // one line in the journal
  const url = new URL(databaseUrl);
  const server = `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  const user = decodeURIComponent(url.username) || '(none given)';
  if ((typeof code === 'string' && UNREACHABLE.has(code)) || /timeout expired|connection timeout/i.test(err.message))
    return new StartupError(
      'databaseServer',
      `The PostgreSQL server at ${server} (DATABASE_URL) cannot be reached: ${said}. Start it, or correct the host and port in DATABASE_URL.`,
    );
  // pg's own words when the server asks for a password the URL does not hold.
  if ((typeof code === 'string' && REFUSED_SIGN_IN.has(code)) || /password must be a string/.test(err.message))
    return new StartupError(
      'database',
      `The PostgreSQL server at ${server} refused user ${user} (DATABASE_URL): ${said}. Correct the user and password in DATABASE_URL.`,
    );
  if (code === '3D000')
    return new StartupError(
      'database',
      `The PostgreSQL database "${database}" does not exist on ${server} (DATABASE_URL). Create it (createdb ${database}), or correct its name in DATABASE_URL.`,
    );
  return err;
}
