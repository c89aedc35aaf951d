import { spawn } from 'node:child_process';
import pg from 'pg';
import { createPrivateFile } from '../privateFiles';
import { BackupRefused, type BackupManifest } from './manifest';

// PostgreSQL's side of backups: pg_dump and pg_restore (PostgreSQL's client
// tools, which must be on PATH, of the server's major version or newer), with
// the same manifest as SQLite's. The row counts are read in the very snapshot
// pg_dump copies (pg_export_snapshot), so the manifest describes the dump exactly.

export const POSTGRES_DUMP = 'database.dump';

type Contents = { migrations: string[]; rowCounts: Record<string, number> };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'aqua-club backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function readContents(client: pg.Client): Promise<Contents> {
  const tables = (
    await client.query<{ name: string }>('select tablename as name from pg_tables where schemaname = current_schema() order by 1')
  ).rows.map((r) => r.name);
  const rowCounts: Record<string, number> = {};
  for (const table of tables)
    rowCounts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from "${table.replace(/"/g, '""')}"`)).rows[0]?.n);
  const migrations = tables.includes('kysely_migration')
    ? (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name)
    : [];
  return { migrations, rowCounts };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) =>
      reject(
        new Error(`${command} could not be run (${err.message}): install PostgreSQL's client tools (apt-get install postgresql-client)`),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** pg_dump of the database at `url` into `file` (custom format), and what that snapshot holds. */
export async function dumpPostgres(url: string, file: string): Promise<Contents> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id as string;
    const contents = await readContents(client);
    createPrivateFile(file); // pg_dump writes into it as it is (it would make it 0644)
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
    await client.query('commit');
    return contents;
  });
}

/**
 * pg_restore into the database at `url`, which must be new and empty (`createdb`), with nobody else connected: an
 * existing database is never overwritten. Then its row counts and migrations are checked against the manifest.
 */
export async function restorePostgres(url: string, file: string, manifest: BackupManifest): Promise<void> {
  await withClient(url, async (client) => {
    const others = (
      await client.query<{ name: string }>(
        `select coalesce(nullif(application_name, ''), 'a client') as name from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).rows.map((r) => r.name);
    if (others.length)
      throw new BackupRefused(
        `The database is in use: ${others.length} other connection(s) (${[...new Set(others)].join(', ')}). Stop the server first, then restore into a new, empty database.`,
      );
    const tables = Number(
      (await client.query<{ n: string }>('select count(*) as n from pg_tables where schemaname = current_schema()')).rows[0]?.n,
    );
    if (tables > 0)
      throw new BackupRefused(
        `The database already holds ${tables} tables: restore into a new, empty database (createdb), then point DATABASE_URL at it. An existing database is never overwritten.`,
      );
  });
  await run('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`, file]);
  const found = await withClient(url, readContents);
  if (found.migrations.join() !== manifest.migrations.join())
    throw new BackupRefused('The restored database does not hold the migrations the manifest lists');
  for (const [table, count] of Object.entries(manifest.rowCounts))
    if (found.rowCounts[table] !== count)
      throw new BackupRefused(`The restored database holds ${found.rowCounts[table] ?? 0} rows in ${table}, the manifest ${count}`);
}
