import { randomUUID } from 'node:crypto';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { catalogInputSchema } from '../../../shared/validation/catalog';
import { catalogImportRowSchema, type CatalogImportRow } from '../../../shared/validation/imports';
import type { Db } from '../../db';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { requireUser } from '../../graphql/access';
import { importRows } from '../imports/rowBatch';
import { catalogCreator } from './commands';

// productImport / sparePartImport / accessoryImport: rows of the import file
// (spec §5), each checked again with the shared schema and created like
// productCreate (barcode unique, parts must exist), audited as `import`.

const typeDefs = /* GraphQL */ `
  "One row of a catalog import file. Lists as the importer parsed them; everything is checked again."
  input CatalogImportInput {
    nameAr: String
    nameEn: String
    itemName: String
    description: String
    unitPrice: Float
    barcode: String
    features: [String!]
    brand: String
    warrantyPeriod: Int
    "Photo URLs."
    photos: [String!]
    "Products only: barcodes of existing spare parts or accessories."
    productParts: [String!]
  }
  input CatalogImportRow {
    data: CatalogImportInput!
    "SHA-256 of the row, computed by the importer: a row already imported is refused."
    importHash: String
  }
  ${ITEM_TYPES.map((k) => `extend type Mutation {\n    "Up to 100 rows; one result per row, in order. A refused row changes nothing."\n    ${k}Import(rows: [CatalogImportRow!]!): [ImportRowResult!]!\n  }`).join('\n  ')}
`;

/** Barcodes of a product's parts → their ids (spare parts and accessories only). */
async function partIds(trx: Db, barcodes: string[]): Promise<string[]> {
  const wanted = [...new Set(barcodes)];
  if (!wanted.length) return [];
  const found = await trx
    .selectFrom('catalog_entries')
    .select(['id', 'barcode'])
    .where('barcode', 'in', wanted)
    .where('kind', 'in', ['sparePart', 'accessory'])
    .execute();
  if (found.length !== wanted.length) throw badInput('catalog.errors.partMissing');
  return found.map((r) => r.id);
}

function importerFor(kind: ItemType) {
  return async (_: unknown, args: { rows?: unknown }, ctx: Context) => {
    const actor = requireUser(ctx);
    return importRows<CatalogImportRow>(ctx, args.rows, {
      entityName: kind,
      schema: catalogImportRowSchema,
      async apply(trx, row) {
        const data = parseInput(catalogInputSchema, {
          ...row,
          photos: row.photos.map((url) => ({
            id: randomUUID(),
            name: (url.split('/').pop() || 'photo').slice(0, 255),
            sizeInBytes: 0,
            publicUrl: url,
            privateUrl: null,
          })),
          productParts: kind === 'product' ? await partIds(trx, row.productParts) : [],
        });
        return (await catalogCreator(trx, { kind, data, actor, action: 'import' })).id;
      },
    });
  };
}

export const catalogImportModule: GraphQLModule = {
  name: 'catalogImport',
  typeDefs,
  resolvers: { Mutation: Object.fromEntries(ITEM_TYPES.map((k) => [`${k}Import`, importerFor(k)])) },
};
