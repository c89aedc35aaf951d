// USB and Bluetooth scanners are keyboards: they type the code very fast and
// press Enter. Humans type slower. We only need the distinction to label a
// scan's source; both paths go through the same validation.
export const WEDGE_MAX_GAP_MS = 50;

export type ScanSource = 'scanner' | 'manual' | 'camera';

export function classifyTyping(times: readonly number[], maxGapMs = WEDGE_MAX_GAP_MS): ScanSource {
  if (times.length < 3) return 'manual';
  const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  return median <= maxGapMs ? 'scanner' : 'manual';
}
