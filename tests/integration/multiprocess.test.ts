import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMultiProcessPush, type MultiProcessOptions, type MultiProcessReport } from '../../scripts/soak/multiProcess';
import { newTestDatabase, onPostgres } from '../support/server';

/** Pushes through two server processes on a database of their own, dropped afterwards. */
async function pushToTwoProcesses(options: Omit<MultiProcessOptions, 'databaseUrl' | 'processes'>): Promise<MultiProcessReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-multi-db-'));
  const database = await newTestDatabase(dir);
  try {
    return await runMultiProcessPush({ databaseUrl: database.config.databaseUrl as string, processes: 2, ...options });
  } finally {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// PostgreSQL only (integration-pg): two server processes on one database,
// 1,000 offline actions, every batch pushed to both processes in a different
// random order, so each id reaches the server twice, often at the same moment.
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  it('apply each of 1,000 actions exactly once, with one audit row each', async () => {
    const report = await pushToTwoProcesses({
      actions: 1000,
      sendToAll: true,
      clients: 8,
    });
    expect(report.actions).toBe(1000);
    expect(report.notStoredOnce).toEqual([]);
    expect(report.notAppliedOnce).toEqual([]);
    expect(report.notAcknowledged).toEqual([]);
    expect(report.auditRows).toBe(1000);
    expect(report.quantityOk).toBe(true);
  }, 180_000);

  it('apply exactly one of two rival actions on one item pushed to both processes at once', async () => {
    const report = await pushToTwoProcesses({
      actions: 400,
      sendToAll: false,
      rivals: true,
      clients: 8,
    });
    expect(report.actions).toBe(800);
    // Each item left the factory once: one of its two exports applied, the other refused for the state.
    expect(report.serialsNotAppliedOnce).toEqual([]);
    expect(report.notStoredOnce).toEqual([]);
    expect(report.auditRows).toBe(400);
    expect(report.quantityOk).toBe(true);
  }, 180_000);
});
