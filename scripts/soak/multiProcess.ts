// Several server processes on one PostgreSQL database, offline actions pushed
// to them at once. Used by tests/integration/multiprocess.test.ts (each id sent
// to every process: applied once) and scripts/bench/pg_scaleout.bench.ts
// (each id sent to one process: actions per second).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openConfigured } from '../../server/db';
import { processCpuSeconds } from './processCpu';
import { call, countApplications, freePort, insertAdmin, ServerProcess } from './soak';

export interface MultiProcessOptions {
  /** The PostgreSQL database the processes share; undefined: one process on a SQLite file of its own (the reference). */
  databaseUrl: string | undefined;
  processes: number;
  actions: number;
  batchSize?: number;
  /** true: every batch goes to every process (in a different random order each); false: each batch to one process. */
  sendToAll: boolean;
  /** Clients pushing at the same time, in all (spread over the processes). */
  clients?: number;
  /** CPUs the server processes may run on (`taskset -c`); every CPU when undefined. */
  serverCpus?: string;
  /**
   * Two processes only: each item's factory export is pushed twice under two ids, one to each
   * process, in the same order, so rival actions on one item meet; exactly one may apply.
   */
  rivals?: boolean;
  /** The database's CPU seconds so far (its processes'), when they can be read: the report's cpu.database. */
  databaseCpu?: () => number;
}

export interface MultiProcessReport {
  actions: number;
  /** Seconds from the first push to the last answer. */
  seconds: number;
  /** CPU seconds over those seconds: the server processes', this load generator's, the database's (when given). */
  cpu: { servers: number; loadGenerator: number; database: number | undefined };
  /** Ids not stored exactly once. */
  notStoredOnce: string[];
  /** Ids without exactly one item audit row recording them. */
  notAppliedOnce: string[];
  /** Ids some answer called other than applied. */
  notAcknowledged: string[];
  auditRows: number;
  quantityOk: boolean;
  /** Serials whose actions were answered applied other than exactly once. */
  serialsNotAppliedOnce: string[];
}

function shuffle<T>(values: T[]): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const PUSH = 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id status reasonKey } } }';

