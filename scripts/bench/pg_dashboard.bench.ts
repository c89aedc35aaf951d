import { openPostgres } from '../../server/db';
import { fillPostgres, timeTotals } from './dashboardData';
import { benchPostgres } from './pgSupport';
import { sized } from './support';

export const lines = ['pg_dashboard_p95_ms', 'pg_dashboard_p50_ms', 'pg_total_screens_p95_ms'] as const;

const ROWS = Number(process.env.BENCH_ITEMS ?? sized(1_000_000, 5_000));
const RUNS = sized(200, 4);
/** Runs of each total screen. */
const SCREEN_RUNS = sized(20, 1);

/**
 * dashboard.bench.ts on PostgreSQL: the Home/Dashboard totals and the three
 * total screens through the real services, over 1M items generated inside
 * PostgreSQL with the same shares and dates (dashboardData.ts, fillPostgres),
 * on a throwaway cluster with the default durability.
 */
export async function run(): Promise<void> {
  const pg = await benchPostgres(lines, { shared_buffers: '512MB' });
  if (!pg) return;
  const target = await pg.newDatabase();
  const database = openPostgres(target.url, { max: 4 });
  try {
    const started = performance.now();
    const now = Date.now();
    const sellerIds = await fillPostgres(database.db, ROWS, now);
    console.error(`generated ${ROWS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await timeTotals(database.db, sellerIds, now, { runs: RUNS, screenRuns: SCREEN_RUNS, prefix: 'pg_' });
  } finally {
    await database.close();
    await target.drop();
    await pg.stop();
  }
}
