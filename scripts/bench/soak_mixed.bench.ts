import { runMixedSoak, type Kind } from '../soak/mixed';
import { percentile, print, sized } from './support';

const KINDS: Kind[] = ['push', 'pull', 'admin_list', 'dashboard', 'lookup'];
export const lines = [
  'soak_mixed_generate_s',
  'soak_mixed_minutes',
  ...KINDS.flatMap((kind) => ['p99_ms_start', 'p99_ms_end', 'p50_ms', 'requests'].map((figure) => `soak_mixed_${kind}_${figure}`)),
  ...[
    'rss_mb_idle',
    'rss_mb_start',
    'rss_mb_end',
    'rss_mb_max',
    'db_mb_start',
    'db_mb_end',
    'wal_mb_start',
    'wal_mb_end',
    'wal_mb_max',
  ].map((figure) => `soak_mixed_${figure}`),
  'soak_mixed_actions',
  'soak_mixed_rejected',
  'soak_mixed_requests',
  'soak_mixed_errors',
  'soak_mixed_bounded',
];

// Smoke: 10 seconds on 20,000 items (the same 300 outlets, about 60 items each).
const MINUTES = Number(process.env.SOAK_MINUTES ?? sized(30, 1 / 6));
const ITEMS = Number(process.env.SOAK_ITEMS ?? sized(1_000_000, 20_000));

/**
 * The mixed soak (issue 21): SOAK_MINUTES (default 30) of pushes, pulls, admin
 * reads and lookups from a dozen simulated devices against the real server (a
 * child process) on 1M items. p99 per kind over the first and the last window
 * (5 minutes, or a third of a shorter run), the server's resident memory after
 * warm-up / at the end / at most, the database and WAL sizes, and a verdict:
 * bounded when the end RSS is within 25 % of the warm RSS, every end p99 within
 * 2x its start (plus 10 ms, so a 3 ms p99 does not fail on one slow request on
 * a shared machine), and the WAL stays under 64 MB (it is checkpointed).
 */
export async function run(): Promise<void> {
  const report = await runMixedSoak({ minutes: MINUTES, items: ITEMS, log: (line) => console.error(line) });
  const window = Math.min(5 * 60_000, report.durationMs / 3);
  const warm = Math.min(2 * 60_000, report.durationMs / 6);
  const end = report.durationMs - window;
  print('soak_mixed_generate_s', report.generateSeconds, 's');
  print('soak_mixed_minutes', report.durationMs / 60_000, 'min');
  let latencyBounded = true;
  for (const kind of KINDS) {
    const of = report.latencies.filter((l) => l.kind === kind);
    const first = of.filter((l) => l.t < window).map((l) => l.ms);
    const last = of.filter((l) => l.t >= end).map((l) => l.ms);
    const p99Start = percentile(first, 99);
    const p99End = percentile(last, 99);
    if (!(p99End <= 2 * p99Start + 10)) latencyBounded = false;
    print(`soak_mixed_${kind}_p99_ms_start`, p99Start, 'ms');
    print(`soak_mixed_${kind}_p99_ms_end`, p99End, 'ms');
    print(
      `soak_mixed_${kind}_p50_ms`,
      percentile(
        of.map((l) => l.ms),
        50,
      ),
      'ms',
    );
    print(`soak_mixed_${kind}_requests`, of.length, 'requests');
  }
  const samples = report.samples;
  const warmRss = (samples.find((s) => s.t >= warm) ?? samples[0])!.rssMb;
  const last = samples[samples.length - 1]!;
  const first = samples[0]!;
  const maxRss = Math.max(...samples.map((s) => s.rssMb));
  const maxWal = Math.max(...samples.map((s) => s.walMb));
  print('soak_mixed_rss_mb_idle', report.idleRssMb, 'MB');
  print('soak_mixed_rss_mb_start', warmRss, 'MB');
  print('soak_mixed_rss_mb_end', last.rssMb, 'MB');
  print('soak_mixed_rss_mb_max', maxRss, 'MB');
  print('soak_mixed_db_mb_start', first.dbMb, 'MB');
  print('soak_mixed_db_mb_end', last.dbMb, 'MB');
  print('soak_mixed_wal_mb_start', first.walMb, 'MB');
  print('soak_mixed_wal_mb_end', last.walMb, 'MB');
  print('soak_mixed_wal_mb_max', maxWal, 'MB');
  print('soak_mixed_actions', report.actions, 'actions');
  print('soak_mixed_rejected', report.rejected, 'actions');
  print('soak_mixed_requests', report.latencies.length, 'requests');
  print('soak_mixed_errors', report.errors, 'requests');
  const bounded = report.errors === 0 && last.rssMb <= 1.25 * warmRss && latencyBounded && maxWal < 64;
  print('soak_mixed_bounded', bounded ? 1 : 0, 'bool');
}
