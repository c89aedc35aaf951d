import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import type { Config } from './lib/config';
import { openConfigured, type OpenedDatabase } from './db';
import { asDatabaseStartupError, checkDatabaseFile } from './db/fileCheck';
import { asPostgresStartupError, checkPostgresAnswers, isPostgresUrl } from './db/postgres';
import { claimFreshCopy, getMeta, setMeta } from './db/meta';
import { migrateToLatest } from './db/migrate';
import { prepareMigration } from './db/upgrade';
import { seedNewDatabase } from './seed';
import { hasEnabledOwner } from './modules/auth/firstOwner';
import { setPasswordHashN } from './modules/auth/password';
import { drainServer, listenFirst } from './lib/httpServer';
import { resolvePublicUrl } from './lib/publicOrigin';
import { createLogger, type Logger } from './lib/logger';
import { STREAM_LIMITS, SyncEventHub } from './modules/sync/eventHub';
import { ViewCounter } from './modules/content/views';
import { PublicPageCache, RENDERS_AT_ONCE } from './web/pageCache';
import { RenderPool } from './web/renderPool';

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

/**
 * Listens, then opens and migrates the database, seeds a new one, and serves. Used by main.ts and by tests.
 * A start that cannot go on throws a StartupError (server/lib/startup.ts) before it changes anything: a
 * missing PUBLIC_URL in production, a port in use, a damaged database file.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  setPasswordHashN(config.passwordHashN);
  // Production without PUBLIC_URL stops before it listens.
  if (config.production) resolvePublicUrl(config, config);
  const listening = await listenFirst(config.port, config.host, logger);
  const { server } = listening;
  const url = `http://${config.host}:${listening.port}`;
  let database: OpenedDatabase | undefined;
  try {
    if (isPostgresUrl(config.databaseUrl)) await checkPostgresAnswers(config.databaseUrl);
    else checkDatabaseFile(config.databaseFile);
    database = openConfigured(config);
    const { db } = database;
    // Refuses a database newer than this code; in production, backs up one with migrations pending.
    await prepareMigration(database, config, logger);
    const migration = await migrateToLatest(db);
    if (migration.applied.length) logger.info({ applied: migration.applied }, 'migrations applied');

    const jwtSecret = config.jwtSecret ?? (await storedSecret(database));
    const effective: Config = { ...config, jwtSecret, publicUrl: resolvePublicUrl(config, { host: config.host, port: listening.port }) };

    let seeded = false;
    // A copy of a migrated, never-started template database is new too (tests make one per file).
    const fresh = (await claimFreshCopy(db)) || migration.fresh;
    // Demo data only in demo mode; production gets reference data and no account (server/seed.ts).
    if (fresh) {
      seeded = await seedNewDatabase({ db, config: effective, logger });
      await setMeta(db, 'seeded_at', new Date().toISOString());
    }
    if (config.production && !(await hasEnabledOwner(db)))
      logger.warn('no owner account yet: create one with `npm run create-owner -- --email <address>`');

    const opened = database;
    const syncEvents = new SyncEventHub(db, logger, config.syncStreamLimits ?? STREAM_LIMITS, config.syncStreamPingMs);
    // The public site's in-memory state (issue 42): pages kept a few seconds, views written in batches.
    const publicPages = new PublicPageCache();
    const ssrDir = path.join(config.staticDir, '.ssr');
    const renderWorkers = new RenderPool(
      path.join(ssrDir, 'render-worker.js'),
      path.join(ssrDir, 'entry-server.js'),
      RENDERS_AT_ONCE,
      logger,
    );
    const views = new ViewCounter(db, logger, { flushMs: config.viewFlushMs });
    listening.serve(
      createApp({
        db,
        config: effective,
        logger,
        schemaVersion: () => opened.schemaVersion(),
        syncEvents,
        publicPages,
        renderWorkers,
        views,
      }),
    );
    logger.info({ url, publicUrl: effective.publicUrl }, 'listening');
    let closing: Promise<void> | undefined;

    return {
      url,
      server,
      database: opened,
      config: effective,
      logger,
      seeded,
      close(graceMs = SHUTDOWN_GRACE_MS) {
        closing ??= (async () => {
          // Change streams end first: open, they would hold the drain to its grace period's end. Every request
          // received is answered; only then does the database close.
          await syncEvents.close();
          await drainServer(server, graceMs, logger);
          // Every request answered: the views they counted are all in the batch.
          await views.close();
          await renderWorkers.close();
          await opened.close();
        })();
        return closing;
      },
    };
  } catch (err) {
    server.close();
    await database?.close().catch(() => undefined);
    throw isPostgresUrl(config.databaseUrl)
      ? asPostgresStartupError(err, config.databaseUrl)
      : asDatabaseStartupError(err, config.databaseFile);
  }
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
