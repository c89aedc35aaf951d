import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { runMultiProcessPush } from '../soak/multiProcess';
import { benchPostgres } from './pgSupport';
import { statementsPerPush } from './pgStatements';
import { print, sized } from './support';

const pinned = process.env.BENCH_PG_PIN === '1';
const common = [
  'pg_actions_per_s_1proc',
  'sqlite_actions_per_s_1proc',
  'pg_share_of_sqlite_actions',
  'pg_statements_per_push_50',
  'pg_actions_per_s_2proc',
  'pg_scaleout_ratio',
] as const;
export const lines = pinned ? [...common, 'pg_scaleout_ratio_pinned'] : common;

const ACTIONS = Number(process.env.BENCH_PG_ACTIONS ?? sized(3000, 100));
// The PWA's push size (pwa/data/sync: batches of 50); BENCH_PG_BATCH=10 gives the size this bench used before issue 46.
const BATCH = Number(process.env.BENCH_PG_BATCH ?? 50);
const CLIENTS = 8;
const ROUNDS = sized(2, 1);

type Run = 'sqlite' | 1 | 2;

/**
 * pg_actions_per_s_1proc / _2proc: offline actions (factory exports, batches of
 * 50, 8 clients in all) pushed over HTTP to one server process, then to two
 * processes sharing one PostgreSQL database (each batch to one of them), same
 * cluster, same run; best of two rounds each. pg_scaleout_ratio: two over one.
 * sqlite_actions_per_s_1proc: the same load generator against one process on a SQLite file, in the same rounds;
 * pg_share_of_sqlite_actions: PostgreSQL's one-process rate over it. pg_statements_per_push_50: the round trips of one
 * push of 50 actions, counted on the connection (pgStatements.ts).
 * The load generator (this process, 8 clients over HTTP) is a process of its own, apart from the servers (child
 * processes). BENCH_PG_PIN=1 also runs the rounds with this process pinned to CPU 0 and the servers to the other
 * CPUs (`taskset`; PostgreSQL unpinned): pg_scaleout_ratio_pinned. On 2 CPUs that leaves one CPU for two servers.
 */
export async function run(): Promise<void> {
  const pg = await benchPostgres(lines);
  if (!pg) return;
  try {
    const ratio = async (runs: Run[], serverCpus?: string) => {
      const rates: Record<Run, number[]> = { sqlite: [], 1: [], 2: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const processes of runs) {
          const database = processes === 'sqlite' ? undefined : await pg.newDatabase();
          try {
            const report = await runMultiProcessPush({
              databaseUrl: database?.url,
              processes: processes === 'sqlite' ? 1 : processes,
              actions: ACTIONS,
              batchSize: BATCH,
              sendToAll: false,
              clients: CLIENTS,
              serverCpus,
            });
            if (report.notStoredOnce.length || report.notAppliedOnce.length || report.notAcknowledged.length)
              throw new Error(`${processes}: not every action applied once`);
            rates[processes].push(report.actions / report.seconds);
            const what = processes === 'sqlite' ? '1 process on SQLite' : `${processes} process(es)`;
            console.error(
              `  ${serverCpus ? `pinned (servers on CPU ${serverCpus}), ` : ''}round ${round + 1}, ${what}: ${(report.actions / report.seconds).toFixed(0)} actions/s`,
            );
          } finally {
            await database?.drop();
          }
        }
      }
      const best = (run: Run) => (rates[run].length ? Math.max(...rates[run]) : NaN);
      return { sqlite: best('sqlite'), one: best(1), two: best(2) };
    };
    const { sqlite, one, two } = await ratio(['sqlite', 1, 2]);
    const counted = await pg.newDatabase();
    try {
      print('pg_statements_per_push_50', await statementsPerPush(counted.url, 50), 'statements');
    } finally {
      await counted.drop();
    }
    console.error(`  pushes of ${BATCH} over HTTP, ${CLIENTS} clients, ${ACTIONS} factory exports a run`);
    print('pg_actions_per_s_1proc', Math.round(one), 'actions/s');
    print('sqlite_actions_per_s_1proc', Math.round(sqlite), 'actions/s');
    print('pg_share_of_sqlite_actions', one / sqlite, 'ratio', { min: 0.5 });
    print('pg_actions_per_s_2proc', Math.round(two), 'actions/s');
    print('pg_scaleout_ratio', two / one, 'ratio', { min: 1.6 });
    if (pinned) {
      const cpus = os.availableParallelism();
      // This process (every thread of it) on CPU 0, the servers on the rest.
      const pin = spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
      if (pin.status !== 0 || cpus < 2) throw new Error('BENCH_PG_PIN=1 needs taskset and 2 CPUs or more');
      const p = await ratio([1, 2], cpus === 2 ? '1' : `1-${cpus - 1}`);
      console.error(`  pinned: 1 process ${Math.round(p.one)} actions/s, 2 processes ${Math.round(p.two)} actions/s`);
      print('pg_scaleout_ratio_pinned', p.two / p.one, 'ratio', { min: 1.6 });
    }
  } finally {
    await pg.stop();
  }
}
