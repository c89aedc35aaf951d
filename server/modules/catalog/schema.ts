import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { CATALOG_SORT, catalogInputSchema, catalogListSchema } from '../../../shared/validation/catalog';
import { idSchema } from '../../../shared/validation/common';
import { z } from 'zod';
import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { localNameField } from '../../graphql/localName';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { sortEnum } from '../../graphql/sortEnum';
import { requireUser } from '../../graphql/access';
import { findCatalog, listCatalog } from './catalog.repository';
import { catalogCreator, catalogDestroyer, catalogUpdater } from './commands';
import { presentCatalog } from './presenter';
import { assertPinCode, pinCodeArg } from '../settings/pinCode';

// Products, spare parts and accessories share one table and one GraphQL type;
// each kind gets the spec's own operations (productList, sparePartCreate, …)
// checked against its own permissions. Photos come as UploadedFileInput,
// defined once, in settings/schema.ts (the schema merges modules by type name).
const shared = /* GraphQL */ `
  "A product, spare part or accessory. quantity = its items inStock, kept by the server."
  type CatalogEntry {
    id: ID!
    kind: String!
    "In the caller's language (Accept-Language), else in the other one."
    name: String!
    nameAr: String
    nameEn: String
    itemName: String
    description: String
    unitPrice: Float
    photos: [UploadedFile!]!
    barcode: String
    features: [String!]!
    brand: String
    quantity: Int!
    warrantyPeriod: Int!
    productParts: [String!]!
    createdAt: String!
    updatedAt: String!
  }

  type CatalogPage {
    count: Int!
    rows: [CatalogEntry!]!
  }

  input CatalogInput {
    "One of the two at least."
    nameAr: String
    nameEn: String
    itemName: String
    description: String
    unitPrice: Float
    photos: [UploadedFileInput!]
    barcode: String
    features: [String!]
    brand: String
    warrantyPeriod: Int!
    "Products only: ids of the parts (spare parts, accessories)."
    productParts: [String!]
  }

  input CatalogFilter {
    name: String
    barcode: String
    brand: String
    warrantyPeriod: Int
    inStock: Boolean
    createdAtFrom: String
    createdAtTo: String
  }
`;

const perKind = (k: ItemType) => /* GraphQL */ `
  extend type Query {
    ${k}List(filter: CatalogFilter, orderBy: CatalogSort, limit: Int, offset: Int): CatalogPage!
    ${k}Find(id: String!): CatalogEntry!
  }
  extend type Mutation {
    ${k}Create(data: CatalogInput!): CatalogEntry!
    ${k}Update(id: String!, data: CatalogInput!): CatalogEntry!
    "Refused when any of them is in use (has items or is a product part). Needs the pin code when the settings say deletion needs one."
    ${k}Destroy(ids: [String!]!, pinCode: String): Boolean!
  }
`;

const idsSchema = z.array(idSchema).min(1, 'validation.minItems').max(100, 'validation.maxItems');
type Args = Record<string, unknown>;

function resolversFor(kind: ItemType) {
  return {
    Query: {
      [`${kind}List`]: async (_: unknown, args: Args, ctx: Context) => {
        const input = parseInput(catalogListSchema, args);
        const page = await listCatalog(ctx.db, kind, input, ctx.language);
        return { count: page.count, rows: page.rows.map(presentCatalog) };
      },
      [`${kind}Find`]: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const row = await findCatalog(ctx.db, id);
        if (!row || row.kind !== kind) throw notFound();
        return presentCatalog(row);
      },
    },
    Mutation: {
      [`${kind}Create`]: async (_: unknown, args: Args, ctx: Context) => {
        const data = parseInput(catalogInputSchema, args.data);
        const actor = requireUser(ctx);
        return presentCatalog(await ctx.db.transaction().execute((trx) => catalogCreator(trx, { kind, data, actor })));
      },
      [`${kind}Update`]: async (_: unknown, args: Args, ctx: Context) => {
        const id = parseInput(idSchema, args.id);
        const data = parseInput(catalogInputSchema, args.data);
        const actor = requireUser(ctx);
        return presentCatalog(await ctx.db.transaction().execute((trx) => catalogUpdater(trx, { kind, id, data, actor })));
      },
      [`${kind}Destroy`]: async (_: unknown, args: Args, ctx: Context) => {
        const ids = parseInput(idsSchema, args.ids);
        const actor = requireUser(ctx);
        const pinCode = parseInput(pinCodeArg, args.pinCode);
        // Checked before anything else, so a wrong pin reveals nothing.
        await assertPinCode(ctx, actor, pinCode);
        await ctx.db.transaction().execute((trx) => catalogDestroyer(trx, { kind, ids, actor }));
        return true;
      },
    },
  };
}

const perKindResolvers = ITEM_TYPES.map(resolversFor);

export const catalogModule: GraphQLModule = {
  name: 'catalog',
  typeDefs: [shared, sortEnum('CatalogSort', CATALOG_SORT), ...ITEM_TYPES.map(perKind)].join('\n'),
  resolvers: {
    CatalogEntry: localNameField,
    Query: Object.assign({}, ...perKindResolvers.map((r) => r.Query)),
    Mutation: Object.assign({}, ...perKindResolvers.map((r) => r.Mutation)),
  },
};
