import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/boot';
import { readConfig, type Config } from '../../server/lib/config';
import { openDatabase } from '../../server/db/index';
import { copyTemplate, createEmptyDatabase, dropDatabase, makeTemplate, testPostgres } from './postgres';

export interface TestServer extends RunningServer {
  dir: string;
  /** Stops the server and removes its temporary folder (and its PostgreSQL database). */
  stop(): Promise<void>;
}

/** True when this run's servers use PostgreSQL (the integration-pg project). */
export const onPostgres = testPostgres() !== undefined;

/**
 * Where a new test database lives: a SQLite file in `dir`, or, in the
 * integration-pg project, a fresh copy of the migrated template. `drop`
 * removes the PostgreSQL copy (the SQLite file goes with its folder).
 */
export async function newTestDatabase(
  dir: string,
  file = 'app.sqlite',
): Promise<{ config: Pick<Config, 'databaseFile' | 'databaseUrl'>; drop(): Promise<void> }> {
  const databaseFile = path.join(dir, file);
  const pg = testPostgres();
  if (!pg) return { config: { databaseFile, databaseUrl: undefined }, drop: async () => undefined };
  const copy = await copyTemplate(pg.url, pg.template);
  return { config: { databaseFile, databaseUrl: copy.url }, drop: () => dropDatabase(pg.url, copy.name) };
}

/** Where a restore goes in a test: a SQLite file not made yet in `dir`, or a new, empty PostgreSQL database. */
export async function emptyTestDatabase(
  dir: string,
  file = 'app.sqlite',
): Promise<{ config: Pick<Config, 'databaseFile' | 'databaseUrl'>; drop(): Promise<void> }> {
  const databaseFile = path.join(dir, file);
  const pg = testPostgres();
  if (!pg) return { config: { databaseFile, databaseUrl: undefined }, drop: async () => undefined };
  const empty = await createEmptyDatabase(pg.url);
  return { config: { databaseFile, databaseUrl: empty.url }, drop: () => dropDatabase(pg.url, empty.name) };
}

export type TestServerOptions = Partial<Config> & { env?: NodeJS.ProcessEnv };

/** A test server's configuration over `database`: test mode, silent, a free port on 127.0.0.1, `overrides` over it. */
export function testServerConfig(database: Pick<Config, 'databaseFile' | 'databaseUrl'>, overrides: TestServerOptions = {}): Config {
  const { env = {}, ...rest } = overrides;
  return {
    ...readConfig({ NODE_ENV: 'test', DATABASE_FILE: database.databaseFile, ...env }),
    databaseUrl: database.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env.TEST_LOG_LEVEL || 'silent',
    ...rest,
  };
}

let template: Promise<string> | undefined;

/**
 * This process's migrated SQLite database, made once and marked never started (FRESH_COPY_KEY), so that a copy of it
 * starts and seeds as a new database does: a test server starts on a copy, as the PostgreSQL runs start on a copy of
 * theirs, rather than running every migration again (a second or more of a busy CI machine's CPU a server). Tests of
 * a database made from nothing (migrations, file modes, startup) call newTestDatabase and start on the bare path.
 */
function sqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.sqlite');
    await makeTemplate(openDatabase(file));
    return file;
  })();
  return template;
}

/**
 * A real server on 127.0.0.1 (random port) over a fresh SQLite file in a
 * temporary folder (or a fresh PostgreSQL database in the integration-pg
 * project), serving the built PWA from dist/. Each test file starts its own.
 */
export async function startTestServer(overrides: TestServerOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-test-'));
  const database = await newTestDatabase(dir);
  const config = testServerConfig(database.config, overrides);
  if (!config.databaseUrl && config.databaseFile === database.config.databaseFile)
    fs.copyFileSync(await sqliteTemplate(), config.databaseFile);
  const running = await startServer(config);
  return {
    ...running,
    dir,
    async stop() {
      await running.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
