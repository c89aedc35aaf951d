import { sql } from 'kysely';
import type { Db } from '../db';

export interface RateLimitTable {
  key: string;
  window_id: string;
  hits: number;
  expires_at: string;
}
export interface RateLimitTables {
  rate_limits: RateLimitTable;
}

export interface RateLimit {
  /** What is counted, e.g. "warranty" (the caller's key is appended). */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * A fixed-window counter per key (e.g. client IP) for endpoints anyone can
 * call. One upsert per hit, in the database, so several server processes share
 * the count and a restart does not reset it. True while within the limit.
 */
export async function hitRateLimit(db: Db, rule: RateLimit, key: string, now = Date.now()): Promise<boolean> {
  const windowId = String(Math.floor(now / rule.windowMs));
  const expiresAt = new Date((Math.floor(now / rule.windowMs) + 1) * rule.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `${rule.name}:${key}`, window_id: windowId, hits: 1, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_id = excluded.window_id then rate_limits.hits + 1 else 1 end`,
        window_id: sql<string>`excluded.window_id`,
        expires_at: sql<string>`excluded.expires_at`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Now and then, forget keys whose window has passed (one IP's row per rule otherwise stays forever).
  if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('expires_at', '<', new Date(now).toISOString()).execute();
  return Number(row.hits) <= rule.limit;
}
