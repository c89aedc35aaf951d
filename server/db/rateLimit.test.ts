import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { migrateToLatest } from './migrate';
import { hitRateLimit } from './rateLimit';

const database = openDatabase(':memory:');
afterAll(() => database.close());

describe('hitRateLimit', () => {
  it('allows `limit` hits per window and key, then starts again in the next window', async () => {
    await migrateToLatest(database.db);
    const rule = { name: 'test', limit: 3, windowMs: 1000 };
    const hit = (key: string, t: number) => hitRateLimit(database.db, rule, key, t);
    expect([await hit('a', 0), await hit('a', 10), await hit('a', 20), await hit('a', 999)]).toEqual([true, true, true, false]);
    expect(await hit('b', 30)).toBe(true);
    expect(await hit('a', 1000)).toBe(true);
    // Another rule with the same key counts on its own.
    expect(await hitRateLimit(database.db, { ...rule, name: 'other' }, 'a', 999)).toBe(true);
    const row = await database.db.selectFrom('rate_limits').selectAll().where('key', '=', 'test:a').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ window_id: '1', hits: 1 });
  });
});
