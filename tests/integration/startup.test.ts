import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { STARTUP_EXIT_CODES } from '../../server/lib/startup';
import { freePort } from '../../scripts/soak/soak';
import { findPostgresBin, startCluster } from '../../scripts/postgres/cluster.mjs';
import { testPostgres, withDatabase } from '../support/postgres';
import { newTestDatabase, onPostgres } from '../support/server';
import { spawnServer, type ServerChild } from '../support/serverChild';

// Issue 30, point 6: a start that cannot go on says so in plain words, with an exit code of its own, and
// changes nothing: a damaged database file is never taken for a new install, a port in use stops the start
// before the database is touched, production needs PUBLIC_URL.

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-startup-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org', JWT_SECRET: 'startup-test-secret-'.padEnd(48, 'x') };

/** The exit code of a start that must fail; a server that comes up instead fails the test. */
async function refusedStart(server: ServerChild): Promise<number | string | null> {
  const outcome = await Promise.race([
    server.exited,
    server.healthy().then(
      () => 'started',
      () => 'exited',
    ),
  ]);
  if (outcome === 'started') {
    await server.kill();
    throw new Error(`the server started: ${server.output().stdout}`);
  }
  return server.exited;
}

/** A migrated SQLite database with some pages, as a real install's file. */
async function realDatabaseFile(name: string): Promise<string> {
  const file = path.join(dir, name);
  const database = openDatabase(file);
  await migrateToLatest(database.db);
  await database.close();
  expect(fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0).toBe(0);
  return file;
}

// A SQLite file's checks, and the refusals before any database is opened or reached, are the same in both passes: the
// PostgreSQL pass leaves them to the SQLite one (a fifth of its time here went to the silent server's ten seconds).
describe.skipIf(onPostgres)('a damaged SQLite database file', () => {
  for (const mode of ['production', 'demo'] as const)
    it(`${mode}: a 0-byte file is refused with exit ${STARTUP_EXIT_CODES.database}, naming the file and what to do, and stays as it was`, async () => {
      const file = path.join(dir, `empty-${mode}.sqlite`);
      fs.writeFileSync(file, '');
      const server = await spawnServer({ ...(mode === 'production' ? PRODUCTION : {}), DATABASE_FILE: file });
      expect(await refusedStart(server)).toBe(STARTUP_EXIT_CODES.database);
      const { stderr } = server.output();
      expect(stderr).toContain(`The database file ${file} is empty (0 bytes)`);
      expect(stderr).toContain('restore');
      expect(stderr).toContain('backup');
      expect(stderr).not.toMatch(/SqliteError|at .*\.ts:\d+/);
      expect(fs.statSync(file).size).toBe(0);
      expect(fs.existsSync(`${file}-wal`)).toBe(false);
    });

  it('a truncated file is refused, naming the file: no raw SqliteError, no start', async () => {
    const file = await realDatabaseFile('truncated.sqlite');
    const size = fs.statSync(file).size;
    fs.truncateSync(file, Math.floor(size / 2));
    const server = await spawnServer({ ...PRODUCTION, DATABASE_FILE: file });
    expect(await refusedStart(server)).toBe(STARTUP_EXIT_CODES.database);
    const { stderr } = server.output();
    expect(stderr).toContain(`The database file ${file} is truncated`);
    expect(stderr).toContain('backup');
    expect(stderr).not.toMatch(/SqliteError/);
  });

  it('a file that is not a database is refused the same way', async () => {
    const file = path.join(dir, 'garbage.sqlite');
    fs.writeFileSync(file, Buffer.alloc(8192, 7));
    const server = await spawnServer({ ...PRODUCTION, DATABASE_FILE: file });
    expect(await refusedStart(server)).toBe(STARTUP_EXIT_CODES.database);
    expect(server.output().stderr).toContain(`The database file ${file} is not a SQLite database`);
  });

  it('a sound file starts (the check refuses only what is damaged)', async () => {
    const file = await realDatabaseFile('sound.sqlite');
    const server = await spawnServer({ ...PRODUCTION, DATABASE_FILE: file });
    try {
      await server.healthy();
    } finally {
      await server.kill();
    }
  });
});

describe('a port in use', () => {
  it(`says "port P is in use", exits ${STARTUP_EXIT_CODES.port} and touches no database`, async () => {
    const port = await freePort();
    // Another program on the port; it hangs up on whoever connects.
    const holder = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    const database = await newTestDatabase(dir, 'port.sqlite');
    try {
      const server = await spawnServer({
        PORT: String(port),
        DATABASE_FILE: database.config.databaseFile,
        DATABASE_URL: database.config.databaseUrl ?? '',
        SEED_DEMO: '1',
      });
      expect(await refusedStart(server)).toBe(STARTUP_EXIT_CODES.port);
      const { stderr } = server.output();
      expect(stderr).toContain(`port ${port} is in use`);
      expect(stderr).not.toMatch(/TypeError|Cannot destructure/);
      if (onPostgres) {
        // The copy of the migrated template is still unclaimed and unseeded.
        const { Client } = await import('pg');
        const client = new Client({ connectionString: database.config.databaseUrl });
        await client.connect();
        try {
          expect((await client.query("select count(*)::int as n from app_meta where key = 'fresh_copy'")).rows[0].n).toBe(1);
          expect((await client.query('select count(*)::int as n from governorates')).rows[0].n).toBe(0);
        } finally {
          await client.end();
        }
      } else {
        expect(fs.existsSync(database.config.databaseFile)).toBe(false);
      }
    } finally {
      await new Promise((resolve) => holder.close(resolve));
      await database.drop();
    }
  });
});

