import type { IResolvers } from '@graphql-tools/utils';
import type { Context } from './context';

/** One domain area's part of the schema: SDL that extends Query/Mutation, and its resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, Context>;
}
