import { sql } from 'kysely';
import type { Db } from './index';
import { observeRateLimited } from '../lib/metrics';

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

export interface RateLimitHit {
  /** True while within the limit (this hit included). */
  ok: boolean;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
  /** The window this hit was counted in: `refundRateLimit` takes it back from that window only. */
  windowId: string;
}

function windowOf(rule: RateLimit, now: number): { windowId: string; endsAt: number } {
  const index = Math.floor(now / rule.windowMs);
  return { windowId: String(index), endsAt: (index + 1) * rule.windowMs };
}

/**
 * A fixed-window counter per key (e.g. client IP) for endpoints anyone can
 * call. One upsert per hit, in the database, so several server processes share
 * the count and a restart does not reset it. The hit is counted before the
 * caller does its work, so a burst of concurrent requests cannot all slip
 * under the limit.
 */
export async function takeRateLimit(db: Db, rule: RateLimit, key: string, now = Date.now()): Promise<RateLimitHit> {
  const { windowId, endsAt } = windowOf(rule, now);
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `${rule.name}:${key}`, window_id: windowId, hits: 1, expires_at: new Date(endsAt).toISOString() })
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
  const ok = Number(row.hits) <= rule.limit;
  if (!ok) observeRateLimited(rule.name);
  return { ok, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)), windowId };
}

/** True while within the limit (see `takeRateLimit`). */
export async function hitRateLimit(db: Db, rule: RateLimit, key: string, now = Date.now()): Promise<boolean> {
  return (await takeRateLimit(db, rule, key, now)).ok;
}

/**
 * Takes one hit back, in the window it was counted in, for rules that count
 * only what went wrong (a sign-in that succeeded is not held against the
 * address): the hit is taken first, so concurrent attempts cannot all pass,
 * and given back when the attempt turns out fine.
 */
export async function refundRateLimit(db: Db, rule: RateLimit, key: string, hit: Pick<RateLimitHit, 'windowId'>): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', `${rule.name}:${key}`)
    .where('window_id', '=', hit.windowId)
    .where('hits', '>', 0)
    .execute();
}
