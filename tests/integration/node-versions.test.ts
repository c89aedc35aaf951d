import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshServerBundle } from '../../scripts/bundleServer';
import { freePort } from '../../scripts/soak/soak';
import { gql } from '../support/graphql';
import { nodeRuntime } from '../support/nodeRuntime';
import { onPostgres } from '../support/server';
import { healthOf } from '../support/serverChild';
import { signIn } from '../support/session';

// Issue 44, point 6: the Node.js versions the README names are the ones tested. The rest of `npm test` runs on the
// machine's Node 20; this starts the server on each LTS after it (the registry's official binaries, better-sqlite3
// built for each) and walks a short pass over HTTP: a new database migrated and seeded, a sign-in, a list, a
// server-rendered public page, a drain on SIGTERM. package.json's `engines` and the README name these versions.

export const TESTED_NODE_VERSIONS = ['22.23.5', '24.22.3'] as const;

describe.skipIf(onPostgres).each(TESTED_NODE_VERSIONS)('the server on Node %s', (version) => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `aqua-node-${version}-`));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts, migrates and seeds, signs in, lists, renders a public page and drains', async () => {
    const runtime = nodeRuntime(version, dir);
    const port = await freePort();
    // The server's bundle as the build makes it, inside the runtime's checkout: its packages are found from there.
    const main = path.join(runtime.root, 'server-bundle.mjs');
    fs.copyFileSync(await freshServerBundle(), main);
    const server = spawn(runtime.node, [...runtime.preserveSymlinks, main], {
      cwd: runtime.root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        DATABASE_FILE: path.join(dir, 'app.sqlite'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      const health = await healthOf(url, () => server.exitCode === null).catch((err: unknown) => {
        throw new Error(`${String(err)}\n${output}`, { cause: err });
      });
      expect(health.ok).toBe(true);
      const check = await gql<{ appInfo: { nodeVersion?: string } }>(url, '{ appInfo { version } }');
      expect(check.errors).toBeUndefined();
      const { token } = await signIn(url, 'owner@demo.test', 'demo12345');
      const items = await gql<{ itemList: { count: number } }>(url, '{ itemList(limit: 5) { count } }', {}, { token });
      expect(items.errors).toBeUndefined();
      expect(items.data?.itemList.count).toBeGreaterThan(0);
      const page = await fetch(`${url}/ar`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('dir="rtl"');
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/NODE_MODULE_VERSION|was compiled against a different Node\.js version/);
    } finally {
      server.kill('SIGKILL');
    }
  }, 1_200_000);
});
