import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { contentModules } from '../modules/content';
import { systemModule } from '../modules/system/schema';
import type { GraphQLModule } from './module';

// Every module of the server, in one list: adding an area means adding it here.
export const modules: GraphQLModule[] = [systemModule, ...contentModules];

const root = /* GraphQL */ `
  type Query
  type Mutation
`;

export function buildSchema(list: GraphQLModule[] = modules): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: [root, ...list.map((m) => m.typeDefs)],
    resolvers: list.map((m) => m.resolvers),
  });
}
