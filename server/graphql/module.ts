import type { IResolvers } from '@graphql-tools/utils';
import type { Permission } from '../../shared/permissions';
import type { Context } from './context';

/** Who may call an operation: a §6 permission, anyone ('public'), or any signed-in user. */
export type OperationAccess = Permission | 'public' | 'signedIn';

/** One domain area's part of the schema: SDL that extends Query/Mutation, and its resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, Context>;
  /** Operation name → required access, declared for review and tests; resolvers still call authorize(). */
  permissions?: Record<string, OperationAccess>;
}
