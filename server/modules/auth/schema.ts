import { z } from 'zod';
import { emailSchema, USER_LIMITS } from '../../../shared/validation/user';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { isEmailConfigured } from '../mail/mailer';
import {
  passwordReset,
  resendVerificationEmail,
  sendPasswordResetEmail,
  sendVerificationEmail,
  sendWelcomeEmail,
  updateProfile,
  verifyEmail,
} from './accounts';
import { requireUser } from '../../graphql/access';
import { presentUser } from './presenter';
import { readRefreshCookie } from './session';
import { refresh, signIn, signOut, signUp } from './commands';
import { sendSignInLink, signInWithLink } from './signInLinks';

const tokenArg = z.object({ token: z.string().trim().min(1, 'auth.codes.expired-action-code').max(200, 'auth.codes.expired-action-code') });
const emailArg = z.object({ email: z.string().trim().max(255) });
/** The welcome mail goes to an address (a real one: it is sent) and greets a full name at the most. */
const welcomeArgs = z.object({
  email: emailSchema,
  name: z
    .string()
    .trim()
    .max(USER_LIMITS.firstName + 1 + USER_LIMITS.lastName, 'validation.maxChars')
    .nullish(),
});

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
      "A member's national id number; null for staff."
      idNumber: String
      "A member's membership category: working, affiliate, athletic or honorary; null for staff."
      userCategory: String
      avatars: [UploadedFile!]!
      roles: [String!]!
      "Everything the roles allow (shared/access/permissions.ts): the UI shows or hides actions from this."
      permissions: [String!]!
      "The outlet an outlet account works for (its records are the only ones it reaches); null for back-office accounts."
      outletId: String
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

    input AvatarInput {
      id: String
      name: String!
      sizeInBytes: Int
      publicUrl: String
      "A new image, base64 (a data: URL prefix is allowed); checked by its first bytes, at most 2 MB."
      content: String
    }

    input ProfileInput {
      firstName: String
      lastName: String
      phoneNumber: String
      idNumber: String
      userCategory: String
      avatars: [AvatarInput!]
    }

    extend type Query {
      "The signed-in user, or null."
      authMe: User
      "True when mail goes out over SMTP; false when it stays in the outbox (/dev/mail outside production)."
      authIsEmailConfigured: Boolean!
      "The social sign-in providers this server has a client id for (google, facebook); empty: no social buttons."
      authSocialProviders: [String!]!
    }

    extend type Mutation {
      authSignUp(email: String!, password: String!, firstName: String, lastName: String): AuthPayload!
      authSignIn(email: String!, password: String!, rememberMe: Boolean = false): AuthPayload!
      authRefresh: AuthPayload!
      authSignOut: Boolean!
      authSendWelcomeEmail(email: String!, name: String): Boolean!
      "Mails the signed-in user a link that verifies their address."
      authSendEmailAddressVerificationEmail: Boolean!
      "Answers true whether or not the address has an account."
      authSendPasswordResetEmail(email: String!): Boolean!
      "Mails a back-office account a one-time sign-in link (10 minutes), the way in for a new device while failed guesses make the account wait. Answers true whether or not the address has an account; counted per client address, never per account."
      authSendSignInLink(email: String!): Boolean!
      "Signs in with a mailed sign-in link's token, once; the browser becomes a known device of the account."
      authSignInWithLink(token: String!, rememberMe: Boolean = false): AuthPayload!
      authVerifyEmail(token: String!): User!
      authPasswordReset(token: String!, password: String!): Boolean!
      authUpdateProfile(profile: ProfileInput!): User!
    }
  `,
  resolvers: {
    Query: {
      authMe: (_parent, _args, ctx) => (ctx.user ? presentUser(ctx.user) : null),
      authIsEmailConfigured: (_parent, _args, ctx) => isEmailConfigured(ctx.config),
      authSocialProviders: (_parent, _args, ctx) => ctx.config.socialProviders.map((p) => p.name),
    },
    Mutation: {
      authSignUp: async (_parent, args, ctx) => {
        const { token, user } = await signUp(ctx, args);
        await sendVerificationEmail(ctx, user);
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
      authSendWelcomeEmail: async (_parent, args: { email: string; name?: string | null }, ctx) => {
        const { email, name } = parseInput(welcomeArgs, args);
        const actor = requireUser(ctx);
        await sendWelcomeEmail(ctx, actor, email, name);
        return true;
      },
      authSendEmailAddressVerificationEmail: async (_parent, _args, ctx) => {
        const user = requireUser(ctx);
        await resendVerificationEmail(ctx, user);
        return true;
      },
      authSendPasswordResetEmail: async (_parent, args: { email: string }, ctx) => {
        const { email } = parseInput(emailArg, args);
        await sendPasswordResetEmail(ctx, email);
        return true;
      },
      authSendSignInLink: async (_parent, args: { email: string }, ctx) => {
        const { email } = parseInput(emailArg, args);
        await sendSignInLink(ctx, email);
        return true;
      },
      authSignInWithLink: async (_parent, args: { token: string; rememberMe?: boolean | null }, ctx) => {
        const { token } = parseInput(tokenArg, args);
        const signedIn = await signInWithLink(ctx, token, args.rememberMe ?? false);
        return { token: signedIn.token, user: presentUser(signedIn.user) };
      },
      authVerifyEmail: async (_parent, args: { token: string }, ctx) => {
        const { token } = parseInput(tokenArg, args);
        return presentUser(await verifyEmail(ctx, token));
      },
      authPasswordReset: async (_parent, args: { token: string; password: string }, ctx) => {
        const { token } = parseInput(tokenArg, args);
        await passwordReset(ctx, token, args.password);
        return true;
      },
      authUpdateProfile: async (_parent, args: { profile: unknown }, ctx) => {
        const user = requireUser(ctx);
        return presentUser(await updateProfile(ctx, user, args.profile));
      },
    },
  },
};
