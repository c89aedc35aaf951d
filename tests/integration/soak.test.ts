import { describe, expect, it } from 'vitest';
import { runSoak } from '../../scripts/soak/soak';

// The small size of the kill -9 soak (the full one, 1,000 actions from 5 devices
// and 20 kills, runs in `npm run bench`). Each restart of the server child costs
// about 4 s on these machines, which bounds how many kills fit in a test.
describe('kill -9 soak (small)', () => {
  it('keeps every acknowledged action exactly once across SIGKILLs, and the file intact', async () => {
    const report = await runSoak({ actions: 80, devices: 3, kills: 2 });
    expect(report.kills).toBe(2);
    expect(report.acknowledged).toBe(80);
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.notApplied).toEqual([]);
    expect(report.integrity).toBe('ok');
    expect(report.quantityOk).toBe(true);
  }, 120_000);
});
