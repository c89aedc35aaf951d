import type { GraphQLModule } from '../../graphql/module';
import { contentAdminModule } from './admin.schema';
import { clubModule } from './club.schema';
import { commonTypeDefs } from './common';
import { formsModule } from './forms.schema';
import { newsModule } from './news.schema';
import { placesModule } from './places.schema';

const contentCommon: GraphQLModule = { name: 'content.common', typeDefs: commonTypeDefs, resolvers: {} };

/**
 * The public site's content (spec public-site §3, §7), in entity groups: its
 * reads, likes, views and forms are open to visitors, the back-office side is
 * guarded by the content permissions (shared/operations.ts).
 */
export const contentModules: GraphQLModule[] = [contentCommon, newsModule, placesModule, clubModule, formsModule, contentAdminModule];
