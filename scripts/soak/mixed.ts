// Mixed-traffic soak (issue 21): the real server as a child process on a 1M-item
// SQLite file, a dozen simulated devices at a steady, modest rate for N minutes
// (outlet accounts pushing offline actions and pulling by checkpoint, new
// devices pulling their outlet from scratch, admins paging the item list and
// the dashboard, serial lookups), with every request's latency kept and the
// server's resident memory and the database/WAL sizes sampled.
// Used by scripts/bench/soak_mixed.bench.ts.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signAccessToken } from '../../server/modules/auth/tokens';
import { buildMixedDatabase, serialOf, type MixedModel } from './mixedData';
import { freePort, SECRET, ServerProcess } from './soak';

export type Kind = 'push' | 'pull' | 'admin_list' | 'dashboard' | 'lookup';

export interface Sample {
  /** ms since the load started */
  t: number;
  rssMb: number;
  dbMb: number;
  walMb: number;
}

export interface MixedReport {
  generateSeconds: number;
  durationMs: number;
  latencies: Array<{ t: number; kind: Kind; ms: number }>;
  samples: Sample[];
  idleRssMb: number;
  errors: number;
  rejected: number;
  actions: number;
}

const ITEM_PULL = `query ($cp: CheckpointInput, $limit: Int!) { itemPull(checkpoint: $cp, limit: $limit) {
  documents { id _deleted updatedAt item { serialNumber itemType status warrantyStatus itemName catalogId sellerId activationDate expirationDate } }
  checkpoint { updatedAt id } } }`;
const PUSH = 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id status reasonKey updatedAt } } }';
const ROW_FIELDS = `id itemId itemType catalogId status warrantyStatus serialNumber sellerId itemName brand activationDate expirationDate
  exportedAt clientName clientPhone isRestored createdAt updatedAt`;
const ITEM_LIST = `query ($filter: ItemFilter, $orderBy: ItemSort, $limit: Int, $offset: Int) {
  itemList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { count rows { ${ROW_FIELDS} } } }`;
const COUNTS = 'inFactory inStock exported sold activeWarranties expiringSoon total';
const DASHBOARD = `query ($filter: TotalsFilter) { dashboard(filter: $filter) { asOf expiringWithinDays
  claims { total open byStatus { status count } byCatalog { catalogId name itemType claims replaced sold failureRate } }
  totals { ${COUNTS} } byType { itemType counts { ${COUNTS} } } bySeller { sellerId sellerName counts { ${COUNTS} } } } }`;
