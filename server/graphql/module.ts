import type { IResolvers } from '@graphql-tools/utils';
import type { Context } from './context';

/**
 * One domain area's part of the schema: SDL that extends Query/Mutation, and
 * its resolvers. Who may call each Query and Mutation field is not here: it is
 * the field's row in shared/operations.ts, checked before the resolver
 * runs (server/graphql/access.ts).
 */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, Context>;
}
