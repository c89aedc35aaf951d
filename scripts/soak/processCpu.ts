import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// CPU seconds of other processes, from /proc (Linux): the servers a bench starts, and PostgreSQL's.

const TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** utime, stime, cutime, cstime of a process (seconds), or zeros once it is gone. */
function times(pid: number): { own: number; reaped: number; ppid: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis (a command may hold spaces): state is the first.
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const at = (field: number) => (f[field - 3] ?? 0) / TICKS_PER_S;
    return { own: at(14) + at(15), reaped: at(16) + at(17), ppid: f[1] ?? 0 };
  } catch {
    return { own: 0, reaped: 0, ppid: 0 };
  }
}

/** The CPU seconds a process has used. */
export const processCpuSeconds = (pid: number): number => times(pid).own;

/**
 * The CPU seconds of a process and its children, the live ones and those it has reaped (PostgreSQL's postmaster:
 * its backends and background workers).
 */
export function treeCpuSeconds(root: number): number {
  const rootTimes = times(root);
  let total = rootTimes.own + rootTimes.reaped;
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === root) continue;
    const t = times(pid);
    if (t.ppid === root) total += t.own;
  }
  return total;
}
