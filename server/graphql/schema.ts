import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { auditModule } from '../modules/audit/schema';
import { authModule } from '../modules/auth/schema';
import { complaintsModule } from '../modules/complaints/schema';
import { offersModule } from '../modules/offers/schema';
import { settingsModule } from '../modules/settings/schema';
import { iamModule } from '../modules/iam/schema';
import { contentModules } from '../modules/content';
import { systemModule } from '../modules/system/schema';
import { catalogModule } from '../modules/catalog/schema';
import { geoModule } from '../modules/geo/schema';
import { sellersModule } from '../modules/sellers/schema';
import { itemsModule } from '../modules/items/schema';
import { syncModule } from '../modules/sync/schema';
import { warrantyModule } from '../modules/warranty/schema';
import { dashboardModule } from '../modules/dashboard/schema';
import { membersModule } from '../modules/members/schema';

import { importsModule } from '../modules/imports/schema';
import { catalogImportModule } from '../modules/catalog/import';
import { itemImportModule } from '../modules/items/import';
import type { GraphQLModule } from './module';

// Every module of the server, in one list: adding an area means adding it here.
export const modules: GraphQLModule[] = [
  systemModule,
  authModule,
  settingsModule,
  complaintsModule,
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

export function buildSchema(list: GraphQLModule[] = modules): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: [root, ...list.map((m) => m.typeDefs)],
    resolvers: list.map((m) => m.resolvers),
  });
}
