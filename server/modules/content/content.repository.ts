import type { Db } from '../../db';
import { badInput, notFound } from '../../graphql/errors';
import { startsWithText } from '../../db/dialect';
import { present, type EntityDef, type Presented } from './entities';
import type { ContentRow } from '../../db/tables/content';
import type { ViewTally } from '../../graphql/context';

export type SortBy = 'asc' | 'desc';
export type PageAction = 'next' | 'previous' | 'first' | 'last' | 'current';

export interface PaginationInput {
  limit?: number | null;
  sortBy?: SortBy | null;
  action?: PageAction | null;
  page?: number | null;
}

/** How one list operation pages and sorts by default (spec public-site §7, §9). */
export interface ListSpec {
  limit: number;
  sortBy: SortBy;
  /** GraphQL orderBy names this list accepts → columns; the first is the default. */
  orderBy: Record<string, string>;
  /** Largest page a caller may ask for. */
  maxLimit?: number;
}

export interface Conditions {
  /** Column → required value (already resolved: branch slug → id, …). */
  equals?: Record<string, string | number>;
  /** Only ids in this set (e.g. articles of some categories). */
  ids?: number[];
  /** Column → one of these values. */
  anyOf?: Record<string, Array<string | number>>;
  /** Column → null or later than this (ISO text), e.g. ads not yet ended. */
  nullOrAfter?: Record<string, string>;
  /** Any of these columns starts with the text, ignoring case (a title in either language). */
  startsWith?: { columns: string[]; text: string };
}

export interface Page {
  pagination: { page: number; limit: number; pageCount: number; isFirstPage: boolean; isLastPage: boolean };
  count: number;
  rows: Presented[];
}

/**
 * Paging by action + page number: `page` is the page the caller is on (1 when
 * absent) and `action` moves from it; the answer says where it landed.
 */
export function targetPage(input: PaginationInput | null | undefined, pageCount: number): number {
  const current = Math.max(1, Math.floor(input?.page ?? 1));
  let page = current;
  switch (input?.action) {
    case 'next':
      page = current + 1;
      break;
    case 'previous':
      page = current - 1;
      break;
    case 'first':
      page = 1;
      break;
    case 'last':
      page = pageCount;
      break;
    default:
      break;
  }
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

export async function listPage(
  db: Db,
  entity: EntityDef,
  spec: ListSpec,
  args: { orderBy?: string | null; pagination?: PaginationInput | null },
  conditions: Conditions = {},
): Promise<Page> {
  const limit = args.pagination?.limit ?? spec.limit;
  const maxLimit = spec.maxLimit ?? Math.max(spec.limit, 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) throw badInput('public.errors.limit', { max: maxLimit });
  const sortBy = args.pagination?.sortBy ?? spec.sortBy;
  const orderKeys = Object.keys(spec.orderBy);
  const orderName = args.orderBy ?? orderKeys[0];
  const orderColumn = orderName ? spec.orderBy[orderName] : undefined;
  if (!orderColumn) throw badInput('public.errors.orderBy', { allowed: orderKeys.join(', ') });

  let base = db.selectFrom(entity.table).where('published', '=', 1);
  for (const [column, value] of Object.entries(conditions.equals ?? {})) base = base.where(column, '=', value);
  for (const [column, values] of Object.entries(conditions.anyOf ?? {})) base = base.where(column, 'in', values);
  for (const [column, value] of Object.entries(conditions.nullOrAfter ?? {})) {
    base = base.where((eb) => eb.or([eb(column, 'is', null), eb(column, '>', value)]));
  }
  const prefix = conditions.startsWith;
  if (prefix) base = base.where((eb) => eb.or(prefix.columns.map((column) => startsWithText(column, prefix.text))));
  if (conditions.ids) base = conditions.ids.length ? base.where('id', 'in', conditions.ids) : base.where('id', '=', -1);

  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const count = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(count / limit));
  const page = targetPage(args.pagination, pageCount);
  const rows = (await base
    .selectAll()
    .orderBy(orderColumn, sortBy)
    .orderBy('id', sortBy)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()) as ContentRow[];
  return {
    pagination: { page, limit, pageCount, isFirstPage: page === 1, isLastPage: page >= pageCount },
    count,
    rows: rows.map((row) => present(entity, row)),
  };
}

