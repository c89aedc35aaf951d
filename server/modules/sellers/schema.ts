import { z } from 'zod';
import { can, type Permission } from '../../../shared/permissions';
import { APPLICATION_STATUSES } from '../../../shared/items';
import { idSchema, pagingSchema } from '../../../shared/validation/common';
import { applicationInputSchema, sellerInputSchema, sellerListSchema, sellerStatusSchema } from '../../../shared/validation/seller';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { writeAudit } from '../audit/writer';
import { authorize } from '../auth/authorize';
import { authorizeAny } from '../sync/authorizeAny';
import { applicationAnswerer, applicationCreator, sellerCreator, sellerDestroyer, sellerStatusChanger, sellerUpdater } from './commands';
import { presentApplication, presentSeller } from './presenter';
import { assertPinCode } from '../settings/pinCode';
import { findSeller, linkUserToSeller, listApplications, listSellers } from './sellers.repository';

// Branches answer to the branch* permissions, distributors to seller* (spec §6
// has both entities; the Branches and Distributors screens share this API).
type SellerType = 'branch' | 'distributor';
const permOf = (type: SellerType, action: 'Read' | 'Create' | 'Edit' | 'Destroy') => `${type === 'branch' ? 'branch' : 'seller'}${action}` as Permission;

async function authorizeFor(ctx: Context, type: SellerType, action: 'Read' | 'Create' | 'Edit' | 'Destroy') {
  return authorize(ctx, permOf(type, action));
}

/** Loads a seller for a change, checking the permission of its own type; unknown ids look the same to anyone without either. */
async function loadFor(ctx: Context, id: string, action: 'Edit' | 'Destroy') {
  await authorizeAny(ctx, [permOf('distributor', action), permOf('branch', action)]);
  const row = await findSeller(ctx.db, id);
  if (!row) throw notFound();
  return { row, actor: await authorizeFor(ctx, row.seller_type, action) };
}

const typeDefs = /* GraphQL */ `
  "A branch or a distributor: an outlet items are exported to."
  type Seller {
    id: ID!
    sellerType: String!
    distributorType: String
    status: String!
    name: String!
    companyName: String
    branchName: String
    distributorName: String
    wholesalerName: String
    telephone: String
    isOnlineStore: Boolean!
    websiteUrl: String
    taxFacilityNumber: String
    area: [String!]!
    manager: String
    managerName: String
    managerPhone: String
    address: String
    "The governorate."
    countryId: String
    cityId: String
    regionId: String
    createdAt: String!
    updatedAt: String!
    createdBy: String
    updatedBy: String
  }
  type SellerPage {
    count: Int!
    rows: [Seller!]!
  }
  input SellerInput {
    sellerType: String!
    distributorType: String
    name: String!
    companyName: String
    branchName: String
    distributorName: String
    wholesalerName: String
    telephone: String
    isOnlineStore: Boolean
    websiteUrl: String
    taxFacilityNumber: String
    area: [String!]
    manager: String
    managerName: String
    managerPhone: String
    address: String
    countryId: String
    cityId: String
    regionId: String
  }
  "tab: current | new | renewal | old | all (join requests: applicationList)."
  input SellerFilter {
    tab: String
    sellerType: String
    distributorType: String
    status: String
    name: String
    cityId: String
  }
  "A distributor's join request from the public site."
  type Application {
    id: ID!
    name: String!
    email: String!
    phoneNumber: String!
    city: String!
    distributorType: String!
    status: String!
    createdAt: String!
  }
  type ApplicationPage {
    count: Int!
    rows: [Application!]!
  }
  input ApplicationInput {
    name: String!
    email: String!
    phoneNumber: String!
    city: String!
    distributorType: String!
  }
  extend type Query {
    "orderBy: name | status | createdAt | updatedAt, _ASC or _DESC."
    sellerList(filter: SellerFilter, orderBy: String, limit: Int, offset: Int): SellerPage!
    sellerFind(id: String!): Seller!
    applicationList(status: String, limit: Int, offset: Int): ApplicationPage!
  }
  extend type Mutation {
    sellerCreate(data: SellerInput!): Seller!
    sellerUpdate(id: String!, data: SellerInput!): Seller!
    "pending → confirmed|ended, confirmed → renewal|ended, renewal → confirmed|ended, ended → renewal."
    sellerChangeStatus(id: String!, status: String!): Seller!
    "Refused with 'This seller can not be deleted' when it has items or linked accounts. Needs the pin code when the settings say deletion needs one."
    sellerDestroy(ids: [String!]!, pinCode: String): Boolean!
    "Makes a seller account belong to one outlet (null: to none)."
    sellerLinkUser(userId: String!, sellerId: String): Boolean!
    "Public: the 'Become a distributor' form."
    applicationCreate(data: ApplicationInput!): Application!
    applicationMarkContacted(id: String!): Application!
    applicationReject(id: String!): Application!
  }
`;

type Args = Record<string, unknown>;
const idsSchema = z.array(idSchema).min(1, 'validation.minItems').max(100, 'validation.maxItems');

