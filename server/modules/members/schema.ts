import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { requireUser } from '../../graphql/access';
import {
  maskPhone,
  memberActivitySchema,
  memberEmailSignInSchema,
  memberIdSchema,
  memberSendCodeSchema,
  memberVerifySchema,
} from '../../../shared/validation/member';
import { presentUser } from '../auth/presenter';
import { memberActivity } from './activity.repository';
import { memberCodeSender, memberCodeVerifier, memberEmailSignIn, memberFinder } from './commands';
import { presentActivity, presentIdentity, presentTicket } from './presenter';

// The public site's member sign-in modal (public-site spec §2 "Login modal
// steps"): 1 member id → 2 identity → 3 method → 4 registration → 5 phone →
// 6 code. Every operation is public (the caller is signing in) and a mutation,
// so nothing about members is ever answered over a cacheable GET. Then the
// signed-in member's own activity (their /profile), a query for the caller's
// account only (scope `account`), sent with the token and so never cached.
export const membersModule: GraphQLModule = {
  name: 'members',
  typeDefs: /* GraphQL */ `
    "One person on a club membership (the member, a spouse, a child)."
    type MemberIdentity {
      id: ID!
      name: Localized!
      "member | spouse | child"
      relation: String!
      "True once this person has an account: they sign in with a code sent to its phone."
      registered: Boolean!
      "The last two digits of the account's phone, e.g. '•••• 78'; null until registered."
      phoneHint: String
    }

    "A code on its way to a phone; verify it with memberVerifyCode before expiresAt."
    type MemberCodeTicket {
      id: ID!
      phoneHint: String!
      expiresAt: String!
      codeLength: Int!
      attemptsLeft: Int!
    }

    input MemberRegistrationInput {
      firstName: String!
      lastName: String!
      email: String!
      password: String!
      confirmPassword: String!
    }

    "One thing recorded about the signed-in member (their /profile's Activity)."
    type MemberActivityEntry {
      id: ID!
      "warrantyRegistered (they registered an item's warranty on its warranty page) | complaintFiled"
      kind: String!
      "When it happened (ISO)."
      at: String!
      "The item's serial, when the entry names one: its warranty page is /w/{serialNumber}."
      serialNumber: String
      "The registered item's catalog name in the caller's language."
      itemName: String
      "complaintFiled: the complaint's number."
      complaintNumber: Int
      "complaintFiled: pending | opened | closed."
      complaintStatus: String
    }

    type MemberActivity {
      "The phone the account has proven by a code ('•••• 78'); null when none: then only complaints filed while signed in are listed."
      phoneHint: String
      "Newest first."
      entries: [MemberActivityEntry!]!
    }

    extend type Query {
      "The caller's own activity: warranties registered and complaints filed under the phone they proved, or while signed in. 20 unless asked, at most 50."
      memberActivity(limit: Int): MemberActivity!
    }

    extend type Mutation {
      "Step 1: the people on a membership. Unknown numbers count against the caller's sign-in limit."
      memberLookup(memberId: String!): [MemberIdentity!]!
      "Step 5: sends a six-digit code to the phone (SMS, or the dev outbox without SMS_URL). New people send the step-4 registration."
      memberSendCode(identityId: String!, phoneNumber: String!, registration: MemberRegistrationInput): MemberCodeTicket!
      "Step 6: the code signs the person in (making the account of a new one)."
      memberVerifyCode(ticketId: String!, code: String!): AuthPayload!
      "Email and password in the modal: accepted for userType admin only (spec §4); others get auth/user-not-found."
      memberEmailSignIn(email: String!, password: String!): AuthPayload!
    }
  `,
  resolvers: {
    Query: {
      memberActivity: async (_parent, args: unknown, ctx) => {
        const { limit } = parseInput(memberActivitySchema, args);
        const user = requireUser(ctx);
        const rows = await memberActivity(ctx.db, user, limit);
        return {
          phoneHint: user.verified_phone ? maskPhone(user.verified_phone) : null,
          entries: rows.map((row) => presentActivity(row, ctx.language)),
        };
      },
    },
    Mutation: {
      memberLookup: async (_parent, args: unknown, ctx) => {
        const { memberId } = parseInput(memberIdSchema, args);
        return (await memberFinder(ctx, memberId)).map(presentIdentity);
      },
      memberSendCode: async (_parent, args: unknown, ctx) => {
        const input = parseInput(memberSendCodeSchema, args);
        return presentTicket(await memberCodeSender(ctx, input));
      },
      memberVerifyCode: async (_parent, args: unknown, ctx) => {
        const input = parseInput(memberVerifySchema, args);
        const { token, user } = await memberCodeVerifier(ctx, input);
        return { token, user: presentUser(user) };
      },
      memberEmailSignIn: async (_parent, args: unknown, ctx) => {
        const input = parseInput(memberEmailSignInSchema, args);
        const { token, user } = await memberEmailSignIn(ctx, input);
        return { token, user: presentUser(user) };
      },
    },
  },
};
