import { effectiveWarrantyStatus, isSold } from '../../../shared/items';
import { warrantyConfirmationSchema, warrantyRegistrationSchema } from '../../../shared/validation/warranty';
import type { Context } from '../../graphql/context';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { registrationConfirmer, registrationStarter } from './registration';
import { findPublicWarranty, registrationOf } from './warranty.repository';
import { camelPick } from '../../db/camel';
import { rowName } from '../../db/names';
import { replacementLinks } from '../items/claims.repository';
import { clientAddress, enforceRateLimit } from '../../graphql/throttle';

// The customer's warranty page reads this: what the QR code on a label opens.
// Public, so it shows the item and its warranty only — never the client's
// name or phone — and is rate-limited per IP against serial guessing.
export const LOOKUPS = { name: 'warrantyLookup', limit: 60, windowMs: 60_000 };

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
      warrantyStatus: WarrantyStatus!
      activationDate: String
      expirationDate: String
      "The branch or distributor holding or having sold the item."
      outletName: String
      "Its buyer registered it on this page (once an item)."
      registered: Boolean!
      "The outlet's sale of it has reached us (a bill date, or a warranty that ran): only then may its buyer register it."
      sold: Boolean!
      "A warranty claim replaced this item with the item of this serial."
      replacedBy: String
      "This item replaced the item of this serial under a warranty claim (and carries the rest of its warranty)."
      replaces: String
      "Its buyer returned it on this date (its warranty ended with the return); null once it is sold again."
      returnedAt: String
    }

    "A code went by SMS to the phone (shown masked)."
    type WarrantyRegistrationTicket {
      ticketId: String!
      phone: String!
    }

    "The registered warranty, as its certificate prints it: the customer's own name, typed by them."
    type WarrantyCertificate {
      info: WarrantyInfo!
      customerName: String!
    }

    extend type Query {
      warrantyLookup(serialNumber: String!): WarrantyInfo
    }

    extend type Mutation {
      "The buyer of an item at an outlet asks to register its warranty; phoneNumber: an Egyptian mobile. Throttled per address and phone."
      warrantyRegisterStart(serialNumber: String!, customerName: String!, phoneNumber: String!): WarrantyRegistrationTicket!
      "The SMS code confirms it: the warranty is activated (or the customer attached when the seller activated it), once an item."
      warrantyRegisterConfirm(ticketId: String!, code: String!): WarrantyCertificate!
    }
  `,
  resolvers: {
    Query: {
      warrantyLookup: async (_parent: unknown, args: { serialNumber: string }, ctx: Context) => {
        await enforceRateLimit(ctx.db, ctx.res, LOOKUPS, clientAddress(ctx.req));
        const serial = args.serialNumber.trim();
        if (!serial || serial.length > 64) return null;
        return lookup(ctx, serial);
      },
    },
    Mutation: {
      warrantyRegisterStart: async (_parent: unknown, args: unknown, ctx: Context) =>
        registrationStarter(ctx, parseInput(warrantyRegistrationSchema, args)),
      warrantyRegisterConfirm: async (_parent: unknown, args: unknown, ctx: Context) => {
        const input = parseInput(warrantyConfirmationSchema, args);
        const serial = await registrationConfirmer(ctx, input);
        const [info, registration] = await Promise.all([lookup(ctx, serial), registrationOf(ctx.db, input.ticketId)]);
        return { info, customerName: registration.customer_name };
      },
    },
  },
};

/** The public face of the item with this serial (no personal data), or null. */
export async function lookup(ctx: Pick<Context, 'db' | 'language'>, serial: string) {
  const row = await findPublicWarranty(ctx.db, serial);
  if (!row) return null;
  const links = await replacementLinks(ctx.db, row.id);
  const sold = isSold({ billDate: row.bill_date, warrantyStatus: row.warranty_status });
  return {
    ...camelPick(row, ['serial_number', 'activation_date', 'expiration_date', 'returned_at']),
    name: rowName(row, ctx.language),
    model: row.item_name,
    photoUrl: row.photo,
    warrantyStatus: effectiveWarrantyStatus({ warrantyStatus: row.warranty_status, expirationDate: row.expiration_date }, new Date()),
    outletName: rowName({ name_ar: row.seller_name_ar, name_en: row.seller_name_en }, ctx.language),
    registered: Boolean(row.registered),
    sold,
    replacedBy: links.replacedBy,
    replaces: links.replaces,
  };
}
