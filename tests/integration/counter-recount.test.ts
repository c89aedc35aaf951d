import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectCountersMatchItems } from '../support/counters';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildItems, buildSeller, push, type PushedAction } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

// Issue 45 point 3: every counter the dashboards read (item_counts, warranty_expiries, catalog quantities, the sold
// and active stats, the dated made, outlet and export counts) equals a recount of the items after a seeded random
// walk of what the item commands do: offline actions of every type, pushed in order (most of them refused: a random
// action on a random item is usually not allowed), pushes replayed whole, factory batches and import rows. On both
// engines (the integration suite runs again on PostgreSQL). COUNTER_OPS walks longer; COUNTER_SEED another walk.

const OPERATIONS = Number(process.env.COUNTER_OPS ?? 10_000);
const SEED = Number(process.env.COUNTER_SEED ?? 45_3);

let server: TestServer;
let admin: BuiltUser;
const outlets: string[] = [];
const catalogs: string[] = [];
const serials: string[] = [];

const BILL_DATES = [null, '2026-01-31T22:30:00.000Z', '2026-03-01T00:10:00.000Z', '2026-06-15T12:00:00.000Z'];

type Step =
  | { kind: 'action'; type: string; item: number; outlet: number; device: number; bill: number; outcome: number }
  | { kind: 'replay' }
  | { kind: 'batch'; catalog: number; count: number }
  | { kind: 'import'; catalog: number; inStock: boolean; count: number };

const ACTION_WEIGHTS: Array<[string, number]> = [
  ['factoryExport', 5],
  ['export', 5],
  ['sell', 3],
  ['activate', 3],
  ['restore', 3],
  ['claimReceive', 1],
  ['claimDiagnose', 1],
  ['claimResolve', 1],
];

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.record({
      kind: fc.constant('action' as const),
      type: fc.oneof(...ACTION_WEIGHTS.map(([type, weight]) => ({ weight, arbitrary: fc.constant(type) }))),
      item: fc.nat(),
      outlet: fc.nat(),
      device: fc.nat(1),
      bill: fc.nat(BILL_DATES.length - 1),
      outcome: fc.nat(2),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('batch' as const), catalog: fc.nat(), count: fc.integer({ min: 1, max: 8 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      catalog: fc.nat(),
      inStock: fc.boolean(),
      count: fc.integer({ min: 1, max: 4 }),
    }),
  },
);

const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;

function actionOf(step: Extract<Step, { kind: 'action' }>): PushedAction {
  const serial = pick(serials, step.item);
  const client = { clientName: 'عميل', clientPhone: `0100${String(step.item % 10_000).padStart(7, '0')}`, billDate: BILL_DATES[step.bill] };
  const payloads: Record<string, Record<string, unknown>> = {
    export: { sellerId: pick(outlets, step.outlet) },
    sell: client,
    activate: client,
    restore: { returnReason: step.outcome ? 'عيب' : null },
    claimResolve:
      step.outcome === 0
        ? { outcome: 'replaced', replacementSerial: pick(serials, step.item + step.outlet + 1) }
        : { outcome: step.outcome === 1 ? 'repaired' : 'refused' },
  };
  return action(step.type, serial, payloads[step.type] ?? {}, undefined, `device-${step.device}`);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['admin'] });
  for (let i = 0; i < 3; i++) outlets.push(await buildSeller(server, admin.token));
  for (const [kind, warrantyPeriod] of [
    ['product', 24],
    ['sparePart', 6],
    ['accessory', 12],
  ] as const) {
    const res = await gql<Record<string, { id: string }>>(
      server.url,
      `mutation ($data: CatalogInput!) { ${kind}Create(data: $data) { id } }`,
      { data: { nameEn: `${kind} counted`, nameAr: `صنف ${kind}`, warrantyPeriod } },
      { token: admin.token },
    );
    const id = res.data?.[`${kind}Create`]?.id;
    if (!id) throw new Error(JSON.stringify(res.errors));
    catalogs.push(id);
    serials.push(...(await buildItems(server, admin.token, 40, id)));
  }
});

afterAll(async () => {
  await server?.stop();
});

it(`keeps every counter equal to a recount of the items after ${OPERATIONS} random operations (seed ${SEED})`, async () => {
  const steps = fc.sample(fc.array(stepArbitrary, { minLength: OPERATIONS, maxLength: OPERATIONS }), {
    seed: SEED,
    numRuns: 1,
  })[0] as Step[];
  const tally = { applied: 0, rejected: 0, replayed: 0, made: 0 };
  let pending: PushedAction[] = [];
  let last: PushedAction[] = [];
  const flush = async () => {
    if (!pending.length) return;
    const out = await push(server, admin.token, pending);
    for (const r of out.results) {
      expect(['applied', 'rejected'], `${r.id}: ${r.reason ?? ''}`).toContain(r.status);
      tally[r.status as 'applied' | 'rejected']++;
    }
    last = pending;
    pending = [];
  };
  for (const step of steps) {
    if (step.kind === 'action') {
      pending.push(actionOf(step));
      if (pending.length === 100) await flush();
      continue;
    }
    await flush();
    if (step.kind === 'replay') {
      // A device that never heard the answer sends the same push again: nothing may count twice.
      const again = await push(server, admin.token, last);
      tally.replayed += again.results.length;
    } else if (step.kind === 'batch') {
      serials.push(...(await buildItems(server, admin.token, step.count, pick(catalogs, step.catalog))));
      tally.made += step.count;
    } else {
      const rows = Array.from({ length: step.count }, () => ({
        data: { catalog: pick(catalogs, step.catalog), status: step.inStock ? 'inStock' : 'inFactory' },
        importHash: randomUUID(),
      }));
      const res = await gql<{ itemImport: Array<{ ok: boolean; error: string | null }> }>(
        server.url,
        'mutation ($rows: [ItemImportRow!]!) { itemImport(rows: $rows) { ok error } }',
        { rows },
        { token: admin.token },
      );
      expect(
        res.data?.itemImport.every((r) => r.ok),
        JSON.stringify(res.errors ?? res.data),
      ).toBe(true);
      tally.made += step.count;
    }
  }
  await flush();
  console.log(`counter walk (seed ${SEED}): ${JSON.stringify(tally)}`);
  // The walk reached every kind of change: a walk that applied nothing would prove nothing.
  expect(tally.applied).toBeGreaterThan(OPERATIONS / 10);
  expect(tally.rejected).toBeGreaterThan(0);
  expect(tally.made).toBeGreaterThan(0);
  const statuses = await server.database.db.selectFrom('items').select(['status', 'warranty_status']).distinct().execute();
  expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['inFactory', 'inStock', 'exported']));
  expect(statuses.some((s) => s.warranty_status === 'active')).toBe(true);
  await expectCountersMatchItems(server.database.db);
}, 900_000);
