import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { auditModule } from '../modules/audit/schema';
import { authModule } from '../modules/auth/schema';
import { iamModule } from '../modules/iam/schema';
import { systemModule } from '../modules/system/schema';
import type { GraphQLModule } from './module';

// Every module of the server, in one list: adding an area means adding it here.
export const modules: GraphQLModule[] = [
  systemModule,
  authModule,
  iamModule,
  auditModule,
];

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
