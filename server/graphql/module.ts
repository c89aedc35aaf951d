import type { IResolvers } from '@graphql-tools/utils';
import type { Permission } from '../../shared/permissions';
import type { Context } from './context';

/**
 * Who may call an operation: a §6 permission, several (any one opens the
 * operation; the resolver may narrow further, e.g. per catalog kind), any
 * signed-in user, or anyone ('public'). The resolver still calls `authorize`
 * itself; this table is what the permission walk test
 * (tests/integration/permissions.test.ts) checks every operation against,
 * and it fails when an operation is missing here.
 */
export type OperationAccess = Permission | readonly Permission[] | 'signedIn' | 'public';
export type OperationName = `Query.${string}` | `Mutation.${string}`;

/** One domain area's part of the schema: SDL that extends Query/Mutation, and its resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, Context>;
  /** Every Query/Mutation field the module adds, with who may call it. */
  permissions?: Record<OperationName, OperationAccess>;
}
