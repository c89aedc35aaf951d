import type SQLite from 'better-sqlite3';

type Run = (...args: unknown[]) => unknown;

/**
 * The process's CPU time inside better-sqlite3's statements (run, all, get: SQLite's own work, BEGIN and COMMIT
 * included) while `timing` is on, summed in µs: the SQL part of an action's cost, the rest of its CPU being
 * JavaScript. CPU, not wall time: a COMMIT's fsync waits for the disk, and a loaded machine takes the CPU away
 * mid-statement. Wraps the Statement prototype, so every statement of the process counts, however it was prepared.
 */
export function statementTimer(sqlite: SQLite.Database): { on(): void; off(): number } {
  const proto = Object.getPrototypeOf(sqlite.prepare('select 1')) as Record<'run' | 'all' | 'get', Run>;
  let spent = 0;
  let timing = false;
  for (const name of ['run', 'all', 'get'] as const) {
    const original = proto[name];
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (!timing) return original.apply(this, args);
      const started = process.cpuUsage();
      try {
        return original.apply(this, args);
      } finally {
        const used = process.cpuUsage(started);
        spent += used.user + used.system;
      }
    };
  }
  return {
    on() {
      timing = true;
    },
    off() {
      timing = false;
      const total = spent;
      spent = 0;
      return total;
    },
  };
}
