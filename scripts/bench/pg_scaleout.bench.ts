import { runMultiProcessPush } from '../soak/multiProcess';
import { benchPostgres } from './pgSupport';
import { print, sized } from './support';

export const lines = ['pg_actions_per_s_1proc', 'pg_actions_per_s_2proc', 'pg_scaleout_ratio'] as const;

const ACTIONS = Number(process.env.BENCH_PG_ACTIONS ?? sized(3000, 80));
const CLIENTS = 8;
const ROUNDS = sized(2, 1);

/**
 * pg_actions_per_s_1proc / _2proc: offline actions (factory exports, batches of
 * 10, 8 clients in all) pushed over HTTP to one server process, then to two
 * processes sharing one PostgreSQL database (each batch to one of them), same
 * cluster, same run; best of two rounds each. pg_scaleout_ratio: two over one.
 */
export async function run(): Promise<void> {
  const pg = await benchPostgres(lines);
  if (!pg) return;
  try {
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
          });
          if (report.notStoredOnce.length || report.notAppliedOnce.length || report.notAcknowledged.length)
            throw new Error(`${processes} process(es): not every action applied once`);
          rates[processes].push(report.actions / report.seconds);
          console.error(`  round ${round + 1}, ${processes} process(es): ${(report.actions / report.seconds).toFixed(0)} actions/s`);
        } finally {
          await database.drop();
        }
      }
    }
    const one = Math.max(...rates[1]);
    const two = Math.max(...rates[2]);
    print('pg_actions_per_s_1proc', Math.round(one), 'actions/s');
    print('pg_actions_per_s_2proc', Math.round(two), 'actions/s');
    print('pg_scaleout_ratio', two / one, 'ratio');
  } finally {
    await pg.stop();
  }
}
