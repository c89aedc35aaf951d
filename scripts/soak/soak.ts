// Kill -9 soak: devices push offline actions while the server is SIGKILLed and
// restarted on the same database (a SQLite file, or PostgreSQL with
// `databaseUrl`). Every action the server acknowledged must be present exactly
// once, and a SQLite file must pass integrity_check.
// Used by tests/integration/soak.test.ts (small) and scripts/bench/soak.bench.ts (full).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openConfigured, type OpenedDatabase } from '../../server/db';
import { freshServerBundle } from '../bundleServer';
import { hashPassword } from '../../server/modules/auth/password';
import { signAccessToken } from '../../server/modules/auth/tokens';
import { newUserRow } from '../../server/modules/auth/users.repository';

export interface SoakOptions {
  actions: number;
  devices: number;
  kills: number;
  batchSize?: number;
  /** postgres://… : run on this (empty or freshly copied) PostgreSQL database instead of a SQLite file. */
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface SoakReport {
  acknowledged: number;
  kills: number;
  restarts: number;
  retries: number;
  seconds: number;
  missing: string[];
  duplicated: string[];
  notApplied: string[];
  integrity: string;
  quantityOk: boolean;
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SECRET = 'soak-secret-'.padEnd(48, 'x');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ServerProcess {
  child: ChildProcess | null = null;
  constructor(
    readonly file: string,
    readonly port: number,
    readonly databaseUrl?: string,
    /** CPUs the process may run on (`taskset -c`), e.g. '1'; every CPU when undefined. */
    readonly cpus?: string,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    const command = [process.execPath, await freshServerBundle()];
    // taskset execs the server in its own place: the child's pid is the server's.
    const [file, ...args] = this.cpus ? ['taskset', '-c', this.cpus, ...command] : command;
    this.child = spawn(file as string, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_FILE: this.file,
        DATABASE_URL: this.databaseUrl ?? '',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        JWT_SECRET: SECRET,
        SEED_DEMO: '0',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${this.url}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}`);
      await sleep(50);
    }
    throw new Error('server did not start in 30 s');
  }
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}

export async function call<T>(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? 10;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-soak-'));
  const file = path.join(dir, 'app.sqlite');
  const server = new ServerProcess(file, await freePort(), options.databaseUrl);
  const started = Date.now();
  try {
    await server.start();
    // A stock-and-export user straight into the database (the server keeps running: WAL lets both write).
    const token = await insertAdmin({ databaseFile: file, databaseUrl: options.databaseUrl }, 'soak@test.example');
    const itemsNeeded = Math.ceil(options.actions / 2);
    const { productCreate } = await call<{ productCreate: { id: string } }>(
      server.url,
      token,
      'mutation { productCreate(data: { nameEn: "Soak product", warrantyPeriod: 12 }) { id } }',
      {},
    );
    const { sellerCreate } = await call<{ sellerCreate: { id: string } }>(
      server.url,
      token,
      'mutation { sellerCreate(data: { sellerType: "branch", nameEn: "Soak branch" }) { id } }',
      {},
    );
    const { itemFactoryCreate } = await call<{ itemFactoryCreate: { items: Array<{ serialNumber: string }> } }>(
      server.url,
      token,
      'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { items { serialNumber } } }',
      { d: { catalogId: productCreate.id, iterations: itemsNeeded, printingCountPerItem: 1 } },
    );
    const serials = itemFactoryCreate.items.map((i) => i.serialNumber);

    // Each device owns a share of the items: factory export, then export to the branch, in order.
    const queues: Array<Array<Record<string, unknown>>> = Array.from({ length: options.devices }, () => []);
    let made = 0;
    serials.forEach((serial, i) => {
      const queue = queues[i % options.devices] as Array<Record<string, unknown>>;
      for (const [type, payload] of [
        ['factoryExport', {}],
        ['export', { sellerId: sellerCreate.id }],
      ] as const) {
        if (made++ >= options.actions) return;
        queue.push({
          id: randomUUID(),
          type,
          serialNumber: serial,
          payload,
          deviceId: `device-${i % options.devices}`,
          createdAt: new Date().toISOString(),
        });
      }
    });

    const acked = new Map<string, string>();
    let retries = 0;
    let done = false;
    const PUSH = 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id status reasonKey } } }';
    const device = async (queue: Array<Record<string, unknown>>) => {
      for (let i = 0; i < queue.length; i += batchSize) {
        const batch = queue.slice(i, i + batchSize);
        for (;;) {
          try {
            const data = await call<{ actionPush: { results: Array<{ id: string; status: string; reasonKey: string | null }> } }>(
              server.url,
              token,
              PUSH,
              { rows: batch.map((a) => ({ newDocumentState: a })) },
            );
            for (const r of data.actionPush.results) acked.set(r.id, r.status === 'applied' ? 'applied' : `rejected:${r.reasonKey}`);
            break;
          } catch {
            // The server is down (killed): the outbox keeps the batch and retries it unchanged.
            retries++;
            await sleep(30);
          }
        }
      }
    };
    let kills = 0;
    let restarts = 0;
    // Kills spread over the run: the k-th when k/(kills+1) of the actions are acknowledged,
    // plus a random delay so it lands in the middle of pushes, not between them.
    const killer = async () => {
      while (kills < options.kills) {
        const threshold = Math.floor(((kills + 1) * options.actions) / (options.kills + 1));
        while (acked.size < threshold && !done) await sleep(5);
        await sleep(Math.random() * 20);
        await server.kill('SIGKILL');
        kills++;
        await server.start();
        restarts++;
        log(`soak: kill ${kills}/${options.kills}, acknowledged ${acked.size}`);
      }
    };
    const killing = killer();
    await Promise.all(queues.map(device));
    done = true;
    await killing;

    // Verification on the database, with the server stopped cleanly.
    await server.kill('SIGTERM');
    const database = openConfigured({ databaseFile: file, databaseUrl: options.databaseUrl });
    const counted = await countApplications(database);
    await database.close();
    const { stored, applications, integrity, quantities: q } = counted;
    const ackedIds = [...acked.keys()];
    return {
      acknowledged: acked.size,
      kills,
      restarts,
      retries,
      seconds: (Date.now() - started) / 1000,
      missing: ackedIds.filter((id) => !stored.has(id)),
      duplicated: ackedIds.filter((id) => (stored.get(id) ?? 0) > 1 || (applications.get(id) ?? 0) > 1),
      notApplied: ackedIds.filter((id) => acked.get(id) !== 'applied' || applications.get(id) !== 1),
      integrity,
      quantityOk: q.every((r) => r.quantity === r.n),
    };
  } finally {
    await server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An admin user written straight into the database; answers an access token for it. */
export async function insertAdmin(target: { databaseFile: string; databaseUrl?: string | undefined }, email: string): Promise<string> {
  const database = openConfigured(target);
  const user = newUserRow(email, { password_hash: await hashPassword('soak-password-1'), email_verified: 1 });
  try {
    await database.db.insertInto('users').values(user).execute();
    await database.db.insertInto('user_roles').values({ user_id: user.id, role: 'admin' }).execute();
  } finally {
    await database.close();
  }
  return signAccessToken(SECRET, user.id);
}

/**
 * What the database holds after a run: how often each action id is stored and
 * how often an item audit row says it applied that action (both must be one),
 * whether catalog quantities match the items in stock, and SQLite's integrity
 * check (PostgreSQL: "ok", since killing our server never touches its files).
 */
export async function countApplications(database: OpenedDatabase): Promise<{
  stored: Map<string, number>;
  applications: Map<string, number>;
  integrity: string;
  quantities: Array<{ quantity: number; n: number }>;
}> {
  const { db } = database;
  const integrity = database.engine === 'sqlite' ? String(database.sqlite.pragma('integrity_check', { simple: true })) : 'ok';
  const stored = new Map<string, number>();
  for (const row of await db.selectFrom('actions').select('id').execute()) stored.set(row.id, (stored.get(row.id) ?? 0) + 1);
  const applications = new Map<string, number>();
  const audits = await db
    .selectFrom('audit_logs')
    .select('values')
    .where('entity_name', '=', 'item')
    .where('action', 'in', ['factoryExport', 'export', 'sell', 'activate', 'restore'])
    .execute();
  for (const row of audits) {
    const id = (JSON.parse(row.values ?? '{}') as { actionId?: string }).actionId;
    if (id) applications.set(id, (applications.get(id) ?? 0) + 1);
  }
  const quantities = await db
    .selectFrom('catalog_entries as c')
    .select((eb) => [
      'c.quantity',
      eb
        .selectFrom('items as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.catalog_id', '=', 'c.id')
        .where('i.status', '=', 'inStock')
        .as('n'),
    ])
    .execute();
  return { stored, applications, integrity, quantities: quantities.map((r) => ({ quantity: Number(r.quantity), n: Number(r.n) })) };
}
