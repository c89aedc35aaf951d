import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPullDuringPush } from '../../scripts/soak/pullDuringPush';
import { newTestDatabase, onPostgres } from '../support/server';

// PostgreSQL only (integration-pg): two server processes apply pushes side by
// side, so change numbers commit out of order, while four pullers pull items by
// checkpoint over HTTP from both. No pull may pass a number whose transaction
// is still open: each replica must end identical to the database's stock.
describe.skipIf(!onPostgres)('pulls while two server processes apply pushes', () => {
  it('never skip a change: every replica ends identical to the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-pullrace-db-'));
    const database = await newTestDatabase(dir);
    try {
      const report = await runPullDuringPush({ databaseUrl: database.config.databaseUrl as string, items: 450 });
      expect(report.actions).toBe(750);
      // The pulls raced the pushes (not all made after them).
      expect(report.pullsDuringPush).toBeGreaterThan(20);
      expect(report.differences).toEqual([[], [], [], []]);
    } finally {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