export const sellersModule: GraphQLModule = {
  name: 'sellers',
  typeDefs,
  resolvers: {
    Query: {
      sellerList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(sellerListSchema, args);
        const user = await authorizeAny(ctx, ['sellerRead', 'branchRead']);
        const allowed = (['branch', 'distributor'] as const).filter((t) => can(user.roles, permOf(t, 'Read')));
        if (input.filter.sellerType && !allowed.includes(input.filter.sellerType)) await authorizeFor(ctx, input.filter.sellerType, 'Read');
        const page = await listSellers(ctx.db, input, allowed);
        return { count: page.count, rows: page.rows.map(presentSeller) };
      },
      sellerFind: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        await authorizeAny(ctx, ['sellerRead', 'branchRead']);
        const row = await findSeller(ctx.db, id);
        if (!row) throw notFound();
        await authorizeFor(ctx, row.seller_type, 'Read');
        return presentSeller(row);
      },
      applicationList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(pagingSchema.extend({ status: z.enum(APPLICATION_STATUSES).nullish() }), args);
        await authorize(ctx, 'sellerRead');
        const page = await listApplications(ctx.db, input);
        return { count: page.count, rows: page.rows.map(presentApplication) };
      },
    },
    Mutation: {
      sellerCreate: async (_: unknown, args: Args, ctx: Context) => {
        const data = parseInput(sellerInputSchema, args.data);
        const actor = await authorizeFor(ctx, data.sellerType, 'Create');
        return presentSeller(await ctx.db.transaction().execute((trx) => sellerCreator(trx, { data, actor })));
      },
      sellerUpdate: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const data = parseInput(sellerInputSchema, args.data);
        const { row, actor } = await loadFor(ctx, id, 'Edit');
        if (data.sellerType !== row.seller_type) await authorizeFor(ctx, data.sellerType, 'Edit');
        return presentSeller(await ctx.db.transaction().execute((trx) => sellerUpdater(trx, { id, data, actor })));
      },
      sellerChangeStatus: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const status = parseInput(sellerStatusSchema, args.status);
        const { actor } = await loadFor(ctx, id, 'Edit');
        return presentSeller(await ctx.db.transaction().execute((trx) => sellerStatusChanger(trx, { id, status, actor })));
      },
      sellerDestroy: async (_: unknown, args: Args, ctx: Context) => {
        const ids = parseInput(idsSchema, args.ids);
        const actors = [];
        for (const id of ids) actors.push((await loadFor(ctx, id, 'Destroy')).actor);
        const actor = actors[0] as (typeof actors)[number];
        const pinCode = parseInput(z.string().max(64).nullish(), args.pinCode);
        await ctx.db.transaction().execute(async (trx) => {
          // Checked first in the transaction, so a wrong pin reveals nothing.
          await assertPinCode({ db: trx }, pinCode);
          await sellerDestroyer(trx, { ids, actor });
        });
        return true;
      },
      sellerLinkUser: async (_: unknown, args: Args, ctx: Context) => {
        const userId = parseInput(idSchema, args.userId);
        const sellerId = parseInput(idSchema.nullish(), args.sellerId) ?? null;
        const actor = sellerId ? (await loadFor(ctx, sellerId, 'Edit')).actor : await authorizeAny(ctx, ['sellerEdit', 'branchEdit']);
        const user = await ctx.db.selectFrom('users').select(['id', 'user_type']).where('id', '=', userId).executeTakeFirst();
        if (!user) throw notFound();
        if (sellerId && user.user_type !== 'seller') throw badInput('sellers.errors.userNotSeller');
        await ctx.db.transaction().execute(async (trx) => {
          await linkUserToSeller(trx, userId, sellerId);
          await writeAudit(trx, { entityName: 'userSeller', entityId: userId, action: 'link', values: { sellerId }, actor });
        });
        return true;
      },
      applicationCreate: async (_: unknown, args: Args, ctx: Context) => {
        const data = parseInput(applicationInputSchema, args.data);
        return presentApplication(await ctx.db.transaction().execute((trx) => applicationCreator(trx, { data })));
      },
      applicationMarkContacted: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const actor = await authorize(ctx, 'sellerEdit');
        return presentApplication(await ctx.db.transaction().execute((trx) => applicationAnswerer(trx, { id, status: 'contacted', actor })));
      },
      applicationReject: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const actor = await authorize(ctx, 'sellerEdit');
        return presentApplication(await ctx.db.transaction().execute((trx) => applicationAnswerer(trx, { id, status: 'rejected', actor })));
      },
    },
  },
  permissions: {
    'Query.sellerList': ['sellerRead', 'branchRead'],
    'Query.sellerFind': ['sellerRead', 'branchRead'],
    'Query.applicationList': 'sellerRead',
    'Mutation.sellerCreate': ['sellerCreate', 'branchCreate'],
    'Mutation.sellerUpdate': ['sellerEdit', 'branchEdit'],
    'Mutation.sellerChangeStatus': ['sellerEdit', 'branchEdit'],
    'Mutation.sellerDestroy': ['sellerDestroy', 'branchDestroy'],
    'Mutation.sellerLinkUser': ['sellerEdit', 'branchEdit'],
    'Mutation.applicationCreate': 'public',
    'Mutation.applicationMarkContacted': 'sellerEdit',
    'Mutation.applicationReject': 'sellerEdit',
  },
};
