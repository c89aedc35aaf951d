// The first owner of a production install (README "Demo and production"):
//
//   npm run create-owner -- --email owner@club.example [--url https://club.example (default: PUBLIC_URL)]
//                           [--first-name Mona] [--last-name Adel] [--language ar|en]
//
// Run on the server's machine, with its environment (DATABASE_FILE or
// DATABASE_URL). Creates the account with the owner role and no password and
// prints a one-time link that sets its password (24 hours). Run again for an
// owner's address, it prints a new link (the earlier one stops working).
// Migrates the database first, so it may run before the first start.
import { parseArgs } from 'node:util';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/i18n';
import { readStartConfig } from '../server/lib/envFile';
import { openConfigured } from '../server/db';
import { FRESH_COPY_KEY, setMeta } from '../server/db/meta';
import { migrateToLatest } from '../server/db/migrate';
import { createOwner, CreateOwnerError } from '../server/modules/auth/firstOwner';

const USAGE =
  'usage: npm run create-owner -- --email <address> [--url https://your.site] [--first-name <name>] [--last-name <name>] [--language ar|en]';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      email: { type: 'string' },
      url: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
}
try {
  args = parse();
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
}
if (args.help) fail(USAGE, 0);
if (!args.email) fail(USAGE, 2);
const language = args.language ?? DEFAULT_LANGUAGE;
if (!isLanguage(language)) fail(`--language must be ar or en\n${USAGE}`, 2);

const { config } = readStartConfig();
const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
const origin = args.url ?? config.publicUrl ?? `http://${host}:${config.port}`;

const database = openConfigured(config);
let code = 0;
try {
  const migration = await migrateToLatest(database.db);
  // Made here, the database is still new to the server's first start (which seeds it as such).
  if (migration.fresh) await setMeta(database.db, FRESH_COPY_KEY, new Date().toISOString());
  const owner = await createOwner(database.db, {
    email: args.email,
    firstName: args['first-name'],
    lastName: args['last-name'],
    origin,
    language,
  });
  process.stdout.write(
    [
      owner.created
        ? `Owner account created: ${owner.email}`
        : `${owner.email} is already an owner: here is a new link (any earlier one no longer works).`,
      'Open this link to set its password. It works once, until ' + owner.expiresAt + ':',
      `  ${owner.link}`,
      `Then sign in at ${origin.replace(/\/+$/, '')}/${language}/auth/signin`,
      args.url || config.publicUrl
        ? ''
        : "(The link uses this server's address; pass --url https://your.site when people reach it by another one.)",
      '',
    ]
      .filter((line, i, all) => line !== '' || i === all.length - 1)
      .join('\n'),
  );
} catch (err) {
  if (err instanceof CreateOwnerError) {
    process.stderr.write(`create-owner: ${err.message}\n`);
    code = 1;
  } else {
    throw err;
  }
} finally {
  await database.close();
}
process.exit(code);
