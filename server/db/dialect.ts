import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';

// The few places where SQLite and PostgreSQL need different SQL, each behind
// one small function, so no module outside server/db writes engine-specific SQL.

/** A database of any schema: the helpers here, and migrations, which see no typed schema (they run on Kysely<unknown>). */
export type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema, see above

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQLite `real` is 8 bytes; PostgreSQL `real` is 4, so floats are `double precision` there. */
export function floatType(db: AnyDb): ColumnDataType {
  return isPostgres(db) ? 'double precision' : 'real';
}

/** An integer id the database numbers: SQLite's autoincrement rowid, PostgreSQL's identity column. */
export function addAutoId<T extends string>(
  db: AnyDb,
  builder: CreateTableBuilder<T, never>,
  column = 'id',
): CreateTableBuilder<T, string> {
  return isPostgres(db)
    ? builder.addColumn(column, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Case-insensitive "contains" for a search box. SQLite's LIKE ignores ASCII
 * case, PostgreSQL's does not: lower() on both sides makes both engines agree
 * (Arabic has no case). `%`, `_` and `\` typed by the user match themselves.
 */
export function containsText(column: Expression<string | null> | string, text: string): RawBuilder<SqlBool> {
  return likeText(column, `%${escapeLike(text)}%`);
}

/** Case-insensitive "starts with" (a title-prefix search), by the same rule as containsText. */
export function startsWithText(column: Expression<string | null> | string, text: string): RawBuilder<SqlBool> {
  return likeText(column, `${escapeLike(text)}%`);
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function likeText(column: Expression<string | null> | string, pattern: string): RawBuilder<SqlBool> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`lower(${target}) like ${pattern} escape '\\'`;
}

/**
 * A column reference the planner should not use an index for (grouping only).
 * SQLite's idiom is a unary plus; PostgreSQL has no `+text` and plans
 * grouping from statistics anyway, so it gets the bare column.
 */
export function noIndexRef(db: AnyDb, column: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql.ref(column) : sql`+${sql.ref(column)}`;
}

/**
 * A condition that keeps a statement's plan serial. PostgreSQL runs a UNION ALL of two or more
 * costly branches in parallel workers (Parallel Append), whose start on a busy 2-core machine took
 * 20–60 ms where the serial plan took 2–8 ms (docs/decisions.md "Dated totals"). serial_plan()
 * (migration 0097) is declared PARALLEL UNSAFE, and one such call anywhere in a statement rules
 * out every parallel plan for it; it is a constant SQL function, inlined away after that check.
 * SQLite never plans in parallel: a constant true.
 */
export function serialPlan(db: AnyDb): RawBuilder<SqlBool> {
  return isPostgres(db) ? sql<SqlBool>`serial_plan()` : sql<SqlBool>`1`;
}

/**
 * A WITH query that the statement reads twice. PostgreSQL materializes it: one scan, and a CTE scan
 * keeps the two reads out of parallel workers, whose start-up cost 15–25 ms against 1–2 ms of work
 * for a dashboard's counters (docs/decisions.md "Dated totals"). SQLite inlines it: two plain index
 * range scans cost less than writing the rows to a temporary table and sorting them twice.
 */
export function readTwice<B extends { materialized(): B; notMaterialized(): B }>(db: AnyDb, cte: B): B {
  return isPostgres(db) ? cte.materialized() : cte.notMaterialized();
}

/**
 * Whether a write failed on a unique constraint: on PostgreSQL a concurrent
 * transaction can pass a check-then-write that SQLite's single writer makes
 * safe, and the constraint is then the one that says no.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
