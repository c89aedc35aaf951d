import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../server/db/audit';
import { inGroupCommit } from '../../server/db/groupCommit';
import type { Db } from '../../server/db';
import { buildUser, type BuiltUser } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, push } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';

// Group commit (server/db/groupCommit.ts): units that arrive together share a
// transaction, each in its own savepoint, each caller with its own answer.

let server: TestServer;
let admin: BuiltUser;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await buildUser(server, { roles: ['admin', 'owner'] });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const auditsOf = (entityId: string) => db().selectFrom('audit_logs').select('action').where('entity_id', '=', entityId).execute();

describe('the group-commit queue', () => {
  it('rolls back only the unit that throws; the others of its transaction commit and answer their own result', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const seen: Db[] = [];
    const unit = (id: string, fail: boolean) => async (trx: Db) => {
      seen.push(trx);
      await writeAudit(trx, { entityName: 'groupCommitTest', entityId: id, action: 'update' });
      if (fail) throw new Error(`unit ${id} failed`);
      return id;
    };
    const answers = await Promise.allSettled(ids.map((id, i) => inGroupCommit(db(), unit(id, i === 1))));
    expect(answers[0]).toEqual({ status: 'fulfilled', value: ids[0] });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { message: `unit ${ids[1]} failed` } });
    expect(answers[2]).toEqual({ status: 'fulfilled', value: ids[2] });
    expect(await auditsOf(ids[0] as string)).toHaveLength(1);
    expect(await auditsOf(ids[1] as string)).toHaveLength(0);
    expect(await auditsOf(ids[2] as string)).toHaveLength(1);
    // On SQLite the three arrived in one turn of the event loop: one transaction held them all.
    if (server.database.engine === 'sqlite') expect(new Set(seen).size).toBe(1);
  });
});

describe('pushes that arrive together', () => {
  it('apply each action id once when several devices push the same ids at once, and every caller gets the stored result', async () => {
    const serials = await buildItems(server, admin.token, 20);
    const actions = serials.map((s) => action('factoryExport', s));
    // Six callers, each the whole set in its own order and split into its own batches.
    const pushes = Array.from({ length: 6 }, (_, c) => {
      const mine = c % 2 ? [...actions].reverse() : actions;
      return [mine.slice(0, 7 + c), mine.slice(7 + c)];
    });
    const answers = await Promise.all(pushes.flatMap((batches) => batches.map((batch) => push(server, admin.token, batch))));
    const byId = new Map<string, Set<string>>();
    for (const answer of answers)
      for (const r of answer.results) byId.set(r.id, (byId.get(r.id) ?? new Set()).add(JSON.stringify([r.status, r.updatedAt])));
    expect(byId.size).toBe(actions.length);
    for (const a of actions) {
      const results = [...(byId.get(a.id) ?? [])].map((text) => JSON.parse(text) as [string, number]);
      expect(results).toHaveLength(1); // the same stored answer for every caller
      expect(results[0]?.[0]).toBe('applied');
    }
    const stored = await db()
      .selectFrom('actions')
      .select('id')
      .where(
        'id',
        'in',
        actions.map((a) => a.id),
      )
      .execute();
    expect(stored).toHaveLength(actions.length);
    const items = await db().selectFrom('items').select(['id', 'status']).where('serial_number', 'in', serials).execute();
    expect(items.every((i) => i.status === 'inStock')).toBe(true);
    // One audit row per action, written in bulk with its push.
    for (const item of items) expect(await auditsOf(item.id)).toEqual(expect.arrayContaining([{ action: 'factoryExport' }]));
    const audits = await db()
      .selectFrom('audit_logs')
      .select('entity_id')
      .where('action', '=', 'factoryExport')
      .where(
        'entity_id',
        'in',
        items.map((i) => i.id),
      )
      .execute();
    expect(audits).toHaveLength(actions.length);
  });

  it('keeps a push with a refused action from touching the pushes committed with it', async () => {
    const serials = await buildItems(server, admin.token, 3);
    const good = serials.map((s) => action('factoryExport', s));
    const refused = action('export', serials[0] as string, { sellerId: 'no-such-outlet' });
    const missing = action('factoryExport', 'P99-NOT-THERE');
    const [a, b, c] = await Promise.all([
      push(server, admin.token, good.slice(0, 2)),
      push(server, admin.token, [missing, refused]),
      push(server, admin.token, good.slice(2)),
    ]);
    expect(a.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(b.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(c.results.map((r) => r.status)).toEqual(['applied']);
    const items = await db().selectFrom('items').select('status').where('serial_number', 'in', serials).execute();
    expect(items.map((i) => i.status)).toEqual(['inStock', 'inStock', 'inStock']);
  });
});

describe('import calls that arrive together', () => {
  it('import every row once when the importer keeps several batches of 10 in flight', async () => {
    await buildCatalogEntry(server, admin.token, { barcode: 'GC-IMPORT', name: 'Group commit import' });
    const hashes = Array.from({ length: 80 }, () => `gc-${randomUUID()}`);
    const batches = Array.from({ length: 8 }, (_, b) =>
      hashes
        .slice(b * 10, b * 10 + 10)
        .map((importHash, i) => ({ data: { catalog: 'GC-IMPORT', notes: `row ${b * 10 + i}` }, importHash })),
    );
    // The last batch sent again at the same time, as a retried call would be: its rows are refused as already imported.
    const calls = [...batches, batches[7] as (typeof batches)[number]].map((rows) =>
      gql<{ itemImport: Array<{ ok: boolean; error: string | null }> }>(
        server.url,
        'mutation ($rows: [ItemImportRow!]!) { itemImport(rows: $rows) { ok error } }',
        { rows },
        { token: admin.token, language: 'en' },
      ),
    );
    const answers = await Promise.all(calls);
    const oks = answers.map((a) => (a.data?.itemImport ?? []).filter((r) => r.ok).length);
    expect(oks.reduce((x, y) => x + y, 0)).toBe(80);
    expect(oks.filter((n) => n === 0)).toHaveLength(1);
    const imported = await db().selectFrom('import_hashes').select('entity_id').where('hash', 'in', hashes).execute();
    expect(imported).toHaveLength(80);
    const items = await db()
      .selectFrom('items')
      .select(['serial_number', 'notes'])
      .where(
        'id',
        'in',
        imported.map((r) => r.entity_id),
      )
      .execute();
    expect(new Set(items.map((i) => i.notes)).size).toBe(80);
    expect(new Set(items.map((i) => i.serial_number)).size).toBe(80);
  });
});
