import { effectiveWarrantyStatus } from '../../../shared/items';
import type { GraphQLModule } from '../../graphql/module';
import { rowName } from '../../db/names';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';

// The customer's warranty page reads this: what the QR code on a label opens.
// Public, so it shows the item and its warranty only — never the client's
// name or phone — and is rate-limited per IP against serial guessing.
const LOOKUPS = { name: 'warrantyLookup', limit: 60, windowMs: 60_000 };

export const warrantyModule: GraphQLModule = {
  name: 'warranty',
  typeDefs: /* GraphQL */ `
    "The public face of an item's warranty (no personal data)."
    type WarrantyInfo {
      serialNumber: String!
      name: String!
      model: String
      photoUrl: String
      "inactive | active | expired, as of now"
      warrantyStatus: String!
      activationDate: String
      expirationDate: String
      "The branch or distributor holding or having sold the item."
      outletName: String
    }

    extend type Query {
      warrantyLookup(serialNumber: String!): WarrantyInfo
    }
  `,
  resolvers: {
    Query: {
      warrantyLookup: async (_parent, args: { serialNumber: string }, ctx) => {
        await enforceRateLimit(ctx.db, ctx.res, LOOKUPS, clientAddress(ctx.req));
        const serial = args.serialNumber.trim();
        if (!serial || serial.length > 64) return null;
        const row = await ctx.db
          .selectFrom('items')
          .innerJoin('catalog_entries', 'catalog_entries.id', 'items.catalog_id')
          .leftJoin('sellers', 'sellers.id', 'items.seller_id')
          .select([
            'items.serial_number',
            'items.warranty_status',
            'items.activation_date',
            'items.expiration_date',
            'items.photo',
            'catalog_entries.name_ar',
            'catalog_entries.name_en',
            'catalog_entries.item_name',
            'sellers.name_ar as seller_name_ar',
            'sellers.name_en as seller_name_en',
          ])
          .where('items.serial_number', '=', serial)
          .executeTakeFirst();
        if (!row) return null;
        return {
          serialNumber: row.serial_number,
          name: rowName(row, ctx.language),
          model: row.item_name,
          photoUrl: row.photo,
          warrantyStatus: effectiveWarrantyStatus({ warrantyStatus: row.warranty_status, expirationDate: row.expiration_date }, new Date()),
          activationDate: row.activation_date,
          expirationDate: row.expiration_date,
          outletName: rowName({ name_ar: row.seller_name_ar, name_en: row.seller_name_en }, ctx.language),
        };
      },
    },
  },
};
