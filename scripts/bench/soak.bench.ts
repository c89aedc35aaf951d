import { runSoak } from '../soak/soak';
import { print, sized } from './support';

export const lines = ['soak_acknowledged_actions', 'soak_kills', 'soak_lost_or_duplicated', 'soak_integrity_ok', 'soak_seconds'] as const;

/** The full kill -9 soak: 1,000 actions, 5 devices, 20 SIGKILLs of the server child (smoke: 40 actions, 2 devices, 1 kill). */
export async function run(): Promise<void> {
  const report = await runSoak({
    actions: sized(1000, 40),
    devices: sized(5, 2),
    kills: sized(20, 1),
    log: (line) => console.error(line),
  });
  const ok =
    report.missing.length === 0 &&
    report.duplicated.length === 0 &&
    report.notApplied.length === 0 &&
    report.integrity === 'ok' &&
    report.quantityOk;
  print('soak_acknowledged_actions', report.acknowledged, 'actions');
  print('soak_kills', report.kills, 'kills');
  print('soak_lost_or_duplicated', report.missing.length + report.duplicated.length + report.notApplied.length, 'actions');
  print('soak_integrity_ok', ok ? 1 : 0, 'bool');
  print('soak_seconds', report.seconds, 's');
}
