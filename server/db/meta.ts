import type { Db } from './index';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface MetaTables {
  app_meta: AppMetaTable;
}

// The whole database type: a narrower Kysely<MetaTables> is not assignable
// from it once other modules add tables (Kysely types are invariant).
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
