import type { Db } from './index';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface MetaTables {
  app_meta: AppMetaTable;
}

type MetaDb = Db;

export async function getMeta(db: MetaDb, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setMeta(db: MetaDb, key: string, value: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('app_meta')
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

/** Marks a migrated database as never started, so a copy of it seeds like a new one. */
export const FRESH_COPY_KEY = 'fresh_copy';

/** True once for a database marked with FRESH_COPY_KEY; removes the mark. Two processes starting on it at once: one wins. */
export async function claimFreshCopy(db: MetaDb): Promise<boolean> {
  const removed = await db.deleteFrom('app_meta').where('key', '=', FRESH_COPY_KEY).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
