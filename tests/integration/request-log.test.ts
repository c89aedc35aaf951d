import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfigured, type OpenedDatabase } from '../../server/db';
import { readConfig, type Config } from '../../server/lib/config';
import { buildUser } from '../support/factories';
import { gql } from '../support/graphql';
import { newTestDatabase } from '../support/server';
import { spawnServer, type ServerChild } from '../support/serverChild';

// Issue 42 point 6: the request log wrote each URL whole, query string included (`/en/auth/password-reset?token=…`):
// whoever reads the journal could use an opened, unused link. It writes the path alone, and names the request, the
// account, the GraphQL operation and its error code. Read as the operator's journal reads it: the server process's
// standard output.

const SECRET = 'request-log-test-secret-'.padEnd(48, 'x');
const RESET_TOKEN = 'ResetToken0123456789abcdefSECRET';

interface LogLine {
  msg: string;
  method?: string;
  path?: string;
  url?: string;
  status?: number;
  requestId?: string;
  accountId?: string;
  operation?: string;
  errorCode?: string;
}

let dir: string;
let server: ServerChild;
let database: OpenedDatabase;
let drop: () => Promise<void>;
let config: Config;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-log-'));
  const made = await newTestDatabase(dir);
  drop = made.drop;
  config = {
    ...readConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, DATABASE_FILE: made.config.databaseFile }),
    databaseUrl: made.config.databaseUrl,
  };
  server = await spawnServer({
    LOG_LEVEL: 'info',
    JWT_SECRET: SECRET,
    DATABASE_FILE: made.config.databaseFile,
    DATABASE_URL: made.config.databaseUrl ?? '',
  });
  await server.healthy();
  database = openConfigured(config);
});
afterAll(async () => {
  await server?.kill();
  await database?.close();
  await drop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

function requestLines(): LogLine[] {
  return server
    .output()
    .stdout.split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'request');
}

/** The log line of the request matching `where`, once the server has written it. */
async function lineOf(where: (line: LogLine) => boolean): Promise<LogLine> {
  let found: LogLine | undefined;
  await expect.poll(() => (found = requestLines().find(where)), { timeout: 10_000 }).toBeDefined();
  return found as LogLine;
}

describe('the request log', () => {
  it('writes a link’s path without its query string: no token reaches the journal', async () => {
    await fetch(`${server.url}/en/auth/password-reset?token=${RESET_TOKEN}`, { headers: { accept: 'text/html' } });
    await gql(server.url, '{ appInfo { version } }', {}, { method: 'GET' });
    const page = await lineOf((line) => line.path === '/en/auth/password-reset');
    expect(page).toMatchObject({ method: 'GET', path: '/en/auth/password-reset' });
    expect(page.url).toBeUndefined();
    expect(page.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await lineOf((line) => line.path === '/graphql' && line.method === 'GET');
    expect(server.output().stdout).not.toContain(RESET_TOKEN);
    expect(requestLines().filter((line) => JSON.stringify(line).includes('?'))).toEqual([]);
  });

  it('names the account, the GraphQL operation and the code of its error', async () => {
    const stranger = await buildUser({ database, config }, { roles: [] });
    const refused = await gql(server.url, '{ iamListRoles { role } }', {}, { token: stranger.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const line = await lineOf((l) => l.accountId === stranger.id);
    expect(line).toMatchObject({ method: 'POST', path: '/graphql', status: 200, operation: 'iamListRoles', errorCode: 'FORBIDDEN' });

    await gql(server.url, 'query Version { appInfo { version } }');
    const anonymous = await lineOf((l) => l.operation === 'appInfo' && l.method === 'POST');
    expect(anonymous.accountId).toBeUndefined();
    expect(anonymous.errorCode).toBeUndefined();
    expect(anonymous.requestId).not.toBe(line.requestId);
  });
});
