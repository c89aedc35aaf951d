import type { IResolvers } from '@graphql-tools/utils';
import type { Permission } from '../../shared/permissions';
import type { Context } from './context';

/**
 * Who may call an operation: a §6 permission, several (any one opens the
 * operation; the resolver may narrow further, e.g. per catalog kind), any
 * signed-in user, or anyone ('public').
 */
export type OperationAccess = Permission | readonly Permission[] | 'public' | 'signedIn';

/** One domain area's part of the schema: SDL that extends Query/Mutation, and its resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, Context>;
  /**
   * Each operation (`Query.x`, `Mutation.y`) → what it requires. Resolvers
   * still call authorize(); this table is what the permission walk checks.
   */
  permissions?: Record<string, OperationAccess>;
}