export async function runMultiProcessPush(options: MultiProcessOptions): Promise<MultiProcessReport> {
  const batchSize = options.batchSize ?? 10;
  const clients = options.clients ?? 8;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-multi-'));
  const servers: ServerProcess[] = [];
  // Used only without a PostgreSQL URL: one process on its own file.
  const databaseFile = path.join(dir, 'app.sqlite');
  if (!options.databaseUrl && options.processes !== 1) throw new Error('several processes need a PostgreSQL database');
  try {
    // One at a time: the first migrates a new database, the others find it done.
    for (let i = 0; i < options.processes; i++) {
      const server = new ServerProcess(databaseFile, await freePort(), options.databaseUrl, options.serverCpus);
      await server.start();
      servers.push(server);
    }
    const first = servers[0] as ServerProcess;
    const token = await insertAdmin({ databaseFile, databaseUrl: options.databaseUrl }, `multi-${randomUUID()}@test.example`);
    const { productCreate } = await call<{ productCreate: { id: string } }>(
      first.url,
      token,
      'mutation { productCreate(data: { nameEn: "Multi product", warrantyPeriod: 12 }) { id } }',
      {},
    );
    const serials: string[] = [];
    for (let made = 0; made < options.actions; made += 5000) {
      const { itemFactoryCreate } = await call<{ itemFactoryCreate: { items: Array<{ serialNumber: string }> } }>(
        first.url,
        token,
        'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { items { serialNumber } } }',
        { d: { catalogId: productCreate.id, iterations: Math.min(5000, options.actions - made), printingCountPerItem: 1 } },
      );
      serials.push(...itemFactoryCreate.items.map((i) => i.serialNumber));
    }
    // Independent actions (each item leaves the factory once), so any order of arrival applies them all.
    const sides = options.rivals ? [0, 1] : [0];
    const bySide = sides.map((side) =>
      serials.map((serial, i) => ({
        id: randomUUID(),
        type: 'factoryExport',
        serialNumber: serial,
        payload: {},
        deviceId: `device-${side}-${i % 7}`,
        createdAt: new Date().toISOString(),
      })),
    );
    const actions = bySide.flat();
    const batchesOf = (list: typeof actions) => {
      const batches: Array<typeof actions> = [];
      for (let i = 0; i < list.length; i += batchSize) batches.push(list.slice(i, i + batchSize));
      return batches;
    };
    const batches = batchesOf(actions);

    // A queue per process: every batch (shuffled per process), a random share of them, or its side's rivals in item order.
    const queues: Array<Array<typeof actions>> = servers.map(() => []);
    if (options.rivals) sides.forEach((side) => (queues[side] = batchesOf(bySide[side] as typeof actions)));
    else if (options.sendToAll) servers.forEach((_s, p) => (queues[p] = shuffle(batches)));
    else for (const batch of shuffle(batches)) queues[Math.floor(Math.random() * servers.length)]?.push(batch);

    const statuses = new Map<string, Set<string>>();
    const worker = async (server: ServerProcess, queue: Array<typeof actions>) => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) {
        const data = await call<{ actionPush: { results: Array<{ id: string; status: string; reasonKey: string | null }> } }>(
          server.url,
          token,
          PUSH,
          { rows: batch.map((a) => ({ newDocumentState: a })) },
        );
        for (const r of data.actionPush.results) {
          const seen = statuses.get(r.id) ?? new Set<string>();
          seen.add(r.status === 'applied' ? 'applied' : `rejected:${r.reasonKey}`);
          statuses.set(r.id, seen);
        }
      }
    };
    const perServer = Math.max(1, Math.round(clients / servers.length));
    const serversCpu = () => servers.reduce((sum, s) => sum + (s.child?.pid ? processCpuSeconds(s.child.pid) : 0), 0);
    const cpuBefore = { servers: serversCpu(), database: options.databaseCpu?.(), loadGenerator: process.cpuUsage() };
    const started = performance.now();
    await Promise.all(
      servers.flatMap((server, p) => Array.from({ length: perServer }, () => worker(server, queues[p] as Array<typeof actions>))),
    );
    const seconds = (performance.now() - started) / 1000;
    const generated = process.cpuUsage(cpuBefore.loadGenerator);
    const databaseCpuAfter = options.databaseCpu?.();
    const cpu = {
      servers: serversCpu() - cpuBefore.servers,
      loadGenerator: (generated.user + generated.system) / 1e6,
      database: databaseCpuAfter !== undefined && cpuBefore.database !== undefined ? databaseCpuAfter - cpuBefore.database : undefined,
    };

    const database = openConfigured({ databaseFile, databaseUrl: options.databaseUrl });
    const counted = await countApplications(database);
    await database.close();
    const ids = actions.map((a) => a.id);
    const appliedPerSerial = new Map<string, number>();
    for (const a of actions)
      if (statuses.get(a.id)?.has('applied')) appliedPerSerial.set(a.serialNumber, (appliedPerSerial.get(a.serialNumber) ?? 0) + 1);
    return {
      actions: actions.length,
      seconds,
      cpu,
      notStoredOnce: ids.filter((id) => counted.stored.get(id) !== 1),
      notAppliedOnce: ids.filter((id) => counted.applications.get(id) !== 1),
      notAcknowledged: ids.filter((id) => [...(statuses.get(id) ?? ['none'])].some((s) => s !== 'applied')),
      auditRows: [...counted.applications.values()].reduce((a, b) => a + b, 0),
      quantityOk: counted.quantities.every((r) => r.quantity === r.n),
      serialsNotAppliedOnce: serials.filter((s) => appliedPerSerial.get(s) !== 1),
    };
  } finally {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
