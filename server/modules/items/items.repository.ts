import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { ItemStatus } from '../../../shared/items';
import { mayQueue } from '../../../shared/items/actions';
import type { ItemListInput } from '../../../shared/validation/item';
import type { Checkpoint } from '../../../shared/sync';
import type { Db } from '../../db';
import { afterCheckpoint } from '../../db/changeCounter';
import { badInput } from '../../graphql/errors';
import { countFromCounters, warrantyTotals } from './counts.repository';
import type { ItemsTable } from '../../db/tables/items';
import { parseSort } from '../../../shared/validation/common';
import type { OutletReach } from '../../../shared/access/contract';
import { snakeKey } from '../../db/camel';

export type ItemRow = Selectable<ItemsTable>;

/**
 * Sorts no index serves: SQLite reads every matching row to order them, on the
 * one thread that answers every request (1M items: seconds, measured by the
 * mixed soak). Over a list longer than this they are refused with a message.
 * The creation date and the serial have indexes for every filter the list offers.
 */
const UNINDEXED_SORTS = new Set(['updatedAt', 'exportedAt', 'activationDate', 'expirationDate']);
export const MAX_UNINDEXED_SORT_ROWS = 50_000;

/**
 * The items an account reaches (the `outlet` scope of shared/access): an
 * outlet account its outlet's items, and the stock when it may receive from
 * it; null for back-office accounts, which reach every item.
 */
export type ItemReach = { outletId: string; stock: boolean } | null;

export function itemReachOf(roles: readonly string[], reach: OutletReach): ItemReach {
  if (reach.kind === 'every') return null;
  return { outletId: reach.outletId, stock: mayQueue(roles, 'export') };
}

/**
 * The stock's status as a literal, for `where('status', '=', IN_STOCK)`: SQLite's planner proves the condition of
 * the partial index items_stock_sync (the stock's pull, migration 0094) only from a literal, not from a parameter.
 */
export const IN_STOCK = sql.lit<ItemStatus>('inStock');

function within(reach: NonNullable<ItemReach>) {
  return (eb: ExpressionBuilder<{ items: ItemsTable }, 'items'>) =>
    reach.stock ? eb.or([eb('seller_id', '=', reach.outletId), eb('status', '=', IN_STOCK)]) : eb('seller_id', '=', reach.outletId);
}

/**
 * The items an account's device replicates (itemPull; docs/decisions.md "Pull scope and tombstones"): an outlet
 * account its outlet's items, and whoever may export stock the items in stock.
 */
export interface PullScope {
  outletId: string | null;
  stock: boolean;
}

/** Reaching every outlet replicates none of their items: back-office readers page through itemList online. */
export function pullScopeOf(roles: readonly string[], reach: OutletReach): PullScope {
  return { outletId: reach.kind === 'outlet' ? reach.outletId : null, stock: mayQueue(roles, 'export') };
}

/** The item is in the scope's replica (as itemPull would hand it). */
export function inPullScope(row: Pick<ItemRow, 'seller_id' | 'status'>, scope: PullScope): boolean {
  return (scope.outletId !== null && row.seller_id === scope.outletId) || (scope.stock && row.status === 'inStock');
}

/** One scope's items changed after the checkpoint, in (sync_seq, id) order: an outlet's (itemPull), or the stock. */
export async function itemsChangedAfter(
  db: Db,
  scope: { outletId: string } | 'stock',
  after: Checkpoint,
  limit: number,
): Promise<ItemRow[]> {
  return db
    .selectFrom('items')
    .selectAll()
    .where(afterCheckpoint(after))
    .$if(scope === 'stock', (q) => q.where('status', '=', IN_STOCK))
    .$if(scope !== 'stock', (q) => q.where('seller_id', '=', (scope as { outletId: string }).outletId))
    .orderBy('sync_seq')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many live items a scope holds: an outlet's and, with `stock`, the stock (a first sync's progress). */
export async function countItemsInScope(db: Db, scope: PullScope): Promise<number> {
  if (!scope.outletId && !scope.stock) return 0;
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => {
      const ors = [];
      if (scope.outletId) ors.push(eb('seller_id', '=', scope.outletId));
      if (scope.stock) ors.push(eb('status', '=', IN_STOCK));
      return eb.or(ors);
    })
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An item by serial or id, or undefined when it does not exist or is outside the reach. */
export async function findItemInReach(db: Db, by: { serial: string } | { id: string }, reach: ItemReach): Promise<ItemRow | undefined> {
  let q = db.selectFrom('items').selectAll();
  q = 'serial' in by ? q.where('serial_number', '=', by.serial) : q.where('id', '=', by.id);
  if (reach) q = q.where(within(reach));
  return q.executeTakeFirst();
}

