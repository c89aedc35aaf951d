import { offerInputSchema, offerListSchema } from '../../../shared/validation/offers';
import { AppError } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { passes, requireUser } from '../../graphql/access';
import { decodeCursor, encodeCursor, presentOffer } from './presenter';
import { accountEmail, findOffer, pageOffers } from './offers.repository';
import type { Context } from '../../graphql/context';
import { offerCreator, offerDestroyer, offerUpdater } from './commands';

interface Authored {
  createdBy: string | null;
  updatedBy: string | null;
}
const staff = (ctx: Context) => passes(ctx, 'offerFind');

function cursorArg(text: string | null | undefined) {
  if (!text) return null;
  const cursor = decodeCursor(text);
  if (!cursor) throw new AppError('BAD_USER_INPUT', 'validation.invalid', { path: 'cursor' });
  return cursor;
}

async function presentById(db: Parameters<typeof findOffer>[0], id: string) {
  const row = await findOffer(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'offers.errors.notFound');
  return presentOffer(row);
}

async function offerPage(db: Parameters<typeof pageOffers>[0], args: unknown) {
  const input = parseInput(offerListSchema, args);
  const after = cursorArg(input.after);
  const before = after ? null : cursorArg(input.before);
  const page = await pageOffers(db, { after, before, limit: input.limit });
  return {
    rows: page.rows.map(presentOffer),
    nextCursor: encodeCursor(page.next),
    previousCursor: encodeCursor(page.previous),
    hasNext: page.hasNext,
    hasPrevious: page.hasPrevious,
  };
}

export const offersModule: GraphQLModule = {
  name: 'offers',
  typeDefs: /* GraphQL */ `
    type Offer {
      id: String!
      "Arabic title and description"
      title: String!
      description: String!
      titleEn: String!
      descriptionEn: String!
      "One image (folder offer/images)."
      image: UploadedFile
      "YYYY-MM-DD"
      date: String!
      createdAt: String!
      updatedAt: String!
      "The accounts that created it and last changed it (ids), and their addresses (null once the account is gone)."
      createdBy: String
      updatedBy: String
      createdByEmail: String
      updatedByEmail: String
    }

    input OfferInput {
      title: String!
      description: String
      titleEn: String!
      descriptionEn: String
      image: UploadedFileInput
      date: String!
    }

    "A page of offers, newest first; pass nextCursor as after, previousCursor as before."
    type OfferPage {
      rows: [Offer!]!
      nextCursor: String
      previousCursor: String
      hasNext: Boolean!
      hasPrevious: Boolean!
    }

    extend type Query {
      offerList(after: String, before: String, limit: Int): OfferPage!
      "The public site's offers: the same pages, for anyone (spec public §4)."
      publicOfferList(after: String, before: String, limit: Int): OfferPage!
      offerFind(id: String!): Offer!
    }

    extend type Mutation {
      offerCreate(data: OfferInput!): Offer!
      offerUpdate(id: String!, data: OfferInput!): Offer!
      offerDestroy(id: String!): Boolean!
    }
  `,
  resolvers: {
    // Who wrote an offer is the back-office's to know: the public list reads the same type, so its authors are
    // null unless the caller may read offers in the back-office (offerFind's declared access).
    Offer: {
      createdBy: (offer: Authored, _args: unknown, ctx: Context) => (staff(ctx) ? offer.createdBy : null),
      updatedBy: (offer: Authored, _args: unknown, ctx: Context) => (staff(ctx) ? offer.updatedBy : null),
      createdByEmail: (offer: Authored, _args: unknown, ctx: Context) => (staff(ctx) ? accountEmail(ctx.db, offer.createdBy) : null),
      updatedByEmail: (offer: Authored, _args: unknown, ctx: Context) => (staff(ctx) ? accountEmail(ctx.db, offer.updatedBy) : null),
    },
    Query: {
      offerList: (_p, args, ctx) => offerPage(ctx.db, args),
      publicOfferList: (_p, args, ctx) => offerPage(ctx.db, args),
      offerFind: async (_p, args: { id: string }, ctx) => {
        return presentById(ctx.db, args.id);
      },
    },
    Mutation: {
      offerCreate: async (_p, args: { data: unknown }, ctx) => {
        const input = parseInput(offerInputSchema, args.data);
        const user = requireUser(ctx);
        const id = await offerCreator(ctx.db, { input, actor: user });
        return presentById(ctx.db, id);
      },
      offerUpdate: async (_p, args: { id: string; data: unknown }, ctx) => {
        const input = parseInput(offerInputSchema, args.data);
        const user = requireUser(ctx);
        await offerUpdater(ctx.db, { id: args.id, input, actor: user });
        return presentById(ctx.db, args.id);
      },
      offerDestroy: async (_p, args: { id: string }, ctx) => {
        const user = requireUser(ctx);
        await offerDestroyer(ctx.db, { id: args.id, actor: user });
        return true;
      },
    },
  },
};
