import { randomUUID } from 'node:crypto';
import { timeOrderedId } from '../../db/ids';
import { formatSerial, qrCodeOf, SERIAL_PREFIX, type ItemStatus } from '../../../shared/items';
import type { FactoryBatchInput } from '../../../shared/validation/item';
import type { Db } from '../../db';
import { badInput } from '../../graphql/errors';
import type { Actor } from '../../db/audit';
import { findCatalog, type CatalogRow } from '../catalog/catalog.repository';
import { reserveSeqs } from '../../db/changeCounter';
import { CounterMoves, countedOf } from './counterMoves';
import { reserveSerials, type ItemRow } from './items.repository';

/** A new item of a catalog entry: warranty inactive, at no outlet; the factory makes them inFactory, an import may put them in stock. */
export function newItemRow(
  catalog: CatalogRow,
  props: {
    serial: string;
    status?: ItemStatus;
    iterationNumber: number;
    printingCountPerItem: number;
    notes: string | null;
    batchId: string;
    actor: Actor;
    at: string;
    seq: number;
  },
): ItemRow {
  const photos = JSON.parse(catalog.photos) as Array<{ publicUrl?: string }>;
  return {
    // In creation order: a batch's items (made, then moved, together) share index pages (server/db/ids.ts).
    id: timeOrderedId(),
    serial_number: props.serial,
    catalog_id: catalog.id,
    item_type: catalog.kind,
    status: props.status ?? 'inFactory',
    warranty_status: 'inactive',
    qr_code: qrCodeOf(props.serial),
    user_id: null,
    seller_id: null,
    activation_date: null,
    expiration_date: null,
    iteration_number: props.iterationNumber,
    printing_count_per_item: props.printingCountPerItem,
    item_name: catalog.item_name ?? catalog.name,
    brand: catalog.brand,
    photo: photos[0]?.publicUrl ?? null,
    exported_by: null,
    exported_at: null,
    bill_date: null,
    client_name: null,
    client_phone: null,
    activated_by: null,
    is_restored: 0,
    restored_by: null,
    restored_at: null,
    returned_at: null,
    return_reason: null,
    replaced_at: null,
    notes: props.notes,
    batch_id: props.batchId,
    created_by: props.actor.id,
    updated_by: props.actor.id,
    created_at: props.at,
    updated_at: props.at,
    sync_seq: props.seq,
  };
}

// Rows per INSERT: SQLite allows 32,766 bound values; items have ~36 columns.
const CHUNK = 200;

/**
 * The factory stage: `iterations` new items of one catalog entry, inFactory /
 * inactive, each with its own serial and QR code, and one audit row per item
 * (its timeline starts there). printingCountPerItem is kept on each item: the
 * number of labels the label sheet prints for it.
 */
export async function itemBatchCreator(
  trx: Db,
  props: { input: FactoryBatchInput; actor: Actor; now?: Date },
): Promise<{ batchId: string; items: ItemRow[] }> {
  const { input, actor } = props;
  const now = props.now ?? new Date();
  const catalog = await findCatalog(trx, input.catalogId);
  if (!catalog) throw badInput('items.errors.catalogMissing', {}, { fields: { catalogId: 'items.errors.catalogMissing' } });
  const count = input.iterations;
  const year = now.getUTCFullYear();
  const prefix = `${SERIAL_PREFIX[catalog.kind]}${String(year % 100).padStart(2, '0')}`;
  const firstSerial = await reserveSerials(trx, prefix, count);
  const lastSeq = await reserveSeqs(trx, count);
  const batchId = randomUUID();
  const at = now.toISOString();
  const items: ItemRow[] = [];
  for (let i = 0; i < count; i++) {
    items.push(
      newItemRow(catalog, {
        serial: formatSerial(catalog.kind, year, firstSerial + i),
        iterationNumber: i + 1,
        printingCountPerItem: input.printingCountPerItem,
        notes: input.notes,
        batchId,
        actor,
        at,
        seq: lastSeq - count + 1 + i,
      }),
    );
  }
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    await trx.insertInto('items').values(chunk).execute();
    await trx
      .insertInto('audit_logs')
      .values(
        chunk.map((item) => ({
          id: timeOrderedId(),
          entity_name: 'item',
          entity_id: item.id,
          action: 'create',
          values: JSON.stringify({
            serialNumber: item.serial_number,
            catalogId: catalog.id,
            batchId,
            iterationNumber: item.iteration_number,
          }),
          created_by_id: actor.id,
          created_by_email: actor.email,
          timestamp: at,
        })),
      )
      .execute();
  }
  // The batch's items are alike for every counter: made once, `count` times.
  const counters = new CounterMoves();
  if (items[0]) counters.item(null, countedOf(items[0]), lastSeq, count);
  await counters.flush(trx);
  return { batchId, items };
}
