import type { GraphQLModule } from '../../graphql/module';
import { IMPORT_RESULT_SDL } from './rowBatch';

// The types every multi-row import shares (catalog and items); the operations
// live in their areas (catalog/import.ts, items/import.ts).
export const importsModule: GraphQLModule = {
  name: 'imports',
  typeDefs: IMPORT_RESULT_SDL,
  resolvers: {},
};
