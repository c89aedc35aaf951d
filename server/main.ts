import { readConfig } from './config';
import { startServer } from './boot';
import { DEMO_ACCOUNTS } from './db/seed/demoAccounts';

/** The database URL without its password, for the start banner. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const config = readConfig();
const running = await startServer(config);

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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, 'shutting down');
    void running.close().then(() => process.exit(0));
  });
}
