import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_EXIT_CODES } from '../../server/lib/startup';
import { freshServerBundle } from '../../scripts/bundleServer';
import { freePort } from '../../scripts/soak/soak';
import { spawnServer } from '../support/serverChild';

// Issue 44, point 1: the settings file an operator writes is what the server runs with (a `.env` copied from
// `.env.example` was silently ignored, and a production file gave a demo server), and the banner says so.

const ROOT = path.resolve(import.meta.dirname, '../..');
// Started from a folder of the operator's, as `node <checkout>/dist/.server/main.mjs` there.
let SERVER: readonly [string, string];

let dir: string;
beforeAll(async () => {
  SERVER = [process.execPath, await freshServerBundle()];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-settings-file-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A folder with a settings file (`name`) holding `settings`, one `NAME=value` a line, as an operator writes it. */
function folderWith(name: string, settings: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(dir, 'site-'));
  const lines = Object.entries({ STATIC_DIR: path.join(ROOT, 'dist'), LOG_LEVEL: 'silent', ...settings }).map(([k, v]) => `${k}=${v}`);
  fs.writeFileSync(path.join(folder, name), `# written by hand\n${lines.join('\n')}\n`);
  return folder;
}

describe('the settings file', () => {
  it('reads .env in the folder it starts in: its port, its database, its mode; the banner names the file', async () => {
    const port = await freePort();
    const folder = folderWith('.env', { PORT: String(port), DATABASE_FILE: './state/app.sqlite', SEED_DEMO: '0' });
    const server = await spawnServer({}, { command: SERVER, cwd: folder, bare: { port } });
    try {
      await server.healthy();
      expect(fs.existsSync(path.join(folder, 'state/app.sqlite'))).toBe(true);
      expect(fs.existsSync(path.join(folder, 'data'))).toBe(false);
      const banner = server.output().stdout;
      expect(banner).toContain(`Settings: ${path.join(folder, '.env')} and the environment`);
      expect(banner).toContain('Mode: demo');
      expect(banner).not.toContain('Demo accounts');
    } finally {
      await server.kill('SIGTERM');
    }
  }, 60_000);

  it('lets the environment win over the file, and ENV_FILE name another file: production, as it says', async () => {
    const [filePort, port] = [await freePort(), await freePort()];
    const folder = folderWith('aqua.env', {
      PORT: String(filePort),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://club.example.org',
      DATABASE_FILE: './prod/app.sqlite',
    });
    const server = await spawnServer({ ENV_FILE: 'aqua.env', PORT: String(port) }, { command: SERVER, cwd: folder, bare: { port } });
    try {
      await server.healthy();
      const banner = server.output().stdout;
      expect(banner).toContain(`Settings: ${path.join(folder, 'aqua.env')} and the environment`);
      expect(banner).toContain('Mode: production');
      expect(banner).not.toContain('demo12345');
      expect(fs.existsSync(path.join(folder, 'prod/app.sqlite'))).toBe(true);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 60_000);

  it('stops, in plain words and exit 78, when ENV_FILE names a file that is not there', async () => {
    const port = await freePort();
    const folder = fs.mkdtempSync(path.join(dir, 'site-'));
    const server = await spawnServer(
      { ENV_FILE: 'missing.env', PORT: String(port), DATABASE_FILE: './app.sqlite' },
      { command: SERVER, cwd: folder, bare: { port } },
    );
    expect(await server.exited).toBe(STARTUP_EXIT_CODES.config);
    expect(server.output().stderr).toContain(`ENV_FILE names ${path.join(folder, 'missing.env')}, which does not exist`);
    expect(fs.existsSync(path.join(folder, 'app.sqlite'))).toBe(false);
  }, 60_000);

  it('says when no file was read', async () => {
    const port = await freePort();
    const folder = fs.mkdtempSync(path.join(dir, 'site-'));
    const env = {
      PORT: String(port),
      DATABASE_FILE: './app.sqlite',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(ROOT, 'dist'),
    };
    const server = await spawnServer(env, { command: SERVER, cwd: folder, bare: { port } });
    try {
      await server.healthy();
      expect(server.output().stdout).toContain('Settings: the environment only (no .env file here)');
    } finally {
      await server.kill('SIGTERM');
    }
  }, 60_000);
});
