import { randomUUID } from 'node:crypto';
import { formatSerial, SERIAL_PREFIX, typeOfSerial } from '../../../shared/items';
import { can } from '../../../shared/permissions';
import { itemImportRowSchema, type ItemImportRow } from '../../../shared/validation/imports';
import type { Db } from '../../db';
import type { Context } from '../../graphql/context';
import { AppError, badInput } from '../../graphql/errors';
import type { GraphQLModule } from '../../graphql/module';
import { writeAudit } from '../audit/writer';
import { adjustQuantity, type CatalogRow } from '../catalog/catalog.repository';
import { importRows } from '../imports/rowBatch';
import { authorizeAny } from '../sync/authorizeAny';
import { nextSeq } from '../sync/counter';
import { newItemRow } from './batchCreator';
import { bumpItemCount } from './counts.repository';
import { findItemBySerial, reserveSerials } from './items.repository';

// itemImport: rows that create items of existing catalog entries (design in
// docs/decisions.md "Item import"). A row names its entry by barcode or id;
// its serial is given (well formed, of the entry's kind, unused) or the next
// one of the kind and year; it starts in the factory or in stock.

const typeDefs = /* GraphQL */ `
  "One row of an item import file. Everything is checked again on the server."
  input ItemImportInput {
    "Barcode or id of the product, spare part or accessory."
    catalog: String
    "Empty: the next serial of the kind and year."
    serialNumber: String
    "inFactory (default) or inStock."
    status: String
    iterationNumber: Int
    printingCountPerItem: Int
    notes: String
  }
  input ItemImportRow {
    data: ItemImportInput!
    "Hash of the row and its line, computed by the importer: a row already imported is refused."
    importHash: String
  }
  extend type Mutation {
    "Up to 100 rows; one result per row, in order (ok with the item's id, or the reason). A refused row changes nothing. Each row needs the Import permission of its entry's kind."
    itemImport(rows: [ItemImportRow!]!): [ImportRowResult!]!
  }
`;

async function catalogByRef(trx: Db, ref: string): Promise<CatalogRow | undefined> {
  return (
    (await trx.selectFrom('catalog_entries').selectAll().where('barcode', '=', ref).executeTakeFirst()) ??
    (await trx.selectFrom('catalog_entries').selectAll().where('id', '=', ref).executeTakeFirst())
  );
}

/** A given serial takes its sequence number: the counter of its prefix moves past it, so generated serials never meet it. */
async function raiseSerialCounter(trx: Db, serial: string): Promise<void> {
  const prefix = serial.slice(0, 3);
  const sequence = Number(serial.slice(3, -1));
  const row = await trx.selectFrom('serial_counters').select('value').where('prefix', '=', prefix).executeTakeFirst();
  if (!row) await trx.insertInto('serial_counters').values({ prefix, value: sequence }).execute();
  else if (row.value < sequence) await trx.updateTable('serial_counters').set({ value: sequence }).where('prefix', '=', prefix).execute();
}

async function serialFor(trx: Db, catalog: CatalogRow, given: string | null, now: Date): Promise<string> {
  if (!given) {
    const year = now.getUTCFullYear();
    const sequence = await reserveSerials(trx, `${SERIAL_PREFIX[catalog.kind]}${String(year % 100).padStart(2, '0')}`, 1);
    return formatSerial(catalog.kind, year, sequence);
  }
  if (typeOfSerial(given) !== catalog.kind) throw badInput('imports.errors.serialKind', { prefix: SERIAL_PREFIX[catalog.kind] });
  if (await findItemBySerial(trx, given)) throw badInput('imports.errors.serialTaken', { serial: given });
  await raiseSerialCounter(trx, given);
  return given;
}

export const itemImportModule: GraphQLModule = {
  name: 'itemImport',
  typeDefs,
  resolvers: {
    Mutation: {
      itemImport: async (_: unknown, args: { rows?: unknown }, ctx: Context) => {
        const actor = await authorizeAny(ctx, ['productImport', 'sparePartImport', 'accessoryImport']);
        // One batch id per call: the items of one call were imported together.
        const batchId = randomUUID();
        return importRows<ItemImportRow>(ctx, args.rows, {
          entityName: 'item',
          schema: itemImportRowSchema,
          async apply(trx, row) {
            const catalog = await catalogByRef(trx, row.catalog);
            if (!catalog) throw badInput('items.errors.catalogMissing');
            // The operation opens to any kind's importers; each row needs its own kind's.
            if (!can(actor.roles, `${catalog.kind}Import`)) throw new AppError('FORBIDDEN');
            const now = new Date();
            const seq = await nextSeq(trx);
            const item = newItemRow(catalog, {
              serial: await serialFor(trx, catalog, row.serialNumber, now),
              status: row.status,
              iterationNumber: row.iterationNumber,
              printingCountPerItem: row.printingCountPerItem,
              notes: row.notes,
              batchId,
              actor,
              at: now.toISOString(),
              seq,
            });
            await trx.insertInto('items').values(item).execute();
            await bumpItemCount(trx, { itemType: catalog.kind, status: item.status, sellerId: null }, 1);
            if (item.status === 'inStock') await adjustQuantity(trx, catalog.id, 1, seq);
            await writeAudit(trx, { entityName: 'item', entityId: item.id, action: 'import', actor, at: now, values: { serialNumber: item.serial_number, catalogId: catalog.id, status: item.status, batchId } });
            return item.id;
          },
        });
      },
    },
  },
  permissions: { 'Mutation.itemImport': ['productImport', 'sparePartImport', 'accessoryImport'] },
};
