import { parse, type ObjectTypeExtensionNode } from 'graphql';
import type { GraphQLModule, OperationName } from '../../graphql/module';
import { contentAdminModule } from './admin';
import { clubModule } from './club';
import { commonTypeDefs } from './common';
import { formsModule } from './forms';
import { newsModule } from './news';
import { placesModule } from './places';

const contentCommon: GraphQLModule = { name: 'content.common', typeDefs: commonTypeDefs, resolvers: {} };

/**
 * Every public-site operation is open to visitors (spec public-site §6: all
 * content routes are public): reads, likes and views per visitor, the contact
 * form. The table is derived from the module's own SDL so a new operation is
 * public only by being added to one of these modules.
 */
function publicOperations(module: GraphQLModule): GraphQLModule {
  const permissions: Record<OperationName, 'public'> = {};
  for (const definition of parse(module.typeDefs).definitions) {
    if (definition.kind !== 'ObjectTypeExtension') continue;
    const { name, fields } = definition as ObjectTypeExtensionNode;
    if (name.value !== 'Query' && name.value !== 'Mutation') continue;
    for (const field of fields ?? []) permissions[`${name.value}.${field.name.value}`] = 'public';
  }
  return { ...module, permissions };
}

/** The public site's content (spec public-site §3, §7), in entity groups. */
export const contentModules: GraphQLModule[] = [
  ...[contentCommon, newsModule, placesModule, clubModule, formsModule].map(publicOperations),
  // The back-office side: guarded by the content permissions, not public.
  contentAdminModule,
];
