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
import { activationLimit } from './activations';
import { itemBatchCreator } from './batchCreator';
import { findItemInReach, itemReachOf, itemTimeline, listItems } from './items.repository';
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
        const outlet = reach.kind === 'outlet' ? reach.outletId : null;
        const rows = await itemTimeline(ctx.db, id);
        const sellerIds = new Set<string>();
        const parsed = rows.map((r) => {
          const values = r.values
            ? (JSON.parse(r.values) as { after?: { sellerId?: string | null }; before?: { sellerId?: string | null } })
            : {};
          const sellerId = values.after?.sellerId ?? values.before?.sellerId ?? null;
          if (sellerId) sellerIds.add(sellerId);
          // An outlet account sees the item's steps at its outlet and outside any outlet, not another outlet's customers.
          const elsewhere = outlet !== null && [values.after?.sellerId, values.before?.sellerId].some((id) => id && id !== outlet);
          return { row: r, sellerId, elsewhere };
        });
        const sellers = sellerIds.size
          ? await ctx.db
              .selectFrom('sellers')
              .select(['id', 'name_ar', 'name_en'])
              .where('id', 'in', [...sellerIds])
              .execute()
          : [];
        const names = new Map(sellers.map((s) => [s.id, rowName(s, ctx.language)]));
        return parsed
          .filter((p) => !p.elsewhere)
          .map(({ row, sellerId }) => ({
            id: row.id,
            action: row.action,
            at: row.timestamp,
            byEmail: row.created_by_email,
            sellerId,
            sellerName: sellerId ? (names.get(sellerId) ?? null) : null,
            values: row.values,
          }));
      },
      activationRecordList: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(
          pagingSchema.extend({ status: z.enum(['normal', 'exceeded']).nullish(), phoneNumber: z.string().trim().max(24).nullish() }),
          args,
        );
        // An outlet account sees the customers of its own outlet's activations, and only those items.
        const reach = reachOf(ctx);
        const outlet = reach.kind === 'outlet' ? reach.outletId : null;
        let scoped = ctx.db.selectFrom('activation_records');
        if (outlet !== null) {
          scoped = scoped.where('phone_number', 'in', (eb) =>
            eb
              .selectFrom('items')
              .select('client_phone')
              .where('seller_id', '=', outlet)
              .where('activation_date', 'is not', null)
              .where('client_phone', 'is not', null)
              .$narrowType<{ client_phone: string }>(),
          );
        }
        // Exceeded is read against today's limit (a setting), so raising or lowering it restates every customer at once.
        const limit = await activationLimit(ctx.db);
        let q = scoped;
        if (input.status === 'exceeded') q = q.where('number_of_activations', '>', limit);
        if (input.status === 'normal') q = q.where('number_of_activations', '<=', limit);
        if (input.phoneNumber) q = q.where('phone_number', '=', input.phoneNumber);
        const [{ count }, rows, { exceeded }] = await Promise.all([
          q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
          q.selectAll().orderBy('updated_at', 'desc').orderBy('id').limit(input.limit).offset(input.offset).execute(),
          scoped
            .select((eb) => eb.fn.countAll<number>().as('exceeded'))
            .where('number_of_activations', '>', limit)
            .executeTakeFirstOrThrow(),
        ]);
        const phones = rows.map((r) => r.phone_number);
        let activated = ctx.db.selectFrom('items').select(['client_phone', 'serial_number']).where('activation_date', 'is not', null);
        if (outlet !== null) activated = activated.where('seller_id', '=', outlet);
        const items = phones.length ? await activated.where('client_phone', 'in', phones).execute() : [];
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
