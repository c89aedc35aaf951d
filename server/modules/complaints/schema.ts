import {
  complaintCreateSchema,
  complaintListSchema,
  complaintRecordSchema,
  complaintReplySchema,
} from '../../../shared/validation/complaints';
import { AppError } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { reachOf, requireUser } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { presentComplaint, presentMessage } from './presenter';
import { findComplaint, listComplaints, listMessages } from './complaints.repository';
import { complaintCreator, complaintDestroyer, complaintLocker, complaintReplier } from './commands';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { can } from '../../../shared/access/permissions';
import { assertPinCode, pinCodeArg } from '../settings/pinCode';

const PUBLIC_COMPLAINTS = { name: 'complaintCreate', limit: 10, windowMs: 10 * 60_000 };

async function presentWithThread(ctx: Context, id: string) {
  const row = await findComplaint(ctx.db, id, reachOf(ctx));
  if (!row) throw new AppError('NOT_FOUND', 'complaints.errors.notFound');
  return { ...presentComplaint(row), messages: (await listMessages(ctx.db, id)).map(presentMessage) };
}

export const complaintsModule: GraphQLModule = {
  name: 'complaints',
  typeDefs: /* GraphQL */ `
    type ComplaintMessage {
      id: String!
      "staff or customer"
      author: String!
      authorEmail: String
      message: String!
      attachments: [UploadedFile!]!
      createdAt: String!
    }

    type Complaint {
      id: String!
      "Sequential and human-readable (#12)."
      number: Int!
      "opened, pending (new) or closed"
      status: String!
      serialNumber: String
      sellerId: String
      phoneNumber: String!
      "The customer's name when staff recorded the complaint (walk-in or phone); null from the warranty page."
      customerName: String
      "public (warranty page) or backoffice"
      source: String!
      closed: Boolean!
      messageCount: Int
      lastMessage: String
      createdAt: String!
      updatedAt: String!
      closedAt: String
      "The thread, oldest first (complaintFind only)."
      messages: [ComplaintMessage!]
    }

    type ComplaintPage {
      count: Int!
      rows: [Complaint!]!
    }

    input ComplaintFilter {
      status: String
      sellerId: String
      number: Int
      "[from, to]: YYYY-MM-DD (to inclusive) or ISO instants; either may be null."
      createdAtRange: [String]
    }

    "A complaint as the customer files it (public warranty page)."
    type ComplaintReceipt {
      number: Int!
    }

    extend type Query {
      complaintList(filter: ComplaintFilter, limit: Int, offset: Int): ComplaintPage!
      complaintFind(id: String!): Complaint!
    }

    extend type Mutation {
      "Public: no sign-in. Answers the complaint number only."
      complaintCreate(serialNumber: String, phoneNumber: String!, message: String!): ComplaintReceipt!
      "Staff record a complaint for a customer who phoned or walked in; an outlet account for its own outlet's items."
      complaintRecord(serialNumber: String, customerName: String!, phoneNumber: String!, message: String!): Complaint!
      complaintReply(id: String!, message: String!, attachments: [UploadedFileInput!]): Complaint!
      complaintLock(id: String!): Complaint!
      complaintUnlock(id: String!): Complaint!
      "Needs the pin code when the settings say deletion needs one."
      complaintDestroy(id: String!, pinCode: String): Boolean!
    }
  `,
  resolvers: {
    Query: {
      complaintList: async (_p, args, ctx) => {
        const input = parseInput(complaintListSchema, args);
        const page = await listComplaints(ctx.db, input, reachOf(ctx));
        return { count: page.count, rows: page.rows.map(presentComplaint) };
      },
      complaintFind: async (_p, args: { id: string }, ctx) => {
        return presentWithThread(ctx, args.id);
      },
    },
    Mutation: {
      complaintCreate: async (_p, args, ctx) => {
        const input = parseInput(complaintCreateSchema, args);
        // Anyone may file one (the warranty page): bounded per address, staff excepted. A signed-in
        // member without the complaint permission files a public one, under the same bound.
        const staff = can(ctx.user?.roles, 'complaintCreate');
        if (!staff) await enforceRateLimit(ctx.db, ctx.res, PUBLIC_COMPLAINTS, clientAddress(ctx.req));
        const id = await complaintCreator(ctx.db, { input, actor: ctx.user, staff });
        // Its number, read back whatever outlet it landed at: the caller is told nothing else.
        const row = await findComplaint(ctx.db, id, { kind: 'every' });
        return { number: row?.number };
      },
      complaintRecord: async (_p, args, ctx) => {
        const input = parseInput(complaintRecordSchema, args);
        const user = requireUser(ctx);
        const id = await complaintCreator(ctx.db, { input, actor: user, staff: true, reach: reachOf(ctx) });
        return presentWithThread(ctx, id);
      },
      complaintReply: async (_p, args, ctx) => {
        const input = parseInput(complaintReplySchema, args);
        const user = requireUser(ctx);
        await complaintReplier(ctx.db, { input, actor: user, reach: reachOf(ctx) });
        return presentWithThread(ctx, input.id);
      },
      complaintLock: async (_p, args: { id: string }, ctx) => {
        const user = requireUser(ctx);
        await complaintLocker(ctx.db, { id: args.id, locked: true, actor: user, reach: reachOf(ctx) });
        return presentWithThread(ctx, args.id);
      },
      complaintUnlock: async (_p, args: { id: string }, ctx) => {
        const user = requireUser(ctx);
        await complaintLocker(ctx.db, { id: args.id, locked: false, actor: user, reach: reachOf(ctx) });
        return presentWithThread(ctx, args.id);
      },
      complaintDestroy: async (_p, args: { id: string; pinCode?: string | null }, ctx) => {
        const user = requireUser(ctx);
        // Before the complaint is looked up, so a wrong pin reveals nothing.
        await assertPinCode(ctx, user, parseInput(pinCodeArg, args.pinCode));
        await complaintDestroyer(ctx.db, { id: args.id, actor: user, reach: reachOf(ctx) });
        return true;
      },
    },
  },
};
