import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/boot';
import { readConfig, type Config } from '../../server/config';

export interface TestServer extends RunningServer {
  dir: string;
  /** Stops the server and removes its temporary folder. */
  stop(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 (random port) over a fresh SQLite file in a
 * temporary folder, serving the built PWA from dist/. Each test file starts its own.
 */
export async function startTestServer(overrides: Partial<Config> & { env?: NodeJS.ProcessEnv } = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-test-'));
  const { env = {}, ...rest } = overrides;
  const config: Config = {
    ...readConfig({ NODE_ENV: 'test', DATABASE_FILE: path.join(dir, 'app.sqlite'), ...env }),
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env.TEST_LOG_LEVEL || 'silent',
    ...rest,
  };
  const running = await startServer(config);
  return {
    ...running,
    dir,
    async stop() {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
