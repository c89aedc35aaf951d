import { appModeOf } from './lib/config';
import { readStartConfig } from './lib/envFile';
import { exitOnStartupError } from './lib/startup';
import { SHUTDOWN_GRACE_MS, startServer, type RunningServer } from './boot';
import { DEMO_ACCOUNTS } from './modules/auth/demoAccounts';

/** The database URL without its password, for the start banner. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const { config, settings } = readStartConfig();
let running: RunningServer;
try {
  running = await startServer(config);
} catch (err) {
  exitOnStartupError(err);
}

const lines = [
  '',
  `  Aqua Club is running at ${running.url}`,
  `    Arabic:  ${running.url}/ar`,
  `    English: ${running.url}/en`,
  `  Mode: ${appModeOf(config)}${config.production ? '' : ' (NODE_ENV=production for a real install)'}`,
  `  Settings: ${settings.file ? `${settings.file} and the environment` : 'the environment only (no .env file here)'}`,
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
  if (stopping) process.exit(1);
  stop(1, 2_000);
});

// SIGTERM (systemd, docker stop) and Ctrl-C: stop accepting, let requests under
// way finish (up to SHUTDOWN_GRACE_MS), close the database, exit 0.
let stopping = false;
function stop(code: number, graceMs?: number): void {
  if (stopping) return;
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

// One stop often arrives as several signals: a signal to the process group reaches npm and the server alike, and
// npm forwards its own to the server too. So a repeated SIGTERM never cuts the drain short (a supervisor that will
// not wait sends SIGKILL); only a person's second Ctrl-C, a moment after the first, exits at once.
const REPEAT_MEANS_NOW_MS = 1_000;
let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      logger.info({ signal }, 'shutting down: draining requests');
      return stop(0);
    }
    if (signal === 'SIGINT' && Date.now() - firstSignalAt >= REPEAT_MEANS_NOW_MS) {
      logger.info({ signal }, 'second Ctrl-C: exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'already draining: the signal changes nothing');
  });
}
