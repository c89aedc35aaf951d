// The one snake_case ↔ camelCase mapping (docs/decisions.md, "One snake/camel
// mapping"): columns are snake_case, GraphQL fields and shared types camelCase.
// A row leaves the server as camelRow(row) plus what is not a rename (a
// boolean from 0/1, parsed JSON, a derived field); a secret column is taken
// out before, never left for GraphQL to drop.

/** `label_offset_top_mm` → `labelOffsetTopMm`, as a type. */
export type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : S;

/** `labelOffsetTopMm` → `label_offset_top_mm`, as a type. */
export type SnakeKey<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeKey<Tail>}`
  : S;

/** A row with its columns named as GraphQL names them. */
export type Camel<R> = { [K in keyof R as K extends string ? CamelKey<K> : never]: R[K] };

// Column names are the schema's (finite): each is converted once.
const camelKeys = new Map<string, string>();
const snakeKeys = new Map<string, string>();

export function camelKey(column: string): string {
  let key = camelKeys.get(column);
  if (key === undefined) camelKeys.set(column, (key = column.replace(/_(.)/g, (_m, c: string) => c.toUpperCase())));
  return key;
}

/** A field's column (a sort field's: typed, so a field with no column of that name does not compile). */
export function snakeKey<F extends string>(field: F): SnakeKey<F> {
  let column = snakeKeys.get(field);
  if (column === undefined) snakeKeys.set(field, (column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  return column as SnakeKey<F>;
}

/**
 * The row with camelCase keys, values as stored, and `extra` over them: what is not a rename (a boolean from 0/1,
 * parsed JSON, a derived or renamed field), given here rather than spread after: a key added after the spread of a
 * wide row cost 1.8 µs an item, ten times the copy.
 */
export function camelRow<R extends object, E extends object = object>(row: R, extra?: E): Omit<Camel<R>, keyof E> & E {
  const out = shapeOf(row as Record<string, unknown>).copy(row as Record<string, unknown>);
  return (extra ? Object.assign(out, extra) : out) as Omit<Camel<R>, keyof E> & E;
}

/** The named columns of the row, with camelCase keys. */
export function camelPick<R extends object, C extends keyof R & string>(row: R, columns: readonly C[]): Camel<Pick<R, C>> {
  const out: Record<string, unknown> = {};
  for (const column of columns) out[camelKey(column)] = row[column];
  return out as Camel<Pick<R, C>>;
}

// A whole row is copied by a function made once per set of columns (the rows of one query share it): the items pull
// presents every row it sends, and a loop of keyed stores took 0.7 µs an item of 36 columns, this 0.1 µs.
interface Shape {
  columns: string[];
  copy: (row: Record<string, unknown>) => Record<string, unknown>;
}
const shapes = new Map<string, Shape>();
let lastShape: Shape | undefined;

function shapeOf(row: Record<string, unknown>): Shape {
  const shape = lastShape;
  if (shape) {
    let i = 0;
    for (const column in row) if (shape.columns[i++] !== column) return (lastShape = knownShape(row));
    if (i === shape.columns.length) return shape;
  }
  return (lastShape = knownShape(row));
}

function knownShape(row: Record<string, unknown>): Shape {
  const columns = Object.keys(row);
  const signature = columns.join(',');
  let shape = shapes.get(signature);
  if (!shape) {
    // Column names come from the database's rows; JSON.stringify makes each a string literal, whatever it holds.
    const fields = columns.map((c) => `${JSON.stringify(camelKey(c))}: row[${JSON.stringify(c)}]`).join(',\n');
    shape = { columns, copy: new Function('row', `return {\n${fields}\n};`) as Shape['copy'] };
    shapes.set(signature, shape);
  }
  return shape;
}
