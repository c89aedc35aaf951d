import path from 'node:path';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { OpenedDatabase } from './index';
import { takeBackup } from './backup';
import { assertSchemaNotNewer, CODE_MIGRATIONS, StartRefusal } from './schemaVersion';

// What the server does before it migrates (README "Upgrading"): it refuses a
// database newer than its code, and in production backs up a database that
// has migrations pending, as Discourse and GitLab do before an upgrade.

/** The server's own backups before migrating: the newest this many are kept. */
export const UPGRADE_BACKUPS_KEPT = 3;

/** Where they go: beside the database (DATABASE_FILE's folder, `data/` by default, also on PostgreSQL). */
export const upgradeBackupDir = (config: Pick<Config, 'databaseFile'>) =>
  path.join(path.dirname(config.databaseFile), 'backups', 'pre-upgrade');

/** The database as an operator names it: its file, or PostgreSQL's host and database (never the password). */
export function databaseLabel(config: Pick<Config, 'databaseFile' | 'databaseUrl'>, engine: OpenedDatabase['engine']): string {
  if (engine === 'sqlite') return config.databaseFile;
  const url = new URL(config.databaseUrl as string);
  return `${url.host}${url.pathname}`;
}

export async function prepareMigration(database: OpenedDatabase, config: Config, logger: Logger): Promise<void> {
  const applied = await assertSchemaNotNewer(database.db, databaseLabel(config, database.engine));
  const pending = CODE_MIGRATIONS.filter((name) => !applied.includes(name));
  // A new database has nothing to lose; the demo keeps no backups.
  if (!config.production || !applied.length || !pending.length) return;
  if (!config.upgradeBackup) {
    logger.warn({ pending }, 'migrations pending, migrating without a backup (UPGRADE_BACKUP=0)');
    return;
  }
  const to = upgradeBackupDir(config);
  logger.info({ pending, to }, 'migrations pending: backing up the database first');
  try {
    const { folder, manifest } = await takeBackup(config, {
      to,
      keep: UPGRADE_BACKUPS_KEPT,
      reason: 'pre-migration',
      uploads: false,
      ...(database.engine === 'sqlite' && { sqlite: database.sqlite }),
    });
    logger.info({ folder, seconds: manifest.seconds, schemaVersion: manifest.schemaVersion }, 'backup before migrating taken');
  } catch (err) {
    throw new StartRefusal(
      `Migrations are pending (${pending.join(', ')}), and the backup before them failed: ${err instanceof Error ? err.message : String(err)}. ` +
        'Fix that (disk space, write access to ' +
        to +
        ", PostgreSQL's pg_dump on PATH), or start once with UPGRADE_BACKUP=0 to migrate without a backup.",
    );
  }
}
