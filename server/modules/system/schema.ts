import { LANGUAGES, DEFAULT_LANGUAGE } from '../../../shared/i18n';
import { appModeOf } from '../../lib/config';
import type { GraphQLModule } from '../../graphql/module';
import { APP_VERSION } from '../../lib/version';

export const systemModule: GraphQLModule = {
  name: 'system',
  typeDefs: /* GraphQL */ `
    "How this server runs (README: Demo and production)."
    enum AppMode {
      "npm start: demo accounts and sample data, the dev mail outbox; the PWA shows a demo banner."
      demo
      "NODE_ENV=production: no demo accounts or data, no dev mail outbox."
      production
    }

    "What a client needs to know about this server before anything else."
    type AppInfo {
      name: String!
      version: String!
      languages: [String!]!
      defaultLanguage: String!
      "The language this answer is in, chosen from Accept-Language."
      language: String!
      serverTime: String!
      mode: AppMode!
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
        mode: appModeOf(ctx.config),
      }),
    },
    Mutation: {
      ping: () => 'pong',
    },
  },
};
