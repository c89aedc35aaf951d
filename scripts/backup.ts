// A backup of the database and the uploads folder, taken while the server runs
// (README "Backups"):
//
//   npm run backup -- --to /var/backups/aqua-club [--keep 14]
//
// Run with the server's environment (DATABASE_FILE or DATABASE_URL, UPLOADS_DIR).
// Each run writes a new folder in --to (database, uploads, SHA256SUMS,
// manifest.json); --keep N then removes all but the newest N there.
import { parseArgs } from 'node:util';
import { readStartConfig } from '../server/lib/envFile';
import { takeBackup } from '../server/db/backup';

const USAGE = 'usage: npm run backup -- --to <folder> [--keep <number of backups to keep>]';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let values: { to?: string; keep?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { to: { type: 'string' }, keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
}
if (values.help) fail(USAGE, 0);
if (!values.to) fail(USAGE, 2);
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) fail(`--keep must be a whole number, 1 or more\n${USAGE}`, 2);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
try {
  const { folder, manifest, removed } = await takeBackup(readStartConfig().config, {
    to: values.to,
    keep,
    progress: (step) => process.stdout.write(`backup: ${step}\n`),
  });
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  process.stdout.write(
    [
      `backup: done, ${folder}`,
      `  database: schema version ${manifest.schemaVersion}, ${rows} rows in ${Object.keys(manifest.rowCounts).length} tables (${manifest.rowCounts.items ?? 0} items)`,
      `  uploads: ${manifest.uploads?.files ?? 0} files, ${mib(manifest.uploads?.bytes ?? 0)}`,
      `  ${manifest.seconds} s; checksum ${manifest.checksum}`,
      ...removed.map((old) => `  removed ${old} (--keep ${keep})`),
      '',
    ].join('\n'),
  );
} catch (err) {
  fail(`backup failed: ${err instanceof Error ? err.message : String(err)}`, 1);
}