export function parseId(id: string | number): number | undefined {
  const n = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A published record, or undefined (a draft looks exactly like a missing record). */
export async function findRow(db: Db, entity: EntityDef, id: string | number, extra: Conditions = {}): Promise<ContentRow | undefined> {
  const n = parseId(id);
  if (n === undefined) return undefined;
  let q = db.selectFrom(entity.table).selectAll().where('id', '=', n).where('published', '=', 1);
  for (const [column, value] of Object.entries(extra.equals ?? {})) q = q.where(column, '=', value);
  return (await q.executeTakeFirst()) as ContentRow | undefined;
}

export async function findOne(db: Db, entity: EntityDef, id: string | number, extra: Conditions = {}): Promise<Presented | null> {
  const row = await findRow(db, entity, id, extra);
  return row ? present(entity, row) : null;
}

/** A branch by id or slug (the PWA keeps the slug in `current_branch`). */
export async function resolveBranchId(db: Db, branch: string | null | undefined): Promise<number | undefined> {
  if (!branch) return undefined;
  const byId = parseId(branch);
  const row = await db
    .selectFrom('content_branches')
    .select('id')
    .where('published', '=', 1)
    .where(byId !== undefined ? 'id' : 'slug', '=', byId ?? branch)
    .executeTakeFirst();
  // An unknown branch filters everything out rather than showing all branches.
  return row ? Number(row.id) : -1;
}

export interface Engagement {
  id: string;
  likesCount: number;
  viewsCount: number;
  liked: boolean;
}

/**
 * Adds (`on`) or removes one visitor's like, and moves the record's counter by exactly the change: +1 once, −1 once,
 * never twice. One transaction. `views`: the views counted and not written yet are in the answer's count.
 */
export async function like(db: Db, views: ViewTally, entity: EntityDef, id: string, visitor: string, on: boolean): Promise<Engagement> {
  const n = parseId(id);
  return db.transaction().execute(async (trx) => {
    const row =
      n === undefined
        ? undefined
        : await trx.selectFrom(entity.table).select(['id']).where('id', '=', n).where('published', '=', 1).executeTakeFirst();
    if (!row || n === undefined) throw notFound();
    let changed = 0;
    if (on) {
      const result = await trx
        .insertInto('content_reactions')
        .values({ entity: entity.key, entity_id: n, visitor_id: visitor, kind: 'like', created_at: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      changed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
    } else {
      const result = await trx
        .deleteFrom('content_reactions')
        .where('entity', '=', entity.key)
        .where('entity_id', '=', n)
        .where('kind', '=', 'like')
        .where('visitor_id', '=', visitor)
        .executeTakeFirst();
      changed = Number(result.numDeletedRows) > 0 ? -1 : 0;
    }
    if (changed) {
      await trx
        .updateTable(entity.table)
        .set((eb) => ({ likes_count: eb(eb.ref('likes_count'), '+', changed) }))
        .where('id', '=', n)
        .execute();
    }
    const engagement = await engagementOf(trx as unknown as Db, entity, n, visitor);
    if (!engagement) throw notFound();
    return answer(engagement, views.pending(entity.key, n));
  });
}

/**
 * Counts one visitor's view of a published record, without a write: `views` keeps it for its next batch
 * (views.ts), unless the database already has this visitor's view. Answers the counts with the views not
 * written yet, and the visitor's like.
 */
export async function view(db: Db, views: ViewTally, entity: EntityDef, id: string, visitor: string): Promise<Engagement> {
  const n = parseId(id);
  if (n === undefined) throw notFound();
  const engagement = await engagementOf(db, entity, n, visitor);
  if (!engagement) throw notFound();
  return answer(engagement, engagement.viewed ? views.pending(entity.key, n) : views.count(entity.key, n, visitor));
}

const answer = ({ id, likesCount, viewsCount, liked }: Engagement, pendingViews: number): Engagement => ({
  id,
  likesCount,
  viewsCount: viewsCount + pendingViews,
  liked,
});

/** A published record's counts as written, and what this visitor did to it; undefined for a record not published. */
export async function engagementOf(
  db: Db,
  entity: EntityDef,
  id: number,
  visitor: string,
): Promise<(Engagement & { viewed: boolean }) | undefined> {
  const row = (await db.selectFrom(entity.table).selectAll().where('id', '=', id).where('published', '=', 1).executeTakeFirst()) as
    ContentRow | undefined;
  if (!row) return undefined;
  const kinds = await db
    .selectFrom('content_reactions')
    .select('kind')
    .where('entity', '=', entity.key)
    .where('entity_id', '=', id)
    .where('visitor_id', '=', visitor)
    .execute();
  return {
    id: String(id),
    likesCount: Number(row.likes_count ?? 0),
    viewsCount: Number(row.views_count ?? 0),
    liked: kinds.some((k) => k.kind === 'like'),
    viewed: kinds.some((k) => k.kind === 'view'),
  };
}
