import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { runMultiProcessPush } from '../soak/multiProcess';
import { benchPostgres, ownCluster } from './pgSupport';
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
// The cost model needs PostgreSQL's CPU, read from the processes of the cluster the bench starts.
const model = ownCluster() ? (['pg_app_cpu_us_per_action', 'pg_db_cpu_us_per_action', 'pg_predicted_scaleout_2cores'] as const) : [];
export const lines = [...common, ...model, ...(pinned ? ['pg_scaleout_ratio_pinned'] : [])];

const ACTIONS = Number(process.env.BENCH_PG_ACTIONS ?? sized(3000, 100));
// The PWA's push size (pwa/data/sync: batches of 50); BENCH_PG_BATCH=10 gives the size this bench used before issue 46.
const BATCH = Number(process.env.BENCH_PG_BATCH ?? 50);
const CLIENTS = 8;
const ROUNDS = sized(2, 1);

type Run = 'sqlite' | 1 | 2;

/** CPU µs an action: a server process's, the load generator's, PostgreSQL's (undefined: not read). */
interface ActionCpu {
  app: number;
  loadGenerator: number;
  database: number | undefined;
}

/**
 * The cost model (issue 46): on `cores` cores shared by everything, `processes` server processes apply at most
 * min(processes / app, cores / (app + load generator + database)) actions a µs: each process is one thread of
 * JavaScript, and all of them, PostgreSQL and the load generator share the cores. Waits (locks on shared counter
 * rows, the disk) are outside it: a measured rate below the model is that, or other work on the machine.
 */
const predicted = (cpu: ActionCpu, processes: number, cores: number) =>
  Math.min(processes / cpu.app, cores / (cpu.app + cpu.loadGenerator + (cpu.database ?? 0))) * 1e6;

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
      const cpus: Record<Run, ActionCpu[]> = { sqlite: [], 1: [], 2: [] };
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
              databaseCpu: processes === 'sqlite' ? undefined : pg.cpuSeconds,
            });
            if (report.notStoredOnce.length || report.notAppliedOnce.length || report.notAcknowledged.length)
              throw new Error(`${processes}: not every action applied once`);
            rates[processes].push(report.actions / report.seconds);
            const perAction = (seconds: number) => (seconds * 1e6) / report.actions;
            cpus[processes].push({
              app: perAction(report.cpu.servers),
              loadGenerator: perAction(report.cpu.loadGenerator),
              database: report.cpu.database === undefined ? undefined : perAction(report.cpu.database),
            });
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
      // The CPU of the best round: the one least disturbed by the rest of the machine.
      const bestCpu = (run: Run) => cpus[run][rates[run].indexOf(best(run))];
      return { sqlite: best('sqlite'), one: best(1), two: best(2), cpu: { sqlite: bestCpu('sqlite'), one: bestCpu(1), two: bestCpu(2) } };
    };
    const { sqlite, one, two, cpu } = await ratio(['sqlite', 1, 2]);
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
    const shown = (c: ActionCpu | undefined) =>
      c ? `app ${c.app.toFixed(0)}, load generator ${c.loadGenerator.toFixed(0)}, database ${c.database?.toFixed(0) ?? '?'} µs` : '?';
    console.error(`  CPU an action: SQLite ${shown(cpu.sqlite)}; PostgreSQL 1 process ${shown(cpu.one)}; 2 processes ${shown(cpu.two)}`);
    if (model.length && cpu.one?.database !== undefined) {
      const c = cpu.one;
      print('pg_app_cpu_us_per_action', Math.round(c.app), 'µs');
      print('pg_db_cpu_us_per_action', Math.round(c.database ?? 0), 'µs');
      const cores = os.availableParallelism();
      console.error(
        `  model on ${cores} cores: 1 process ${predicted(c, 1, cores).toFixed(0)} (measured ${one.toFixed(0)}), 2 processes ${predicted(c, 2, cores).toFixed(0)} (measured ${two.toFixed(0)}) actions/s; on 1 core: ${predicted(c, 1, 1).toFixed(0)}; 2 processes on 8 cores: ${(predicted(c, 2, 8) / predicted(c, 1, 8)).toFixed(2)}×`,
      );
      print('pg_predicted_scaleout_2cores', predicted(c, 2, 2) / predicted(c, 1, 2), 'ratio', { min: 1.6 });
    }
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
