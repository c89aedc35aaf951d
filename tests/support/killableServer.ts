import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/boot';
import { freePort } from '../../scripts/soak/soak';
import { newTestDatabase, testServerConfig } from './server';
import { spawnServer, type ServerChild } from './serverChild';

// The server as a process the test may kill -9 and start again on the same database (issue 41's fault model): what
// was committed must be there after the restart, and a phone behind a fault proxy (faultProxy.ts) keeps its origin
// whatever port the server has now. The child serves the built PWA from dist/ like `npm start` does (STATIC_DIR's
// default, from this repository's root).

export interface KillableServer {
  /** Where the server listens now: it moves when a restart takes a new port. */
  readonly url: string;
  readonly port: number;
  readonly databaseFile: string;
  /** The PostgreSQL copy the integration-pg project gives it, else undefined. */
  readonly databaseUrl: string | undefined;
  /** A process is serving (started and not killed). */
  readonly running: boolean;
  /** What the current process wrote so far. */
  output(): { stdout: string; stderr: string };
  /** kill -9: no drain, no checkpoint, the database left as a crash leaves it. Nothing when none runs. */
  kill(): Promise<void>;
  /** A new process on the same database (the running one, if any, is killed first); resolves when /healthz answers. */
  restart(options?: { newPort?: boolean }): Promise<void>;
  /** Kills it and removes its folder (and its PostgreSQL copy). */
  stop(): Promise<void>;
}

export interface KillableServerOptions {
  /** The child's environment over the test one (server/main.ts reads it: NODE_ENV, PUBLIC_URL…). */
  env?: Record<string, string>;
  /**
   * Runs first, against the same database served in this process, which closes before the child starts: factories
   * (buildUser, placeItems) write the database directly, so they need a server of their own. Tokens it mints stay
   * good, the JWT secret being kept in the database.
   */
  seed?: (server: RunningServer) => Promise<void>;
}

export async function startKillableServer(options: KillableServerOptions = {}): Promise<KillableServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-killable-'));
  const database = await newTestDatabase(dir);
  const { databaseFile, databaseUrl } = database.config;
  const env = { ...options.env, DATABASE_FILE: databaseFile, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let child: ServerChild | undefined;
  let port = 0;

  const start = async (newPort: boolean) => {
    if (newPort || !port) port = await freePort();
    const started = await spawnServer({ ...env, PORT: String(port) });
    child = started;
    try {
      await started.healthy();
    } catch (error) {
      await started.kill();
      throw error;
    }
  };

  try {
    if (options.seed) {
      const seeding = await startServer(testServerConfig(database.config, { env: options.env, seedDemo: false }));
      try {
        await options.seed(seeding);
      } finally {
        await seeding.close();
      }
    }
    await start(true);
  } catch (error) {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const running = () => child !== undefined && child.proc.exitCode === null && child.proc.signalCode === null;
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    databaseFile,
    databaseUrl,
    get running() {
      return running();
    },
    output: () => child?.output() ?? { stdout: '', stderr: '' },
    async kill() {
      await child?.kill('SIGKILL');
    },
    async restart({ newPort = false } = {}) {
      await child?.kill('SIGKILL');
      await start(newPort);
    },
    async stop() {
      await child?.kill('SIGKILL');
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
