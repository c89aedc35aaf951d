import type { GraphQLModule } from '../../graphql/module';
import { presentUser } from './presenter';
import { readRefreshCookie } from './session';
import { refresh, signIn, signOut, signUp } from './service';

export const authModule: GraphQLModule = {
  name: 'auth',
  typeDefs: /* GraphQL */ `
    type UploadedFile {
      id: String!
      name: String!
      sizeInBytes: Int!
      publicUrl: String!
      privateUrl: String
    }

    type User {
      id: ID!
      authenticationUid: String!
      email: String!
      firstName: String
      lastName: String
      fullName: String
      phoneNumber: String
      avatars: [UploadedFile!]!
      roles: [String!]!
      "Everything the roles allow (shared/permissions.ts): the UI shows or hides actions from this."
      permissions: [String!]!
      disabled: Boolean!
      emailVerified: Boolean!
      userType: String!
      deviceTokens: [String!]!
      createdAt: String!
      updatedAt: String!
    }

    "A short-lived access token (send as Authorization: Bearer); the refresh token travels in an httpOnly cookie."
    type AuthPayload {
      token: String!
      user: User!
    }

    extend type Query {
      "The signed-in user, or null."
      authMe: User
    }

    extend type Mutation {
      authSignUp(email: String!, password: String!, firstName: String, lastName: String): AuthPayload!
      authSignIn(email: String!, password: String!, rememberMe: Boolean = false): AuthPayload!
      authRefresh: AuthPayload!
      authSignOut: Boolean!
    }
  `,
  resolvers: {
    Query: {
      authMe: (_parent, _args, ctx) => (ctx.user ? presentUser(ctx.user) : null),
    },
    Mutation: {
      authSignUp: async (_parent, args, ctx) => {
        const { token, user } = await signUp(ctx, args);
        return { token, user: presentUser(user) };
      },
      authSignIn: async (_parent, args: { email: string; password: string; rememberMe?: boolean | null }, ctx) => {
        const { token, user } = await signIn(ctx, { email: args.email, password: args.password, rememberMe: args.rememberMe ?? false });
        return { token, user: presentUser(user) };
      },
      authRefresh: async (_parent, _args, ctx) => {
        const { token, user } = await refresh(ctx, readRefreshCookie(ctx.req));
        return { token, user: presentUser(user) };
      },
      authSignOut: async (_parent, _args, ctx) => {
        await signOut(ctx, readRefreshCookie(ctx.req));
        return true;
      },
    },
  },
};
