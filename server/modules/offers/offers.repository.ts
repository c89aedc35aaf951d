import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { OffersTable } from '../../db/tables/offers';

export type OfferRow = OffersTable;
/** A position in the (created_at, id) descending order. */
export interface OfferCursor {
  createdAt: string;
  id: string;
}

export async function insertOffer(db: Db, row: OfferRow): Promise<void> {
  await db.insertInto('offers').values(row).execute();
}

export async function updateOffer(db: Db, id: string, changes: Partial<Omit<OfferRow, 'id' | 'created_at' | 'created_by'>>): Promise<void> {
  await db.updateTable('offers').set(changes).where('id', '=', id).execute();
}

export async function deleteOffer(db: Db, id: string): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', id).execute();
}

/** The address of the account with this id (an offer's author), or null. */
export async function accountEmail(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null;
}

export async function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

const olderThan = (c: OfferCursor) => (eb: ExpressionBuilder<Database, 'offers'>) =>
  eb.or([eb('created_at', '<', c.createdAt), eb.and([eb('created_at', '=', c.createdAt), eb('id', '<', c.id)])]);
const newerThan = (c: OfferCursor) => (eb: ExpressionBuilder<Database, 'offers'>) =>
  eb.or([eb('created_at', '>', c.createdAt), eb.and([eb('created_at', '=', c.createdAt), eb('id', '>', c.id)])]);

async function exists(db: Db, where: ReturnType<typeof olderThan>): Promise<boolean> {
  return (await db.selectFrom('offers').select('id').where(where).limit(1).executeTakeFirst()) !== undefined;
}

const cursorOf = (row: OfferRow): OfferCursor => ({ createdAt: row.created_at, id: row.id });

/**
 * One page of offers, newest first. `after` walks to older offers, `before`
 * back to newer ones. One record beyond the page is probed in the direction
 * of travel, and one existence check the other way, so both buttons are
 * enabled only when there is something there.
 */
export async function pageOffers(db: Db, input: { after: OfferCursor | null; before: OfferCursor | null; limit: number }) {
  let rows: OfferRow[];
  let hasNext: boolean;
  let hasPrevious: boolean;
  if (input.before) {
    const found = await db
      .selectFrom('offers')
      .selectAll()
      .where(newerThan(input.before))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(input.limit + 1)
      .execute();
    hasPrevious = found.length > input.limit;
    rows = found.slice(0, input.limit).reverse();
    const last = rows.at(-1);
    hasNext = last ? await exists(db, olderThan(cursorOf(last))) : true;
  } else {
    let query = db.selectFrom('offers').selectAll();
    if (input.after) query = query.where(olderThan(input.after));
    const found = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit + 1)
      .execute();
    hasNext = found.length > input.limit;
    rows = found.slice(0, input.limit);
    const first = rows[0];
    hasPrevious = input.after ? (first ? await exists(db, newerThan(cursorOf(first))) : true) : false;
  }
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    hasNext,
    hasPrevious,
    next: hasNext && last ? cursorOf(last) : null,
    previous: hasPrevious && first ? cursorOf(first) : null,
  };
}
