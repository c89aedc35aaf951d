import type { Selectable } from 'kysely';
import type { Language } from '../../../shared/i18n';
import { TAB_STATUS } from '../../../shared/items';
import type { SellerListInput } from '../../../shared/validation/seller';
import type { Checkpoint } from '../../../shared/sync';
import type { Db } from '../../db';
import { afterCheckpoint } from '../../db/changeCounter';
import { containsText } from '../../db/dialect';
import { nameOrder, rowName } from '../../db/names';
import type { ApplicationsTable, SellersTable } from '../../db/tables/sellers';
import { parseSort } from '../../../shared/validation/common';
import type { OutletReach } from '../../../shared/access/contract';
import { snakeKey } from '../../db/camel';

export type SellerRow = Selectable<SellersTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;

/** `reach`: the caller's outlet scope. */
export async function listSellers(
  db: Db,
  input: SellerListInput,
  allowedTypes: ReadonlyArray<'branch' | 'distributor'>,
  reach: OutletReach,
  language: Language,
) {
  const f = input.filter;
  let q = db.selectFrom('sellers').where('seller_type', 'in', allowedTypes);
  if (reach.kind === 'outlet') q = q.where('id', '=', reach.outletId);
  if (f.sellerType) q = q.where('seller_type', '=', f.sellerType);
  if (f.distributorType) q = q.where('distributor_type', '=', f.distributorType);
  if (f.tab && f.tab !== 'all') q = q.where('status', '=', TAB_STATUS[f.tab]);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.cityId) q = q.where('city_id', '=', f.cityId);
  const name = f.name;
  if (name) q = q.where((eb) => eb.or(['name_ar', 'name_en', 'company_name'].map((column) => containsText(column, name))));
  const { field, direction } = parseSort(input.orderBy);
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy(field === 'name' ? nameOrder(language) : snakeKey(field), dir)
      .orderBy('id', dir)
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
  ]);
  return { count: Number(count), rows };
}

/** Outlets changed after the checkpoint, in (sync_seq, id) order: every outlet, or only `outlet` (sellerPull). */
export async function sellersChangedAfter(db: Db, outlet: string | null, after: Checkpoint, limit: number): Promise<SellerRow[]> {
  return db
    .selectFrom('sellers')
    .selectAll()
    .$if(outlet !== null, (q) => q.where('id', '=', outlet as string))
    .where(afterCheckpoint(after))
    .orderBy('sync_seq')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findSeller(db: Db, id: string): Promise<SellerRow | undefined> {
  return db.selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function sellerHasItems(db: Db, id: string): Promise<boolean> {
  // Items at the outlet now, or seller accounts still linked to it: deleting would orphan either.
  const item = await db.selectFrom('items').select('id').where('seller_id', '=', id).limit(1).executeTakeFirst();
  if (item) return true;
  const user = await db.selectFrom('user_sellers').select('user_id').where('seller_id', '=', id).limit(1).executeTakeFirst();
  return Boolean(user);
}

/** The outlet a seller account belongs to, if any. */
/** An account's type (only a seller account may be linked to an outlet). */
export function findUserType(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'user_type']).where('id', '=', userId).executeTakeFirst();
}

export async function sellerOfUser(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user_sellers').select('seller_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.seller_id ?? null;
}

export async function linkUserToSeller(db: Db, userId: string, sellerId: string | null): Promise<void> {
  await db.deleteFrom('user_sellers').where('user_id', '=', userId).execute();
  if (sellerId)
    await db.insertInto('user_sellers').values({ user_id: userId, seller_id: sellerId, created_at: new Date().toISOString() }).execute();
}

export async function listApplications(db: Db, opts: { status?: string | null; limit: number; offset: number }) {
  let q = db.selectFrom('applications');
  if (opts.status) q = q.where('status', '=', opts.status as ApplicationRow['status']);
  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset).execute(),
  ]);
  return { count: Number(count), rows };
}

/** Outlets' names in `language`, else in the other one. */
export async function sellerNames(db: Db, ids: string[], language: Language): Promise<Map<string, string | null>> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('sellers').select(['id', 'name_ar', 'name_en']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, rowName(r, language)]));
}
