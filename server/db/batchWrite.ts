import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './dialect';
import type { Db } from './index';
import type { Database } from './schema';

// A pushed batch's writes with as few round trips as the engine allows (issue 46). PostgreSQL: each
// table's rows in one statement (`UPDATE … FROM unnest(…)`), and writes nothing in the batch reads
// before commit joined into one statement as data-modifying WITH queries. SQLite: the same writes
// one after another (statements there are calls within the process, not round trips, and it has no
// data-modifying WITH).

type Value = string | number | null;
/** A row's new column values, and its key. */
export type RowWrite = Record<string, Value>;

/** A write run for its effect only (an insert, an upsert, an update without returning). */
export type Write = Compilable & { execute(): Promise<unknown> };

/** An UPDATE answering the rows it wrote, on either engine. */
interface RowsUpdate {
  /** PostgreSQL: one statement for every row of the shape. */
  statement?: RawBuilder<Record<string, unknown>>;
  /** SQLite: a statement per row. */
  perRow?: Array<Compilable<Record<string, unknown>> & { executeTakeFirst(): Promise<Record<string, unknown> | undefined> }>;
}

const arrayType = (values: Value[]) =>
  !values.some((v) => typeof v === 'number') ? 'text' : values.every((v) => v === null || Number.isInteger(v)) ? 'int8' : 'float8';

/**
 * Rows of `table` set to their writes, matched on `key`: the rows grouped by the columns they set,
 * one statement per group on PostgreSQL. A column null in every row of a group is set to null as
 * SQL (an array of nulls would carry no type to assign from). Each row must appear once.
 */
function rowsUpdates(db: Db, table: keyof Database & string, key: string, rows: RowWrite[]): RowsUpdate[] {
  const groups = new Map<string, RowWrite[]>();
  for (const row of rows) {
    const shape = Object.keys(row)
      .filter((c) => c !== key)
      .sort()
      .join(',');
    groups.set(shape, [...(groups.get(shape) ?? []), row]);
  }
  return [...groups].map(([shape, group]) => {
    const columns = shape.split(',');
    if (!isPostgres(db)) {
      const any = db as unknown as Kysely<Record<string, RowWrite>>;
      return {
        perRow: group.map((row) =>
          any
            .updateTable(table)
            .set(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])))
            .where(key, '=', row[key] as Value)
            .returningAll(),
        ),
      };
    }
    const given = columns.filter((c) => group.some((row) => row[c] !== null && row[c] !== undefined));
    const arrays = [key, ...given].map((c) => {
      const values = group.map((row) => row[c] ?? null);
      return sql`${values}::${sql.raw(arrayType(values))}[]`;
    });
    const sets = columns.map((c) => (given.includes(c) ? sql`${sql.ref(c)} = v.${sql.ref(c)}` : sql`${sql.ref(c)} = null`));
    return {
      statement: sql<Record<string, unknown>>`update ${sql.table(table)} as t set ${sql.join(sets)}
        from unnest(${sql.join(arrays)}) as v(${sql.join([key, ...given].map((c) => sql.ref(c)))})
        where t.${sql.ref(key)} = v.${sql.ref(key)} returning t.*`,
    };
  });
}

/**
 * Runs `writes` (each for its effect) and sets the rows of `table` to `rows` (matched on `key`), answering those
 * rows as the table then holds them. PostgreSQL: all of it one statement, the writes as data-modifying WITH
 * queries (executed once each, to completion, whatever the main query reads); the writes and updates must not
 * touch the same rows. SQLite: one after another, the writes first.
 */
export async function writeBatch<R>(
  db: Db,
  writes: Write[],
  update: { table: keyof Database & string; key: string; rows: RowWrite[] },
): Promise<R[]> {
  const updates = rowsUpdates(db, update.table, update.key, update.rows);
  if (!isPostgres(db)) {
    for (const write of writes) await write.execute();
    const out: R[] = [];
    for (const u of updates) for (const q of u.perRow ?? []) out.push((await q.executeTakeFirst()) as R);
    return out;
  }
  const ctes = [
    ...writes.map((write, i) => sql`${sql.id(`w${i}`)} as (${write})`),
    ...updates.map((u, i) => sql`${sql.id(`u${i}`)} as (${u.statement as RawBuilder<unknown>})`),
  ];
  if (!ctes.length) return [];
  const main = updates.length
    ? sql.join(
        updates.map((_u, i) => sql`select * from ${sql.id(`u${i}`)}`),
        sql` union all `,
      )
    : sql`select 1`;
  const { rows } = await sql<R>`with ${sql.join(ctes)} ${main}`.execute(db);
  return updates.length ? rows : [];
}

/** Writes nothing reads before commit, in one statement on PostgreSQL (writeBatch's WITH), one after another on SQLite. */
export async function writeTogether(db: Db, writes: Write[]): Promise<void> {
  if (writes.length === 1) await writes[0]?.execute();
  else if (writes.length) await writeBatch(db, writes, { table: 'items', key: 'id', rows: [] });
}
