import type { CreateTableBuilder, Kysely } from 'kysely';

// Pieces several migrations build tables from. Shipped migrations run them, so
// they are frozen like the migrations: a table that needs other columns
// writes them out or gets a new helper; never change what one of these adds.

/** `created_at`, `updated_at` (both required): when a row was made and last changed. */
export function timestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** The timestamps, then who made the row and who last changed it (`created_by`, `updated_by`, user ids or null). */
export function auditColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return timestamps(table).addColumn('created_by', 'text').addColumn('updated_by', 'text');
}

/** Drops the tables in the order given (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
