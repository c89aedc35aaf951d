import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from './app';
import type { Config } from './lib/config';
import { openConfigured, type OpenedDatabase } from './db';
import { claimFreshCopy, getMeta, setMeta } from './db/meta';
import { migrateToLatest } from './db/migrate';
import { prepareMigration } from './db/upgrade';
import { seedNewDatabase } from './seed';
import { hasEnabledOwner } from './modules/auth/firstOwner';
import { answerClientErrors, drainServer, tuneConnectionTimers } from './lib/httpServer';
import { createLogger, type Logger } from './lib/logger';

/** How long a shutdown waits for requests under way before cutting them (SIGTERM, tests' stop()). */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  server: Server;
  database: OpenedDatabase;
  config: Config;
  logger: Logger;
  seeded: boolean;
  /** Drains (no new connections; requests under way get up to `graceMs`), then closes the database. Calling it again returns the same promise. */
  close(graceMs?: number): Promise<void>;
}

/** Opens and migrates the database, seeds a new one, and listens. Used by main.ts and by tests. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const database = openConfigured(config);
  const { db } = database;
  // Refuses a database newer than this code; in production, backs up one with migrations pending.
  await prepareMigration(database, config, logger).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  const migration = await migrateToLatest(db);
  if (migration.applied.length) logger.info({ applied: migration.applied }, 'migrations applied');

  const jwtSecret = config.jwtSecret ?? (await storedSecret(database));
  const effective: Config = { ...config, jwtSecret };

  let seeded = false;
  // A copy of a migrated, never-started template database is new too (tests make one per file).
  const fresh = (await claimFreshCopy(db)) || migration.fresh;
  // Demo data only in demo mode; production gets reference data and no account (server/seed.ts).
  if (fresh) {
    seeded = await seedNewDatabase({ db, config: effective, logger });
    await setMeta(db, 'seeded_at', new Date().toISOString());
  }
  if (config.production && !(await hasEnabledOwner(db)))
    logger.warn('no owner account yet: create one with `npm run create-owner -- --email <address> --url <https://this.site>`');

  const app = createApp({ db, config: effective, logger });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  tuneConnectionTimers(server);
  answerClientErrors(server, logger);
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  logger.info({ url }, 'listening');
  let closing: Promise<void> | undefined;

  return {
    url,
    server,
    database,
    config: effective,
    logger,
    seeded,
    close(graceMs = SHUTDOWN_GRACE_MS) {
      closing ??= (async () => {
        await drainServer(server, graceMs, logger);
        await database.close();
      })();
      return closing;
    },
  };
}

async function storedSecret({ db }: OpenedDatabase): Promise<string> {
  const existing = await getMeta(db, 'jwt_secret');
  if (existing) return existing;
  // Several processes may start at once on a new database: the first insert wins and all read it back.
  const secret = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_meta')
    .values({ key: 'jwt_secret', value: secret, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getMeta(db, 'jwt_secret')) as string;
}
