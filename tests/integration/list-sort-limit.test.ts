import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNINDEXED_SORT_ROWS } from '../../server/modules/items/items.repository';
import { formatSerial, qrCodeOf } from '../../shared/items';
import { attackClient, expectRefused } from '../support/attacks';
import { signIn, type Session } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

// The item list's sorts that no index serves read every matching row on the
// server's one thread: over a long list they are refused (docs/decisions.md,
// the mixed soak's finding), while /healthz keeps answering.

let server: TestServer;
let owner: Session;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url, 'owner@demo.test', 'demo12345');
});
afterAll(async () => {
  await server?.stop();
});

describe('a sort no index serves, over a long list', () => {
  it('is refused over 50,000 items with a message in the caller’s language, while the indexed sort and a narrowed list still answer', async () => {
    const db = server.database.db;
    const catalogId = (await db.selectFrom('catalog_entries').select('id').executeTakeFirstOrThrow()).id;
    const stamp = new Date().toISOString();
    const rows = Array.from({ length: MAX_UNINDEXED_SORT_ROWS + 1 }, (_, i) => {
      const serial = formatSerial('accessory', 2099, i + 1);
      return {
        id: randomUUID(),
        serial_number: serial,
        catalog_id: catalogId,
        item_type: 'accessory',
        status: 'inStock',
        warranty_status: 'inactive',
        qr_code: qrCodeOf(serial),
        iteration_number: i + 1,
        printing_count_per_item: 1,
        item_name: 'Sort',
        is_restored: 0,
        batch_id: 'sort-attack',
        created_at: stamp,
        updated_at: stamp,
        sync_seq: 0,
      } as const;
    });
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto('items')
        .values(rows.slice(i, i + 1000))
        .execute();
    const { whileRunning, query } = attackClient(server.url);
    const list = 'query ($f: ItemFilter, $o: ItemSort) { itemList(filter: $f, orderBy: $o, limit: 20) { count rows { serialNumber } } }';
    const auth = { authorization: `Bearer ${owner.token}` };
    // A date filter is counted by a query, not from the counters, so the raw rows count.
    const all = { createdAtFrom: '2000-01-01' };
    for (const [language, message] of [
      ['en', /up to 50,000 items/],
      ['ar', /٥٠[٬,]?٠٠٠/],
    ] as const) {
      const refused = await whileRunning(() => query(list, { f: all, o: 'exportedAt_DESC' }, { ...auth, 'accept-language': language }));
      expectRefused(refused, 400, 'BAD_USER_INPUT');
      expect(refused.body?.errors?.[0]?.message).toMatch(message);
    }
    const byDate = await query(list, { f: all, o: 'createdAt_DESC' }, auth);
    expect((byDate.body?.data?.itemList as { count: number }).count).toBeGreaterThan(MAX_UNINDEXED_SORT_ROWS);
    const narrowed = await query(list, { f: { ...all, itemType: 'product' }, o: 'exportedAt_DESC' }, auth);
    expect(narrowed.body?.errors).toBeUndefined();
  }, 60_000);
});
