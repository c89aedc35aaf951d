import { z } from 'zod';
import { ACTIVATION_STATUSES, ITEM_STATUSES, normalizeSerial, WARRANTY_STATUSES } from '../../../shared/items';
import { idSchema, pagingSchema } from '../../../shared/validation/common';
import { factoryBatchSchema, ITEM_SORT, itemListSchema } from '../../../shared/validation/item';
import type { Context } from '../../graphql/context';
import { AppError, badInput, notFound } from '../../graphql/errors';
import { forceHttpStatus } from '../../lib/httpStatus';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { sortEnum } from '../../graphql/sortEnum';
import { rowName } from '../../db/names';
import { camelRow } from '../../db/camel';
import { reachOf, requireFor, requireUser } from '../../graphql/access';
import { findCatalog } from '../catalog/catalog.repository';
import { itemBatchCreator } from './batchCreator';
import { findItemInReach, itemReachOf, listItems } from './items.repository';
import { activationRecordPage } from './activationRecords.repository';
import { visibleTimeline } from './timeline';
import { presentItem } from './presenter';

// Statuses as enums from shared/items/states.ts, so gql.tada types them in the PWA's documents.
const typeDefs = /* GraphQL */ `
  enum ItemStatus {
    ${ITEM_STATUSES.join('\n    ')}
  }
  enum WarrantyStatus {
    ${WARRANTY_STATUSES.join('\n    ')}
  }
  enum ActivationStatus {
    ${ACTIVATION_STATUSES.join('\n    ')}
  }
  ${sortEnum('ItemSort', ITEM_SORT)}
  type Item {
    id: ID!
    itemId: String!
    itemType: String!
    catalogId: String!
    "Its catalog entry's name in the caller's language, else the other one (labels print it). One read per item: for single items, not lists."
    catalogName: String
    status: ItemStatus!
    "As of the request: an active warranty past its expirationDate is expired."
    warrantyStatus: WarrantyStatus!
    "The public warranty page: /w/{serialNumber}."
    qrCode: String!
    serialNumber: String!
    userId: String
    sellerId: String
    activationDate: String
    expirationDate: String
    iterationNumber: Int!
    printingCountPerItem: Int!
    itemName: String
    brand: String
    photo: String
    exportedBy: String
    exportedAt: String
    billDate: String
    clientName: String
    clientPhone: String
    activatedBy: String
    isRestored: Boolean!
    restoredBy: String
    restoredAt: String
    "A customer's return (a restore of the item sold): when, until it is sold again."
    returnedAt: String
    returnReason: String
    "A warranty claim replaced it (the faulty item): it does not go back to the stock."
    replacedAt: String
    notes: String
    batchId: String!
    createdBy: String
    updatedBy: String
    createdAt: String!
    updatedAt: String!
  }
  type ItemPage {
    count: Int!
    rows: [Item!]!
  }
  input ItemFilter {
    itemType: String
    status: String
    warrantyStatus: String
    sellerId: String
    catalogId: String
    serialNumber: String
    clientPhone: String
    createdAtFrom: String
    createdAtTo: String
    exportedAtFrom: String
    exportedAtTo: String
  }
  input FactoryBatchInput {
    catalogId: String!
    "Number of item iterations."
    iterations: Int!
    "Barcodes per item."
    printingCountPerItem: Int!
    notes: String
  }
  type FactoryBatch {
    batchId: String!
    count: Int!
    "The created items, for printing their labels."
    items: [Item!]!
  }
  "One step of an item's life, from the audit log."
  type ItemTimelineEntry {
    id: ID!
    action: String!
    at: String!
    byEmail: String
    sellerId: String
    sellerName: String
    values: String
  }
  type ActivationRecord {
    id: ID!
    userName: String
    phoneNumber: String!
    userType: String!
    numberOfActivations: Int!
    "normal | exceeded (past the activation limit)"
    activationStatus: ActivationStatus!
    "Serial numbers activated for this phone."
    items: [String!]!
    activator: String
    activatedBy: String
    userStatus: String!
    updatedAt: String!
  }
  type ActivationRecordPage {
    count: Int!
    rows: [ActivationRecord!]!
    limit: Int!
    exceededCount: Int!
    "'Someone has exceeded the allowed activation limit' when any record is exceeded."
    notice: String
  }
  extend type Query {
    itemList(filter: ItemFilter, orderBy: ItemSort, limit: Int, offset: Int): ItemPage!
    itemFind(serialNumber: String!): Item!
    itemTimeline(id: String!): [ItemTimelineEntry!]!
    activationRecordList(status: String, phoneNumber: String, limit: Int, offset: Int): ActivationRecordPage!
  }
  extend type Mutation {
    "The factory stage: one item per iteration, each with a unique serial, inFactory; printingCountPerItem is labels per item."
    itemFactoryCreate(data: FactoryBatchInput!): FactoryBatch!
  }
`;

