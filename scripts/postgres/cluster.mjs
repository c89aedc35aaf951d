// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a
// temporary folder, started on a free 127.0.0.1 port, trust authentication,
// removed on stop. PostgreSQL refuses to run as root, so as root the cluster
// runs as the `postgres` user (made by Debian's package), else as `nobody`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The folder holding initdb, pg_ctl and postgres, or undefined. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, 'bin'));
  }
  for (const dir of (process.env.PATH || '').split(':')) if (dir) candidates.push(dir);
  return candidates.find(
    (dir) =>
      fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'postgres')),
  );
}

/** Installs Debian's postgresql when missing and running as root; answers the bin folder or undefined. */
export function ensurePostgresInstalled({ quiet = false } = {}) {
  const found = findPostgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return undefined;
  if (!quiet) console.log("PostgreSQL is missing: installing Debian's postgresql package (about a minute)…");
  // policy-rc.d 101: the package must not start its own cluster as a service.
  const policy = '/usr/sbin/policy-rc.d';
  const hadPolicy = fs.existsSync(policy);
  if (!hadPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], {
      stdio: quiet ? 'ignore' : 'inherit',
    });
  } catch {
    return undefined;
  } finally {
    if (!hadPolicy) fs.rmSync(policy, { force: true });
  }
  return findPostgresBin();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid to run the cluster as: ourselves, or as root the postgres (else nobody) account. */
function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const passwd = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const entry = passwd.find((f) => f[0] === 'postgres') ?? passwd.find((f) => f[0] === 'nobody');
  if (!entry) throw new Error('Running as root with neither a postgres nor a nobody user: cannot start PostgreSQL');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function run(bin, args, options) {
  const result = spawnSync(bin, args, { ...options, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

/**
 * Starts a cluster. `durable: false` (tests) turns fsync off; benchmarks keep
 * the defaults so their figures mean something. With `password`, connections over
 * TCP must give it (the url holds it): for a test of a wrong one.
 * @returns {Promise<{ url: string, port: number, dir: string, stop(): void }>}
 */
export async function startCluster({ durable = false, settings = {}, password = undefined } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (install Debian's postgresql or set PG_BIN)");
  const owner = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-pg-'));
  if (owner.uid !== undefined) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const options = { ...owner, cwd: dir, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } };
  // C collation: text sorts by code point, as SQLite's BINARY does, so both engines order lists alike.
  const auth = ['--auth=trust'];
  if (password !== undefined) {
    const file = path.join(dir, 'password');
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    if (owner.uid !== undefined) fs.chownSync(file, owner.uid, owner.gid);
    auth.push('--auth-host=scram-sha-256', `--pwfile=${file}`);
  }
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', ...auth, '--encoding=UTF8', '--locale=C', '--no-sync'], options);
  const port = await freePort();
  const conf = {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: 300,
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
    ...settings,
  };
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    Object.entries(conf)
      .map(([k, v]) => `${k} = '${v}'\n`)
      .join(''),
  );
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'], options);
  return {
    url: `postgres://postgres${password === undefined ? '' : `:${encodeURIComponent(password)}`}@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop() {
      spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...options, stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