export async function findItemBySerial(db: Db, serial: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('serial_number', '=', serial).executeTakeFirst();
}

/** The items with these serials (a pushed batch's, at most a few hundred). */
export async function findItemsBySerials(db: Db, serials: string[]): Promise<ItemRow[]> {
  return serials.length ? db.selectFrom('items').selectAll().where('serial_number', 'in', serials).execute() : [];
}

/**
 * The admin items database: every filter is an equality or range the indexes
 * of migration 0040 serve, and the sort ends in id so pages never overlap.
 * Warranty "expired" = active past its date (computed on read; the stored
 * status is only ever inactive or active). Filters on type, status and outlet
 * only take their total from item_counts, and a warranty filter alone from
 * warranty_expiries, instead of counting rows.
 */
export async function listItems(db: Db, input: ItemListInput, now: Date, reach: ItemReach = null) {
  const f = input.filter;
  const at = now.toISOString();
  let q = db.selectFrom('items');
  if (reach) q = q.where(within(reach));
  if (f.itemType) q = q.where('item_type', '=', f.itemType);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.sellerId) q = q.where('seller_id', '=', f.sellerId);
  if (f.catalogId) q = q.where('catalog_id', '=', f.catalogId);
  if (f.serialNumber) q = q.where('serial_number', '=', f.serialNumber.toUpperCase());
  if (f.clientPhone) q = q.where('client_phone', '=', f.clientPhone);
  if (f.createdAtFrom) q = q.where('created_at', '>=', f.createdAtFrom);
  if (f.createdAtTo) q = q.where('created_at', '<=', f.createdAtTo);
  if (f.exportedAtFrom) q = q.where('exported_at', '>=', f.exportedAtFrom);
  if (f.exportedAtTo) q = q.where('exported_at', '<=', f.exportedAtTo);
  if (f.warrantyStatus === 'inactive') q = q.where('warranty_status', '=', 'inactive');
  if (f.warrantyStatus === 'active') q = q.where('warranty_status', '=', 'active').where('expiration_date', '>', at);
  if (f.warrantyStatus === 'expired') q = q.where('warranty_status', '=', 'active').where('expiration_date', '<=', at);
  const { field, direction } = parseSort(input.orderBy);
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  // The counters and expiry totals count every outlet: a narrower reach counts its rows.
  const countable =
    !reach && Object.entries(f).every(([key, value]) => value == null || key === 'itemType' || key === 'status' || key === 'sellerId');
  const warrantyOnly =
    !reach &&
    (f.warrantyStatus === 'active' || f.warrantyStatus === 'expired') &&
    Object.entries(f).every(([key, value]) => value == null || key === 'warrantyStatus');
  const count = Number(
    await (warrantyOnly
      ? warrantyTotals(db, now).then((t) => (f.warrantyStatus === 'active' ? t.active : t.expired))
      : countable
        ? countFromCounters(db, f)
        : q
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
            .then((r) => r.count)),
  );
  if (count > MAX_UNINDEXED_SORT_ROWS && UNINDEXED_SORTS.has(field))
    throw badInput('items.errors.sortTooBroad', { count: MAX_UNINDEXED_SORT_ROWS });
  const rows = await q.selectAll().orderBy(snakeKey(field), dir).orderBy('id', dir).limit(input.limit).offset(input.offset).execute();
  return { count, rows };
}

/** The item's history: its audit rows, oldest first. */
export async function itemTimeline(db: Db, itemId: string) {
  return db
    .selectFrom('audit_logs')
    .select(['id', 'action', 'values', 'created_by_email', 'created_by_id', 'timestamp'])
    .where('entity_id', '=', itemId)
    .where('entity_name', '=', 'item')
    .orderBy('timestamp')
    .orderBy('id')
    .execute();
}

/** Takes `count` serial sequence numbers for a prefix (type letter + year); returns the first. */
export async function reserveSerials(db: Db, prefix: string, count: number): Promise<number> {
  const row = await db
    .insertInto('serial_counters')
    .values({ prefix, value: count })
    .onConflict((oc) => oc.column('prefix').doUpdateSet((eb) => ({ value: eb('serial_counters.value', '+', count) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value - count + 1;
}
