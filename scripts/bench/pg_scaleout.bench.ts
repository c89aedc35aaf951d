import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { runMultiProcessPush } from '../soak/multiProcess';
import { benchPostgres } from './pgSupport';
import { print, sized } from './support';

const pinned = process.env.BENCH_PG_PIN === '1';
export const lines = pinned
  ? ['pg_actions_per_s_1proc', 'pg_actions_per_s_2proc', 'pg_scaleout_ratio', 'pg_scaleout_ratio_pinned']
  : ['pg_actions_per_s_1proc', 'pg_actions_per_s_2proc', 'pg_scaleout_ratio'];

const ACTIONS = Number(process.env.BENCH_PG_ACTIONS ?? sized(3000, 80));
const CLIENTS = 8;
const ROUNDS = sized(2, 1);

/**
 * pg_actions_per_s_1proc / _2proc: offline actions (factory exports, batches of
 * 10, 8 clients in all) pushed over HTTP to one server process, then to two
 * processes sharing one PostgreSQL database (each batch to one of them), same
 * cluster, same run; best of two rounds each. pg_scaleout_ratio: two over one.
 * The load generator (this process, 8 clients over HTTP) is a process of its own, apart from the servers (child
 * processes). BENCH_PG_PIN=1 also runs the rounds with this process pinned to CPU 0 and the servers to the other
 * CPUs (`taskset`; PostgreSQL unpinned): pg_scaleout_ratio_pinned. On 2 CPUs that leaves one CPU for two servers.
 */
export async function run(): Promise<void> {
  const pg = await benchPostgres(lines);
  if (!pg) return;
  try {
    const ratio = async (serverCpus?: string) => {
      const rates: Record<1 | 2, number[]> = { 1: [], 2: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const processes of [1, 2] as const) {
          const database = await pg.newDatabase();
          try {
            const report = await runMultiProcessPush({
              databaseUrl: database.url,
              processes,
              actions: ACTIONS,
              sendToAll: false,
              clients: CLIENTS,
              serverCpus,
            });
            if (report.notStoredOnce.length || report.notAppliedOnce.length || report.notAcknowledged.length)
              throw new Error(`${processes} process(es): not every action applied once`);
            rates[processes].push(report.actions / report.seconds);
            console.error(
              `  ${serverCpus ? `pinned (servers on CPU ${serverCpus}), ` : ''}round ${round + 1}, ${processes} process(es): ${(report.actions / report.seconds).toFixed(0)} actions/s`,
            );
          } finally {
            await database.drop();
          }
        }
      }
      return { one: Math.max(...rates[1]), two: Math.max(...rates[2]) };
    };
    const { one, two } = await ratio();
    print('pg_actions_per_s_1proc', Math.round(one), 'actions/s');
    print('pg_actions_per_s_2proc', Math.round(two), 'actions/s');
    print('pg_scaleout_ratio', two / one, 'ratio', { min: 1.6 });
    if (pinned) {
      const cpus = os.availableParallelism();
      // This process (every thread of it) on CPU 0, the servers on the rest.
      const pin = spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
      if (pin.status !== 0 || cpus < 2) throw new Error('BENCH_PG_PIN=1 needs taskset and 2 CPUs or more');
      const p = await ratio(cpus === 2 ? '1' : `1-${cpus - 1}`);
      console.error(`  pinned: 1 process ${Math.round(p.one)} actions/s, 2 processes ${Math.round(p.two)} actions/s`);
      print('pg_scaleout_ratio_pinned', p.two / p.one, 'ratio', { min: 1.6 });
    }
  } finally {
    await pg.stop();
  }
}
