import { randomUUID } from 'node:crypto';
import { actionPusher } from '../../server/modules/sync/push';
import { benchActions } from './actionsData';
import { statementTimer } from './statementTime';
import { percentile, print, sized, tempDatabase } from './support';

export const lines = [
  'server_actions_per_s',
  'server_raw_insert_per_s',
  'server_actions_share_of_raw_insert',
  'server_action_cpu_us',
  'server_action_sql_us',
  'server_action_js_us',
] as const;

const N = sized(10_000, 400);
// The PWA pushes 50 at a time; several devices push at once, so group commit (server/db/groupCommit.ts) can engage.
const BATCH = 50;
const DEVICES = 8;
// The raw reference keeps its earlier transaction size.
const RAW_BATCH = 100;
// Rounds interleave actions and raw inserts so both see the same machine load (it is shared); medians are reported.
const ROUNDS = sized(3, 1);

/**
 * server_actions_per_s: validated, permission-checked, audited actions applied
 * through actionPusher (the push mutation's command, without HTTP) as they
 * arrive from 8 devices pushing at once, each its own batches of 50 one after
 * another (the PWA's push size), on a synchronous=FULL WAL file; pushes that
 * arrive together share a transaction (group commit).
 * server_actions_share_of_raw_insert: that rate against the same count of rows
 * inserted raw with one prepared statement in transactions of 100 (the size
 * this reference always had), same process, same pragmas. So it compares a
 * real arrival pattern with a fixed raw baseline, not equal transaction sizes.
 */
export async function run(): Promise<void> {
  const database = await tempDatabase();
  const { db, sqlite } = database;
  try {
    const { user, actions } = await benchActions(db, (N / 2) * ROUNDS);
    // The raw baseline: a scratch table, one prepared insert, transactions of the same size.
    sqlite.exec('create table bench_raw (id text primary key, type text, serial_number text, payload text, created_at text)');
    const insert = sqlite.prepare('insert into bench_raw (id, type, serial_number, payload, created_at) values (?, ?, ?, ?, ?)');
    const insertMany = sqlite.transaction((rows: typeof actions) => {
      for (const a of rows) insert.run(randomUUID(), a.type, a.serialNumber, JSON.stringify(a.payload), a.createdAt);
    });
    const actionRates: number[] = [];
    const rawRates: number[] = [];
    // Per action of the rounds: the process's CPU, and the part of it inside SQLite's statements.
    const statements = statementTimer(sqlite);
    const cpuUs: number[] = [];
    const sqlUs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const slice = actions.slice(round * N, (round + 1) * N);
      const started = performance.now();
      const cpu = process.cpuUsage();
      statements.on();
      let applied = 0;
      // Device d takes every DEVICES-th pair (an item's factory export, then its export), in order.
      const devices = Array.from({ length: DEVICES }, (_, d) => slice.filter((_a, i) => Math.floor(i / 2) % DEVICES === d));
      await Promise.all(
        devices.map(async (own) => {
          for (let i = 0; i < own.length; i += BATCH) {
            const results = await actionPusher(db, { rows: own.slice(i, i + BATCH), user, reach: { kind: 'every' } });
            applied += results.filter((r) => r.status === 'applied').length;
          }
        }),
      );
      const sqlCpuUs = statements.off();
      const used = process.cpuUsage(cpu);
      if (applied !== slice.length) throw new Error(`only ${applied} of ${slice.length} actions applied`);
      actionRates.push(slice.length / ((performance.now() - started) / 1000));
      cpuUs.push((used.user + used.system) / slice.length);
      sqlUs.push(sqlCpuUs / slice.length);
      const rawStarted = performance.now();
      for (let i = 0; i < slice.length; i += RAW_BATCH) insertMany(slice.slice(i, i + RAW_BATCH));
      rawRates.push(slice.length / ((performance.now() - rawStarted) / 1000));
    }
    const actionsPerS = percentile(actionRates, 50);
    const rawPerS = percentile(rawRates, 50);
    console.error(`  rounds: actions/s ${actionRates.map(Math.round).join(', ')}; raw rows/s ${rawRates.map(Math.round).join(', ')}`);

    print('server_actions_per_s', Math.round(actionsPerS), 'actions/s');
    print('server_raw_insert_per_s', Math.round(rawPerS), 'rows/s');
    print('server_actions_share_of_raw_insert', actionsPerS / rawPerS, 'ratio', { min: 0.2 });
    // The breakdown of an action's cost (issue 46.2): CPU per action, SQLite's statements within it, JavaScript the rest.
    const cpuPerAction = percentile(cpuUs, 50);
    const sqlPerAction = percentile(sqlUs, 50);
    print('server_action_cpu_us', Math.round(cpuPerAction), 'µs');
    print('server_action_sql_us', Math.round(sqlPerAction), 'µs');
    print('server_action_js_us', Math.round(cpuPerAction - sqlPerAction), 'µs');
  } finally {
    await database.dispose();
  }
}
