import type { IResolvers } from '@graphql-tools/utils';
import type { Permission } from '../../shared/permissions';
import type { Context } from './context';

/** One domain area's part of the schema: SDL that extends Query/Mutation, and its resolvers. */
export interface GraphQLModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers<unknown, Context>;
  /**
   * Each operation (`Query.x`, `Mutation.y`) → what it requires, so a test can
   * walk the matrix: a permission, several (any one of them opens the
   * operation; the resolver may narrow further, e.g. per catalog kind),
   * 'signedIn', or 'public' (no sign-in).
   */
  permissions?: Record<string, Permission | readonly Permission[] | 'public' | 'signedIn'>;
}
