import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { auditModule } from './modules/audit/schema';
import { authModule } from './modules/auth/schema';
import { complaintsModule } from './modules/complaints/schema';
import { claimsModule } from './modules/items/claims.schema';
import { offersModule } from './modules/offers/schema';
import { settingsModule } from './modules/settings/schema';
import { iamModule } from './modules/iam/schema';
import { contentModules } from './modules/content';
import { systemModule } from './modules/system/schema';
import { catalogModule } from './modules/catalog/schema';
import { geoModule } from './modules/geo/schema';
import { sellersModule } from './modules/sellers/schema';
import { itemsModule } from './modules/items/schema';
import { syncModule } from './modules/sync/schema';
import { warrantyModule } from './modules/warranty/schema';
import { dashboardModule } from './modules/dashboard/schema';
import { membersModule } from './modules/members/schema';

import { importsModule } from './modules/imports/schema';
import { catalogImportModule } from './modules/catalog/import';
import { itemImportModule } from './modules/items/import';
import { gated } from './graphql/access';
import type { GraphQLModule } from './graphql/module';

// Every module of the server, in one list: adding an area means adding it here.
export const modules: GraphQLModule[] = [
  systemModule,
  authModule,
  settingsModule,
  complaintsModule,
  claimsModule,
  offersModule,
  catalogModule,
  geoModule,
  sellersModule,
  itemsModule,
  syncModule,
  warrantyModule,
  iamModule,
  auditModule,
  dashboardModule,
  membersModule,

  importsModule,
  catalogImportModule,
  itemImportModule,
  ...contentModules,
];

const root = /* GraphQL */ `
  type Query
  type Mutation
`;

/** Every Query and Mutation resolver behind its access check (server/graphql/access.ts). */
function withAccess(resolvers: GraphQLModule['resolvers']): GraphQLModule['resolvers'] {
  const out: Record<string, unknown> = { ...resolvers };
  for (const root of ['Query', 'Mutation'] as const) {
    const fields = resolvers[root] as Record<string, Parameters<typeof gated>[1]> | undefined;
    if (fields) out[root] = Object.fromEntries(Object.entries(fields).map(([name, resolve]) => [name, gated(name, resolve)]));
  }
  return out as GraphQLModule['resolvers'];
}

export function buildSchema(list: GraphQLModule[] = modules): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: [root, ...list.map((m) => m.typeDefs)],
    resolvers: list.map((m) => withAccess(m.resolvers)),
  });
  // A root field without a resolver would answer null to anyone, unchecked.
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (!field.resolve) throw new Error(`GraphQL operation ${field.name} has no resolver`);
    }
  }
  return schema;
}
