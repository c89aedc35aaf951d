import type SQLite from 'better-sqlite3';

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query, and SQLite
 * compiles the statement each time: on the action path that was about a third
 * of the CPU. Queries are parameterized, so the same text recurs; this keeps
 * compiled statements by text (bounded, least-recently-used) and hands Kysely
 * the same object. Safe because Kysely runs one query at a time on the
 * connection and we never stream (a statement still iterating would be busy).
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
