import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../scripts/soak/soak';
import { newTestDatabase } from '../support/server';

// The small size of the kill -9 soak (the full one, 1,000 actions from 5 devices
// and 20 kills, runs in `npm run bench`). Each restart of the server child costs
// about 4 s on these machines, which bounds how many kills fit in a test.
// In the integration-pg project the server children share a PostgreSQL database.
describe('kill -9 soak (small)', () => {
  it('keeps every acknowledged action exactly once across SIGKILLs, and the database intact', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-soak-db-'));
    const database = await newTestDatabase(dir);
    try {
      const report = await runSoak({ actions: 80, devices: 3, kills: 2, databaseUrl: database.config.databaseUrl });
      expect(report.kills).toBe(2);
      expect(report.acknowledged).toBe(80);
      expect(report.missing).toEqual([]);
      expect(report.duplicated).toEqual([]);
      expect(report.notApplied).toEqual([]);
      expect(report.integrity).toBe('ok');
      expect(report.quantityOk).toBe(true);
    } finally {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
