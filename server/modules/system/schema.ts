import { LANGUAGES, DEFAULT_LANGUAGE } from '../../../shared/i18n';
import type { GraphQLModule } from '../../graphql/module';
import { APP_VERSION } from '../../version';

export const systemModule: GraphQLModule = {
  name: 'system',
  typeDefs: /* GraphQL */ `
    "What a client needs to know about this server before anything else."
    type AppInfo {
      name: String!
      version: String!
      languages: [String!]!
      defaultLanguage: String!
      "The language this answer is in, chosen from Accept-Language."
      language: String!
      serverTime: String!
    }

    extend type Query {
      appInfo: AppInfo!
    }

    extend type Mutation {
      "Does nothing; lets a client check that mutations reach the server."
      ping: String!
    }
  `,
  resolvers: {
    Query: {
      appInfo: (_parent, _args, ctx) => ({
        name: ctx.t('common.appTitle'),
        version: APP_VERSION,
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        language: ctx.language,
        serverTime: new Date().toISOString(),
      }),
    },
    Mutation: {
      ping: () => 'pong',
    },
  },
};
