import { fillSqlite, timeTotals } from './dashboardData';
import { sized, tempDatabase } from './support';

export const lines = ['dashboard_p95_ms', 'dashboard_p50_ms', 'total_screens_p95_ms'] as const;

const ROWS = Number(process.env.BENCH_ITEMS ?? sized(1_000_000, 5_000));
const RUNS = sized(200, 4);
/** Runs of each total screen. */
const SCREEN_RUNS = sized(20, 1);

/**
 * dashboard_p95_ms: the Home/Dashboard totals (status, sold, active and
 * expiring warranties; overall, per type, per outlet) through the real service,
 * over 1M generated items, unfiltered and filtered by type and outlet.
 * total_screens_p95_ms: Total Warehouse / Inventory / Exportation, without dates,
 * over 30 days, 12 months and mid-month to mid-month, and for an outlet
 * (dashboardData.ts, timeTotals).
 */
export async function run(): Promise<void> {
  const database = await tempDatabase();
  try {
    const started = performance.now();
    const now = Date.now();
    const sellerIds = await fillSqlite(database, ROWS, now);
    console.error(`generated ${ROWS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await timeTotals(database.db, sellerIds, now, { runs: RUNS, screenRuns: SCREEN_RUNS });
  } finally {
    await database.dispose();
  }
}
