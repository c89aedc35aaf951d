import type { ItemStatus, ItemType } from '../../../shared/items';
import type { Db } from '../../db';

// Counts of items per (type, status, outlet), moved by every command that
// creates items or changes their status or outlet, in the same transaction.

export async function bumpItemCount(db: Db, key: { itemType: ItemType; status: ItemStatus; sellerId: string | null }, delta: number): Promise<void> {
  if (!delta) return;
  await db
    .insertInto('item_counts')
    .values({ item_type: key.itemType, status: key.status, seller_id: key.sellerId ?? '', n: delta })
    .onConflict((oc) => oc.columns(['item_type', 'status', 'seller_id']).doUpdateSet((eb) => ({ n: eb('item_counts.n', '+', delta) })))
    .execute();
}

/** The total for filters on these three columns only; undefined when other filters need a real count. */
export async function countFromCounters(db: Db, filter: { itemType?: ItemType | null; status?: ItemStatus | null; sellerId?: string | null }): Promise<number> {
  let q = db.selectFrom('item_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'));
  if (filter.itemType) q = q.where('item_type', '=', filter.itemType);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.sellerId) q = q.where('seller_id', '=', filter.sellerId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.total);
}
