import { sql } from 'kysely';
import type { AnyDb } from './dialect';
import { migrations } from './migrations';
import { StartupError } from '../lib/startup';

// The schema's version is the number of migrations applied: it only grows, as a
// shipped migration is never removed (migrations/index.ts). Which ones, by name,
// is what decides whether this code can run a database: one that has a migration
// this code does not know was made by newer code.

/** Every migration this code knows, in name order. */
export const CODE_MIGRATIONS: readonly string[] = Object.keys(migrations).sort();

/** The schema version this code migrates a database to. */
export const CODE_SCHEMA_VERSION = CODE_MIGRATIONS.length;

/** The migrations a database has applied (none for a new one), in name order. */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.rows.map((r) => r.name);
  } catch (err) {
    // No migration table yet: a new database. Anything else (a locked or unreadable file) is not ours to hide.
    if (/no such table|does not exist/i.test(err instanceof Error ? err.message : String(err))) return [];
    throw err;
  }
}

/** Applied migrations this code does not know: not empty means the database is newer than the code. */
export function unknownMigrations(applied: readonly string[]): string[] {
  const known = new Set(CODE_MIGRATIONS);
  return applied.filter((name) => !known.has(name));
}

/**
 * The database's schema stops the start (newer than this code, or the backup before migrating failed): a restart
 * will not mend it, so it exits as a database fault (65); main.ts prints the message alone (it says what to do).
 */
export class StartRefusal extends StartupError {
  constructor(message: string) {
    super('database', message);
    this.name = 'StartRefusal';
  }
}

/** The plain-words refusal for a database (or a backup of one) that newer code has migrated. */
export function newerSchemaMessage(what: string, unknown: readonly string[], applied: number): string {
  return (
    `${what} has schema version ${applied}, newer than this code's ${CODE_SCHEMA_VERSION}: ` +
    `it has ${unknown.length === 1 ? 'a migration' : 'migrations'} this code does not know (${unknown.join(', ')}). ` +
    'Run the newer code that made it, or restore a backup taken before that upgrade (README "Upgrading").'
  );
}

/** Refuses to start on a database newer than this code: migrating or serving it could lose data the newer code wrote. */
export async function assertSchemaNotNewer(db: AnyDb, label: string): Promise<string[]> {
  const applied = await appliedMigrations(db);
  const unknown = unknownMigrations(applied);
  if (unknown.length) throw new StartRefusal(newerSchemaMessage(`The database ${label}`, unknown, applied.length));
  return applied;
}
