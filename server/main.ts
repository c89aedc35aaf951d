import { readConfig } from './lib/config';
import { StartupError } from './lib/startup';
import { SHUTDOWN_GRACE_MS, startServer, type RunningServer } from './boot';
import { DEMO_ACCOUNTS } from './modules/auth/demoAccounts';

/** The database URL without its password, for the start banner. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const config = readConfig();
let running: RunningServer;
try {
  running = await startServer(config);
} catch (err) {
  // A start that cannot go on says why in plain words, and exits with its own code (README "Deploying").
  if (!(err instanceof StartupError)) throw err;
  process.stderr.write(`\nAqua Club did not start: ${err.message}\n\n`);
  process.exit(err.exitCode);
}

const lines = [
  '',
  `  Aqua Club is running at ${running.url}`,
  `    Arabic:  ${running.url}/ar`,
  `    English: ${running.url}/en`,
  `  Database: ${running.database.engine === 'postgres' ? redactUrl(running.database.url) : running.config.databaseFile}${running.seeded ? ' (new, demo data seeded)' : ''}`,
];
if (config.seedDemo) {
  lines.push(`  Demo accounts (password: ${config.demoPassword}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(24)} ${account.description}`);
}
lines.push('');
process.stdout.write(lines.join('\n') + '\n');

const { logger } = running;

// One request's mistake never stops the others: a promise nobody awaited that
// fails is logged and the process keeps serving.
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection (the server keeps running)');
});

// A thrown exception nobody caught may have left state half-changed: log it,
// drain briefly and exit non-zero, for the supervisor (systemd Restart=always,
// a container's restart policy) to start a clean process. See README "Deploying".
process.on('uncaughtException', (err, origin) => {
  logger.fatal({ err, origin }, 'uncaught exception: restarting');
  stop(1, 2_000);
});

// SIGTERM (systemd, docker stop) and Ctrl-C: stop accepting, let requests under
// way finish (up to SHUTDOWN_GRACE_MS), close the database, exit 0. A second
// signal exits at once.
let stopping = false;
function stop(code: number, graceMs?: number): void {
  if (stopping) {
    process.exit(code || 1);
  }
  stopping = true;
  // If draining itself hangs, leave anyway a little after the grace period.
  setTimeout(() => process.exit(code || 1), (graceMs ?? SHUTDOWN_GRACE_MS) + 5_000).unref();
  running.close(graceMs).then(
    () => process.exit(code),
    (err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    logger.info({ signal }, stopping ? 'second signal: exiting now' : 'shutting down: draining requests');
    stop(0);
  });
}
