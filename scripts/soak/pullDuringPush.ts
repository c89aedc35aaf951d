// Pulls by checkpoint while two server processes on one PostgreSQL database
// apply pushes side by side (docs/decisions.md "Change numbers on
// PostgreSQL"): change numbers then commit out of order, and a pull that
// passed a number whose transaction was still open would never see that change.
// Each puller keeps a replica the way a device does; at the end every replica
// must hold exactly the database's items in its scope (the stock), each at the
// database's change number. Used by tests/integration/pull-watermark.test.ts.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../server/db';
import { call, freePort, insertAdmin, ServerProcess } from './soak';

export interface PullDuringPushOptions {
  databaseUrl: string;
  /** Items; each is moved twice (into the stock, then out to a branch) except every third, left in the stock. */
  items: number;
  devices?: number;
  pullers?: number;
  pullLimit?: number;
}

export interface Replica {
  /** Item id → the newest change this puller received for it. */
  docs: Map<string, { seq: number; deleted: boolean; status: string | null }>;
  pulls: number;
}

export interface PullDuringPushReport {
  actions: number;
  /** Pulls made while pushes were still running, over all pullers. */
  pullsDuringPush: number;
  /** Per puller: how its replica differs from the database (empty: identical). */
  differences: string[][];
}

const PUSH = 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id status } } }';
const PULL =
  'query ($cp: CheckpointInput, $limit: Int!) { itemPull(checkpoint: $cp, limit: $limit) { documents { id _deleted updatedAt item { status } } checkpoint { updatedAt id } } }';

interface PullPage {
  itemPull: {
    documents: Array<{ id: string; _deleted: boolean; updatedAt: number; item: { status: string } | null }>;
    checkpoint: { updatedAt: number; id: string };
  };
}

export async function runPullDuringPush(options: PullDuringPushOptions): Promise<PullDuringPushReport> {
  const devices = options.devices ?? 6;
  const pullLimit = options.pullLimit ?? 20;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aqua-pullrace-'));
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const server = new ServerProcess(path.join(dir, 'unused.sqlite'), await freePort(), options.databaseUrl);
      await server.start();
      servers.push(server);
    }
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const token = await insertAdmin(
      { databaseFile: path.join(dir, 'unused.sqlite'), databaseUrl: options.databaseUrl },
      `race-${randomUUID()}@test.example`,
    );
    const { productCreate } = await call<{ productCreate: { id: string } }>(
      first.url,
      token,
      'mutation { productCreate(data: { nameEn: "Race product", warrantyPeriod: 12 }) { id } }',
      {},
    );
    const { sellerCreate } = await call<{ sellerCreate: { id: string } }>(
      first.url,
      token,
      'mutation { sellerCreate(data: { sellerType: "branch", nameEn: "Race branch" }) { id } }',
      {},
    );
    const { itemFactoryCreate } = await call<{ itemFactoryCreate: { items: Array<{ serialNumber: string }> } }>(
      first.url,
      token,
      'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { items { serialNumber } } }',
      { d: { catalogId: productCreate.id, iterations: options.items, printingCountPerItem: 1 } },
    );

    // Each device owns a share of the items and pushes its moves in order, in batches of 5,
    // each batch to either process: items enter the stock (a change in the pullers' scope)
    // and two in three leave it again (a tombstone), all while the pullers pull.
    const queues: Array<Array<Record<string, unknown>>> = Array.from({ length: devices }, () => []);
    itemFactoryCreate.items.forEach(({ serialNumber }, i) => {
      const moves: Array<[string, Record<string, string>]> = [['factoryExport', {}]];
      if (i % 3) moves.push(['export', { sellerId: sellerCreate.id }]);
      for (const [type, payload] of moves)
        queues[i % devices]?.push({
          id: randomUUID(),
          type,
          serialNumber,
          payload,
          deviceId: `device-${i % devices}`,
          createdAt: new Date().toISOString(),
        });
    });
    const actions = queues.reduce((n, q) => n + q.length, 0);
    let pushing = true;
    const device = async (queue: Array<Record<string, unknown>>) => {
      for (let i = 0; i < queue.length; i += 5) {
        const server = Math.random() < 0.5 ? first : second;
        const data = await call<{ actionPush: { results: Array<{ id: string; status: string }> } }>(server.url, token, PUSH, {
          rows: queue.slice(i, i + 5).map((a) => ({ newDocumentState: a })),
        });
        const refused = data.actionPush.results.filter((r) => r.status !== 'applied');
        if (refused.length) throw new Error(`not applied: ${JSON.stringify(refused)}`);
      }
    };

    let pullsDuringPush = 0;
    const puller = async (replica: Replica, index: number) => {
      let checkpoint: { updatedAt: number; id: string } | null = null;
      const pullOnce = async () => {
        const server = (replica.pulls + index) % 2 ? first : second;
        const page = (await call<PullPage>(server.url, token, PULL, { cp: checkpoint, limit: pullLimit })).itemPull;
        replica.pulls++;
        for (const d of page.documents) replica.docs.set(d.id, { seq: d.updatedAt, deleted: d._deleted, status: d.item?.status ?? null });
        checkpoint = page.checkpoint;
        return page.documents.length;
      };
      while (pushing) {
        await pullOnce();
        pullsDuringPush++;
      }
      // Caught up: nothing is in flight any more, so pulls run until a page comes back empty.
      while ((await pullOnce()) > 0);
    };

    const replicas: Replica[] = Array.from({ length: options.pullers ?? 4 }, () => ({ docs: new Map(), pulls: 0 }));
    const pulling = replicas.map((r, i) => puller(r, i));
    try {
      await Promise.all(queues.map(device));
    } finally {
      pushing = false;
    }
    await Promise.all(pulling);

    const database = openPostgres(options.databaseUrl, { max: 2 });
    try {
      const items = await database.db.selectFrom('items').select(['id', 'status', 'sync_seq']).execute();
      const tombstones = await database.db
        .selectFrom('sync_tombstones')
        .select(['doc_id', 'sync_seq'])
        .where('collection', '=', 'items')
        .where('scope', '=', 'stock')
        .execute();
      const left = new Map(tombstones.map((t) => [t.doc_id, t.sync_seq]));
      const differences = replicas.map((replica) => {
        const out: string[] = [];
        for (const item of items) {
          const got = replica.docs.get(item.id);
          const shown = got ? `${got.deleted ? 'deleted' : got.status}@${got.seq}` : 'nothing';
          if (item.status === 'inStock') {
            // In scope: the replica holds it, at the database's number.
            if (!got || got.deleted || got.seq !== item.sync_seq || got.status !== item.status)
              out.push(`${item.id}: database inStock@${item.sync_seq}, replica ${shown}`);
          } else if (got && !(got.deleted && got.seq === left.get(item.id))) {
            // Out of scope: never received, or received with its exit (the tombstone's number).
            out.push(`${item.id}: database ${item.status}, left the stock @${left.get(item.id)}, replica ${shown}`);
          }
        }
        return out;
      });
      return { actions, pullsDuringPush, differences };
    } finally {
      await database.close();
    }
  } finally {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
