import { randomUUID } from 'node:crypto';
import { timeOrderedId } from '../../db/ids';
import { formatSerial, ITEM_TYPES, SERIAL_PREFIX, typeOfSerial, type ItemType } from '../../../shared/items';
import { can, type Permission } from '../../../shared/access/permissions';
import { itemImportRowSchema, type ItemImportRow } from '../../../shared/validation/imports';
import type { Db } from '../../db';
import type { Context } from '../../graphql/context';
import { AppError, badInput } from '../../graphql/errors';
import { requireUser } from '../../graphql/access';
import type { GraphQLModule } from '../../graphql/module';
import { writeAudit, type Actor } from '../../db/audit';
import type { CatalogRow } from '../catalog/catalog.repository';
import { importPlannedRows } from '../imports/rowBatch';
import { reserveSeqs } from '../../db/changeCounter';
import { newItemRow } from './batchCreator';
import { CounterMoves, countedOf } from './counterMoves';
import { reserveSerials } from './items.repository';

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

/** The catalog entries the rows name, by barcode first, else by id. */
async function catalogsByRef(trx: Db, refs: string[]): Promise<Map<string, CatalogRow>> {
  const found = new Map<string, CatalogRow>();
  if (!refs.length) return found;
  for (const row of await trx.selectFrom('catalog_entries').selectAll().where('barcode', 'in', refs).execute())
    found.set(row.barcode as string, row);
  const rest = refs.filter((ref) => !found.has(ref));
  if (rest.length)
    for (const row of await trx.selectFrom('catalog_entries').selectAll().where('id', 'in', rest).execute()) found.set(row.id, row);
  return found;
}

/** Given serials take their sequence numbers: the counter of each prefix moves past them, so generated serials never meet them. */
async function raiseSerialCounters(trx: Db, serials: string[]): Promise<void> {
  const highest = new Map<string, number>();
  for (const serial of serials)
    highest.set(serial.slice(0, 3), Math.max(highest.get(serial.slice(0, 3)) ?? 0, Number(serial.slice(3, -1))));
  for (const [prefix, sequence] of highest) {
    // One upsert, not read-then-write: another process may move the same counter at the same time.
    await trx
      .insertInto('serial_counters')
      .values({ prefix, value: sequence })
      .onConflict((oc) =>
        oc.column('prefix').doUpdateSet((eb) => ({
          value: eb
            .case()
            .when('excluded.value', '>', eb.ref('serial_counters.value'))
            .then(eb.ref('excluded.value'))
            .else(eb.ref('serial_counters.value'))
            .end(),
        })),
      )
      .execute();
  }
}

interface Plan {
  catalog: CatalogRow;
  row: ItemImportRow;
}

/** Reads only: each row's entry, permission and serial, or why it is refused (the permissions a row lacked go in `denied`). */
async function planRows(
  trx: Db,
  roles: readonly string[],
  rows: ItemImportRow[],
  denied: Map<Permission, number>,
): Promise<Array<Plan | AppError>> {
  const catalogs = await catalogsByRef(trx, [...new Set(rows.map((r) => r.catalog))]);
  const given = [...new Set(rows.flatMap((r) => (r.serialNumber ? [r.serialNumber] : [])))];
  const taken = new Set(
    given.length
      ? (await trx.selectFrom('items').select('serial_number').where('serial_number', 'in', given).execute()).map((r) => r.serial_number)
      : [],
  );
  return rows.map((row) => {
    const catalog = catalogs.get(row.catalog);
    if (!catalog) return badInput('items.errors.catalogMissing');
    // The operation opens to any kind's importers; each row needs its own kind's.
    const permission: Permission = `${catalog.kind}Import`;
    if (!can(roles, permission)) {
      denied.set(permission, (denied.get(permission) ?? 0) + 1);
      return new AppError('FORBIDDEN');
    }
    if (row.serialNumber) {
      if (typeOfSerial(row.serialNumber) !== catalog.kind)
        return badInput('imports.errors.serialKind', { prefix: SERIAL_PREFIX[catalog.kind] });
      // Taken in the database, or by an earlier row of this call.
      if (taken.has(row.serialNumber)) return badInput('imports.errors.serialTaken', { serial: row.serialNumber });
      taken.add(row.serialNumber);
    }
    return { catalog, row };
  });
}

/** Writes the accepted rows: serials, items, counters, quantities and audit rows, a few statements for the whole call. */
async function writeRows(trx: Db, actor: Actor, plans: Plan[]): Promise<string[]> {
  const now = new Date();
  const at = now.toISOString();
  const year = now.getUTCFullYear();
  await raiseSerialCounters(
    trx,
    plans.flatMap((p) => (p.row.serialNumber ? [p.row.serialNumber] : [])),
  );
  // Generated serials: one block per kind, taken after the given ones moved the counters.
  const next = new Map<ItemType, number>();
  for (const kind of ITEM_TYPES) {
    const wanted = plans.filter((p) => !p.row.serialNumber && p.catalog.kind === kind).length;
    if (wanted) next.set(kind, await reserveSerials(trx, `${SERIAL_PREFIX[kind]}${String(year % 100).padStart(2, '0')}`, wanted));
  }
  const lastSeq = await reserveSeqs(trx, plans.length);
  const batchId = randomUUID(); // the items of one call were imported together
  const items = plans.map(({ catalog, row }, i) => {
    let serial = row.serialNumber;
    if (!serial) {
      const sequence = next.get(catalog.kind) as number;
      next.set(catalog.kind, sequence + 1);
      serial = formatSerial(catalog.kind, year, sequence);
    }
    const seq = lastSeq - plans.length + 1 + i;
    return newItemRow(catalog, {
      serial,
      status: row.status,
      iterationNumber: row.iterationNumber,
      printingCountPerItem: row.printingCountPerItem,
      notes: row.notes,
      batchId,
      actor,
      at,
      seq,
    });
  });
  await trx.insertInto('items').values(items).execute();
  await trx
    .insertInto('audit_logs')
    .values(
      items.map((item) => ({
        id: timeOrderedId(),
        entity_name: 'item',
        entity_id: item.id,
        action: 'import',
        values: JSON.stringify({ serialNumber: item.serial_number, catalogId: item.catalog_id, status: item.status, batchId }),
        created_by_id: actor.id,
        created_by_email: actor.email,
        timestamp: at,
      })),
    )
    .execute();
  const counters = new CounterMoves();
  for (const item of items) counters.item(null, countedOf(item), lastSeq);
  await counters.flush(trx);
  return items.map((item) => item.id);
}

export const itemImportModule: GraphQLModule = {
  name: 'itemImport',
  typeDefs,
  resolvers: {
    Mutation: {
      itemImport: async (_: unknown, args: { rows?: unknown }, ctx: Context) => {
        const actor = requireUser(ctx);
        return importPlannedRows<ItemImportRow, Plan>(ctx, args.rows, {
          entityName: 'item',
          schema: itemImportRowSchema,
          plan: async (trx, rows) => {
            const denied = new Map<Permission, number>();
            const plans = await planRows(trx, actor.roles, rows, denied);
            // Audited like any refused operation, once per permission the call lacked.
            for (const [permission, count] of denied)
              await writeAudit(trx, {
                entityName: 'permission',
                entityId: permission,
                action: 'denied',
                actor,
                values: { roles: actor.roles, operation: 'itemImport', rows: count },
              });
            return plans;
          },
          write: (trx, plans) => writeRows(trx, actor, plans),
        });
      },
    },
  },
};
