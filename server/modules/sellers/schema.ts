import { clientAddress, enforceRateLimit } from '../../graphql/throttle';
import { z } from 'zod';
import { can, type Permission } from '../../../shared/access/permissions';
import { APPLICATION_STATUSES, SELLER_STATUSES } from '../../../shared/items';
import { idSchema, pagingSchema } from '../../../shared/validation/common';
import {
  applicationInputSchema,
  SELLER_SORT,
  sellerInputSchema,
  sellerListSchema,
  sellerStatusSchema,
} from '../../../shared/validation/seller';
import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { localNameField } from '../../graphql/localName';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { sortEnum } from '../../graphql/sortEnum';
import { reachOf, requireFor, requireUser } from '../../graphql/access';
import {
  applicationAnswerer,
  applicationCreator,
  sellerCreator,
  sellerDestroyer,
  sellerStatusChanger,
  sellerUpdater,
  userLinker,
} from './commands';
import { presentApplication, presentSeller } from './presenter';
import { assertPinCode, pinCodeArg } from '../settings/pinCode';
import { autocompleteSchema } from '../../../shared/validation/iam';
import { autocompleteUsers } from '../iam/iam.repository';
import { findSeller, listApplications, listSellers } from './sellers.repository';

// Branches answer to the branch* permissions, distributors to seller* (spec §6
// has both entities; the Branches and Distributors screens share this API).
type SellerType = 'branch' | 'distributor';
const permOf = (type: SellerType, action: 'Read' | 'Create' | 'Edit' | 'Destroy') =>
  `${type === 'branch' ? 'branch' : 'seller'}${action}` as Permission;

async function authorizeFor(ctx: Context, type: SellerType, action: 'Read' | 'Create' | 'Edit' | 'Destroy') {
  return requireFor(ctx, permOf(type, action));
}

/**
 * Loads a seller for the caller, checking the permission of its own type.
 * An outlet account reaches only its own outlet: others are not found, as
 * unknown ids are.
 */
async function loadFor(ctx: Context, id: string, action: 'Read' | 'Edit' | 'Destroy') {
  const reach = reachOf(ctx);
  const row = reach.kind === 'every' || reach.outletId === id ? await findSeller(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return { row, actor: await authorizeFor(ctx, row.seller_type, action) };
}

const typeDefs = /* GraphQL */ `
  enum SellerStatus {
    ${SELLER_STATUSES.join('\n    ')}
  }
  enum ApplicationStatus {
    ${APPLICATION_STATUSES.join('\n    ')}
  }
  ${sortEnum('SellerSort', SELLER_SORT)}
  "A branch or a distributor: an outlet items are exported to."
  type Seller {
    id: ID!
    sellerType: String!
    distributorType: String
    status: SellerStatus!
    "In the caller's language (Accept-Language), else in the other one."
    name: String!
    nameAr: String
    nameEn: String
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
    "One of the two at least."
    nameAr: String
    nameEn: String
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
    status: ApplicationStatus!
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
    sellerList(filter: SellerFilter, orderBy: SellerSort, limit: Int, offset: Int): SellerPage!
    sellerFind(id: String!): Seller!
    applicationList(status: String, limit: Int, offset: Int): ApplicationPage!
    "Seller-type accounts for the link picker (name or email contains the query; at most 100): an outlet account sees only those free or already its own."
    sellerAccountOptions(query: String, limit: Int): [AutocompleteOption!]!
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
/** Distributor requests from one client address (the public join form). */
const PUBLIC_APPLICATIONS = { name: 'applicationCreate', limit: 10, windowMs: 60 * 60_000 };
const idsSchema = z.array(idSchema).min(1, 'validation.minItems').max(100, 'validation.maxItems');

export const sellersModule: GraphQLModule = {
  name: 'sellers',
  typeDefs,
  resolvers: {
    Seller: localNameField,
    Query: {
      sellerAccountOptions: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(autocompleteSchema, args);
        return autocompleteUsers(ctx.db, input.query, input.limit, { sellerAccountsFor: reachOf(ctx) });
      },
      sellerList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(sellerListSchema, args);
        const user = requireUser(ctx);
        const allowed = (['branch', 'distributor'] as const).filter((t) => can(user.roles, permOf(t, 'Read')));
        if (input.filter.sellerType && !allowed.includes(input.filter.sellerType)) await authorizeFor(ctx, input.filter.sellerType, 'Read');
        const page = await listSellers(ctx.db, input, allowed, reachOf(ctx), ctx.language);
        return { count: page.count, rows: page.rows.map(presentSeller) };
      },
      sellerFind: async (_: unknown, args: Args, ctx: Context) => {
        const { row } = await loadFor(ctx, parseInput(idSchema, args.id), 'Read');
        return presentSeller(row);
      },
      applicationList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(pagingSchema.extend({ status: z.enum(APPLICATION_STATUSES).nullish() }), args);
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
        const pinCode = parseInput(pinCodeArg, args.pinCode);
        await assertPinCode(ctx, actor, pinCode);
        await ctx.db.transaction().execute((trx) => sellerDestroyer(trx, { ids, actor }));
        return true;
      },
      sellerLinkUser: async (_: unknown, args: Args, ctx: Context) => {
        const userId = parseInput(idSchema, args.userId);
        const sellerId = parseInput(idSchema.nullish(), args.sellerId) ?? null;
        const actor = sellerId ? (await loadFor(ctx, sellerId, 'Edit')).actor : requireUser(ctx);
        await userLinker(ctx.db, { userId, sellerId, actor, reach: reachOf(ctx) });
        return true;
      },
      applicationCreate: async (_: unknown, args: Args, ctx: Context) => {
        await enforceRateLimit(ctx.db, ctx.res, PUBLIC_APPLICATIONS, clientAddress(ctx.req));
        const data = parseInput(applicationInputSchema, args.data);
        return presentApplication(await ctx.db.transaction().execute((trx) => applicationCreator(trx, { data })));
      },
      applicationMarkContacted: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const actor = requireUser(ctx);
        return presentApplication(
          await ctx.db.transaction().execute((trx) => applicationAnswerer(trx, { id, status: 'contacted', actor })),
        );
      },
      applicationReject: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const actor = requireUser(ctx);
        return presentApplication(await ctx.db.transaction().execute((trx) => applicationAnswerer(trx, { id, status: 'rejected', actor })));
      },
    },
  },
};
