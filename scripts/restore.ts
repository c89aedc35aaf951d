// Restores a backup made by `npm run backup` (README "Restoring"):
//
//   npm run restore -- --from /var/backups/aqua-club/aqua-2026-11-29T02-00-00-000Z
//
// --from is one backup, or a folder of backups (then its newest). Run with the
// environment of the server it is for (DATABASE_FILE or DATABASE_URL,
// UPLOADS_DIR), with that server stopped: it refuses a database a server has
// open, a backup whose checksums do not match, and one made by newer code.
// What it replaces is moved aside (SQLite: <file>.before-restore-<time>), not deleted.
import { parseArgs } from 'node:util';
import { readStartConfig } from '../server/lib/envFile';
import { BackupRefused, restoreBackup } from '../server/db/backup';

const USAGE = 'usage: npm run restore -- --from <backup folder, or a folder of backups: the newest>';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let values: { from?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
}
if (values.help) fail(USAGE, 0);
if (!values.from) fail(USAGE, 2);

const { config } = readStartConfig();
try {
  const done = await restoreBackup(config, values.from);
  const { manifest } = done;
  process.stdout.write(
    [
      `restored: ${done.folder}`,
      `  taken ${manifest.createdAt} (${manifest.reason}), schema version ${manifest.schemaVersion}, ${manifest.rowCounts.items ?? 0} items`,
      `  into ${manifest.engine === 'postgres' ? 'the database of DATABASE_URL' : config.databaseFile}`,
      done.asideDatabase ? `  the database it replaced: ${done.asideDatabase}` : '',
      manifest.uploads
        ? `  uploads: ${manifest.uploads.files} files into ${config.uploadsDir}${done.asideUploads ? ` (the folder it replaced: ${done.asideUploads})` : ''}`
        : '  uploads: not in this backup (a pre-migration backup): the uploads folder is left as it is',
      '  Start the server: it migrates the restored database if this code is newer.',
    ]
      .filter(Boolean)
      .join('\n') + '\n',
  );
} catch (err) {
  if (err instanceof BackupRefused) fail(`restore refused: ${err.message}`, 1);
  fail(`restore failed: ${err instanceof Error ? err.message : String(err)}`, 1);
}