const ITEM_FIND = `query ($serial: String!) { itemFind(serialNumber: $serial) { ${ROW_FIELDS} qrCode iterationNumber notes batchId catalogName } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;
const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export interface MixedOptions {
  minutes: number;
  items: number;
  log: (line: string) => void;
}

export async function runMixedSoak(options: MixedOptions): Promise<MixedReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-soak-mixed-'));
  const file = path.join(dir, 'app.sqlite');
  const server = new ServerProcess(file, await freePort());
  try {
    const generating = performance.now();
    const model = await buildMixedDatabase(file, { items: options.items, outlets: 300, pushers: 6, pullers: 30 });
    const generateSeconds = (performance.now() - generating) / 1000;
    options.log(`soak_mixed: generated ${options.items} items in ${generateSeconds.toFixed(1)} s`);
    await server.start();
    const pid = server.child?.pid as number;
    await sleep(2000);
    const idleRssMb = rssMbOf(pid);
    const load = new Load(server.url, model, options.minutes * 60_000);
    const sample = (): Sample => ({ t: load.elapsed(), rssMb: rssMbOf(pid), dbMb: mb(sizeOf(file)), walMb: mb(sizeOf(`${file}-wal`)) });
    const samples: Sample[] = [sample()];
    const sampler = (async () => {
      let minute = 0;
      while (!load.over()) {
        await sleep(Math.min(10_000, Math.max(1, load.remaining())));
        const s = sample();
        samples.push(s);
        if (Math.floor(s.t / 60_000) > minute || load.over()) {
          minute = Math.floor(s.t / 60_000);
          options.log(
            `soak_mixed: ${(s.t / 60_000).toFixed(1)} min rss ${s.rssMb.toFixed(1)} MB, db ${s.dbMb.toFixed(1)} MB, wal ${s.walMb.toFixed(1)} MB, ` +
              `requests ${load.latencies.length}, errors ${load.errors}, rejected ${load.rejected}`,
          );
        }
      }
    })();
    await load.run();
    await sampler;
    return {
      generateSeconds,
      durationMs: load.elapsed(),
      latencies: load.latencies,
      samples,
      idleRssMb,
      errors: load.errors,
      rejected: load.rejected,
      actions: load.actions,
    };
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The simulated devices; every request's latency and every failure is kept. */
class Load {
  readonly latencies: Array<{ t: number; kind: Kind; ms: number }> = [];
  errors = 0;
  rejected = 0;
  actions = 0;
  private slow = 0;
  private started = performance.now();
  private tokens = new Map<string, { token: string; at: number }>();
  private rand = mulberry(7);
  constructor(
    readonly url: string,
    readonly model: MixedModel,
    readonly durationMs: number,
  ) {}

  elapsed = () => performance.now() - this.started;
  remaining = () => this.durationMs - this.elapsed();
  over = () => this.remaining() <= 0;

  async run(): Promise<void> {
    this.started = performance.now();
    const pushers = [...this.model.accounts].filter(([, a]) => a.roles.includes('exportEditor')).map(([o]) => o);
    const pullers = [...this.model.accounts].filter(([, a]) => !a.roles.includes('exportEditor')).map(([o]) => o);
    await Promise.all([
      ...pushers.map((o, i) => this.pusher(o, i)),
      ...[0, 1, 2].map((i) => this.newDevice(pullers, i)),
      this.admin(0),
      this.admin(1),
      this.lookups(),
    ]);
  }

  /** Access tokens live 15 minutes: a device gets a fresh one every 10, as the PWA's refresh would. */
  private async token(userId: string): Promise<string> {
    const held = this.tokens.get(userId);
    if (held && performance.now() - held.at < 10 * 60_000) return held.token;
    const token = await signAccessToken(SECRET, userId);
    this.tokens.set(userId, { token, at: performance.now() });
    return token;
  }

  /** One GraphQL request, timed; a non-2xx answer or a GraphQL error counts as an error (and answers undefined). */
  private async call<T>(kind: Kind, userId: string, query: string, variables: Record<string, unknown>): Promise<T | undefined> {
    const token = await this.token(userId);
    const t = performance.now();
    try {
      const res = await fetch(`${this.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: T; errors?: unknown };
      const ms = performance.now() - t;
      this.latencies.push({ t: t - this.started, kind, ms });
      if (ms > 1000 && this.slow++ < 20)
        console.error(
          `soak_mixed: slow ${kind} ${Math.round(ms)} ms at ${((t - this.started) / 1000).toFixed(0)} s ${JSON.stringify(variables).slice(0, 200)}`,
        );
      if (!res.ok || body.errors || !body.data) {
        if (this.errors++ < 5) console.error(`soak_mixed: ${kind} error ${res.status} ${JSON.stringify(body.errors).slice(0, 300)}`);
        return undefined;
      }
      return body.data;
    } catch (err) {
      if (this.errors++ < 5) console.error(`soak_mixed: ${kind} failed ${String(err)} ${String((err as { cause?: unknown }).cause)}`);
      return undefined;
    }
  }

  /** A steady pace with jitter (±30 %), so the devices do not fall into step. */
  private pause = (ms: number) => sleep(Math.min(ms * (0.7 + 0.6 * this.rand()), Math.max(0, this.remaining())));

  /** An outlet account: a batch of offline actions on its outlet's items, then an incremental pull. */
  private async pusher(outlet: number, index: number): Promise<void> {
    const { userId } = this.model.accounts.get(outlet) as { userId: string };
    const sellerId = this.model.sellerIds[outlet] as string;
    const inactive = this.model.inactive.get(outlet) ?? [];
    const mine: string[] = [];
    const deviceId = `soak-pusher-${index}`;
    let checkpoint = { updatedAt: this.model.seq, id: '' };
    await this.pause(index * 500);
    while (!this.over()) {
      const rows: Array<{ type: string; serial: string; payload: Record<string, unknown>; back?: () => void }> = [];
      for (let k = 0; k < 2; k++) {
        const serial = inactive.pop();
        if (serial)
          rows.push({
            type: 'activate',
            serial,
            payload: { clientName: 'Soak buyer', clientPhone: `010${String(this.actions + k).padStart(8, '0')}` },
          });
      }
      const back = mine.shift() ?? inactive.shift();
      if (back)
        rows.push({ type: 'restore', serial: back, payload: { returnReason: 'Soak return' }, back: () => this.model.stock.push(back) });
      for (let k = 0; k < 2; k++) {
        const serial = this.model.stock.shift();
        if (serial) rows.push({ type: 'export', serial, payload: { sellerId }, back: () => mine.push(serial) });
      }
      const ids = rows.map(() => randomUUID());
      const createdAt = new Date().toISOString();
      const data = await this.call<{ actionPush: { results: Array<{ id: string; status: string; reasonKey: string | null }> } }>(
        'push',
        userId,
        PUSH,
        {
          rows: rows.map((r, i) => ({
            newDocumentState: { id: ids[i], type: r.type, serialNumber: r.serial, payload: r.payload, deviceId, createdAt },
          })),
        },
      );
      this.actions += rows.length;
      for (const [i, result] of (data?.actionPush.results ?? []).entries()) {
        if (result.status === 'applied') rows[i]?.back?.();
        else if (this.rejected++ < 5) console.error(`soak_mixed: ${rows[i]?.type} ${rows[i]?.serial} rejected: ${result.reasonKey}`);
      }
      checkpoint = await this.pullAll(userId, checkpoint);
      await this.pause(4000);
    }
  }

  /** Pulls pages of 500 (the PWA's batch) until one comes back short; answers the last checkpoint. */
  private async pullAll(userId: string, from: { updatedAt: number; id: string } | null) {
    let checkpoint = from;
    for (;;) {
      const data = await this.call<{ itemPull: { documents: unknown[]; checkpoint: { updatedAt: number; id: string } } }>(
        'pull',
        userId,
        ITEM_PULL,
        { cp: checkpoint, limit: 500 },
      );
      if (!data) return checkpoint ?? { updatedAt: 0, id: '' };
      checkpoint = data.itemPull.checkpoint;
      if (data.itemPull.documents.length < 500 || this.over()) return checkpoint;
    }
  }

  /** A new device of an outlet account: its outlet from scratch (≈ 3,000 items), then a few incremental pulls, then the next one. */
  private async newDevice(outlets: number[], index: number): Promise<void> {
    let n = index;
    await this.pause(1000 + index * 700);
    while (!this.over()) {
      const outlet = outlets[n++ % outlets.length] as number;
      const { userId } = this.model.accounts.get(outlet) as { userId: string };
      let checkpoint = await this.pullAll(userId, null);
      for (let k = 0; k < 5 && !this.over(); k++) {
        await this.pause(5000);
        checkpoint = await this.pullAll(userId, checkpoint);
      }
    }
  }

  /** A back-office reader: the item list with the usual filters, pages 1–5, and now and then the dashboard. */
  private async admin(index: number): Promise<void> {
    const userId = this.model.adminId;
    const now = Date.now();
    const seller = () => this.model.sellerIds[Math.floor(this.rand() * this.model.sellerIds.length)];
    const filters: Array<() => [Record<string, unknown>, string]> = [
      () => [{ itemType: 'product', status: 'inStock' }, 'createdAt_DESC'],
      () => [{ status: 'exported' }, 'createdAt_DESC'],
      () => [{ sellerId: seller() }, 'createdAt_DESC'],
      () => [{ sellerId: seller(), status: 'exported' }, 'exportedAt_DESC'],
      // Not updatedAt_DESC: no index serves it, and over 330k accessories its sort held the event loop 3–5 s (docs/decisions.md).
      () => [{ itemType: 'accessory' }, 'createdAt_DESC'],
      () => [{ createdAtFrom: new Date(now - 30 * 86_400_000).toISOString(), createdAtTo: new Date(now).toISOString() }, 'createdAt_DESC'],
      // Expiry order over one outlet's active warranties: over all of them (~360k) the list refuses a sort no index serves
      // (over 50,000 items, 400), which a run counted as 138 errors.
      () => [{ warrantyStatus: 'active', sellerId: seller() }, 'expirationDate_ASC'],
      () => [{ serialNumber: serialOf(this.model, 1 + Math.floor(this.rand() * this.model.items)) }, 'createdAt_DESC'],
    ];
    await this.pause(300 + index * 900);
    for (let r = 0; !this.over(); r++) {
      if (r % 4 === 3) {
        await this.call('dashboard', userId, DASHBOARD, { filter: r % 8 === 7 ? { sellerId: seller() } : null });
      } else {
        const [filter, orderBy] = (filters[Math.floor(this.rand() * filters.length)] as () => [Record<string, unknown>, string])();
        await this.call('admin_list', userId, ITEM_LIST, { filter, orderBy, limit: 10, offset: Math.floor(this.rand() * 5) * 10 });
      }
      await this.pause(2000);
    }
  }

  /** Item lookups by serial (a scan at the counter, the item page). */
  private async lookups(): Promise<void> {
    const userId = this.model.adminId;
    while (!this.over()) {
      await this.call('lookup', userId, ITEM_FIND, { serial: serialOf(this.model, 1 + Math.floor(this.rand() * this.model.items)) });
      await this.pause(1000);
    }
  }
}

function mulberry(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
