import { CompiledQuery, sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './dialect';
import type { Db } from './index';
import type { Database } from './schema';

// A pushed batch's writes with as few round trips, and as little JavaScript, as the engine allows
// (issue 46). PostgreSQL: each table's rows in one statement (a multi-row INSERT, `UPDATE … FROM
// unnest(…)`), and writes nothing in the batch reads before commit joined into one statement as
// data-modifying WITH queries. SQLite: a statement per row, run one after another (in-process calls,
// not round trips; it has no data-modifying WITH), each shape's SQL built and compiled by Kysely once
// per process and then run with the row's values (the statement cache keeps it prepared).

type Value = string | number | null;
/** A row: its columns' values by name. */
export type Row = Record<string, Value>;

/** A write run for its effect only. On PostgreSQL a Kysely query (joined into one statement by writeBatch). */
export type Write = Compilable & { execute(): Promise<unknown> };

type Table = keyof Database & string;
// The tables alike: Kysely types one table's rows, not a choice of tables.
const anyTable = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

/** SQL text by the shape it was compiled for; bounded (shapes are few: tables × sets of columns). */
const compiledSql = new Map<string, string>();

/**
 * `build()` compiled once per `shape` (SQLite), then its SQL run with `params`: the same values, in the same order,
 * as `build()` binds. Checked when first compiled; a shape whose parameters differ is not kept (always built).
 */
function compiledOnce(db: Db, shape: string, params: Value[], build: () => Compilable): CompiledQuery {
  const known = compiledSql.get(shape);
  if (known !== undefined) return CompiledQuery.raw(known, params);
  const query = build().compile();
  if (query.parameters.length === params.length && query.parameters.every((p, i) => p === params[i])) {
    if (compiledSql.size >= 500) compiledSql.clear();
    compiledSql.set(shape, query.sql);
  }
  return query;
}

const shapeOf = (row: Row, except?: string) =>
  Object.keys(row)
    .filter((c) => c !== except)
    .sort();

/** Rows inserted into `table` (each with the same columns), with an optional ON CONFLICT … DO UPDATE (`upsert`). */
export function insertRows(
  db: Db,
  table: Table,
  rows: Row[],
  upsert?: { columns: string[]; set: Record<string, RawBuilder<unknown>> },
): Write[] {
  if (!rows.length) return [];
  const insert = (values: Row[]) => {
    const q = anyTable(db).insertInto(table).values(values);
    // The set's expressions are SQL (`excluded.…`), which the loose table type cannot check.
    return upsert ? q.onConflict((oc) => oc.columns(upsert.columns).doUpdateSet(upsert.set as Record<string, never>)) : q;
  };
  if (isPostgres(db)) {
    const writes: Write[] = [];
    // At most 65,535 bound parameters a statement: 500 rows stay far below it.
    for (let i = 0; i < rows.length; i += 500) writes.push(insert(rows.slice(i, i + 500)));
    return writes;
  }
  const columns = shapeOf(rows[0] as Row);
  const shape = JSON.stringify(['insert', table, columns, upsert?.columns ?? null, Object.keys(upsert?.set ?? {})]);
  return [
    {
      compile: () => insert(rows).compile(),
      async execute() {
        for (const row of rows) {
          const ordered = Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
          await db.executeQuery(compiledOnce(db, shape, Object.values(ordered), () => insert([ordered])));
        }
      },
    },
  ];
}

/** An UPDATE answering the rows it wrote. */
type RowsUpdate = () => Promise<Row[]>;

const arrayType = (values: Value[]) =>
  !values.some((v) => typeof v === 'number') ? 'text' : values.every((v) => v === null || Number.isInteger(v)) ? 'int8' : 'float8';

/** PostgreSQL: the rows of one set of columns in one statement. A column null in every row is set to null as SQL (an array of nulls carries no type to assign from). */
function unnestUpdate(table: Table, key: string, columns: string[], group: Row[]): RawBuilder<Row> {
  const given = columns.filter((c) => group.some((row) => row[c] !== null && row[c] !== undefined));
  const arrays = [key, ...given].map((c) => {
    const values = group.map((row) => row[c] ?? null);
    return sql`${values}::${sql.raw(arrayType(values))}[]`;
  });
  const sets = columns.map((c) => (given.includes(c) ? sql`${sql.ref(c)} = v.${sql.ref(c)}` : sql`${sql.ref(c)} = null`));
  return sql<Row>`update ${sql.table(table)} as t set ${sql.join(sets)}
    from unnest(${sql.join(arrays)}) as v(${sql.join([key, ...given].map((c) => sql.ref(c)))})
    where t.${sql.ref(key)} = v.${sql.ref(key)} returning t.*`;
}

/** The rows grouped by the columns they set: PostgreSQL's statements; SQLite runs each row's. */
function rowsUpdates(db: Db, table: Table, key: string, rows: Row[]): { statements: Array<RawBuilder<Row>>; perRow: RowsUpdate[] } {
  const groups = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const columns = shapeOf(row, key);
    const id = columns.join(',');
    const group = groups.get(id) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  if (isPostgres(db)) return { statements: [...groups.values()].map((g) => unnestUpdate(table, key, g.columns, g.rows)), perRow: [] };
  const perRow = [...groups.values()].map(({ columns, rows: group }): RowsUpdate => {
    const shape = JSON.stringify(['update', table, key, columns]);
    return async () => {
      const out: Row[] = [];
      for (const row of group) {
        const set = Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
        const build = () =>
          anyTable(db)
            .updateTable(table)
            .set(set)
            .where(key, '=', row[key] ?? null)
            .returningAll();
        const { rows: written } = await db.executeQuery<Row>(compiledOnce(db, shape, [...Object.values(set), row[key] ?? null], build));
        if (written[0]) out.push(written[0]);
      }
      return out;
    };
  });
  return { statements: [], perRow };
}

/**
 * Runs `writes` (each for its effect) and sets the rows of `table` to `rows` (matched on `key`; each row once, its
 * columns as given), answering those rows as the table then holds them. PostgreSQL: all of it one statement, the
 * writes as data-modifying WITH queries (each executed once, to completion, whatever the main query reads); the
 * writes and the updates must not touch the same rows. SQLite: one after another, the writes first.
 */
export async function writeBatch<R>(db: Db, writes: Write[], update: { table: Table; key: string; rows: Row[] }): Promise<R[]> {
  const { statements, perRow } = rowsUpdates(db, update.table, update.key, update.rows);
  if (!isPostgres(db)) {
    for (const write of writes) await write.execute();
    const out: Row[] = [];
    for (const run of perRow) out.push(...(await run()));
    return out as R[];
  }
  const ctes = [
    ...writes.map((write, i) => sql`${sql.id(`w${i}`)} as (${write})`),
    ...statements.map((statement, i) => sql`${sql.id(`u${i}`)} as (${statement})`),
  ];
  if (!ctes.length) return [];
  const main = statements.length
    ? sql.join(
        statements.map((_s, i) => sql`select * from ${sql.id(`u${i}`)}`),
        sql` union all `,
      )
    : sql`select 1`;
  const { rows } = await sql<R>`with ${sql.join(ctes)} ${main}`.execute(db);
  return statements.length ? rows : [];
}

/** Writes nothing reads before commit, in one statement on PostgreSQL (writeBatch's WITH), one after another on SQLite. */
export async function writeTogether(db: Db, writes: Write[]): Promise<void> {
  if (writes.length === 1) await writes[0]?.execute();
  else if (writes.length) await writeBatch(db, writes, { table: 'items', key: 'id', rows: [] });
}
