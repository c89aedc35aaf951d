// npm test, second pass: the integration suite again on PostgreSQL. Uses
// TEST_DATABASE_URL (or a postgres:// DATABASE_URL) when set; otherwise a
// throwaway cluster, installing Debian's postgresql first when missing and
// running as root (as CI does). Without either, says so and skips.
import { spawnSync } from 'node:child_process';
import { ensurePostgresInstalled } from './postgres/cluster.mjs';

const isPg = (value) => !!value && /^postgres(ql)?:\/\//i.test(value);
const env = { ...process.env };
if (!isPg(env.TEST_DATABASE_URL) && isPg(env.DATABASE_URL)) env.TEST_DATABASE_URL = env.DATABASE_URL;

if (!isPg(env.TEST_DATABASE_URL) && !ensurePostgresInstalled()) {
  console.log('PostgreSQL is not available (not installed, and not root to install it): skipping the integration suite on PostgreSQL.');
  console.log('Install it with "sudo apt-get install -y postgresql" or set TEST_DATABASE_URL=postgres://… to run it.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration-pg', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