type Args = Record<string, unknown>;

export const itemsModule: GraphQLModule = {
  name: 'items',
  typeDefs,
  resolvers: {
    Item: {
      catalogName: async (item: { catalogId: string }, _: unknown, ctx: Context) => {
        const entry = await findCatalog(ctx.db, item.catalogId);
        return entry ? rowName(entry, ctx.language) : null;
      },
    },
    Query: {
      itemList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(itemListSchema, args);
        const now = new Date();
        const page = await listItems(ctx.db, input, now, itemReachOf(requireUser(ctx).roles, reachOf(ctx))).catch((error: unknown) => {
          // A refused sort is a limit (MAX_UNINDEXED_SORT_ROWS): answered 400, as the other limits are.
          if (error instanceof AppError) forceHttpStatus(ctx.res, 400);
          throw error;
        });
        return { count: page.count, rows: page.rows.map((r) => presentItem(r, now)) };
      },
      itemFind: async (_: unknown, args: Args, ctx: Context) => {
        const serial = normalizeSerial(parseInput(z.string().max(64), args.serialNumber));
        if (!serial) throw badInput('items.errors.scanRequired');
        const row = await findItemInReach(ctx.db, { serial }, itemReachOf(requireUser(ctx).roles, reachOf(ctx)));
        if (!row) throw notFound('items.errors.notFound');
        return presentItem(row);
      },
      itemTimeline: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const reach = reachOf(ctx);
        if (!(await findItemInReach(ctx.db, { id }, itemReachOf(requireUser(ctx).roles, reach)))) throw notFound('items.errors.notFound');
        return visibleTimeline(ctx.db, id, reach, ctx.language);
      },
      activationRecordList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(
          pagingSchema.extend({ status: z.enum(['normal', 'exceeded']).nullish(), phoneNumber: z.string().trim().max(24).nullish() }),
          args,
        );
        const { count, rows, exceeded, items, limit } = await activationRecordPage(ctx.db, input, reachOf(ctx));
        return {
          count: Number(count),
          limit,
          exceededCount: Number(exceeded),
          notice: Number(exceeded) > 0 ? ctx.t('items.activationExceeded') : null,
          rows: rows.map((r) =>
            camelRow(r, {
              activationStatus: r.number_of_activations > limit ? 'exceeded' : 'normal',
              items: items.filter((i) => i.client_phone === r.phone_number).map((i) => i.serial_number),
            }),
          ),
        };
      },
    },
    Mutation: {
      itemFactoryCreate: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(factoryBatchSchema, args.data);
        // Creating items is creating stock of that catalog kind: the kind's Create permission.
        const entry = await findCatalog(ctx.db, input.catalogId);
        if (!entry) throw badInput('items.errors.catalogMissing');
        const user = await requireFor(ctx, `${entry.kind}Create`);
        const batch = await ctx.db.transaction().execute((trx) => itemBatchCreator(trx, { input, actor: user }));
        return { batchId: batch.batchId, count: batch.items.length, items: batch.items.map((r) => presentItem(r)) };
      },
    },
  },
};
