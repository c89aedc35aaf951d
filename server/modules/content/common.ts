import { VISITOR_ID_PATTERN } from '../../../shared/visitor';
import type { Context } from '../../graphql/context';
import type { Db } from '../../db';
import type { EntityDef } from './entities';
import { findOne, listPage, resolveBranchId, type Conditions, type ListSpec, type PaginationInput } from './content.repository';

export const AUDIT_FIELDS = /* GraphQL */ `
    createdAt: String!
    createdBy: String
    updatedAt: String!
    updatedBy: String
`;

/** `XPage { pagination, count, rows }`, the list shape of spec §7. */
export const pageType = (type: string) => /* GraphQL */ `
  type ${type}Page {
    pagination: Pagination!
    count: Int!
    rows: [${type}!]!
  }
`;

export const commonTypeDefs = /* GraphQL */ `
  "A text in both languages of the site."
  type Localized {
    en: String!
    ar: String!
  }

  type Pagination {
    "The page these rows are (1-based), after applying the action."
    page: Int!
    limit: Int!
    pageCount: Int!
    isFirstPage: Boolean!
    isLastPage: Boolean!
  }

  enum SortBy {
    asc
    desc
  }

  "Moves from the page the caller is on: next, previous, first, last; current (or none) stays."
  enum PageAction {
    next
    previous
    first
    last
    current
  }

  input PaginationInput {
    limit: Int
    sortBy: SortBy
    action: PageAction
    "The page the caller is on (1 when absent)."
    page: Int
  }

  input BranchFilter {
    "A branch id or its slug (e.g. smouha)."
    branchId: ID
  }

  "A visitor's view of one record's likes and views."
  type Engagement {
    id: ID!
    likesCount: Int!
    viewsCount: Int!
    liked: Boolean!
  }
`;

export interface ListArgs<F = Record<string, unknown>> {
  filter?: F | null;
  orderBy?: string | null;
  pagination?: PaginationInput | null;
}

/** A list resolver over one entity with a fixed spec; `conditions` may add filters from the arguments. */
export function listResolver<F>(
  entity: EntityDef,
  spec: ListSpec,
  conditions?: (args: ListArgs<F>, db: Db) => Promise<Conditions> | Conditions,
) {
  return async (_parent: unknown, args: ListArgs<F>, ctx: Context) =>
    listPage(ctx.db, entity, spec, args, conditions ? await conditions(args, ctx.db) : {});
}

export function findResolver(entity: EntityDef, conditions: Conditions = {}) {
  return (_parent: unknown, args: { id: string }, ctx: Context) => findOne(ctx.db, entity, args.id, conditions);
}

/** Filter by branch (id or slug) when one is given. */
export async function byBranch(args: ListArgs<{ branchId?: string | null }>, db: Db): Promise<Conditions> {
  const branch = await resolveBranchId(db, args.filter?.branchId);
  return branch === undefined ? {} : { equals: { branch_id: branch } };
}

/**
 * Who is liking or viewing: the anonymous visitor id the PWA keeps in
 * localStorage (header `X-Visitor-Id`), else the request's address. A signed-in
 * user id will take precedence once the identity module exists.
 */
export function visitorOf(ctx: Context): string {
  const header = ctx.req.get('x-visitor-id');
  if (header && VISITOR_ID_PATTERN.test(header)) return `v:${header}`;
  return `ip:${ctx.req.ip ?? 'unknown'}`;
}
