import { launchBrowser } from '../../tests/support/browser';
import { check, heal, startSyncReal, stopSyncReal, walk } from '../../tests/support/syncModel';
import { waitUntil } from '../../tests/e2e/pages/phone';
import { ensureBuilt, percentile, print, sized } from './support';

export const lines = ['sync_model_steps', 'sync_model_violations', 'sync_model_converge_p95_s'] as const;

/** Seeds walked, and steps each (npm test walks seed 41 for 100 steps in tests/e2e/sync-model.test.ts, and seed 7 here at smoke size). */
const SEEDS = sized([41, 7, 1234, 2026, 99], [7]);
const STEPS = Number(process.env.SYNC_MODEL_STEPS ?? sized(400, 12));

/**
 * The long run of issue 41's fault model (tests/support/syncModel.ts): each seed's walk of two phones and a server
 * process under faults, healed, then the invariants. sync_model_steps: steps run in all; sync_model_violations:
 * invariants broken (the bench fails on any, after printing); sync_model_converge_p95_s: seconds from the heal (the
 * network back, the server up) until nothing waits and both phones agree with the server.
 */
export async function run(): Promise<void> {
  ensureBuilt();
  const browser = await launchBrowser();
  let steps = 0;
  const problems: string[] = [];
  const converged: number[] = [];
  try {
    for (const seed of SEEDS) {
      const real = await startSyncReal(browser);
      try {
        const ran = await walk(real, seed, STEPS);
        steps += ran.length;
        await heal(real);
        const healed = Date.now();
        let last = { waiting: 0, problems: [] as string[] };
        await waitUntil(async () => {
          last = await check(real);
          return last.waiting === 0 && last.problems.length === 0;
        }, 60_000).catch(() => undefined);
        converged.push((Date.now() - healed) / 1000);
        problems.push(
          ...last.problems.map((p) => `seed ${seed}: ${p}`),
          ...(last.waiting ? [`seed ${seed}: ${last.waiting} still waiting`] : []),
        );
        console.error(`  seed ${seed}: ${ran.length} steps, ${real.seen.size} actions, converged in ${converged.at(-1)?.toFixed(1)} s`);
      } finally {
        await stopSyncReal(real);
      }
    }
  } finally {
    await browser.close();
  }
  print('sync_model_steps', steps, 'steps');
  print('sync_model_violations', problems.length, 'violations');
  print('sync_model_converge_p95_s', percentile(converged, 95), 's');
  if (problems.length) throw new Error(`the fault model found ${problems.length} violations:\n${problems.join('\n')}`);
}
