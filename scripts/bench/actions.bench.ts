import { randomUUID } from 'node:crypto';
import { newUserRow } from '../../server/modules/auth/users.repository';
import { type UserWithRoles } from '../../server/db/tables/auth';
import { catalogCreator } from '../../server/modules/catalog/commands';
import { itemBatchCreator } from '../../server/modules/items/batchCreator';
import { sellerCreator } from '../../server/modules/sellers/commands';
import { actionPusher } from '../../server/modules/sync/push';
import { percentile, print, tempDatabase } from './support';
import { NO_SELLER_DETAILS } from '../../shared/validation/seller';

const N = 10_000;
const BATCH = 100;
// Rounds interleave actions and raw inserts so both see the same machine load (it is shared); medians are reported.
const ROUNDS = 3;

/**
 * server_actions_per_s: validated, permission-checked, audited actions applied
 * through actionPusher (the push mutation's command, without HTTP), batches of
 * 100 per transaction on a synchronous=FULL WAL file.
 * server_actions_share_of_raw_insert: the same count of rows inserted raw with
 * one prepared statement, in transactions of the same size, same process, same pragmas.
 */
export async function run(): Promise<void> {
  const database = await tempDatabase();
  const { db, sqlite } = database;
  try {
    const now = new Date().toISOString();
    const user: UserWithRoles = { ...newUserRow('bench@test.example', { email_verified: 1 }), roles: ['admin'], outletId: null };
    const actor = { id: user.id, email: user.email };
    const { serials, sellerId } = await db.transaction().execute(async (trx) => {
      const entry = await catalogCreator(trx, {
        kind: 'product',
        data: {
          nameAr: null,
          nameEn: 'Bench',
          itemName: null,
          description: null,
          unitPrice: null,
          photos: [],
          barcode: null,
          features: [],
          brand: null,
          warrantyPeriod: 12,
          productParts: [],
        },
        actor,
      });
      const seller = await sellerCreator(trx, {
        data: { ...NO_SELLER_DETAILS, sellerType: 'branch', nameAr: null, nameEn: 'Bench branch' },
        actor,
      });
      const batch = await itemBatchCreator(trx, {
        input: { catalogId: entry.id, iterations: (N / 2) * ROUNDS, printingCountPerItem: 1, notes: null },
        actor,
      });
      return { serials: batch.items.map((i) => i.serial_number), sellerId: seller.id };
    });
    // Half factory exports, half exports of the same items: two kinds of rules, quantities moving both ways.
    const actions = serials.flatMap((serial) => [
      { id: randomUUID(), type: 'factoryExport', serialNumber: serial, payload: {}, deviceId: 'bench', createdAt: now },
      { id: randomUUID(), type: 'export', serialNumber: serial, payload: { sellerId }, deviceId: 'bench', createdAt: now },
    ]);
    // The raw baseline: a scratch table, one prepared insert, transactions of the same size.
    sqlite.exec('create table bench_raw (id text primary key, type text, serial_number text, payload text, created_at text)');
    const insert = sqlite.prepare('insert into bench_raw (id, type, serial_number, payload, created_at) values (?, ?, ?, ?, ?)');
    const insertMany = sqlite.transaction((rows: typeof actions) => {
      for (const a of rows) insert.run(randomUUID(), a.type, a.serialNumber, JSON.stringify(a.payload), a.createdAt);
    });
    const actionRates: number[] = [];
    const rawRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const slice = actions.slice(round * N, (round + 1) * N);
      const started = performance.now();
      let applied = 0;
      for (let i = 0; i < slice.length; i += BATCH) {
        const results = await actionPusher(db, { rows: slice.slice(i, i + BATCH), user });
        applied += results.filter((r) => r.status === 'applied').length;
      }
      if (applied !== slice.length) throw new Error(`only ${applied} of ${slice.length} actions applied`);
      actionRates.push(slice.length / ((performance.now() - started) / 1000));
      const rawStarted = performance.now();
      for (let i = 0; i < slice.length; i += BATCH) insertMany(slice.slice(i, i + BATCH));
      rawRates.push(slice.length / ((performance.now() - rawStarted) / 1000));
    }
    const actionsPerS = percentile(actionRates, 50);
    const rawPerS = percentile(rawRates, 50);
    console.error(`  rounds: actions/s ${actionRates.map(Math.round).join(', ')}; raw rows/s ${rawRates.map(Math.round).join(', ')}`);

    print('server_actions_per_s', Math.round(actionsPerS), 'actions/s');
    print('server_raw_insert_per_s', Math.round(rawPerS), 'rows/s');
    print('server_actions_share_of_raw_insert', actionsPerS / rawPerS, 'ratio');
  } finally {
    await database.dispose();
  }
}