describe.skipIf(onPostgres)('production without PUBLIC_URL', () => {
  it(`says to set PUBLIC_URL and exits ${STARTUP_EXIT_CODES.config}, before listening or opening the database`, async () => {
    const file = path.join(dir, 'no-public-url.sqlite');
    const server = await spawnServer({ ...PRODUCTION, PUBLIC_URL: '', DATABASE_FILE: file });
    expect(await refusedStart(server)).toBe(STARTUP_EXIT_CODES.config);
    expect(server.output().stderr).toContain('PUBLIC_URL is not set');
    expect(fs.existsSync(file)).toBe(false);
  });
});

// Issue 42 point 9: a PostgreSQL that cannot be reached, refuses the password or has no such database stopped the
// start with exit 1 and a stack trace, and the README's unit restarted it in a loop. Each now says what is wrong in
// one plain line (no password, no stack), with its own exit code.
describe('PostgreSQL faults at start', () => {
  /** The fault's one line: what `main.ts` printed, without the blank lines around it. */
  async function refusedWith(databaseUrl: string): Promise<{ code: number | string | null; line: string }> {
    const server = await spawnServer({ ...PRODUCTION, DATABASE_URL: databaseUrl });
    const code = await refusedStart(server);
    const { stderr } = server.output();
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('wrong-secret');
    const lines = stderr.split('\n').filter((line) => line.trim());
    expect(lines).toHaveLength(1);
    return { code, line: lines[0] as string };
  }

  it.skipIf(onPostgres)(
    `a server that cannot be reached: exit ${STARTUP_EXIT_CODES.databaseServer} (retried by the unit: it may be starting), naming it`,
    async () => {
      const port = await freePort(); // nothing listens there
      const { code, line } = await refusedWith(`postgres://aqua:wrong-secret@127.0.0.1:${port}/aqua`);
      expect(code).toBe(STARTUP_EXIT_CODES.databaseServer);
      expect(line).toContain(`Aqua Club did not start: The PostgreSQL server at 127.0.0.1:${port} (DATABASE_URL) cannot be reached`);
      expect(line).toContain('ECONNREFUSED');
    },
  );

  it.skipIf(onPostgres)(
    `a server that accepts and never answers (a host dropping packets): exit ${STARTUP_EXIT_CODES.databaseServer} after ten seconds, not a start that hangs`,
    async () => {
      const silent = net.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as net.AddressInfo;
      try {
        const { code, line } = await refusedWith(`postgres://aqua:wrong-secret@127.0.0.1:${port}/aqua`);
        expect(code).toBe(STARTUP_EXIT_CODES.databaseServer);
        expect(line).toContain(`The PostgreSQL server at 127.0.0.1:${port} (DATABASE_URL) cannot be reached`);
        expect(line).toContain('timeout');
      } finally {
        silent.close();
      }
    },
    60_000,
  );

  it.runIf(onPostgres)(`a database that does not exist: exit ${STARTUP_EXIT_CODES.database}, naming it`, async () => {
    const server = testPostgres()?.url as string;
    const { code, line } = await refusedWith(withDatabase(server, 'aqua_no_such_database'));
    expect(code).toBe(STARTUP_EXIT_CODES.database);
    expect(line).toMatch(/The PostgreSQL database "aqua_no_such_database" does not exist on 127\.0\.0\.1:\d+ \(DATABASE_URL\)\. Create it/);
  });

  // A cluster of its own: the tests' cluster trusts every connection, so no password can be wrong there.
  it.runIf(onPostgres && findPostgresBin() !== undefined)(
    `a wrong password: exit ${STARTUP_EXIT_CODES.database}, naming the user, not the password`,
    async () => {
      const cluster = await startCluster({ password: 'the-right-one' });
      try {
        const wrong = new URL(cluster.url);
        wrong.password = 'wrong-secret';
        const { code, line } = await refusedWith(wrong.toString());
        expect(code).toBe(STARTUP_EXIT_CODES.database);
        expect(line).toContain(`The PostgreSQL server at 127.0.0.1:${cluster.port} refused user postgres (DATABASE_URL)`);
        expect(line).toContain('password authentication failed');
      } finally {
        cluster.stop();
      }
    },
    60_000,
  );
});
